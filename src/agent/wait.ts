import type { PlatformClient } from '../platform/platform-client.ts'
import { pause, remainingMs, type StepLimits } from '../runner/limits.ts'
import { PollSchedule } from '../step/poll-schedule.ts'
import { conclusionOf } from '../step/result.ts'
import { getJob } from './api.ts'
import { isFinalStatus, type AgentJob } from './job.ts'
import type { ProgressReporter } from './progress.ts'

export type WaitOutcome = 'final' | 'unconfirmed' | 'timed-out' | 'cancelled' | 'error'

export interface WaitResult {
  /** The last job the platform returned; undefined if it never answered. */
  readonly job: AgentJob | undefined
  /**
   * `final`: a final status seen after the job took up the work. `unconfirmed`: after a
   * follow-up message the job never showed that it took the message up, so its final status
   * may be the one from before.
   */
  readonly outcome: WaitOutcome
  /** Why the wait ended early. */
  readonly error?: unknown
  readonly waitedMs: number
}

export interface WaitRequest {
  readonly projectId: string
  readonly jobId: string
  readonly pollIntervalMs: number
  /** The job as last answered (by the create or message request), if any. */
  readonly lastKnown: AgentJob | undefined
  /** Set after a follow-up message: how long to wait for the job to show it took the message up. */
  readonly takeUpGraceMs?: number
}

/**
 * Polls the job until its status is final, the deadline passes, the step is cancelled or a
 * request fails for good. It never throws: the caller reports the last known job in every case.
 *
 * After a follow-up message the platform may still answer with the job's previous, final
 * status. A final status counts only once the job has taken the message up: it was seen
 * `active`, or its answer changed from the message's answer.
 */
export async function waitForJob(
  platform: PlatformClient,
  limits: StepLimits,
  reporter: ProgressReporter,
  request: WaitRequest,
): Promise<WaitResult> {
  const startedAt = limits.now()
  let job = request.lastKnown
  const before = request.takeUpGraceMs === undefined || !job ? undefined : fingerprint(job)
  let takenUp = before === undefined || job?.status === 'active'
  const schedule = new PollSchedule(request.pollIntervalMs, startedAt)
  const end = (outcome: WaitOutcome, error?: unknown): WaitResult => ({
    job,
    outcome,
    waitedMs: limits.now() - startedAt,
    ...(error === undefined ? {} : { error }),
  })

  if (job) reporter.observe(job)
  for (let firstPoll = job === undefined; ; firstPoll = false) {
    if (job && takenUp && isFinalStatus(job.status)) return end('final')
    if (job && !takenUp && limits.now() - startedAt >= (request.takeUpGraceMs ?? 0) && isFinalStatus(job.status))
      return end('unconfirmed')
    if (!firstPoll) {
      const remaining = remainingMs(limits)
      if (remaining <= 0) return end('timed-out')
      try {
        const pauseMs = Math.min(schedule.pauseAt(limits.now()), remaining)
        await pause(limits, pauseMs, `waiting for agent job "${request.jobId}"`)
      } catch (error) {
        return end('cancelled', error)
      }
      if (remainingMs(limits) <= 0) return end('timed-out')
    }
    schedule.checked(limits.now())
    try {
      job = await getJob(platform, request.projectId, request.jobId)
    } catch (error) {
      const conclusion = conclusionOf(error, limits)
      return end(conclusion === 'failure' ? 'error' : conclusion, error)
    }
    reporter.observe(job)
    if (!takenUp && (job.status === 'active' || fingerprint(job) !== before)) takenUp = true
  }
}

function fingerprint(job: AgentJob): string {
  // Only what a follow-up changes: a field the answer merely left out must not read as a change.
  return JSON.stringify([job.status, job.prLink])
}
