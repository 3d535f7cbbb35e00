import type { OutputDeclarations } from '../inputs/declaration.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import { CancelledError, DeadlineError, remainingMs, type StepLimits } from '../runner/limits.ts'

/**
 * The outputs every mode shares: main.ts sets `conclusion` and `error` on every ending of every
 * mode. A mode declares the outputs it can set beyond these in its own folder (the `outputs` of
 * its mode definition); src/modes.ts joins them with these, and action.yml is written from the
 * result.
 */
export const SHARED_OUTPUTS = {
  conclusion:
    'How the step ended: success, skipped (the event asked for nothing, and nothing was sent), failure, timed-out or cancelled. Set on every ending.',
  error: 'The failure message; empty on success. Set on every ending.',
} as const satisfies OutputDeclarations

export type SharedOutputName = keyof typeof SHARED_OUTPUTS

/** Outputs a mode determined, of the names `O` it declares; a value left out is not set. */
export type ModeOutputs<O extends string> = Partial<Readonly<Record<O, string | number>>>

/** The outputs' names and values, typed by name, for setting them one by one. */
export function outputEntries<O extends string>(outputs: ModeOutputs<O>): [O, string | number][] {
  const entries: [O, string | number][] = []
  for (const [name, value] of Object.entries(outputs) as [O, string | number | undefined][]) {
    if (value !== undefined) entries.push([name, value])
  }
  return entries
}

/** How a mode's work ended. */
export type Conclusion = 'success' | 'failure' | 'timed-out' | 'cancelled'

/** The `conclusion` output: a mode's ending, or `skipped` when the run's event asked for nothing and nothing was sent. */
export type StepConclusion = Conclusion | 'skipped'

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
  /** The step did nothing on purpose (a bot's pull request, a fork's run without secrets): it succeeds as `skipped`. */
  readonly skipped?: boolean
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

/** The error and the errors it wraps, outermost first. */
export function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}
