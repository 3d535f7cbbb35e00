import type { AgentSettings } from '../settings.ts'
import type { AgentJob } from './job.ts'

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
