import type { SentRecord } from '../attempts/sent-record.ts'
import type { StepFailure } from '../step/result.ts'
import type { AgentTask } from './agent-inputs.ts'
import type { AgentJob } from './job.ts'
import type { PreparedPrompt } from './prompt.ts'
import type { WaitResult } from './wait.ts'

/*
 * What agent mode knows when it ends, and the ending it decides: the types the ending's
 * judges (ending-decision.ts, ending-final-status.ts) and its readers (the summary, the runner) share. A leaf
 * of types, so the files that decide an ending and those that show it never import each other.
 */

export type AgentPhase = 'prompt' | 'create' | 'message' | 'wait'

/** What agent mode knows when it ends, gathered phase by phase. */
export interface AgentRun {
  readonly task: AgentTask
  jobId: string | undefined
  /** The job as last answered. */
  job: AgentJob | undefined
  prompt: PreparedPrompt | undefined
  /** When the creating request (or the message) was sent, for the summary of a lost answer. */
  sentAt: number | undefined
  wait: WaitResult | undefined
  stopped: { readonly phase: AgentPhase; readonly error: unknown } | undefined
  /** An earlier attempt of this run sent the job or the message: this one took it up and sent nothing. */
  earlier: SentRecord | undefined
  /** A request asked in a comment: who asked, in which thread, and the comment's address. */
  readonly asked?: { readonly by: string; readonly thread: number; readonly url: string | undefined }
}

export type Tone = 'success' | 'warning' | 'info' | 'failure' | 'timed-out' | 'cancelled'

/** How the step ended, in the words the summary, the annotations and the `error` output use. */
export interface AgentEnding {
  readonly tone: Tone
  readonly headline: string
  /** Plain sentences: what happened and what to do. */
  readonly explanation: string
  /** Its message is the explanation, plus how to wait again where the summary shows that as a step. */
  readonly failure: StepFailure | undefined
  readonly warning?: { readonly message: string; readonly title: string }
  /** When set, the summary shows how to pick this job up again. */
  readonly resumeJobId: string | undefined
  /** The create request's answer was lost: a job may exist, with an id only the dashboard knows. */
  readonly jobMayExist?: boolean
  /** After a follow-up message: the job's status (and pull request) may be from before the message. */
  readonly statusMayPredateMessage?: boolean
  /** The event asked for nothing, and nothing was sent (conclusion `skipped`): the `if:` condition that skips such runs. */
  readonly skipCondition?: string
}
