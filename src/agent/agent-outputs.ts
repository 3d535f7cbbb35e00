import { pullRequestReference } from '../text/pull-request-link.ts'
import type { AgentOutputs } from './agent-declaration.ts'
import type { AgentRun } from './ending.ts'

/** The step's outputs about its job: its id once known, and what the platform last said of it. */
export function agentOutputs(run: AgentRun): AgentOutputs {
  const job = run.wait?.job ?? run.job
  if (!run.jobId) return {}
  if (!job) return { 'job-id': run.jobId }
  return {
    'job-id': run.jobId,
    status: job.status,
    'pr-link': job.prLink ?? '',
    'pr-number': pullRequestReference(job.prLink)?.number ?? '',
    model: job.model ?? '',
    'source-repository': job.sourceRepository ?? '',
    'source-ref': job.sourceRef ?? '',
    'created-at': job.createdAt ?? '',
  }
}
