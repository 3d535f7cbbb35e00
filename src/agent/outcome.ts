import { formatDuration } from '../durations.ts'
import type { AgentSettings } from '../settings.ts'
import type { AgentJob } from './job.ts'
import type { WaitResult } from './wait.ts'

/** How agent mode ended: a wait's result, or the job as created when not waiting. */
export type AgentOutcome =
  | WaitResult
  | { readonly job: AgentJob; readonly outcome: 'not-waited'; readonly waitedMs: 0; readonly error?: undefined }

/** Why a job that reached a final status fails the step, or undefined when it passes. */
export function failureForFinalJob(
  job: AgentJob,
  settings: Pick<AgentSettings, 'failOn' | 'requirePr'>,
): string | undefined {
  if ((settings.failOn as readonly string[]).includes(job.status)) {
    return `Agent job "${job.id}" ended with status "${job.status}", which "fail-on" (${settings.failOn.join(',')}) treats as a failure.`
  }
  if (settings.requirePr && job.status === 'completed' && job.prLink === null) {
    return `Agent job "${job.id}" completed without opening a pull request, and "require-pr" is true.`
  }
  return undefined
}

/** The summary's heading word for how the step ended. */
export function describeEnding(result: AgentOutcome): string {
  switch (result.outcome) {
    case 'final':
      return result.job?.status ?? 'unknown'
    case 'not-waited':
      return `${result.job?.status ?? 'unknown'} (not waited for)`
    case 'timeout':
      return 'timed out'
    case 'cancelled':
      return 'cancelled'
    case 'error':
      return 'error'
  }
}

/** Why the step fails, or undefined when it succeeds; every message names the job and how to resume. */
export function describeFailure(
  settings: Pick<AgentSettings, 'failOn' | 'requirePr'>,
  jobId: string,
  result: AgentOutcome,
): string | undefined {
  const lastStatus = result.job ? `its last status was "${result.job.status}"` : 'its status is unknown'
  const resume = `The job goes on on the platform: re-run with "job-id: ${jobId}" to wait for it.`
  const cause = result.error ? ` ${result.error.message}` : ''
  switch (result.outcome) {
    case 'final':
      return result.job ? failureForFinalJob(result.job, settings) : undefined
    case 'not-waited':
      return undefined
    case 'timeout':
      return `Timed out after ${formatDuration(result.waitedMs)} waiting for agent job "${jobId}"; ${lastStatus}.${cause} ${resume}`
    case 'cancelled':
      return `Cancelled while waiting for agent job "${jobId}"; ${lastStatus}. ${resume}`
    case 'error':
      return `Stopped waiting for agent job "${jobId}"; ${lastStatus}.${cause} ${resume}`
  }
}
