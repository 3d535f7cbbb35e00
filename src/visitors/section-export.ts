import type { PlatformClient } from '../platform/platform-client.ts'
import type { StepLimits } from '../step/limits.ts'
import { log } from '../runner/log.ts'
import { count } from '../text/format.ts'
import { compareTop, type Comparison } from './compare.ts'
import { describeDateRange, type DateRange } from './dates.ts'
import { exportPeriod, type PeriodFacts, writeFailure } from './export.ts'
import { PeriodRows } from './period-rows.ts'
import { SectionFiles } from './report-files.ts'
import {
  isUnclickedSearch,
  isUnhelpfulPage,
  SECTION_KINDS,
  type RowsBySection,
  type SectionKind,
  type SectionName,
} from './sections.ts'

/** How many content gaps the report keeps for the summary and the agent's prompt, at least. */
export const GAP_ROWS = 25

export interface PeriodResult<R> {
  readonly range: DateRange
  readonly facts: PeriodFacts
  readonly rowCount: number
  readonly top: readonly R[]
  /** Content gaps, most frequent first: searches nobody clicked, pages marked unhelpful. */
  readonly gaps: readonly R[]
  readonly gapCount: number
  /** File names in the report directory. */
  readonly files: readonly string[]
}

export interface SectionResult<S extends SectionName = SectionName> {
  readonly section: S
  readonly current: PeriodResult<RowsBySection[S]>
  readonly previous: PeriodResult<RowsBySection[S]> | undefined
  readonly comparison: Comparison<RowsBySection[S]>
}

export interface SectionExportContext {
  readonly platform: PlatformClient
  /** Bound the waits for the disk as the platform client's waits are bounded. */
  readonly limits: StepLimits
  readonly projectId: string
  readonly staging: string
  /** Where the report is published; named when a write fails. */
  readonly reportDir: string
  readonly pageSize: number
  readonly searchRows: number | 'all'
  readonly summaryRows: number
  readonly generatedAt: string
  /** Whether the step has warned about a negative count yet: once is enough, whichever section had it. */
  readonly negativeCounts: { warned: boolean }
}

/** What counts as a content gap, in the sections that have them. */
const GAP_TESTS: { readonly [S in SectionName]?: (row: RowsBySection[S]) => boolean } = {
  searches: isUnclickedSearch,
  feedback: isUnhelpfulPage,
}

const LABELS: Record<SectionName, string> = {
  visitors: 'unique visitors',
  views: 'page views',
  searches: 'searches',
  feedback: 'feedback',
}

/**
 * Exports one section: this period, then (when comparing) the previous one; each keeps its top
 * rows and one number per key for the comparison. Rows stream to `<section>.csv/.json` and
 * `<section>-previous.csv/.json` in the staging place.
 */
export async function exportSection<S extends SectionName>(
  context: SectionExportContext,
  section: S,
  range: DateRange,
  previousRange: DateRange | undefined,
): Promise<SectionResult<S>> {
  const kind = SECTION_KINDS[section]
  const current = await exportOnePeriod(context, section, range, section)
  const previous = previousRange
    ? await exportOnePeriod(context, section, previousRange, `${section}-previous`)
    : undefined
  const cutShort = (facts: PeriodFacts | undefined) =>
    facts !== undefined && (facts.moreAvailable || facts.endedEarly !== undefined)
  const comparison = compareTop({
    top: current.rows.top.list(),
    key: kind.key,
    currentMeasures: current.rows.keys,
    ...(previous ? { previous: { top: previous.rows.top.list(), measures: previous.rows.keys } } : {}),
    cut: { current: cutShort(current.result.facts), previous: cutShort(previous?.result.facts) },
  })
  return { section, current: current.result, previous: previous?.result, comparison }
}

async function exportOnePeriod<S extends SectionName>(
  context: SectionExportContext,
  section: S,
  range: DateRange,
  baseName: string,
): Promise<{ rows: PeriodRows<RowsBySection[S]>; result: PeriodResult<RowsBySection[S]> }> {
  type R = RowsBySection[S]
  const kind = SECTION_KINDS[section] as unknown as SectionKind<R>
  const label = baseName.endsWith('-previous') ? `${LABELS[section]} of the previous period` : LABELS[section]
  let files: SectionFiles<R> | undefined
  const rows = new PeriodRows<R>(
    kind,
    { write: async (list) => files?.write(list) },
    {
      top: context.summaryRows,
      label,
      negativeCounts: context.negativeCounts,
      ...(GAP_TESTS[section]
        ? { gaps: { limit: Math.max(context.summaryRows, GAP_ROWS), test: GAP_TESTS[section] } }
        : {}),
    },
  )
  const dates = { dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null }
  try {
    const facts = await exportPeriod(
      context.platform,
      {
        section,
        query: { projectId: context.projectId, dateFrom: range.from?.text, dateTo: range.to?.text },
        pageSize: context.pageSize,
        reportDir: context.reportDir,
        searchRows: context.searchRows,
        label,
        onFirstPage: (first) => {
          const head = {
            projectId: context.projectId,
            ...dates,
            generatedAt: context.generatedAt,
            ...(first.totals ? { totals: first.totals } : {}),
            ...(first.totalSearches === undefined ? {} : { totalSearches: first.totalSearches }),
            ...(section === 'feedback' ? { hasMore: first.moreAvailable } : {}),
          }
          files = new SectionFiles(context.staging, baseName, kind, head, context.limits)
        },
      },
      rows,
    )
    rows.warnAboutRepeats()
    try {
      await files?.close()
    } catch (error) {
      throw writeFailure(label, rows.rowCount, facts.requests, error, context.reportDir)
    }
    const noun = section === 'searches' ? 'term' : section === 'feedback' ? 'page' : 'path'
    const more = facts.moreAvailable ? ' (more exist)' : ''
    log.info(
      `${capitalize(label)}: ${count(rows.rowCount, noun)}${more} for ${describeDateRange(range)}, from ${count(facts.requests, 'answer')}.`,
    )
    return {
      rows,
      result: {
        range,
        facts,
        rowCount: rows.rowCount,
        top: rows.top.list(),
        gaps: rows.gaps?.list() ?? [],
        gapCount: rows.gapCount,
        files: files?.names ?? [],
      },
    }
  } catch (error) {
    files?.destroy()
    throw error
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
