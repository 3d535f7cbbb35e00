import type { PeriodResult } from '../analysis/section-result.ts'
import { asRecord, requireNumbers } from '../fetching/answer-fields.ts'
import type { SectionHistory, StoredTrendFigures, Totals, TrendFigure } from './section.ts'

/*
 * What most sections' history declarations share: figures read off the period's totals or
 * counts, and no extras to keep. Each section states its own in its file.
 */

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
): SectionHistory<R, T, undefined> {
  return { figures, figuresOf, readFigures: asStored, keepsRows: true, ...NO_EXTRA }
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
