import type { PlatformClient } from '../../platform/platform-client.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { log } from '../../runner/log.ts'
import { capitalize, count } from '../../text/format.ts'
import { PeriodRows } from '../analysis/period-rows.ts'
import { describeDateRange, type DateRange } from '../analysis/dates.ts'
import type { PeriodResult, Totals } from '../analysis/section-result.ts'
import { SectionFiles } from '../files/section-files.ts'
import type { FollowedGapsOf, GapSightings } from '../history/gap-sightings.ts'
import { KEPT_RANKED_ROWS } from '../history/history-format.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import type { PeriodTally } from '../sections/section-extras.ts'
import type { SectionName, SectionOptions } from '../sections/table.ts'
import { notFoundMeaning } from './analytics-request.ts'
import { writeFailure } from './export-stop.ts'
import { fetchPeriod } from './pager.ts'
import { sideRequests } from './side-requests.ts'

/*
 * One period of a section, exported: its pages fetched, its rows streamed to its files as they
 * arrive, tallied and read for the content gaps followed, and what the period found.
 */

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

/** What every period of one section's export shares. */
export interface SectionPeriods<R, T extends Totals, X, O> {
  readonly context: SectionExportContext
  readonly section: SectionDefinition<string, R, T, X, O>
  readonly options: ExportOptions & O
}

/** Where a period's rows are written once its first page names the files' head. */
interface PeriodFiles<R> {
  current?: SectionFiles<R>
}

export async function exportOnePeriod<R, T extends Totals, X, O>(
  { context, section, options }: SectionPeriods<R, T, X, O>,
  range: DateRange,
  baseName: string,
  sightings?: GapSightings<R>,
): Promise<{ rows: PeriodRows<R>; result: PeriodResult<R, T, X> }> {
  const previous = baseName.endsWith('-previous')
  const label = previous ? `${section.label} of the previous period` : section.label
  const files: PeriodFiles<R> = {}
  const tally: PeriodTally<R, X> | undefined = section.extras?.start()
  const rows = periodRows(context, section, label, files, tally, sightings)
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
          files.current = new SectionFiles(staging, baseName, section, full, context.limits)
        },
      },
      rows,
    )
    rows.warnAboutRepeats()
    const facts = rows.repeated > 0 ? { ...fetched, repeatedRows: rows.repeated } : fetched
    try {
      await files.current?.close()
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
      files: [...(files.current?.names ?? []), ...side.written],
      extra,
      ...(sightings ? { sightings: sightings.sightings() } : {}),
    }
    return { rows, result }
  } catch (error) {
    files.current?.destroy()
    throw error
  }
}

/** A period's rows as they arrive: written to its files, tallied, read for the gaps followed, the top kept. */
function periodRows<R, T extends Totals, X, O>(
  context: SectionExportContext,
  section: SectionDefinition<string, R, T, X, O>,
  label: string,
  files: PeriodFiles<R>,
  tally: PeriodTally<R, X> | undefined,
  sightings: GapSightings<R> | undefined,
): PeriodRows<R> {
  const gapTest = section.isGap
  return new PeriodRows<R>(
    section,
    { write: async (list) => files.current?.write(list) },
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
}
