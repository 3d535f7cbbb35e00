import { count, formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import type { NewGaps } from '../history/gap-digests.ts'
import type { SectionReport } from '../sections/section-report.ts'
import type { TrafficCounts, TrafficRow } from '../sections/traffic.ts'
import { visitors } from '../sections/visitors.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { changePoints, changeShare } from './tables.ts'

/** The anchor of a section's heading, for the headline's pointers. */
export function sectionAnchor(name: string): string {
  return `report-${name}`
}

/**
 * What changed, first, in a few lines a person reads on Monday before anything else: unique
 * visitors and their change, the AI share and its change, the page that moved most, and the
 * content gaps (how many, how many new since the last report), each pointing to its section.
 */
export function addHeadline(
  doc: SummaryDocument,
  report: {
    readonly results: readonly SectionReport[]
    readonly contentGaps: ContentGaps | undefined
    readonly newGaps: NewGaps | undefined
  },
): void {
  const found = report.results.map((result) => visitors.resultOf(result)).find((result) => result !== undefined)
  const totals = found?.current.facts.totals
  if (!found || !totals) return
  const before = found.previous?.facts.totals
  const lines: Html[] = [visitorsLine(totals, before), aiLine(totals, before)]
  const moved = movedMost(found)
  if (moved) lines.push(moved)
  const gaps = gapsLine(report)
  if (gaps) lines.push(gaps)
  doc.paragraph(html`${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}`)
}

function pointer(name: string, title: string): Html {
  return html` · <a href="#${sectionAnchor(name)}">${title} ↓</a>`
}

function visitorsLine(totals: TrafficCounts, before: TrafficCounts | undefined): Html {
  const change = before
    ? html`, ${changeShare(totals.total, before.total)} from ${formatNumber(before.total)}`
    : undefined
  return html`👥 <strong>${formatNumber(totals.total)}</strong> unique ${noun(totals.total, 'visitor')}${change}${pointer('visitors', 'Unique visitors')}`
}

function aiLine(totals: TrafficCounts, before: TrafficCounts | undefined): Html {
  const share = (counts: TrafficCounts) => (counts.total > 0 ? (counts.ai / counts.total) * 100 : 0)
  const change =
    before && before.total > 0
      ? html`, ${changePoints(share(totals), share(before))} from ${formatShare(before.ai, before.total)}`
      : undefined
  return html`🤖 AI share <strong>${formatShare(totals.ai, totals.total)}</strong>${change}${pointer('visitors', 'Human and AI')}`
}

/** The listed page whose visitors changed most in number, new and departed pages included. */
function movedMost(result: SectionResult<TrafficRow, TrafficCounts>): Html | undefined {
  if (!result.previous) return undefined
  const moves = [
    ...result.comparison.rows
      .filter((row) => !row.unknownBefore)
      .map(({ row, previous }) => ({ path: row.path, now: row.total, before: previous ?? 0 })),
    ...result.comparison.left
      .filter((row) => !row.unknownNow)
      .map(({ row, current }) => ({ path: row.path, now: current ?? 0, before: row.total })),
  ]
  const best = moves.sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before))[0]
  if (!best || best.now === best.before) return undefined
  const difference = best.now - best.before
  const amount = `${difference > 0 ? '+' : '−'}${formatNumber(Math.abs(difference))}`
  return html`📈 Moved most: <code>${best.path}</code>, ${amount} ${noun(Math.abs(difference), 'visitor')} (${changeShare(best.now, best.before === 0 ? undefined : best.before)})${pointer('visitors', 'Top pages')}`
}

function gapsLine(report: {
  readonly results: readonly SectionReport[]
  readonly contentGaps: ContentGaps | undefined
  readonly newGaps: NewGaps | undefined
}): Html | undefined {
  if (!report.contentGaps) return undefined
  const parts = report.results.flatMap((result) => {
    const part = result.contentGaps()
    return part && part.count > 0 ? [{ name: result.name, title: result.title, part }] : []
  })
  const where = join(
    parts.map(
      ({ name, title, part }) => html`<a href="#${sectionAnchor(name)}">${title}</a> ${formatNumber(part.count)}`,
    ),
    ', ',
  )
  const { newGaps } = report
  const fresh =
    newGaps && newGaps.listed > 0
      ? html`, ${formatNumber(newGaps.added)} of the ${formatNumber(newGaps.listed)} listed new since the last report`
      : undefined
  return html`🧩 <strong>${count(report.contentGaps.count, 'content gap')}</strong>${fresh}${parts.length > 0 ? html` (${where})` : undefined}`
}
