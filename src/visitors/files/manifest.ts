import { redact } from '../../text/untrusted.ts'
import { ANALYTICS_BUDGET_PER_HOUR, type RequestsSpent } from '../analysis/analytics-budget.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { ComparisonSource } from '../history/history-choice.ts'
import { REPORT_FORMAT } from '../history/history-format.ts'
import type { PeriodSummary, SectionReport } from '../sections/section-report.ts'

export const MANIFEST_FILE = 'report.json'

export interface ManifestInput {
  readonly projectId: string
  readonly generatedAt: string
  readonly range: DateRange
  readonly previousRange: DateRange | undefined
  readonly sections: readonly SectionReport[]
  readonly spent: RequestsSpent
  readonly files: readonly string[]
  /** Whether reader text is shown, why, and the files that hold it kept on the runner (not in `files`). */
  readonly readerText: { readonly shown: boolean; readonly reason: string; readonly keptOnRunner: readonly string[] }
  readonly contentGapCount: number | undefined
  /** What became of the gaps the last report followed; undefined without one to follow from. */
  readonly gapsFollowed: { readonly open: number; readonly new: number; readonly closed: number } | undefined
  /** Where the previous period came from, and why not the last report when it was fetched. */
  readonly comparison: { readonly source: ComparisonSource; readonly note: string | undefined }
  /** The history (history/history-record.ts); null for a period without both bounds. */
  readonly history: Record<string, unknown> | null
}

/**
 * `report.json`: what the report holds, for whoever opens the artifact later or reads it in a
 * later step: the period(s), the sections and their row counts, what was capped, and what the
 * export spent of the analytics budget.
 */
export function buildManifest(input: ManifestInput): string {
  const period = (range: DateRange) => ({ dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null })
  const sections = Object.fromEntries(
    input.sections.map((result) => [
      result.name,
      {
        rows: result.current.rowCount,
        ...(result.previous ? { previousRows: result.previous.rowCount } : {}),
        files: [...result.current.files, ...(result.previous?.files ?? [])].filter(
          (name) => !input.readerText.keptOnRunner.includes(name),
        ),
        ...capOf(result),
        ...endedEarlyOf(result),
        ...dataMovedOf(result),
      },
    ]),
  )
  const manifest = {
    formatVersion: REPORT_FORMAT,
    projectId: input.projectId,
    generatedAt: input.generatedAt,
    period: period(input.range),
    previousPeriod: input.previousRange ? period(input.previousRange) : null,
    comparison: { source: input.comparison.source, ...(input.comparison.note ? { note: input.comparison.note } : {}) },
    sections,
    ...(input.contentGapCount === undefined ? {} : { contentGapCount: input.contentGapCount }),
    headline: headlineOf(input),
    readerText: input.readerText,
    requests: {
      ...Object.fromEntries(input.spent.byEndpoint),
      total: input.spent.total,
      budgetPerHour: ANALYTICS_BUDGET_PER_HOUR,
    },
    files: input.files,
    history: input.history,
  }
  // The history keeps ranked rows (paths, terms) the platform sent: secrets are redacted here as from every file.
  return redact(JSON.stringify(manifest, null, 2)) + '\n'
}

/**
 * The figures a roll-up of several projects' reports reads (mode rollup): each section's trend
 * figures of both periods, and the content gaps found and followed. Numbers only: no reader text.
 */
export function headlineOf(
  input: Pick<ManifestInput, 'sections' | 'contentGapCount' | 'gapsFollowed'>,
): Record<string, unknown> {
  const followed = input.gapsFollowed
  return {
    figures: Object.fromEntries(input.sections.map((result) => [result.name, result.comparedFigures()])),
    contentGaps: {
      found: input.contentGapCount ?? 0,
      ...(followed ? { open: followed.open, new: followed.new, closed: followed.closed } : {}),
    },
  }
}

/** Paging the platform ended with an empty page while claiming more: the rows may not be all. */
function endedEarlyOf(result: SectionReport): Record<string, unknown> {
  return byPeriod(result, 'endedEarly', (facts) => facts.endedEarly)
}

/**
 * The data moved while it was paged: the totals changed between pages (the report keeps the
 * first page's; here the figures, not the words) or rows came more than once (each kept once).
 */
function dataMovedOf(result: SectionReport): Record<string, unknown> {
  return byPeriod(result, 'dataMoved', ({ totalsMoved, repeatedRows }) =>
    totalsMoved || repeatedRows
      ? {
          ...(totalsMoved
            ? { totalsChanged: { page: totalsMoved.page, first: totalsMoved.first, later: totalsMoved.later } }
            : {}),
          ...(repeatedRows ? { repeatedRows } : {}),
        }
      : undefined,
  )
}

/** `{ [key]: { period, previousPeriod } }` with what `pick` finds in each period; nothing when it finds nothing. */
function byPeriod(
  result: SectionReport,
  key: string,
  pick: (facts: PeriodSummary['facts']) => unknown,
): Record<string, unknown> {
  const current = pick(result.current.facts)
  const previous = result.previous ? pick(result.previous.facts) : undefined
  if (current === undefined && previous === undefined) return {}
  return {
    [key]: {
      ...(current === undefined ? {} : { period: current }),
      ...(previous === undefined ? {} : { previousPeriod: previous }),
    },
  }
}

/** What was left out on purpose: search terms past `max-search-terms`, feedback pages past the 100 one request returns. */
function capOf(result: SectionReport): Record<string, unknown> {
  const cap = result.cap
  if (cap === undefined) return {}
  const more = result.current.facts.moreAvailable || (result.previous?.facts.moreAvailable ?? false)
  return { capped: { ...cap, moreAvailable: more } }
}
