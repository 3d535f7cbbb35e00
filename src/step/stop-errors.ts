/**
 * The two ways a step stops early that are not failures of the work itself. Each message says
 * what was under way, so the summary and the `error` output can say what is known.
 */

/** The step's `timeout` ran out, or would run out before the next attempt could be made. */
export class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/** The workflow was cancelled (SIGINT/SIGTERM from the runner). */
export class CancelledError extends Error {
  override name = 'CancelledError'
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
