import { callPlatform, type CallContext } from '../http/call-platform.ts'
import { parseAgentJob, type AgentJob } from './job.ts'

function jobsPath(projectId: string): string {
  return `/v2/agent/${encodeURIComponent(projectId)}/job`
}

function projectNotFound(projectId: string): string {
  return `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`
}

/** Creates a job. Never repeated once the platform may have it (see the retry policy). */
export function createJob(context: CallContext, projectId: string, prompt: string): Promise<AgentJob> {
  return callPlatform(context, {
    method: 'POST',
    path: jobsPath(projectId),
    json: { prompt },
    parse: parseAgentJob,
    action: 'create the agent job',
    notFound: projectNotFound(projectId),
    projectId,
    ambiguityAdvice:
      'A job may have been created even so. Check the agent jobs of the project on the dashboard before re-running; ' +
      'if the job is there, re-run with "job-id" set to its id to wait for it instead of creating another.',
  })
}

export function getJob(context: CallContext, projectId: string, jobId: string): Promise<AgentJob> {
  return callPlatform(context, {
    method: 'GET',
    path: `${jobsPath(projectId)}/${encodeURIComponent(jobId)}`,
    parse: parseAgentJob,
    action: `get agent job "${jobId}"`,
    notFound: `Agent job "${jobId}" was not found in project "${projectId}": check the "job-id" and "project-id" inputs`,
    projectId,
  })
}

/** Sends a follow-up prompt to an existing job; like creation, never repeated once it may have arrived. */
export function sendMessage(context: CallContext, projectId: string, jobId: string, prompt: string): Promise<AgentJob> {
  return callPlatform(context, {
    method: 'POST',
    path: `${jobsPath(projectId)}/${encodeURIComponent(jobId)}/message`,
    json: { prompt },
    parse: parseAgentJob,
    action: `send the follow-up message to agent job "${jobId}"`,
    notFound: `Agent job "${jobId}" was not found in project "${projectId}": check the "job-id" and "project-id" inputs`,
    projectId,
    ambiguityAdvice:
      'The message may have been delivered even so. Check the job on the dashboard before re-running; ' +
      'to only wait for the job, re-run with "job-id" and no prompt.',
  })
}
