import { setTimeout as sleep } from 'node:timers/promises'

/** Node fires a longer timer at once; every wait is clamped below this. */
export const MAX_TIMER_MS = 2_147_483_647

/** What bounds every wait of the step: its deadline (from `timeout`) and the runner's cancellation. */
export interface StepLimits {
  /** Epoch milliseconds past which nothing more is attempted. */
  readonly deadline: number
  /** Aborted when the workflow is cancelled. */
  readonly signal: AbortSignal
  readonly now: () => number
}

export function createStepLimits(timeoutMs: number, signal: AbortSignal, now: () => number = Date.now): StepLimits {
  return { deadline: now() + timeoutMs, signal, now }
}

export function remainingMs(limits: StepLimits): number {
  return limits.deadline - limits.now()
}

/**
 * Runs `work` but stops waiting for it at the deadline or on cancellation, whichever comes
 * first; `work` gets a signal that aborts then, so I/O that accepts one stops too. `what` names
 * the work for the message: `reading the release from GitHub`.
 */
export async function bounded<T>(
  limits: StepLimits,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const stop = stopError(limits, what)
  if (stop) throw stop
  const timer = new AbortController()
  const timeout = setTimeout(() => timer.abort(), Math.min(remainingMs(limits), MAX_TIMER_MS))
  const signal = AbortSignal.any([limits.signal, timer.signal])
  let onAbort: (() => void) | undefined
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(stopError(limits, what) ?? new DeadlineError(`The timeout ran out while ${what}.`))
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([work(signal), stopped])
  } finally {
    clearTimeout(timeout)
    if (onAbort) signal.removeEventListener('abort', onAbort)
  }
}

/** Sleeps `ms`, clamped to the timer's range; ends early with CancelledError on cancellation. */
export async function pause(limits: StepLimits, ms: number, what: string): Promise<void> {
  try {
    await sleep(Math.min(Math.max(0, ms), MAX_TIMER_MS), undefined, { signal: limits.signal })
  } catch {
    throw new CancelledError(`Cancelled while ${what}.`)
  }
}

/** The error to stop with now, if the step is cancelled or out of time. */
export function stopError(limits: StepLimits, what: string): Error | undefined {
  if (limits.signal.aborted) return new CancelledError(`Cancelled while ${what}.`)
  if (remainingMs(limits) <= 0) return new DeadlineError(`The timeout ran out while ${what}.`)
  return undefined
}

/* The two ways a step stops early that are not failures of the work itself. Each message says
 * what was under way, so the summary and the `error` output can say what is known. */

/** The step's `timeout` ran out, or would run out before the next attempt could be made. */
export class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/** The workflow was cancelled (SIGINT/SIGTERM from the runner). */
export class CancelledError extends Error {
  override name = 'CancelledError'
}
