import { PlatformError } from '../../platform/errors.ts'
import type { PlatformClient } from '../../platform/platform-client.ts'
import { log } from '../../runner/log.ts'
import { count } from '../../text/format.ts'
import { readRows, requireBoolean } from '../analysis/answer-fields.ts'
import type { PeriodRows } from '../analysis/period-rows.ts'
import type { Totals } from '../analysis/section-result.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import { requestAnalytics, type PeriodQuery } from './analytics-request.ts'
import { IncompleteExportError, incompleteExport, requestFailure, writeFailure } from './export-stop.ts'

/** A progress line at most this often, so a long export shows it is alive without flooding the log. */
const PROGRESS_EVERY_MS = 5_000

/** Far beyond any real documentation site; reaching it means the server keeps saying there is more. */
export const MAX_ROWS = 5_000_000

/** One section's export of one period, as each pager is asked for it. */
export interface PagingRequest<R, T extends Totals, X, O> {
  readonly section: SectionDefinition<string, R, T, X, O>
  readonly query: PeriodQuery
  readonly options: ExportOptions & O
  /** Where the report goes, for the message when writing to it fails. */
  readonly reportDir: string
  /** `unique visitors`, `searches of the previous period`: for messages. */
  readonly label: string
  /** Called with the first answer's totals, before its rows are taken (the JSON head needs them). */
  readonly onFirstPage: (totals: T, moreAvailable: boolean) => void
}

/**
 * What every pager shares: asking for a page, counting the pages that arrive, a progress line
 * now and then, and handing rows to `rows`; any failure becomes the export's stop, saying how
 * far it got.
 */
export class PagingRun<R, T extends Totals, X, O> {
  pages = 0
  private lastProgress = Date.now()
  readonly request: PagingRequest<R, T, X, O>
  readonly rows: PeriodRows<R>
  private readonly platform: PlatformClient

  constructor(platform: PlatformClient, request: PagingRequest<R, T, X, O>, rows: PeriodRows<R>) {
    this.platform = platform
    this.request = request
    this.rows = rows
  }

  /** The stop of this export: `reason` is a sentence that follows "it stopped because". */
  stop(reason: string, cause?: unknown): IncompleteExportError {
    return incompleteExport(this.request.label, this.rows.rowCount, this.pages, reason, { cause })
  }

  /**
   * Asks for a page; it is counted once the export takes it up (the next may already be on its
   * way). A request that fails stops the export.
   */
  async fetch<P>(paging: Record<string, string>, read: (answer: Record<string, unknown>) => P, action: string) {
    const { section, query } = this.request
    try {
      return await requestAnalytics(this.platform, { endpoint: section.endpoint, query, paging, read, action })
    } catch (error) {
      // The project answered the pages before: a 404 now is the platform's, not a wrong "project-id".
      if (this.pages > 0 && error instanceof PlatformError && error.status === 404)
        throw this.stop(
          `the platform answered 404 (not found) for page ${this.pages + 1}, though it answered the ${count(this.pages, 'page')} before it for project "${query.projectId}": the project existed when they were asked, so this is no wrong "project-id" unless it was deleted since. A later run asks again.`,
          error,
        )
      throw requestFailure(this.request.label, this.rows.rowCount, this.pages, error)
    }
  }

  /** Waits for a page asked for earlier and counts it. */
  async arrived<P>(page: Promise<P>): Promise<P> {
    const answer = await page
    this.pages++
    if (Date.now() - this.lastProgress >= PROGRESS_EVERY_MS) {
      this.lastProgress = Date.now()
      log.info(
        `Fetched ${count(this.pages, 'page')} of ${this.request.label} so far (${count(this.rows.rowCount, 'row')} before this one).`,
      )
    }
    return answer
  }

  /** The first answer's totals: to the files' head, and checked for negative counts. */
  first(totals: T, moreAvailable: boolean): void {
    this.request.onFirstPage(totals, moreAvailable)
    this.rows.checkTotals(totals, this.request.section.totalsFields)
  }

  /** Hands rows to the files; a write that fails (a full disk) stops the export, saying so. */
  async take(page: readonly R[], counted?: (fresh: number) => void): Promise<number> {
    try {
      return await this.rows.accept(page, counted)
    } catch (error) {
      if (error instanceof IncompleteExportError) throw error
      throw writeFailure(this.request.label, this.rows.rowCount, this.pages, error, this.request.reportDir)
    }
  }
}

/**
 * An answer that says with `hasMore` whether rows follow (offset paging, and the one answer of
 * single-page sections): that flag, its rows and the period's totals.
 */
export function readHasMorePage<R, T extends Totals, X, O>(
  section: SectionDefinition<string, R, T, X, O>,
  answer: Record<string, unknown>,
  options: ExportOptions & O,
): { readonly hasMore: boolean; readonly rows: R[]; readonly totals: T } {
  return {
    hasMore: requireBoolean(answer, 'hasMore', 'the answer'),
    rows: readRows(answer, section, (fields, where) => section.readRow(fields, where, options)),
    totals: section.readTotals(answer),
  }
}
