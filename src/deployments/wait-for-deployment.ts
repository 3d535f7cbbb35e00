import type { PlatformClient } from '../platform/platform-client.ts'
import { pause, remainingMs, type StepLimits } from '../runner/limits.ts'
import { PollSchedule } from '../step/poll-schedule.ts'
import { conclusionOf } from '../step/result.ts'
import { getDeploymentStatus } from './deployment-api.ts'
import type { DeploymentProgress } from './deployment-progress.ts'
import { isFinalDeploymentStatus, type DeploymentStatus } from './deployment-status.ts'

export type DeploymentWaitOutcome = 'final' | 'timed-out' | 'cancelled' | 'error'

export interface DeploymentWait {
  /** The last status the platform answered with; undefined if it never answered. */
  readonly status: DeploymentStatus | undefined
  readonly outcome: DeploymentWaitOutcome
  /** Why the wait ended early. */
  readonly error?: unknown
  readonly waitedMs: number
}

export interface DeploymentWaitRequest {
  readonly projectId: string
  readonly statusId: string
  /** Where the id came from, for the message of a status the platform does not know. */
  readonly from: 'input' | 'trigger'
  readonly pollIntervalMs: number
  /** `deployment`, `preview deployment`: what the log and the errors call it. */
  readonly noun: string
}

/**
 * Reads the deployment's status until it is `success` or `failure`, the deadline passes, the
 * step is cancelled or a read fails for good (a 404, a 403, a broken answer; the client has
 * already retried what may heal). It never throws: the caller reports the last known status in
 * every case. The first read is at once: a deployment just triggered is queued, and one resumed
 * may have ended long ago.
 */
export async function waitForDeployment(
  platform: PlatformClient,
  limits: StepLimits,
  progress: DeploymentProgress,
  request: DeploymentWaitRequest,
): Promise<DeploymentWait> {
  const startedAt = limits.now()
  let status: DeploymentStatus | undefined
  const schedule = new PollSchedule(request.pollIntervalMs, startedAt)
  const end = (outcome: DeploymentWaitOutcome, error?: unknown): DeploymentWait => ({
    status,
    outcome,
    waitedMs: limits.now() - startedAt,
    ...(error === undefined ? {} : { error }),
  })

  for (let firstRead = true; ; firstRead = false) {
    if (status && isFinalDeploymentStatus(status.status)) return end('final')
    if (!firstRead) {
      const remaining = remainingMs(limits)
      if (remaining <= 0) return end('timed-out')
      try {
        const what = `waiting for ${request.noun} "${request.statusId}"`
        await pause(limits, Math.min(schedule.pauseAt(limits.now()), remaining), what)
      } catch (error) {
        return end('cancelled', error)
      }
      if (remainingMs(limits) <= 0) return end('timed-out')
    }
    schedule.checked(limits.now())
    try {
      status = await getDeploymentStatus(platform, request.projectId, request.statusId, request)
    } catch (error) {
      const conclusion = conclusionOf(error, limits)
      return end(conclusion === 'failure' ? 'error' : conclusion, error)
    }
    progress.observe(status)
  }
}
