import type { GapItem, GapSighting } from '../analysis/content-gaps.ts'
import { FOLLOWED_PER_SECTION, type FollowedGap } from './history-format.ts'

/*
 * A content gap's life across reports. The last report hands on the gaps it listed and those
 * still open (report.json's `gaps`, digests only); this period's rows say what became of each:
 *   new     listed now, not followed;
 *   open    followed, and listed now, or seen still a gap below the list's cut;
 *   closed  followed, not listed, seen, and readers got what they needed (each section's
 *           `gapRows` says when: a result clicked, as many thumbs up as down, every turn answered);
 *   quiet   followed, and not among this period's rows at all.
 * New and open gaps are handed on to the next report, listed ones first; closed and quiet ones
 * are not followed further (one that comes back is new again).
 */

export type GapState = 'new' | 'open' | 'closed' | 'quiet'

/** A gap open for this many reports in a row, or more, is said to be long open. */
export const LONG_OPEN_REPORTS = 4

export interface GapLife {
  readonly digest: string
  readonly state: GapState
  /** `dateFrom` of the first period it was listed in. */
  readonly since: string
  /** Reports in a row it has been new or open, this one included; a closed or quiet gap keeps its count. */
  readonly reports: number
  /** Its place among the gaps its section lists now, 0 the most frequent; undefined when not listed. */
  readonly listed: number | undefined
  /** What readers could not find and how often: a listed gap's, or a closed one's close. In memory only: it may be reader text. */
  readonly item: GapItem | undefined
}

export interface GapFollowing {
  /** Per section name: the life of each followed or listed gap this period. */
  readonly sections: ReadonlyMap<string, readonly GapLife[]>
  readonly counts: {
    readonly new: number
    readonly open: number
    readonly closed: number
    readonly quiet: number
    /** Open for LONG_OPEN_REPORTS reports or more. */
    readonly longOpen: number
  }
}

/** A section's content gaps this period, as their lives are worked out from. */
export interface SectionGaps {
  readonly name: string
  /** The gaps it lists, most frequent first, each by its digest, with what the summary shows of it. */
  readonly listed: readonly { readonly digest: string; readonly item: GapItem | undefined }[]
  /** What its rows showed of the gaps it follows, by digest; undefined when it follows none. */
  readonly sightings: ReadonlyMap<string, GapSighting> | undefined
}

/** What following the gaps gives the report: their lives, and what the next report follows. */
export interface FollowedGaps {
  /** Undefined when nothing was followed: no last report to follow from, or none of its sections here. */
  readonly following: GapFollowing | undefined
  /** Per section with content gaps: the gaps the next report follows (report.json's `gaps`). */
  readonly carried: ReadonlyMap<string, readonly FollowedGap[]>
}

/**
 * The lives of every section's gaps, for the sections the last report had (`followed`), and the
 * gaps each section hands on. A section the last report did not have follows nothing this time:
 * its listed gaps are handed on as new, but not counted as new.
 */
export function followGaps(
  sections: readonly SectionGaps[],
  followed: ReadonlyMap<string, readonly FollowedGap[]> | undefined,
  dateFrom: string,
  rerunOf?: ReadonlyMap<string, readonly FollowedGap[]>,
): FollowedGaps {
  const lives = new Map<string, readonly GapLife[]>()
  const carried = new Map<string, readonly FollowedGap[]>()
  for (const section of sections) {
    const before = followed?.get(section.name)
    const life = livesOf(section, before ?? [], dateFrom)
    if (before) lives.set(section.name, life)
    const replaced = rerunOf?.get(section.name)
    carried.set(section.name, replaced ? carriedAgain(section, replaced, dateFrom) : carriedGaps(life))
  }
  return { following: lives.size === 0 ? undefined : { sections: lives, counts: countLives(lives) }, carried }
}

/** A section's gaps this period: the listed ones first, in their order, then what became of the rest followed. */
export function livesOf(section: SectionGaps, followed: readonly FollowedGap[], dateFrom: string): GapLife[] {
  const before = new Map(followed.map((gap) => [gap.digest, gap]))
  const lives = new Map<string, GapLife>()
  section.listed.forEach(({ digest, item }, listed) => {
    if (lives.has(digest)) return
    const gap = before.get(digest)
    const age = gap ? { since: gap.since, reports: gap.reports + 1 } : { since: dateFrom, reports: 1 }
    lives.set(digest, { digest, state: gap ? 'open' : 'new', ...age, listed, item })
  })
  for (const gap of followed) {
    if (lives.has(gap.digest)) continue
    const seen = section.sightings?.get(gap.digest)
    const { digest, since, reports } = gap
    const life: GapLife = !seen
      ? { digest, state: 'quiet', since, reports, listed: undefined, item: undefined }
      : seen.stillGap
        ? { digest, state: 'open', since, reports: reports + 1, listed: undefined, item: undefined }
        : { digest, state: 'closed', since, reports, listed: undefined, item: seen.closed }
    lives.set(digest, life)
  }
  return [...lives.values()]
}

/**
 * The gaps the next report follows: the new and open ones, those listed first in their order,
 * then those open below the list's cut, longest open first, at most FOLLOWED_PER_SECTION.
 */
export function carriedGaps(lives: readonly GapLife[]): FollowedGap[] {
  const going = lives.filter((life) => life.state === 'new' || life.state === 'open')
  const listed = going.filter((life) => life.listed !== undefined)
  const below = going.filter((life) => life.listed === undefined).sort((a, b) => b.reports - a.reports)
  return [...listed, ...below]
    .slice(0, FOLLOWED_PER_SECTION)
    .map(({ digest, since, reports }) => ({ digest, since, reports }))
}

/**
 * A re-run of a period a report already covered hands on what that report carried, ages as they
 * were (counting the period twice would age every gap by a report), with the gaps listed now
 * first; a gap only the re-run lists is new.
 */
function carriedAgain(section: SectionGaps, replaced: readonly FollowedGap[], dateFrom: string): FollowedGap[] {
  const before = new Map(replaced.map((gap) => [gap.digest, gap]))
  const kept = new Map<string, FollowedGap>()
  for (const { digest } of section.listed)
    if (!kept.has(digest)) kept.set(digest, before.get(digest) ?? { digest, since: dateFrom, reports: 1 })
  for (const gap of replaced) if (!kept.has(gap.digest)) kept.set(gap.digest, gap)
  return [...kept.values()].slice(0, FOLLOWED_PER_SECTION)
}

function countLives(sections: ReadonlyMap<string, readonly GapLife[]>): GapFollowing['counts'] {
  const counts = { new: 0, open: 0, closed: 0, quiet: 0, longOpen: 0 }
  for (const lives of sections.values()) {
    for (const life of lives) {
      counts[life.state]++
      if (life.state === 'open' && life.reports >= LONG_OPEN_REPORTS) counts.longOpen++
    }
  }
  return counts
}
