/**
 * The comparison of a section's top rows with the period before: each listed row's previous
 * figure and rank, the rows new to the top list and the rows that left it. Ranks are places in
 * the top lists (`summary-rows` long); a row outside the previous list has no previous rank.
 */

export interface RankedRow<R> {
  readonly row: R
  /** 1-based place in this period's top list. */
  readonly rank: number
  /** The figure in the previous period; undefined when the row did not exist then (or no comparison). */
  readonly previous: number | undefined
  /** Place in the previous period's top list; undefined when it was not in it. */
  readonly previousRank: number | undefined
  /** Not in the previous period's rows, which were cut short: its earlier figure is not known (not `new`). */
  readonly unknownBefore: boolean
}

export interface LeftRow<R> {
  /** The row as it was in the previous period. */
  readonly row: R
  readonly previousRank: number
  /** Its figure in this period; undefined when it is gone. */
  readonly current: number | undefined
  /** Not in this period's rows, which were cut short: not known to be gone. */
  readonly unknownNow: boolean
}

export interface Comparison<R> {
  readonly rows: readonly RankedRow<R>[]
  /** How many listed rows were not in the previous top list. */
  readonly entered: number
  readonly left: readonly LeftRow<R>[]
}

/** Measures by key: a Map, or the export's KeyIndex. */
export interface Measures {
  get(key: string): number | undefined
}

export interface ComparisonInput<R> {
  readonly top: readonly R[]
  readonly key: (row: R) => string
  /** Measures of this period by key. */
  readonly currentMeasures: Measures
  /** When comparing: the previous top list and the previous period's measures by key. */
  readonly previous?: { readonly top: readonly R[]; readonly measures: Measures }
  /**
   * Whether a period's rows were cut short (a cap such as `max-search-terms`, or paging that ended
   * early): a key missing from such a period may have been there, so it is unknown, not new or gone.
   */
  readonly cut?: { readonly current: boolean; readonly previous: boolean }
}

export function compareTop<R>({ top, key, currentMeasures, previous, cut }: ComparisonInput<R>): Comparison<R> {
  const previousRanks = new Map(previous?.top.map((row, index) => [key(row), index + 1]) ?? [])
  const currentKeys = new Set(top.map(key))
  const rows = top.map((row, index) => {
    const before = previous?.measures.get(key(row))
    return {
      row,
      rank: index + 1,
      previous: before,
      previousRank: previousRanks.get(key(row)),
      unknownBefore: previous !== undefined && before === undefined && (cut?.previous ?? false),
    }
  })
  const left = (previous?.top ?? [])
    .map((row, index) => {
      const current = currentMeasures.get(key(row))
      return { row, previousRank: index + 1, current, unknownNow: current === undefined && (cut?.current ?? false) }
    })
    .filter(({ row }) => !currentKeys.has(key(row)))
  return { rows, entered: previous ? rows.filter((row) => row.previousRank === undefined).length : 0, left }
}

/** Percent change with one decimal: its words are every report's (text/change.ts). */
export { percentChange } from '../../text/change.ts'
