import { setTimeout as sleep } from 'node:timers/promises'
import type { CallContext } from '../http/call-platform.ts'
import { CancelledError, DeadlineError } from '../http/errors.ts'
import { getJob } from './api.ts'
import { isFinalStatus, type AgentJob } from './job.ts'
import { createProgressReporter } from './progress.ts'

export type WaitOutcome = 'final' | 'timeout' | 'cancelled' | 'error'

export interface WaitResult {
  /** The last job the platform returned; undefined if it never answered. */
  readonly job: AgentJob | undefined
  readonly outcome: WaitOutcome
  /** Why the wait ended early, for 'timeout', 'cancelled' and 'error'. */
  readonly error?: Error
  readonly waitedMs: number
}

/**
 * Polls the job until its status is final, the deadline passes, the step is cancelled or a
 * request fails for good. It never throws: the caller reports the last known job in every case.
 */
export async function waitForJob(
  context: CallContext,
  projectId: string,
  jobId: string,
  lastKnown: AgentJob | undefined,
  pollIntervalMs: number,
): Promise<WaitResult> {
  const startedAt = Date.now()
  const reporter = createProgressReporter(startedAt)
  let job = lastKnown
  const end = (outcome: WaitOutcome, error?: Error): WaitResult => ({
    job,
    outcome,
    waitedMs: Date.now() - startedAt,
    ...(error ? { error } : {}),
  })

  if (job) {
    reporter.observe(job)
    if (isFinalStatus(job.status)) return end('final')
  }
  for (let firstPoll = job === undefined; ; firstPoll = false) {
    if (!firstPoll) {
      const remaining = context.deadline - Date.now()
      if (remaining <= 0) return end('timeout')
      try {
        await sleep(Math.min(pollIntervalMs, remaining), undefined, { signal: context.signal })
      } catch {
        return end('cancelled')
      }
      if (Date.now() >= context.deadline) return end('timeout')
    }
    try {
      job = await getJob(context, projectId, jobId)
    } catch (error) {
      if (error instanceof CancelledError) return end('cancelled', error)
      if (error instanceof DeadlineError) return end('timeout', error)
      return end('error', error instanceof Error ? error : new Error(String(error)))
    }
    reporter.observe(job)
    if (isFinalStatus(job.status)) return end('final')
  }
}
