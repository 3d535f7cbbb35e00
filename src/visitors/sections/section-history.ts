import { asRecord, requireNumbers } from '../analysis/answer-fields.ts'
import type { PeriodResult, Totals } from '../analysis/section-result.ts'

/*
 * What a section keeps of a period in report.json's history (see visitors/history/), so the next
 * report compares with it and draws the trend without asking the platform again; and what most
 * sections' declarations share: figures read off the period's totals or counts, and no extras
 * to keep. Each section states its own in its file.
 */

/** A figure the history keeps of each period, and the trend table shows. */
export interface TrendFigure {
  /** Its name in report.json's history. */
  readonly key: string
  /** Its column heading in the trend table. */
  readonly label: string
  /** Whether the trend table shows it; the history keeps every figure either way, for later reports. */
  readonly shown: boolean
}

/** A period's figures as a report stored them, read in this version's terms. */
export interface StoredTrendFigures {
  readonly figures: Readonly<Record<string, number>>
  /** Said under the trend when a figure was stored with another meaning and is read otherwise here. */
  readonly note: string | undefined
}

/** A line chart of some of the trend's figures, one line each, drawn from three periods on. */
export interface TrendChart {
  /** `Unique visitors per period`: the chart's title, before the lines' names and colours. */
  readonly title: string
  /** The y axis: `Unique visitors`. */
  readonly axis: string
  /** The figures drawn, by key, each named in the title (`human`, `AI`). */
  readonly lines: readonly { readonly key: string; readonly label: string }[]
}

export interface SectionHistory<R, T, X> {
  /** The figures each period keeps, in the trend table's order. */
  readonly figures: readonly TrendFigure[]
  /** Those figures of a period; an answer that never came leaves them out. */
  readonly figuresOf: (period: PeriodResult<R, T, X>) => Readonly<Record<string, number>>
  /** Those figures as an earlier report stored them (checked as numbers), read as this version means them. */
  readonly readFigures: (stored: Readonly<Record<string, number>>) => StoredTrendFigures
  /** The chart above the trend table; undefined for none. */
  readonly chart: TrendChart | undefined
  /**
   * Whether the ranked rows are kept for the next comparison. Not for the assistant's questions,
   * which are not ranked: it compares its tally's figures.
   */
  readonly keepsRows: boolean
  /** The extras' figures as report.json keeps them: only counts, never text a reader wrote. */
  readonly storeExtra: (extra: X) => unknown
  /** Reads them back from an earlier report, which is untrusted: throws on anything but what storeExtra writes. */
  readonly readExtra: (value: unknown, where: string) => X
}

/** For a section whose figures have meant the same in every version: read as stored. */
export function asStored(stored: Readonly<Record<string, number>>): StoredTrendFigures {
  return { figures: stored, note: undefined }
}

/** For a section without extras: nothing to keep, and nothing but "nothing" to read back. */
export const NO_EXTRA = {
  storeExtra: (): null => null,
  readExtra: (): undefined => undefined,
} as const

/** The figures the answer's totals state, under the same names; none when no answer came. */
export function totalsFigures<T extends Totals>(
  figures: readonly (TrendFigure & { readonly key: keyof T & string })[],
): (period: PeriodResult<unknown, T, unknown>) => Readonly<Record<string, number>> {
  return (period) => {
    const totals = period.facts.totals
    if (totals === undefined) return {}
    return Object.fromEntries(figures.map(({ key }) => [key, totals[key] as number]))
  }
}

/** A history declaration for a section whose rows are ranked and whose extras are none. */
export function rankedHistory<R, T extends Totals>(
  figures: readonly TrendFigure[],
  figuresOf: SectionHistory<R, T, undefined>['figuresOf'],
  chart: TrendChart | undefined,
): SectionHistory<R, T, undefined> {
  return { figures, figuresOf, readFigures: asStored, chart, keepsRows: true, ...NO_EXTRA }
}

/** An object of finite numbers named `names`, read from an earlier report (untrusted). */
export function readCounts<K extends string>(
  value: unknown,
  where: string,
  names: readonly K[],
): { readonly [key in K]: number } {
  // Read as the platform's answers are: the same checks, the same messages.
  const fields = asRecord(value, where)
  requireNumbers(fields, where, names)
  return Object.fromEntries(names.map((name) => [name, fields[name]])) as { readonly [key in K]: number }
}
