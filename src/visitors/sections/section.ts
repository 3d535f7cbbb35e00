import type { RolledFigureWords } from '../../posting/rolled-figures.ts'
import type { Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { ContentGapPart, GapItem } from '../analysis/content-gaps.ts'
import type { RowShape } from '../analysis/period-rows.ts'
import type { PeriodResult, SectionResult, Totals } from '../analysis/section-result.ts'
import type { PeriodExtras } from './section-extras.ts'
import type { SectionHistory } from './section-history.ts'
import type { SectionInputs } from './section-inputs.ts'

/*
 * What a report section declares: everything the report does differently for it. Each section
 * (sections/visitors.ts, views.ts, ...) fills this in once, in its own file, and the table of
 * sections (table.ts) takes it from there: the inputs and outputs action.yml lists, the paging,
 * the files, the summary, the headline, the content gaps, the plan and report.json. Every member
 * is required (a section without a part states `undefined`), so one that forgets a part does not
 * compile.
 */

/** What the mode gives every section, whatever its own inputs: `page-size`, `summary-rows`. */
export interface ExportOptions {
  /** Rows per request where the caller chooses (`page-size`, for offset paging). */
  readonly pageSize: number
  readonly summaryRows: number
}

/**
 * How a section's rows are paged. `offset`: `limit` and `offset` until `hasMore` is false.
 * `cursor`: `limit` and the `nextCursor` of the answer before, until it is null or `wanted` rows
 * are in. Both restate the totals on every page, which `showTotals` writes out when they move.
 * `single`: one request of `limit` rows; `hasMore` says whether more exist.
 */
export type Paging<T extends Totals, O> =
  | { readonly kind: 'offset'; readonly showTotals: (totals: T) => string }
  | {
      readonly kind: 'cursor'
      readonly limit: number
      readonly wanted: (options: ExportOptions & O) => number | 'all'
      readonly showTotals: (totals: T) => string
      /** The answer also states `hasMore`, which must agree with `nextCursor`. */
      readonly hasMore: boolean
    }
  | { readonly kind: 'single'; readonly limit: number }

/** The room a section's part of the summary has, and what it may show. */
export interface SummarySpace {
  /** Its share of what GitHub allows a summary, in bytes. */
  readonly budgetBytes: number
  readonly summaryRows: number
  /** Whether text readers wrote (search terms, questions) may be shown: see visitors/reader-text.ts. */
  readonly readerTextShown: boolean
}

/** How the summary's biggest movers name a section's rows and their measure. */
export interface MoverWords {
  /** `Page`: the heading of the rows' column. */
  readonly what: string
  /** `Visitors`: the measure compared, the heading of its column. */
  readonly measure: string
}

/**
 * How a row answers for a content gap the report follows from the last one (history/gap-lives.ts):
 * which gap it is about, whether it still is one, and how the summary lists it once closed.
 */
export interface GapRows<R> {
  /** The gap's key, as the section's content gaps name it in `keys`: the text its digest is made of. */
  readonly key: (row: R) => string
  /** Whether the row still shows the gap; a gap is closed when none of its rows this period do. */
  readonly stillGap: (row: R) => boolean
  /** A closed gap as the summary lists it, from its first row this period and how many rows it had. */
  readonly closed: (first: R, rows: number) => GapItem
}

/** The outputs a section sets (`K` their names), with action.yml's descriptions, from what its export found. */
export interface SectionOutputs<K extends string, R, T, X> {
  readonly declarations: { readonly [Name in K]: string }
  /** Set once the section's export completed; a value left out is not set. */
  readonly values: (result: SectionResult<R, T, X>) => { readonly [Name in K]?: string | number }
}

/**
 * `N` its name, `R` its row, `T` the figures its answers state beside the rows, `X` what its
 * extras work out (undefined without), `O` the options its inputs give it, `I` and `K` the names
 * of its inputs and of its outputs.
 */
export interface SectionDefinition<
  N extends string,
  R,
  T extends Totals,
  X = undefined,
  O = unknown,
  I extends string = string,
  K extends string = string,
> extends RowShape<R> {
  /** The `include` value, the files' base name, the key in report.json. */
  readonly name: N
  /** Said after its name in `include`'s description, when the name alone does not say what it holds. */
  readonly includeHint: string | undefined
  /** Its own inputs in action.yml, such as a cap on its rows, read into the options they give it. */
  readonly inputs: SectionInputs<I, O>
  /** The outputs it sets; NO_OUTPUTS for none. */
  readonly outputs: SectionOutputs<K, R, T, X>
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
  readonly paging: Paging<T, O>
  /** Reads one row of an answer against the contract, throwing BrokenAnswerError on a violation. */
  readonly readRow: (fields: Record<string, unknown>, where: string, options: ExportOptions & O) => R
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
  readonly planLine: (options: ExportOptions & O) => string
  /** What report.json says was capped on purpose, besides whether more exist; undefined when nothing is. */
  readonly cap: ((options: ExportOptions & O) => Readonly<Record<string, unknown>>) | undefined
  /** Its figures in a line, for a report that stopped before it was published. */
  readonly describeTotals: (period: PeriodResult<R, T, X>) => string
  /** Lines it opens the summary with, each ending in `link` to its part; undefined for none. */
  readonly headline: ((result: SectionResult<R, T, X>, link: (text: string) => Html) => readonly Html[]) | undefined
  /** The figure a roll-up of several projects sums (rollup mode), from its headline figures; undefined for none. */
  readonly rollup: RolledFigureWords | undefined
  /**
   * Whether its rows that moved most since the previous period (by `measure`) stand among the
   * summary's biggest movers, and how they are named there; undefined when they do not.
   */
  readonly movers: MoverWords | undefined
  /** Its part of the job summary, folded under its title. */
  readonly summarize: (doc: SummaryDocument, result: SectionResult<R, T, X>, space: SummarySpace) => void
  /** What it adds to the content gaps; undefined when it finds none. */
  readonly contentGaps: ((period: PeriodResult<R, T, X>) => ContentGapPart) | undefined
  /** How its rows answer for the gaps followed from the last report; undefined when it finds none. */
  readonly gapRows: GapRows<R> | undefined
  /** What it works out beyond ranked rows; undefined for most sections. */
  readonly extras: PeriodExtras<R, X> | undefined
  /** What report.json's history keeps of each period. */
  readonly history: SectionHistory<R, T, X>
}

/** For a section that sets no output. */
export const NO_OUTPUTS: SectionOutputs<never, unknown, Totals, unknown> = { declarations: {}, values: () => ({}) }
