import type { PlatformClient } from '../../platform/platform-client.ts'
import { log } from '../../runner/log.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { capitalize, count } from '../../text/format.ts'
import { compareTop } from '../analysis/compare.ts'
import { PeriodRows } from '../analysis/period-rows.ts'
import { describeDateRange, type DateRange } from '../analysis/dates.ts'
import type { PeriodFacts, PeriodResult, SectionResult, Totals } from '../analysis/section-result.ts'
import { SectionFiles } from '../files/section-files.ts'
import { startSightings, type FollowedGapsOf, type GapSightings } from '../history/gap-sightings.ts'
import { KEPT_RANKED_ROWS, type StoredSection } from '../history/history-format.ts'
import { restorePeriod, type RestoredPeriod } from '../history/restore-period.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import type { PeriodTally } from '../sections/section-extras.ts'
import { sectionReport, type SectionReport } from '../sections/section-report.ts'
import type { SectionName, SectionOptions, TableSection } from '../sections/table.ts'
import { notFoundMeaning } from './analytics-request.ts'
import { writeFailure } from './export-stop.ts'
import { fetchPeriod } from './pager.ts'
import { sideRequests } from './side-requests.ts'

/** How many content gaps the report keeps for the summary and the agent's prompt, at least. */
export const GAP_ROWS = 25

export interface SectionExportContext {
  readonly platform: PlatformClient
  /** Bound the waits for the disk as the platform client's waits are bounded. */
  readonly limits: StepLimits
  readonly projectId: string
  readonly staging: string
  /** Where the row files of a section whose rows are reader text are staged, when it is hidden. */
  readonly readerTextStaging: string | undefined
  /** Where the report is published; named when a write fails. */
  readonly reportDir: string
  /** The settings' options, and the report's sections: a section's 404 is worded by its place among them. */
  readonly options: ExportOptions & SectionOptions & { readonly sections: readonly SectionName[] }
  readonly generatedAt: string
  /** Whether the step has warned about a negative count yet: once is enough, whichever section had it. */
  readonly negativeCounts: { warned: boolean }
  /** The content gaps followed from the last report, which the current period's rows are read for. */
  readonly followedGaps: FollowedGapsOf | undefined
}

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

/** What every period of one section's export shares. */
interface SectionPeriods<R, T extends Totals, X, O> {
  readonly context: SectionExportContext
  readonly section: SectionDefinition<string, R, T, X, O>
  readonly options: ExportOptions & O
}

/** The previous period fetched again, as the comparison reads it. */
async function exportPrevious<R, T extends Totals, X, O>(
  period: SectionPeriods<R, T, X, O>,
  range: DateRange,
): Promise<RestoredPeriod<R, T, X>> {
  const { rows, result } = await exportOnePeriod(period, range, `${period.section.name}-previous`)
  return { result, measures: rows.keys }
}

async function exportOnePeriod<R, T extends Totals, X, O>(
  { context, section, options }: SectionPeriods<R, T, X, O>,
  range: DateRange,
  baseName: string,
  sightings?: GapSightings<R>,
): Promise<{ rows: PeriodRows<R>; result: PeriodResult<R, T, X> }> {
  const previous = baseName.endsWith('-previous')
  const label = previous ? `${section.label} of the previous period` : section.label
  let files: SectionFiles<R> | undefined
  const gapTest = section.isGap
  const tally: PeriodTally<R, X> | undefined = section.extras?.start()
  const rows = new PeriodRows<R>(
    section,
    { write: async (list) => files?.write(list) },
    {
      // The history keeps more than the summary lists: `top` is the start of this list.
      top: Math.max(context.options.summaryRows, KEPT_RANKED_ROWS),
      label,
      negativeCounts: context.negativeCounts,
      // A row's key is named in the log unless it is reader text kept apart (hidden).
      keysInLog: !section.readerText || context.readerTextStaging === undefined,
      ...(tally || sightings
        ? {
            onFresh: (row: R) => {
              tally?.add(row)
              sightings?.see(row)
            },
          }
        : {}),
      ...(gapTest ? { gaps: { limit: Math.max(context.options.summaryRows, GAP_ROWS), test: gapTest } } : {}),
    },
  )
  const dates = { dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null }
  const notFound = notFoundMeaning(context.projectId, section.name, context.options.sections)
  try {
    const fetched = await fetchPeriod(
      context.platform,
      {
        section,
        query: { projectId: context.projectId, dateFrom: range.from?.text, dateTo: range.to?.text, notFound },
        options,
        reportDir: context.reportDir,
        label,
        onFirstPage: (totals, moreAvailable) => {
          const head = { projectId: context.projectId, ...dates, generatedAt: context.generatedAt }
          const full = { ...head, ...section.fileHead(totals, moreAvailable) }
          const staging = section.readerText ? (context.readerTextStaging ?? context.staging) : context.staging
          files = new SectionFiles(staging, baseName, section, full, context.limits)
        },
      },
      rows,
    )
    rows.warnAboutRepeats()
    const facts = rows.repeated > 0 ? { ...fetched, repeatedRows: rows.repeated } : fetched
    try {
      await files?.close()
    } catch (error) {
      throw writeFailure(label, rows.rowCount, facts.requests, error, context.reportDir)
    }
    const standing = { range, label, previous, rows: rows.rowCount, requests: facts.requests, notFound }
    const side = sideRequests(context, standing)
    const extra = tally ? await tally.finish(side.requests) : undefined
    const more = facts.moreAvailable ? ' (more exist)' : ''
    log.info(
      `${capitalize(label)}: ${count(rows.rowCount, section.rowNoun)}${more} for ${describeDateRange(range)}, from ${count(facts.requests, 'answer')}.`,
    )
    const result = {
      range,
      facts,
      rowCount: rows.rowCount,
      top: rows.top.list().slice(0, context.options.summaryRows),
      ranked: rows.top.list(),
      gaps: rows.gaps?.list() ?? [],
      gapCount: rows.gapCount,
      files: [...(files?.names ?? []), ...side.written],
      extra,
      ...(sightings ? { sightings: sightings.sightings() } : {}),
    }
    return { rows, result }
  } catch (error) {
    files?.destroy()
    throw error
  }
}
