import type { DateRange } from './dates.ts'
import type { Comparison } from './compare.ts'
import type { GapSighting } from './content-gaps.ts'

/*
 * What one section's export found: for each period its facts, counts, top rows and content
 * gaps, and the comparison of the two. `R` is the section's row, `T` its totals. Nothing here
 * holds every row: those went to the report files as they arrived.
 */

/** Figures an answer states for the whole period beside its rows: site-wide totals, total searches. */
export type Totals = Readonly<Record<string, number>>

/** What a period's export learnt besides its rows. */
export interface PeriodFacts<T> {
  /** The figures the first answer stated for the whole period; undefined when no answer came. */
  readonly totals: T | undefined
  /** More rows exist than were fetched: `max-search-terms` reached, or feedback's 100 pages. */
  readonly moreAvailable: boolean
  readonly requests: number
  /**
   * Why paging ended before the platform said it was done: it claimed more rows and sent an
   * empty page. Asking again would bring the same page, so the export ends with what it has.
   */
  readonly endedEarly?: string
  /**
   * The period's totals changed between its pages (every page restates them): the figures the
   * contract names on the first page and on the later page, and each as the summary shows it.
   * The report uses the first page's.
   */
  readonly totalsMoved?: TotalsMoved
  /** Rows whose key an earlier page had already sent (the data moved while paging); each was kept once. */
  readonly repeatedRows?: number
  /**
   * The period comes from the last report, which kept only its best `keptRows` rows: a key outside
   * them is not known to be absent.
   */
  readonly keptRows?: number
  /** The period was taken from the last report, not fetched: no request was sent for it. */
  readonly fromLastReport?: boolean
}

export interface TotalsMoved {
  /** The first page whose totals differed, counting from 1. */
  readonly page: number
  readonly first: Readonly<Record<string, number>>
  readonly later: Readonly<Record<string, number>>
  readonly shown: { readonly first: string; readonly later: string }
}

export interface PeriodResult<R, T, X = undefined> {
  readonly range: DateRange
  readonly facts: PeriodFacts<T>
  readonly rowCount: number
  /** The `summary-rows` best rows, best first: what the summary lists and the comparison ranks. */
  readonly top: readonly R[]
  /** The best rows kept for the next report's comparison (a longer list that `top` begins). */
  readonly ranked: readonly R[]
  /** Content gaps, most frequent first: searches nobody clicked, pages marked unhelpful. */
  readonly gaps: readonly R[]
  readonly gapCount: number
  /** File names in the report directory. */
  readonly files: readonly string[]
  /** What the section's extras worked out (see PeriodExtras); undefined for a section without. */
  readonly extra: X | undefined
  /**
   * The content gaps the last report listed that this period's rows showed, by digest: set on
   * the current period of a section that follows gaps, absent otherwise (see history/gap-lives.ts).
   */
  readonly sightings?: ReadonlyMap<string, GapSighting>
}

export interface SectionResult<R, T, X = undefined> {
  readonly current: PeriodResult<R, T, X>
  readonly previous: PeriodResult<R, T, X> | undefined
  readonly comparison: Comparison<R>
}
