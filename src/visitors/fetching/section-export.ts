import { compareTop } from '../analysis/compare.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { PeriodFacts, SectionResult, Totals } from '../analysis/section-result.ts'
import { startSightings } from '../history/gap-sightings.ts'
import type { StoredSection } from '../history/history-format.ts'
import { restorePeriod, type RestoredPeriod } from '../history/restore-period.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import { sectionReport, type SectionReport } from '../sections/section-report.ts'
import type { TableSection } from '../sections/table.ts'
import { exportOnePeriod, type SectionExportContext, type SectionPeriods } from './period-export.ts'

/** The period before, when comparing: fetched again, or (`stored`) as the last report kept it. */
export interface PreviousPeriod {
  readonly range: DateRange
  readonly stored: StoredSection | undefined
}

/**
 * A section of the report, exported: its declaration opened with its options, the previous
 * period restored from the last report or fetched, and what was found bound into its report.
 */
export function exportReportSection(
  context: SectionExportContext,
  section: TableSection,
  range: DateRange,
  previous: PreviousPeriod | undefined,
): Promise<SectionReport> {
  return section.use(context.options, async (definition, options) => {
    const restored = previous?.stored && restorePeriod(definition, previous.stored, previous.range, options)
    const result = await exportSection(context, definition, options, range, restored || previous?.range)
    return sectionReport(definition, result, options)
  })
}

/**
 * Exports one section: this period, then (when comparing) the previous one; each keeps its top
 * rows and one number per key for the comparison. Rows stream to `<section>.csv/.json` and
 * `<section>-previous.csv/.json` in the staging place.
 */
async function exportSection<R, T extends Totals, X, O>(
  context: SectionExportContext,
  section: SectionDefinition<string, R, T, X, O>,
  options: ExportOptions & O,
  range: DateRange,
  previousPeriod: DateRange | RestoredPeriod<R, T, X> | undefined,
): Promise<SectionResult<R, T, X>> {
  const period = { context, section, options }
  const current = await exportOnePeriod(period, range, section.name, startSightings(section, context.followedGaps))
  const previous =
    previousPeriod === undefined || 'result' in previousPeriod
      ? previousPeriod
      : await exportPrevious(period, previousPeriod)
  const cutShort = (facts: PeriodFacts<T> | undefined) =>
    facts !== undefined && (facts.moreAvailable || facts.endedEarly !== undefined || facts.keptRows !== undefined)
  const comparison = compareTop({
    top: current.result.top,
    key: section.key,
    currentMeasures: current.rows.keys,
    ...(previous ? { previous: { top: previous.result.top, measures: previous.measures } } : {}),
    cut: { current: cutShort(current.result.facts), previous: cutShort(previous?.result.facts) },
  })
  return { current: current.result, previous: previous?.result, comparison }
}

/** The previous period fetched again, as the comparison reads it. */
async function exportPrevious<R, T extends Totals, X, O>(
  period: SectionPeriods<R, T, X, O>,
  range: DateRange,
): Promise<RestoredPeriod<R, T, X>> {
  const { rows, result } = await exportOnePeriod(period, range, `${period.section.name}-previous`)
  return { result, measures: rows.keys }
}
