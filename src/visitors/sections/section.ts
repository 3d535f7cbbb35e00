import type { SummaryDocument } from '../../text/summary-document.ts'
import type { PeriodResult, SectionResult } from '../analysis/section-result.ts'

/*
 * What a report section declares: everything the report does differently for it. Each section
 * (sections/visitors.ts, views.ts, ...) fills this in once; the paging, the files, the summary,
 * the content gaps, the plan and report.json read it from there. Every member a section must
 * state is required, so a new section that forgets one does not compile.
 */

/** Figures an answer states for the whole period beside its rows: site-wide totals, total searches. */
export type Totals = Readonly<Record<string, number>>

/** What the report's settings offer a section: page size, caps, how many rows the summary lists. */
export interface ExportOptions {
  /** Rows per request where the caller chooses (`page-size`, for offset paging). */
  readonly pageSize: number
  /** How many search terms to fetch, most searched first; `all` for every one. */
  readonly searchRows: number | 'all'
  readonly summaryRows: number
}

/**
 * How a section's rows are paged. `offset`: `limit` and `offset` until `hasMore` is false.
 * `cursor`: `limit` and the `nextCursor` of the answer before, until it is null or `wanted` rows
 * are in. Both restate the totals on every page, which `showTotals` writes out when they move.
 * `single`: one request of `limit` rows; `hasMore` says whether more exist.
 */
export type Paging<T extends Totals> =
  | { readonly kind: 'offset'; readonly showTotals: (totals: T) => string }
  | {
      readonly kind: 'cursor'
      readonly limit: number
      readonly wanted: (options: ExportOptions) => number | 'all'
      readonly showTotals: (totals: T) => string
    }
  | { readonly kind: 'single'; readonly limit: number }

/** How a row is keyed, ranked, written and checked: what the rows' code needs of a section. */
export interface RowShape<R> {
  /** The array that holds the rows in the answer and in the JSON report file. */
  readonly arrayName: string
  /** What a row is about, for warnings about repeats: `path`, `term`. */
  readonly keyNoun: string
  /** What a row is about: a page path or a search term. */
  readonly key: (row: R) => string
  /** The figure the section ranks by and compares: visitors, views, searches, thumbs-down. */
  readonly measure: (row: R) => number
  readonly csvHeader: readonly string[]
  readonly csvFields: (row: R) => readonly (string | number | null)[]
  /** Fields that hold counts, for the warning about negative ones. */
  readonly countFields: readonly (keyof R & string)[]
}

/** The room a section's part of the summary has. */
export interface SummarySpace {
  /** Its share of what GitHub allows a summary, in bytes. */
  readonly budgetBytes: number
  readonly summaryRows: number
}

/** What a section adds to `content-gaps.md`: a heading, its lines, and how many gaps it found. */
export interface ContentGapPart {
  readonly heading: string
  readonly lines: readonly string[]
  readonly count: number
}

export interface SectionDefinition<N extends string, R, T extends Totals> extends RowShape<R> {
  /** The `include` value, the files' base name, the key in report.json. */
  readonly name: N
  /** The endpoint below `/v1/analytics/{projectId}/`, also the key of the requests count. */
  readonly endpoint: string
  /** `unique visitors`: for the log and messages. */
  readonly label: string
  /** `Unique visitors`: the heading of its part of the summary, which the summary writes (notes about the data go under it). */
  readonly title: string
  /** The log group its export runs in. */
  readonly groupName: string
  /** What its request does, for messages: `export unique visitors`. */
  readonly action: string
  /** What a row is, for the line that counts them: `path`, `term`, `page`. */
  readonly rowNoun: string
  readonly paging: Paging<T>
  /** Reads one row of an answer against the contract, throwing BrokenAnswerError on a violation. */
  readonly readRow: (fields: Record<string, unknown>, where: string) => R
  /** Reads the period's figures stated beside the rows, against the contract. */
  readonly readTotals: (answer: Record<string, unknown>) => T
  /**
   * The totals' figures the contract names: checked for negative counts, compared across pages.
   * The answer's object may hold more, written to the files as sent.
   */
  readonly totalsFields: readonly (keyof T & string)[]
  /** What the JSON file states after the period, before its rows. */
  readonly fileHead: (totals: T, moreAvailable: boolean) => Readonly<Record<string, unknown>>
  /** The rows that are content gaps (searches nobody clicked), when the section has any. */
  readonly isGap: ((row: R) => boolean) | undefined
  /** Its part of the plan stated before the first request. */
  readonly planLine: (options: ExportOptions) => string
  /** What report.json says was capped on purpose, besides whether more exist; undefined when nothing is. */
  readonly cap: ((options: ExportOptions) => Readonly<Record<string, unknown>>) | undefined
  /** Its figures in a line, for a report that stopped before it was published. */
  readonly describeTotals: (period: PeriodResult<R, T>) => string
  /** Its part of the job summary, below its heading. */
  readonly summarize: (doc: SummaryDocument, result: SectionResult<R, T>, space: SummarySpace) => void
  /** What it adds to the content gaps; undefined when it finds none. */
  readonly contentGaps: ((period: PeriodResult<R, T>) => ContentGapPart) | undefined
}
