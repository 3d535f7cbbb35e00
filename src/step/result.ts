import type { SummaryDocument } from '../text/summary-document.ts'
import { CancelledError, DeadlineError, remainingMs, type StepLimits } from './limits.ts'
import type { ModeOutputs } from './outputs.ts'

/** How the step ended: the `conclusion` output. */
export type Conclusion = 'success' | 'failure' | 'timed-out' | 'cancelled'

export interface StepFailure {
  readonly conclusion: Exclude<Conclusion, 'success'>
  /** The whole message: the `error` output and the failed step's annotation. */
  readonly message: string
  /** The annotation's title, which GitHub shows first. */
  readonly title: string
}

/**
 * What a mode hands back: the outputs it determined, the summary it wants written, and the
 * failure when the step must fail. `main.ts` turns it into outputs, a summary and an exit code.
 */
export interface StepResult<O extends string = string> {
  readonly outputs: ModeOutputs<O>
  readonly summary: SummaryDocument | undefined
  readonly failure: StepFailure | undefined
}

/**
 * How an error ends the step. The step's own state decides, not only the error's class: an
 * error that surfaces after the runner cancelled is a cancellation, and one that surfaces once
 * the time is up is a timeout, whatever layer reported it.
 */
export function conclusionOf(error: unknown, limits: StepLimits): StepFailure['conclusion'] {
  if (limits.signal.aborted || causes(error).some((cause) => cause instanceof CancelledError)) return 'cancelled'
  if (remainingMs(limits) <= 0 || causes(error).some((cause) => cause instanceof DeadlineError)) return 'timed-out'
  return 'failure'
}

/** The error and the errors it wraps. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}
