import { fieldReader, isRefusal } from '../../text/json-fields.ts'
import type { Measures } from '../analysis/compare.ts'
import { knownFields } from '../analysis/kept-rows.ts'
import type { PeriodResult, Totals } from '../analysis/section-result.ts'
import { TopRows } from '../analysis/top-rows.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import type { StoredSection } from './history-format.ts'
import { HistoryFileError } from './read-history.ts'

/** Kept rows read as an answer is, with the words of the answer's checks, refused as the file they came from. */
const keptField = fieldReader((message) => new HistoryFileError(`report.json: ${message}`))

/** The previous period as the last report kept it: what the comparison reads instead of a fresh export. */
export interface RestoredPeriod<R, T, X> {
  readonly result: PeriodResult<R, T, X>
  /** The measure of each kept row by key; a key not here is unknown when the kept rows were not all. */
  readonly measures: Measures
}

/**
 * Rebuilds a section's previous period from the last report. Every kept row goes through the
 * section's own reader, as a platform answer would (an earlier report is as untrusted), and is
 * kept as the export keeps rows; totals must name the figures the section's contract names.
 * Throws HistoryFileError on anything else: what the section's readers refuse, they refuse as
 * broken answers, and it is the file that is broken.
 */
export function restorePeriod<R, T extends Totals, X, O>(
  section: SectionDefinition<string, R, T, X, O>,
  stored: StoredSection,
  range: DateRange,
  options: ExportOptions & O,
): RestoredPeriod<R, T, X> {
  const where = `history.last.sections.${section.name}`
  try {
    const rows = (stored.ranked ?? []).map((row, index) =>
      knownFields(
        section,
        section.readRow(keptField.asRecord(row, `${where}.ranked[${index}]`), `${where}.ranked[${index}]`, options),
      ),
    )
    const top = new TopRows(options.summaryRows, section.measure, section.key)
    const measures = new Map<string, number>()
    for (const row of rows) {
      if (measures.has(section.key(row))) throw keptField.refuse(`${where}.ranked`, 'holds a row twice')
      measures.set(section.key(row), section.measure(row))
      top.offer(row)
    }
    const facts = {
      totals: readTotals(section, stored, where),
      moreAvailable: stored.moreAvailable,
      requests: 0,
      fromLastReport: true,
      ...(stored.endedEarly === undefined ? {} : { endedEarly: stored.endedEarly }),
      ...(stored.rankedAll ? {} : { keptRows: rows.length }),
    }
    const extra = section.history.readExtra(stored.extra, `${where}.extra`)
    const result = {
      range,
      facts,
      rowCount: stored.rowCount,
      top: top.list(),
      ranked: rows,
      gaps: [],
      gapCount: stored.gapCount,
      files: [],
      extra,
    }
    return { result, measures }
  } catch (error) {
    if (isRefusal(error) && !(error instanceof HistoryFileError)) {
      throw new HistoryFileError(`report.json: ${error.message}`)
    }
    throw error
  }
}

function readTotals<T extends Totals>(
  section: { readonly totalsFields: readonly (keyof T & string)[] },
  stored: StoredSection,
  where: string,
): T | undefined {
  if (stored.totals === undefined) return undefined
  keptField.requireNumbers(stored.totals, `${where}.totals`, section.totalsFields)
  return stored.totals as T
}
