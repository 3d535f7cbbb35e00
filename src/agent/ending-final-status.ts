import { failingWords, type StoppedConclusion } from '../step/stopped-step.ts'
import type { AgentSettings, AgentTask } from './agent-inputs.ts'
import { isFinalStatus, type AgentJob } from './job.ts'
import { pullRequestReference } from '../text/pull-request-link.ts'
import type { AgentEnding } from './ending.ts'

/* What a final status means for the step, whether it waited for it or found it already final; and the failure endings' shape. */

/** A final status decides the step, whether or not the step waited for it. */
export function judgeFinal(settings: AgentSettings, job: AgentJob, githubHost: string): AgentEnding {
  const reference = pullRequestReference(job.prLink, githubHost)
  if ((settings.failOn as readonly string[]).includes(job.status)) {
    const message = `Agent job "${job.id}" ended with status "${job.status}", which "fail-on" (${settings.failOn.join(',')}) treats as a failure.`
    const next = " The agent's own account of the job is on the platform's dashboard, among the project's agent jobs."
    return failed('failure', job.status === 'failed' ? 'Failed' : `Ended ${job.status}`, message + next, undefined)
  }
  if (job.status === 'completed') return completedEnding(settings, job, reference?.label)
  const allowed = `Agent job "${job.id}" ended with status "${job.status}"; "fail-on" (${settings.failOn.join(',') || 'off'}) does not list it, so the step passes.`
  return {
    tone: job.status === 'failed' ? 'warning' : 'info',
    headline: `Ended ${job.status}`,
    explanation: allowed,
    failure: undefined,
    resumeJobId: undefined,
  }
}

/** A completed job: a pull request opened, one whose link is not usable, or none. */
function completedEnding(settings: AgentSettings, job: AgentJob, referenceLabel: string | undefined): AgentEnding {
  if (job.prLink !== null) {
    const opened = referenceLabel ? `pull request ${referenceLabel}` : 'a pull request'
    return {
      tone: 'success',
      headline: 'Pull request opened',
      explanation: `The agent finished and opened ${opened}. Review and merge it to publish the docs change.`,
      failure: undefined,
      resumeJobId: undefined,
    }
  }
  const rejected = job.rejectedPrLink
  if (rejected) {
    // The platform named a pull request, but not by a link this action passes on: say so, not "no pull request".
    // The log has already warned about the link (progress.ts), once.
    const what = `Agent job "${job.id}" completed and reported a pull-request link that is not used, because ${rejected.problem}: "${rejected.value}"`
    if (settings.requirePr)
      return failed('failure', 'Pull-request link not used', `${what}, and "require-pr" is true.`, undefined)
    return {
      tone: 'warning',
      headline: 'Completed; pull-request link not used',
      explanation: `${what}. Find the pull request on the platform's dashboard, among the project's agent jobs.`,
      failure: undefined,
      resumeJobId: undefined,
    }
  }
  if (settings.requirePr) {
    return failed(
      'failure',
      'No pull request',
      `Agent job "${job.id}" completed without opening a pull request, and "require-pr" is true.`,
      undefined,
    )
  }
  const message = `Agent job "${job.id}" completed without opening a pull request: the agent changed no files, or the platform commits to the branch directly. Set "require-pr: true" to fail the step when this happens.`
  return {
    tone: 'warning',
    headline: 'Completed without a pull request',
    explanation: message,
    failure: undefined,
    warning: { message, title: 'No pull request' },
    resumeJobId: undefined,
  }
}

/**
 * The step did not wait (`wait: false`). A final status decides the step as if it had waited,
 * with one exception: the answer to a follow-up message may still carry the status from before
 * the message (the platform takes messages up asynchronously), so that status is reported,
 * marked as possibly stale, and not judged by `fail-on`.
 */
export function notWaited(settings: AgentSettings, task: AgentTask, job: AgentJob, githubHost: string): AgentEnding {
  const headline =
    task.kind === 'create'
      ? 'Job created, not waited for'
      : task.kind === 'message'
        ? 'Message sent, not waited for'
        : 'Not waited for'
  if (!isFinalStatus(job.status)) {
    const delivered = task.kind === 'message' ? 'The follow-up message was delivered. ' : ''
    return {
      tone: 'info',
      headline,
      explanation: `${delivered}Agent job "${job.id}" is ${job.status}; the step did not wait for it, as "wait: false" asks.`,
      failure: undefined,
      resumeJobId: job.id,
    }
  }
  if (task.kind === 'message') {
    const explanation = `The follow-up message was delivered. The platform's answer shows status "${job.status}", which may be from before the message, so "fail-on" does not judge it and the step passes; the step did not wait, as "wait: false" asks.`
    return {
      tone: 'info',
      headline,
      explanation,
      failure: undefined,
      resumeJobId: job.id,
      statusMayPredateMessage: true,
    }
  }
  return judgeFinal(settings, job, githubHost)
}

/**
 * A failing ending. `resumeAdvice`, how to wait for the job again, joins the message for the log
 * and the `error` output only: the summary says it once, above the step to paste.
 */
export function failed(
  conclusion: StoppedConclusion,
  headline: string,
  message: string,
  resumeJobId: string | undefined,
  resumeAdvice?: string,
): AgentEnding {
  return { ...failingWords('Docs agent', conclusion, headline, message, resumeAdvice), resumeJobId }
}
