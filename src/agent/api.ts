import { BrokenAnswerError } from '../platform/errors.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import { encodeSegment } from '../text/path-segment.ts'
import { parseAgentJob, type AgentJob } from './job.ts'

/** The three agent-job requests of the platform's contract (`/v2/agent/{projectId}/job...`). */

function jobsPath(projectId: string): string {
  return `/v2/agent/${encodeSegment(projectId)}/job`
}

function jobNotFound(projectId: string, jobId: string): string {
  return `Agent job "${jobId}" was not found in project "${projectId}": check the "job-id" and "project-id" inputs`
}

/** Creates a job. Never repeated once the platform may have it (see the retry policy). */
export function createJob(platform: PlatformClient, projectId: string, prompt: string): Promise<AgentJob> {
  return platform.call({
    endpoint: 'create job',
    method: 'POST',
    path: jobsPath(projectId),
    json: { prompt },
    parse: (body) => parseAgentJob(body),
    action: 'create the agent job',
    notFound: `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
    projectId,
    ambiguityAdvice:
      'A job may have been created even so. Check the agent jobs of the project on the dashboard (a re-run of this job ' +
      'creates none again): if the job is there, wait for it with "job-id" set to its id; if not, start a new run of the workflow.',
  })
}

export function getJob(platform: PlatformClient, projectId: string, jobId: string): Promise<AgentJob> {
  return platform.call({
    endpoint: 'get job',
    // A 429 while waiting is the platform asking to wait longer: a wait, within \`timeout\`, never a failure.
    waitOutRateLimits: true,
    method: 'GET',
    path: `${jobsPath(projectId)}/${encodeSegment(jobId)}`,
    parse: (body) => parseAgentJob(body, jobId),
    action: `get agent job "${jobId}"`,
    notFound: jobNotFound(projectId, jobId),
    projectId,
  })
}

/** Sends a follow-up prompt to an existing job; like creation, never repeated once it may have arrived. */
export function sendMessage(
  platform: PlatformClient,
  projectId: string,
  jobId: string,
  prompt: string,
): Promise<AgentJob> {
  return platform.call({
    endpoint: 'send message',
    method: 'POST',
    path: `${jobsPath(projectId)}/${encodeSegment(jobId)}/message`,
    json: { prompt },
    parse: (body) => parseAgentJob(body, jobId),
    action: `send the follow-up message to agent job "${jobId}"`,
    notFound: jobNotFound(projectId, jobId),
    projectId,
    ambiguityAdvice:
      'The message may have been delivered even so. Check the job on the dashboard (a re-run of this job sends ' +
      'nothing again): to only wait for the job, use "job-id" and no prompt.',
  })
}

/** The job id a broken answer to the create request still named, if any. */
export function jobNamedBy(error: unknown): string | undefined {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (cause instanceof BrokenAnswerError && cause.jobId !== undefined) return cause.jobId
  }
  return undefined
}
