import { log } from '../../runner/log.ts'
import { count } from '../../text/format.ts'
import { KeyIndex } from './key-index.ts'
import { keptRow, knownFields } from './kept-rows.ts'
import { TopRows } from './top-rows.ts'

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

/** Where the rows go as they arrive: the report files. */
export interface RowSink<R> {
  write(rows: readonly R[]): Promise<void>
}

export interface PeriodRowsOptions<R> {
  /** What the summary lists: the best `top` rows. */
  readonly top: number
  /** A second top list of the rows `test` picks, such as searches nobody clicked. */
  readonly gaps?: { readonly limit: number; readonly test: (row: R) => boolean }
  /** `visitors, previous period`: names the rows in warnings. */
  readonly label: string
  /** Shared by every section and period of the step, so the warning about negative counts comes once. */
  readonly negativeCounts?: { warned: boolean }
  /** Whether a row's key may be named in the log; not when it is text a reader wrote and reader text is hidden. */
  readonly keysInLog?: boolean
  /** Hears each new row, whole (a section's tally). */
  readonly onFresh?: (row: R) => void
}

/**
 * What one section's export of one period keeps while every row streams to the files: the top
 * rows, every key seen with its measure (a key repeated across pages is kept once; the other
 * period's comparison looks measures up here), and counts. Nothing else of a row stays in memory.
 */
export class PeriodRows<R> {
  readonly top: TopRows<R>
  readonly gaps: TopRows<R> | undefined
  gapCount = 0
  rowCount = 0
  repeated = 0
  /** Every key seen, with its measure. */
  readonly keys = new KeyIndex()
  private readonly kind: RowShape<R>
  private readonly options: PeriodRowsOptions<R>
  private readonly files: RowSink<R>
  private readonly negativeCounts: { warned: boolean }

  constructor(kind: RowShape<R>, files: RowSink<R>, options: PeriodRowsOptions<R>) {
    this.kind = kind
    this.files = files
    this.options = options
    this.negativeCounts = options.negativeCounts ?? { warned: false }
    const store = (row: R) => knownFields(kind, row)
    this.top = new TopRows(options.top, kind.measure, kind.key, store)
    this.gaps = options.gaps ? new TopRows(options.gaps.limit, kind.measure, kind.key, store) : undefined
  }

  /**
   * Takes one page: writes its new rows to the files and returns how many were new. `counted`
   * learns that number before the rows are written (the export asks for the next page then).
   */
  async accept(rows: readonly R[], counted?: (fresh: number) => void): Promise<number> {
    const fresh: R[] = []
    for (const row of rows) {
      // Keys are compared in their kept form, in both periods, so an over-long one still matches.
      const kept = keptRow(this.kind, row)
      if (!this.keys.add(this.kind.key(kept), this.kind.measure(row))) {
        this.repeated++
        continue
      }
      this.top.offer(kept)
      if (this.options.gaps?.test(row)) {
        this.gapCount++
        this.gaps?.offer(kept)
      }
      if (!this.negativeCounts.warned) this.checkRow(row)
      this.options.onFresh?.(row)
      fresh.push(row)
    }
    this.rowCount += fresh.length
    counted?.(fresh.length)
    await this.files.write(fresh)
    return fresh.length
  }

  /** The totals an answer states, checked as rows are (see checkRow). */
  checkTotals(totals: object, fields: readonly string[]): void {
    if (!this.negativeCounts.warned) this.warnIfNegative(totals, fields, 'the totals')
  }

  /** Counts have no minimum in the contract: negative ones are kept as sent, with one warning a step. */
  private checkRow(row: R): void {
    const where = this.options.keysInLog === false ? `a ${this.kind.keyNoun}` : `"${this.kind.key(row)}"`
    this.warnIfNegative(row as object, this.kind.countFields, where)
  }

  private warnIfNegative(record: object, fields: readonly string[], where: string): void {
    const values = record as Readonly<Record<string, unknown>>
    let negative: string | undefined
    for (const field of fields) if ((values[field] as number) < 0) negative = field
    if (negative === undefined) return
    this.negativeCounts.warned = true
    log.warning(
      `The platform sent a negative count (${this.options.label}: ${where} has ${negative} ${String(values[negative])}). Counts are written as sent; check the figures with the platform. This is said once, whichever section or period has more.`,
      'Negative count in the analytics',
    )
  }

  /** Logged once at the end: rows the platform sent twice are kept once. */
  warnAboutRepeats(): void {
    if (this.repeated === 0) return
    log.warning(
      `${count(this.repeated, 'row')} of ${this.options.label} repeated a ${this.kind.keyNoun} already fetched on an earlier page (the data moved while paging); each is kept once.`,
      'Rows repeated across pages',
    )
  }
}
