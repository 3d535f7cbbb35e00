import { AmbiguousWriteError } from '../platform/errors.ts'
import { errorMessage, type StepLimits } from '../step/limits.ts'
import { conclusionOf, type StepFailure } from '../step/result.ts'
import { formatDuration } from '../text/format.ts'
import type { AgentSettings, AgentTask } from './agent-inputs.ts'
import type { AgentJob } from './job.ts'
import { failed, judgeFinal, notWaited } from './final-status.ts'
import type { PreparedPrompt } from './prompt.ts'
import type { WaitResult } from './wait.ts'

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
}

/** `githubHost` is this run's GitHub, so a pull request elsewhere is named with its host. */
export function decideEnding(
  settings: AgentSettings,
  run: AgentRun,
  limits: StepLimits,
  githubHost: string,
): AgentEnding {
  if (run.stopped) return stoppedEnding(run, run.stopped.phase, run.stopped.error, limits)
  const job = run.wait?.job ?? run.job
  if (run.wait && !job)
    return stoppedEnding(run, 'wait', run.wait.error ?? new Error('The job was never read.'), limits)
  if (!job || !run.jobId) throw new Error('Agent mode ended without a job or a reason.')
  const jobId = run.jobId
  const lastStatus = `its last status was "${job.status}"`
  const keepsRunning = 'The job keeps running on the platform.'
  // For the log and the `error` output; the summary says it once, with the step to paste.
  const again = `To wait for it again, run this action with "job-id: ${jobId}" and no prompt.`
  switch (run.wait?.outcome) {
    case 'timed-out': {
      const why = run.wait.error === undefined ? '' : ` ${errorMessage(run.wait.error)}`
      const message = `Timed out after ${formatDuration(run.wait.waitedMs)} waiting for agent job "${jobId}"; ${lastStatus}.${why} ${keepsRunning}`
      return failed('timed-out', 'Timed out', message, jobId, again)
    }
    case 'cancelled':
      return failed(
        'cancelled',
        'Cancelled',
        `Cancelled while waiting for agent job "${jobId}"; ${lastStatus}. ${keepsRunning}`,
        jobId,
        again,
      )
    case 'error':
      return failed(
        'failure',
        'Stopped waiting',
        `Stopped waiting for agent job "${jobId}"; ${lastStatus}. ${errorMessage(run.wait.error)} ${keepsRunning}`,
        jobId,
        again,
      )
    case 'unconfirmed': {
      const warning = `The platform did not show that agent job "${jobId}" took up the follow-up message within ${formatDuration(run.wait.waitedMs)}: its status "${job.status}" may be from before the message.`
      return {
        ...judgeFinal(settings, job, githubHost),
        warning: { message: warning, title: 'Follow-up message not confirmed' },
        statusMayPredateMessage: true,
      }
    }
    case 'final':
      return judgeFinal(settings, job, githubHost)
    case undefined:
      return notWaited(settings, run.task, job, githubHost)
  }
}

function stoppedEnding(run: AgentRun, phase: AgentPhase, error: unknown, limits: StepLimits): AgentEnding {
  const conclusion = conclusionOf(error, limits)
  const reason = errorMessage(error)
  const word = conclusion === 'cancelled' ? 'Cancelled: ' : conclusion === 'timed-out' ? 'Timed out: ' : ''
  const isMessage = run.task.kind === 'message'
  const nothingSent = isMessage
    ? 'No request was sent to the platform, so no message was delivered.'
    : 'No request was sent to the platform, so no job was created.'
  switch (phase) {
    case 'prompt':
      return failed(
        conclusion,
        `${word}${isMessage ? 'no message sent' : 'no job created'}`,
        `${reason} ${nothingSent}`,
        undefined,
      )
    case 'create':
      return error instanceof AmbiguousWriteError
        ? { ...failed(conclusion, `${word}a job may have been created`, reason, run.jobId), jobMayExist: true }
        : failed(conclusion, `${word}no job created`, `${reason} No job was created.`, undefined)
    case 'message':
      return error instanceof AmbiguousWriteError
        ? failed(conclusion, `${word}the message may have been delivered`, reason, run.jobId)
        : failed(conclusion, `${word}message not delivered`, `${reason} The message was not delivered.`, run.jobId)
    case 'wait':
      return failed(conclusion, `${word}could not read the job`, reason, run.job ? run.jobId : undefined)
  }
}
