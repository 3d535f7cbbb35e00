import type { SummaryDocument } from '../../text/summary-document.ts'
import type { PeriodResult } from '../analysis/section-result.ts'
import type { DateRange } from '../dates.ts'
import type { SectionExportContext } from '../fetching/section-export.ts'
import type { StoredSection } from '../history/history-format.ts'
import type { ContentGapPart, ExportOptions, StoredTrendFigures, SummarySpace, Totals, TrendFigure } from './section.ts'

/*
 * A section as the rest of the report holds it: the table's entry, and what its export found,
 * with the section's row type closed over. The runner, the summary, the content gaps and
 * report.json go through these, so none of them names a section or casts a row.
 */

/** A period's result without its row type: counts, facts, files, totals as figures by name. */
export type PeriodSummary = PeriodResult<unknown, Totals, unknown>

/** The period before, when comparing: fetched again, or (`stored`) as the last report kept it. */
export interface PreviousPeriod {
  readonly range: DateRange
  readonly stored: StoredSection | undefined
}

/** What a section's part of report.json's history holds of the period just reported. */
export interface SectionHistoryFacts {
  /** The figures the trend keeps (see SectionHistory.figures). */
  readonly figures: Readonly<Record<string, number>>
  /** The period's totals, only the figures the contract names: whatever else the platform adds stays out. */
  readonly totals: Readonly<Record<string, number>> | undefined
  /** The extras' figures, as the section stores them. */
  readonly extra: unknown
  /** Whether its ranked rows may be kept (ranked, and not reader text that is hidden). */
  readonly keepsRows: boolean
}

/** One entry of the table of sections (sections/table.ts). */
export interface ReportSection<N extends string = string> {
  readonly name: N
  /** The heading of its part of the summary. */
  readonly title: string
  /** Below `/v1/analytics/{projectId}/`: the keys of its requests in the spend, its rows' first. */
  readonly endpoints: readonly string[]
  /** Base names of its files (`<base>.csv`, `<base>.json`, and `-previous` when comparing), its rows' first. */
  readonly fileBases: readonly string[]
  /** Whether its row files hold text readers wrote. */
  readonly readerText: boolean
  /** Whether report.json's history keeps its ranked rows for the next comparison (when they may be uploaded). */
  readonly keepsRows: boolean
  /** What report.json says was capped on purpose; undefined when nothing is. */
  cap(options: ExportOptions): Readonly<Record<string, unknown>> | undefined
  /** The log group its export runs in. */
  readonly groupName: string
  /** The figures the trend table shows, in its order. */
  readonly trendFigures: readonly TrendFigure[]
  /** A period's figures as the history holds them, read as this version means them. */
  readTrendFigures(stored: Readonly<Record<string, number>>): StoredTrendFigures
  planLine(options: ExportOptions): string
  /** Exports this period and, when comparing, the previous one (or takes it from the last report). */
  export(
    context: SectionExportContext,
    range: DateRange,
    previous: PreviousPeriod | undefined,
  ): Promise<SectionReport<N>>
  /** Reads the last report's part for this section as the export would, throwing HistoryFileError when it cannot. */
  checkStored(stored: StoredSection, range: DateRange, options: ExportOptions): void
}

/** What one section's export found, and what it adds to the summary, the content gaps and report.json. */
export interface SectionReport<N extends string = string> {
  readonly name: N
  /** The heading of its part of the summary. */
  readonly title: string
  readonly current: PeriodSummary
  readonly previous: PeriodSummary | undefined
  summarize(doc: SummaryDocument, space: SummarySpace): void
  /** Undefined when the section finds no content gaps. */
  contentGaps(): ContentGapPart | undefined
  /** What report.json says was capped on purpose; undefined when nothing is. */
  cap(options: ExportOptions): Readonly<Record<string, unknown>> | undefined
  /** Its figures in a line, for a report that stopped before it was published. */
  describeTotals(): string
  /** What report.json's history keeps of this period. */
  historyFacts(readerTextShown: boolean): SectionHistoryFacts
  /** The trend's figures of the previous period, when it was fetched for the comparison. */
  previousFigures(): Readonly<Record<string, number>> | undefined
}
