import { NotSentAgainError } from '../attempts/send-once.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import { type StepLimits } from '../runner/limits.ts'
import { errorMessage, formatDuration } from '../text/format.ts'
import { conclusionOf } from '../step/result.ts'
import { stopLead } from '../step/stopped-step.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentEnding, AgentPhase, AgentRun } from './ending.ts'
import { failed, judgeFinal, notWaited } from './ending-final-status.ts'
import { WAIT_WORKFLOW } from './next-step.ts'

/** `githubHost` is this run's GitHub, so a pull request elsewhere is named with its host. */
export function decideEnding(
  settings: AgentSettings,
  run: AgentRun,
  limits: StepLimits,
  githubHost: string,
): AgentEnding {
  if (run.stopped) return stoppedEnding(run, run.stopped.phase, run.stopped.error, limits)
  const skipped = run.prompt?.skipped
  if (skipped) {
    return {
      tone: 'info',
      headline: skipped.headline,
      explanation: skipped.reason,
      failure: undefined,
      resumeJobId: undefined,
      skipCondition: skipped.condition,
    }
  }
  const job = run.wait?.job ?? run.job
  if (run.wait && !job)
    return stoppedEnding(run, 'wait', run.wait.error ?? new Error('The job was never read.'), limits)
  if (!job || !run.jobId) throw new Error('Agent mode ended without a job or a reason.')
  const jobId = run.jobId
  const lastStatus = `its last status was "${job.status}"`
  const keepsRunning = 'The job keeps running on the platform.'
  // For the log and the `error` output; the summary says it once, with the step to paste.
  const again =
    run.task.kind === 'resume'
      ? 'To wait for it again, re-run this job ("Re-run failed jobs"; re-running all jobs would also repeat any job that created it).'
      : `To wait for it again, re-run the workflow's job: the re-run waits for this agent job and ${run.task.kind === 'create' ? 'creates no other' : 'sends the message no second time'}. Or run a workflow that only waits (such as the action's ${WAIT_WORKFLOW}) with "job-id: ${jobId}".`
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
  const word = stopLead(conclusion)
  const isMessage = run.task.kind === 'message'
  const nothingSent = isMessage
    ? 'No request was sent to the platform, so no message was delivered.'
    : 'No request was sent to the platform, so no job was created.'
  switch (phase) {
    case 'prompt':
      if (error instanceof NotSentAgainError) return failed(conclusion, `${word}nothing sent again`, reason, undefined)
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
