import { count, formatNumber } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { ContentGapPart, GapItem } from '../analysis/content-gaps.ts'
import type { GapFollowing, GapLife } from '../history/gap-lives.ts'
import type { SectionReport } from '../sections/section-report.ts'

/*
 * Which content gaps the summary's short list shows, and what it says of each one's life: with
 * gaps followed from the last report, the longest open first, then a few closed this period;
 * without, each section's most frequent in turn.
 */

/** A section's part of the content gaps, as the list takes its gaps from. */
export interface Part {
  readonly result: SectionReport
  readonly part: ContentGapPart
}

/** One gap the list shows, and its life when followed. */
export interface ShownGap {
  readonly item: GapItem
  readonly life: GapLife | undefined
}

/** Closed gaps the list shows at most, after the open ones: enough to see the docs work, few enough to act on the rest. */
export const CLOSED_SHOWN = 2

/**
 * At most `limit` gaps: without following, each part's next in turn (its most frequent first);
 * with it, the listed gaps longest open first (in that order among equals), then up to
 * CLOSED_SHOWN closed this period, those open longest before they closed first.
 */
export function shownGaps(parts: readonly Part[], following: GapFollowing | undefined, limit: number): ShownGap[] {
  const lives = (part: Part) => following?.sections.get(part.result.name) ?? []
  const listed = inTurn(parts, Number.MAX_SAFE_INTEGER).flatMap(({ part, result, index }) => {
    const item = part.items[index]
    // A question listed under two categories is one gap: its life stands at its first place.
    const first = part.keys.indexOf(part.keys[index] ?? '')
    const life = lives({ part, result }).find((candidate) => candidate.listed === first)
    return item ? [{ item, life }] : []
  })
  if (!following) return listed.slice(0, limit)
  const closed = parts
    .flatMap((part) => lives(part).filter((life) => life.state === 'closed'))
    .flatMap((life) => (life.item ? [{ item: life.item, life }] : []))
    .sort((a, b) => b.life.reports - a.life.reports)
    .slice(0, CLOSED_SHOWN)
  const open = listed.sort((a, b) => (b.life?.reports ?? 0) - (a.life?.reports ?? 0))
  return [...open.slice(0, limit - closed.length), ...closed]
}

/** `🆕 new`, `2nd report`, `5th report, since 2026-10-19`, `✅ closed after 3 reports`; empty for a gap not followed. */
export function lifeCell(life: GapLife | undefined): Html | string {
  if (!life) return ''
  if (life.state === 'new') return html`🆕 new`
  if (life.state === 'closed') return html`✅ closed after ${count(life.reports, 'report')}`
  const since = life.reports >= 3 ? html`, since ${life.since}` : undefined
  return html`${ordinal(life.reports)} report${since}`
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(value: number): string {
  const tens = value % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th')
  return `${formatNumber(value)}${suffix}`
}

/** The first `limit` gaps taking each part's next in turn: each part's most frequent first. */
function inTurn(parts: readonly Part[], limit: number): (Part & { readonly index: number })[] {
  const taken: (Part & { readonly index: number })[] = []
  for (let index = 0; taken.length < limit; index++) {
    const round = parts.filter(({ part }) => index < part.items.length)
    if (round.length === 0) break
    for (const part of round.slice(0, limit - taken.length)) taken.push({ ...part, index })
  }
  return taken
}
