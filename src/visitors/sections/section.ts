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
  /** How many assistant questions (turns, one a row) to fetch, newest first as sent; `all` for every one. */
  readonly assistantRows: number | 'all'
  /** Whether the assistant's files keep its responses (long: left out unless asked). */
  readonly assistantResponses: boolean
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
      /** The answer also states `hasMore`, which must agree with `nextCursor`. */
      readonly hasMore: boolean
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

/** The room a section's part of the summary has, and what it may show. */
export interface SummarySpace {
  /** Its share of what GitHub allows a summary, in bytes. */
  readonly budgetBytes: number
  readonly summaryRows: number
  /** Whether text readers wrote (search terms, questions) may be shown: see visitors/reader-text.ts. */
  readonly readerTextShown: boolean
}

/**
 * What a section works out beyond its ranked rows, for sections that need it (the assistant's
 * tallies and its caller stats): `X` is the period's figures it adds.
 */
export interface PeriodExtras<R, X> {
  /** Endpoints it asks besides the section's own, for the plan and the spend. */
  readonly endpoints: readonly string[]
  /** Base names of the files it writes besides the section's (`assistant-callers`). */
  readonly fileBases: readonly string[]
  /** A fresh tally for one period. */
  readonly start: () => PeriodTally<R, X>
}

export interface PeriodTally<R, X> {
  /** Each row the period brings, once (a row repeated across pages is not handed again). */
  add(row: R): void
  /** After the last page: the requests beside the rows and their files, then the period's figures. */
  finish(side: SideRequests): Promise<X>
}

/** What a tally may do once the rows are in, for the same period and with the same limits. */
export interface SideRequests {
  /** One request of `endpoint` for the period; a failure stops the export, as a page's would. */
  request<P>(endpoint: string, action: string, read: (answer: Record<string, unknown>) => P): Promise<P>
  /** Writes `<base>.csv` and `<base>.json` (with `-previous` for the previous period) beside the section's files. */
  writeFiles(
    base: string,
    csv: readonly (readonly (string | number | null)[])[],
    json: Readonly<Record<string, unknown>>,
  ): Promise<void>
}

/** What a section adds to `content-gaps.md`: a heading, its lines, and how many gaps it found. */
export interface ContentGapPart {
  readonly heading: string
  readonly lines: readonly string[]
  readonly count: number
  /** What each listed gap is about (a term, a path, a question), to tell next week which ones are new. */
  readonly keys: readonly string[]
}

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

/**
 * What a section keeps of a period in report.json's history (see visitors/history/), so the next
 * report compares with it and draws the trend without asking the platform again.
 */
export interface SectionHistory<R, T, X> {
  /** The figures each period keeps, in the trend table's order. */
  readonly figures: readonly TrendFigure[]
  /** Those figures of a period; an answer that never came leaves them out. */
  readonly figuresOf: (period: PeriodResult<R, T, X>) => Readonly<Record<string, number>>
  /** Those figures as an earlier report stored them (checked as numbers), read as this version means them. */
  readonly readFigures: (stored: Readonly<Record<string, number>>) => StoredTrendFigures
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

export interface SectionDefinition<N extends string, R, T extends Totals, X = undefined> extends RowShape<R> {
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
  readonly readRow: (fields: Record<string, unknown>, where: string, options: ExportOptions) => R
  /**
   * Whether its rows hold text readers wrote (search terms, questions to the assistant): then its
   * row files stay on the runner, out of the artifact, unless reader text may be shown.
   */
  readonly readerText: boolean
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
  readonly describeTotals: (period: PeriodResult<R, T, X>) => string
  /** Its part of the job summary, below its heading. */
  readonly summarize: (doc: SummaryDocument, result: SectionResult<R, T, X>, space: SummarySpace) => void
  /** What it adds to the content gaps; undefined when it finds none. */
  readonly contentGaps: ((period: PeriodResult<R, T, X>) => ContentGapPart) | undefined
  /** What it works out beyond ranked rows; undefined for most sections. */
  readonly extras: PeriodExtras<R, X> | undefined
  /** What report.json's history keeps of each period. */
  readonly history: SectionHistory<R, T, X>
}

/** What paging reads of a section: everything but what depends on its extras' figures. */
export type PagedSection<R, T extends Totals> = Omit<
  SectionDefinition<string, R, T>,
  'summarize' | 'contentGaps' | 'describeTotals' | 'extras' | 'history'
>
