import { NotSentAgainError } from '../attempts/send-once.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import type { StepLimits } from '../runner/limits.ts'
import { conclusionOf } from '../step/result.ts'
import { actionUses } from '../step/run-footer.ts'
import { failingWords, stopLead, type StoppedConclusion } from '../step/stopped-step.ts'
import { capitalize, errorMessage, formatDuration } from '../text/format.ts'
import { cap } from '../text/untrusted.ts'
import { isUnknownStatusId } from './deployment-api.ts'
import type { DeploymentEnding, DeploymentRun, DeploymentWords } from './deployment.ts'
import { isFinalDeploymentStatus, type DeploymentStatus } from './deployment-status.ts'

/** The platform's own summary of a failed deployment, quoted in the failure's message at most this long. */
const QUOTED_SUMMARY_CHARS = 300

/**
 * How a deployment's step ended. `failure` always fails the step: a deployment that did not go
 * out is never a pass. A status still under way passes only when the step was asked not to
 * wait; running out of time, a cancellation or a read that failed end the step with the status
 * id to wait for it again, unless the platform said it does not know that id.
 */
export function decideDeploymentEnding(
  kind: DeploymentWords,
  run: DeploymentRun,
  limits: StepLimits,
): DeploymentEnding {
  const name = `${kind.noun} "${run.statusId ?? ''}"`
  if (run.stopped?.phase === 'trigger') return triggerStopped(kind, run, run.stopped.error, limits)
  const statusId = run.statusId!
  const status = run.status
  const failedRead = run.stopped?.error ?? (run.wait?.outcome === 'error' ? run.wait.error : undefined)
  if (isUnknownStatusId(failedRead)) return statusUnknown(kind, run, failedRead, limits)
  const last = lastStatus(run)
  const goesOn = `The ${kind.noun} goes on on the platform.`
  const again =
    run.task.kind === 'resume'
      ? 'To wait for it again, re-run this job.'
      : `To wait for it again, re-run this job: a re-run waits for this ${kind.noun} and triggers no other. Or run ${waitAgainStep(run, actionUses(undefined, kind.mode))}.`
  const stop = (conclusion: StoppedConclusion, headline: string, message: string) =>
    failed(kind, conclusion, headline, `${message} ${goesOn}`, statusId, again)
  if (run.stopped) {
    const conclusion = conclusionOf(run.stopped.error, limits)
    return stop(conclusion, `${stopLead(conclusion)}could not read the ${kind.noun}`, errorMessage(run.stopped.error))
  }
  const wait = run.wait
  switch (wait?.outcome) {
    case 'timed-out': {
      const why = wait.error === undefined ? '' : ` ${errorMessage(wait.error)}`
      const waited = formatDuration(wait.waitedMs)
      return stop('timed-out', 'Timed out', `Timed out after ${waited} waiting for ${name}; ${last}.${why}`)
    }
    case 'cancelled': {
      const message = `Cancelled while waiting for ${name}; ${last}.`
      if (kind.takesOverOnCancel === undefined) return stop('cancelled', 'Cancelled', message)
      // Replaced by a newer run, most likely: its message offers no wait, which would compete with that run; the
      // summary still gives the step, for a cancellation by hand.
      const takesOver = `When a newer run replaced this one, ${kind.takesOverOnCancel} takes over.`
      return failed(kind, 'cancelled', 'Cancelled', `${message} ${takesOver}`, statusId)
    }
    case 'error':
      return stop('failure', 'Stopped waiting', `Stopped waiting for ${name}; ${last}. ${errorMessage(wait.error)}`)
    case 'final':
      return judgeFinal(kind, wait.status!)
    case undefined:
      if (status && isFinalDeploymentStatus(status.status)) return judgeFinal(kind, status)
      return {
        tone: 'info',
        headline: run.task.kind === 'trigger' ? 'Triggered, not waited for' : 'Not waited for',
        explanation: `${capitalize(name)} is ${status?.status ?? 'queued'}; the step did not wait for it, as "wait: false" asks.`,
        failure: undefined,
        resumeStatusId: statusId,
      }
  }
}

