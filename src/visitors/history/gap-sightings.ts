import type { GapSighting } from '../analysis/content-gaps.ts'
import { knownFields } from '../analysis/kept-rows.ts'
import type { GapRows } from '../sections/section.ts'
import type { GapDigests } from './gap-digests.ts'

/** What a section's rows need to be read for followed gaps: their fields, and how they answer for a gap. */
interface SightedSection<R> {
  readonly csvHeader: readonly string[]
  readonly gapRows: GapRows<R>
}

/**
 * What this period's rows show of the content gaps the last report handed on (gap-lives.ts),
 * heard row by row as they stream past: for each followed gap seen, whether a row of it is still
 * a gap, its first row (its texts kept short) and how many rows it had. Memory holds the followed
 * gaps only, at most FOLLOWED_PER_SECTION of them, whatever the rows.
 */
export class GapSightings<R> {
  private readonly section: SightedSection<R>
  private readonly followed: ReadonlySet<string>
  private readonly digests: GapDigests
  private readonly seen = new Map<string, { readonly first: R; rows: number; stillGap: boolean }>()

  constructor(section: SightedSection<R>, followed: ReadonlySet<string>, digests: GapDigests) {
    this.section = section
    this.followed = followed
    this.digests = digests
  }

  /** Each row the period brings, once. */
  see(row: R): void {
    const digest = this.digests.of(this.section.gapRows.key(row))
    if (!this.followed.has(digest)) return
    const stillGap = this.section.gapRows.stillGap(row)
    const known = this.seen.get(digest)
    if (known) {
      known.rows++
      known.stillGap ||= stillGap
      return
    }
    this.seen.set(digest, { first: knownFields(this.section, row), rows: 1, stillGap })
  }

  /** After the last row: each followed gap seen, by digest. */
  sightings(): ReadonlyMap<string, GapSighting> {
    const { gapRows } = this.section
    return new Map(
      [...this.seen].map(([digest, { first, rows, stillGap }]) => [
        digest,
        { stillGap, closed: stillGap ? undefined : gapRows.closed(first, rows) },
      ]),
    )
  }
}

/** The gaps a report follows from the last one, and the key their digests were made with. */
export interface FollowedGapsOf {
  readonly digests: GapDigests
  readonly followed: ReadonlyMap<string, readonly { readonly digest: string }[]>
}

/** Sightings for a section's current period: only for a section with gaps, and only when it follows some. */
export function startSightings<R>(
  section: { readonly name: string; readonly csvHeader: readonly string[]; readonly gapRows: GapRows<R> | undefined },
  gaps: FollowedGapsOf | undefined,
): GapSightings<R> | undefined {
  const followed = gaps?.followed.get(section.name) ?? []
  const { gapRows } = section
  if (!gaps || !gapRows || followed.length === 0) return undefined
  return new GapSightings(
    { csvHeader: section.csvHeader, gapRows },
    new Set(followed.map((gap) => gap.digest)),
    gaps.digests,
  )
}
