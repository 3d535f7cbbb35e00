import { capitalize } from '../text/format.ts'
import type { Conclusion, StepFailure } from './result.ts'

/*
 * The words every mode's ending shares when the step fails: the lead a headline takes when the
 * step's own time or a cancellation stopped it (`Timed out: no job created`), the annotation's
 * title (`Docs deployment step timed out`), and the failing ending's headline and failure built
 * from them. Each mode says what failed; how it is said is the same everywhere.
 */

export type StoppedConclusion = Exclude<Conclusion, 'success'>

const ENDED: Readonly<Record<StoppedConclusion, string>> = {
  failure: 'failed',
  'timed-out': 'timed out',
  cancelled: 'cancelled',
}

/** `Timed out: `, `Cancelled: `, or nothing for a failure: what leads a headline about what the stop left undone. */
export function stopLead(conclusion: StoppedConclusion): string {
  return conclusion === 'cancelled' ? 'Cancelled: ' : conclusion === 'timed-out' ? 'Timed out: ' : ''
}

/** The failure annotation's title: `Docs agent step failed`. */
export function failureTitle(title: string, conclusion: StoppedConclusion): string {
  return `${title} step ${ENDED[conclusion]}`
}

/** What a failing ending says, in every mode alike. */
export interface FailingWords {
  readonly tone: StoppedConclusion
  readonly headline: string
  /** What the summary says, once. */
  readonly explanation: string
  readonly failure: StepFailure
}

/**
 * A failing ending's words: the headline capitalised, and the failure whose message (the log's
 * annotation and the `error` output) adds `advice`, which the summary says elsewhere, once.
 */
export function failingWords(
  title: string,
  conclusion: StoppedConclusion,
  headline: string,
  message: string,
  advice?: string,
): FailingWords {
  return {
    tone: conclusion,
    headline: capitalize(headline),
    explanation: message,
    failure: { conclusion, message: advice ? `${message} ${advice}` : message, title: failureTitle(title, conclusion) },
  }
}