/** The status last read; the trigger's answer means `queued`; a status id given and never read has none. */

/** The step that waits again, in words: the action (`uses`), the status id, and the environment when not the mode's own. */
export function waitAgainStep(run: DeploymentRun, uses: string): string {
  const recordedIn = run.environmentInput === '' ? '' : ` and "environment: ${run.environmentInput}"`
  return `a step of ${uses} with "status-id: ${run.statusId ?? ''}"${recordedIn}`
}

function lastStatus(run: DeploymentRun): string {
  const status = run.status?.status ?? (run.task.kind === 'trigger' ? 'queued' : undefined)
  return status === undefined ? 'its status was never read' : `its last status was "${status}"`
}

/**
 * The platform does not know the status id (a status read answered 404): the step says so, as
 * agent mode does for a `job-id` it does not know, and offers no step to wait for it again, which
 * would only be told the same. Had a status been read before, the step stopped waiting.
 */
function statusUnknown(
  kind: DeploymentWords,
  run: DeploymentRun,
  error: unknown,
  limits: StepLimits,
): DeploymentEnding {
  const conclusion = conclusionOf(error, limits)
  const reason = errorMessage(error)
  const ending = run.status
    ? failed(
        kind,
        conclusion,
        `${stopLead(conclusion)}stopped waiting`,
        `Stopped waiting for ${kind.noun} "${run.statusId ?? ''}"; ${lastStatus(run)}. ${reason}`,
        undefined,
      )
    : failed(kind, conclusion, `${stopLead(conclusion)}could not read the ${kind.noun}`, reason, undefined)
  return { ...ending, statusUnknown: true }
}

/** `success` passes; `failure` fails the step, quoting the platform's summary. */
function judgeFinal(kind: DeploymentWords, status: DeploymentStatus): DeploymentEnding {
  const name = `${capitalize(kind.noun)} "${status.id}"`
  if (status.status === 'success') {
    return {
      tone: 'success',
      headline: 'Deployed',
      explanation: `${name} succeeded.`,
      failure: undefined,
      resumeStatusId: undefined,
    }
  }
  const said = status.summary ? ` The platform's summary: "${cap(status.summary, QUOTED_SUMMARY_CHARS)}".` : ''
  const logs =
    status.logs.total > 0
      ? "Its log's last lines are in the job summary, the whole log on the dashboard"
      : 'Its log is on the dashboard'
  const message = `${name} ended with status "failure".${said} ${logs}, among the project's deployments.`
  return failed(kind, 'failure', 'Failed', message, undefined)
}

/** The trigger did not get through, or its answer was lost: then a deployment may exist that nobody can name. */
function triggerStopped(
  kind: DeploymentWords,
  run: DeploymentRun,
  error: unknown,
  limits: StepLimits,
): DeploymentEnding {
  const conclusion = conclusionOf(error, limits)
  const reason = errorMessage(error)
  if (error instanceof NotSentAgainError)
    return failed(kind, conclusion, `${stopLead(conclusion)}nothing sent again`, reason, undefined)
  if (error instanceof AmbiguousWriteError && run.statusId === undefined) {
    const ending = failed(
      kind,
      conclusion,
      `${stopLead(conclusion)}a ${kind.noun} may have been triggered`,
      reason,
      undefined,
    )
    return { ...ending, mayExist: true }
  }
  return failed(
    kind,
    conclusion,
    `${stopLead(conclusion)}no ${kind.noun} triggered`,
    `${reason} No ${kind.noun} was triggered.`,
    undefined,
  )
}

/**
 * A failing ending. `resumeAdvice`, how to wait again, joins the message for the log and the
 * `error` output only: the summary says it once, above the step to paste.
 */
function failed(
  kind: DeploymentWords,
  conclusion: StoppedConclusion,
  headline: string,
  message: string,
  resumeStatusId: string | undefined,
  resumeAdvice?: string,
): DeploymentEnding {
  return { ...failingWords(kind.title, conclusion, headline, message, resumeAdvice), resumeStatusId }
}
