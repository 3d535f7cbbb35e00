import { isRefusal } from '../../platform/errors.ts'
import { log } from '../../runner/log.ts'
import { CancelledError, DeadlineError } from '../../runner/limits.ts'
import { RequestCapReached } from './answer-journal.ts'
import { errorMessage, count } from '../../text/format.ts'

/** How an export stops, or ends early, and how each reads: the same words whichever section or pager. */

/** Raised when an export cannot finish; it says how far it got, and no report is published. */
export class IncompleteExportError extends Error {
  override name = 'IncompleteExportError'
  /** The rows could not be written to `report-dir` (a full disk, say): fetching again would not help. */
  readonly writing: boolean
  constructor(message: string, options: { readonly cause?: unknown; readonly writing?: boolean } = {}) {
    super(message, { cause: options.cause })
    this.writing = options.writing ?? false
  }
}

/** "The … export is incomplete: N rows from M pages; it stopped because …": how every stop reads. */
export function incompleteExport(
  label: string,
  rowCount: number,
  pages: number,
  reason: string,
  options: { readonly cause?: unknown; readonly writing?: boolean } = {},
): IncompleteExportError {
  return new IncompleteExportError(
    `The ${label} export is incomplete: ${count(rowCount, 'row')} from ${count(pages, 'page')}; it stopped because ${reason} No report was published.`,
    options,
  )
}

/**
 * A failed request as the export's stop. A refusal (a wrong project id, a key without the scope)
 * is the platform's own words, with no "incomplete" and no count of rows: what the step must be
 * told is what to fix, and a re-run as it is would be refused the same way.
 */
export function requestFailure(label: string, rowCount: number, pages: number, error: unknown): Error {
  // A refusal, and the run's own cap, are said as they are: neither is the export failing.
  if (isRefusal(error) || error instanceof RequestCapReached) return error
  return incompleteExport(label, rowCount, pages, lowerFirst(errorMessage(error)), { cause: error })
}

/** A write to the report files that failed, as the stop of the export it belongs to. */
export function writeFailure(
  label: string,
  rowCount: number,
  pages: number,
  error: unknown,
  reportDir: string,
): IncompleteExportError {
  if (error instanceof CancelledError || error instanceof DeadlineError) {
    return incompleteExport(label, rowCount, pages, lowerFirst(error.message), { cause: error })
  }
  const reason = `writing the report files to "report-dir" (${reportDir}) failed: ${errorMessage(error)}.`
  return incompleteExport(label, rowCount, pages, reason, { cause: error, writing: true })
}

/** Whether an export stopped because its files could not be written. */
export function stoppedWriting(error: unknown): boolean {
  return error instanceof IncompleteExportError && error.writing
}

/**
 * The platform said more rows exist and sent an empty page: what it has is all it gives (rows
 * that moved while paging, or a server that miscounts). The report keeps them and says so, in
 * a warning, in the summary and in report.json, rather than throw away what was spent.
 */
export function endEarly(label: string, where: string, rowCount: number, sent = 'an empty page'): string {
  const reason = `the platform said more rows exist but sent ${sent} ${where}`
  log.warning(
    `Paging of ${label} ended early: ${reason}. The report holds the ${count(rowCount, 'row')} it sent.`,
    'Paging ended early',
  )
  return reason
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}
