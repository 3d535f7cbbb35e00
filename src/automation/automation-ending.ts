import { NotSentAgainError } from '../attempts/send-once.ts'
import type { SentRecord } from '../attempts/sent-record.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import type { StepLimits } from '../runner/limits.ts'
import { conclusionOf, type Conclusion, type StepFailure } from '../step/result.ts'
import { failingWords, stopLead, type StoppedConclusion } from '../step/stopped-step.ts'
import { errorMessage } from '../text/format.ts'
import { cap } from '../text/untrusted.ts'
import type { QueuedRun } from './automation-answer.ts'

/** What the step knows when it ends: the run the platform queued, or why there is none to name. */
export interface AutomationRun {
  /** When the trigger was sent, for the summary of a lost answer. */
  triggeredAt: number | undefined
  queued: QueuedRun | undefined
  /** Why the trigger did not end in a named run; undefined once it did. */
  error: unknown
  /** An earlier attempt of this run triggered the automation: this one sent nothing. */
  earlier: SentRecord | undefined
}

export type AutomationTone = Conclusion

/** How the step ended, in the words the summary, the annotations and the `error` output use. */
export interface AutomationEnding {
  readonly tone: AutomationTone
  readonly headline: string
  /** Plain sentences: what happened and, when it failed, what to do. */
  readonly explanation: string
  readonly failure: StepFailure | undefined
  /** The trigger's answer was lost: a run may be queued that the step cannot name. */
  readonly mayExist: boolean
}

const TITLE = 'Docs automation'

/**
 * How an automation's step ended. Queued is the end: the platform has no status for automation
 * runs, so there is nothing to wait for. A trigger refused (400, 403, 404), turned away until the
 * time ran out (429) or cancelled before it was sent queued nothing; one whose answer was lost
 * may have queued a run, which only the dashboard can tell.
 */
export function decideAutomationEnding(automationId: string, run: AutomationRun, limits: StepLimits): AutomationEnding {
  if (run.queued && run.earlier) {
    const named = run.earlier.id === null ? '' : `: the platform queued run "${cap(run.earlier.id, 200)}"`
    return {
      tone: 'success',
      headline: 'Run queued by an earlier attempt',
      explanation: `Attempt ${run.earlier.attempt} of this workflow run triggered automation "${automationId}"${named}. This attempt queued none again.`,
      failure: undefined,
      mayExist: false,
    }
  }
  if (run.queued) {
    return {
      tone: 'success',
      headline: 'Run queued',
      explanation: `Automation "${automationId}" was triggered: the platform queued run "${cap(run.queued.runId.value, 200)}".`,
      failure: undefined,
      mayExist: false,
    }
  }
  const conclusion = conclusionOf(run.error, limits)
  const reason = errorMessage(run.error)
  if (run.error instanceof NotSentAgainError)
    return failed(conclusion, `${stopLead(conclusion)}nothing sent again`, reason, false)
  if (run.error instanceof AmbiguousWriteError)
    return failed(conclusion, `${stopLead(conclusion)}a run may have been queued`, reason, true)
  return failed(conclusion, `${stopLead(conclusion)}no run queued`, `${reason} No run was queued.`, false)
}

function failed(conclusion: StoppedConclusion, headline: string, message: string, mayExist: boolean): AutomationEnding {
  return { ...failingWords(TITLE, conclusion, headline, message), mayExist }
}
