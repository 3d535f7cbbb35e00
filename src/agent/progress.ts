import * as core from '@actions/core'
import { formatDuration } from '../durations.ts'
import { isKnownStatus, type AgentJob } from './job.ts'

const PROGRESS_INTERVAL_MS = 30_000

export interface ProgressReporter {
  /** Called with every job the platform returns while waiting. */
  observe(job: AgentJob): void
}

/**
 * Logs one line per status change and, between changes, a progress line at most every 30 s,
 * so a long wait shows signs of life without flooding the log. An unknown status is warned
 * about once: the platform may have added one, and the wait treats it as still running.
 */
export function createProgressReporter(startedAt: number, now: () => number = Date.now): ProgressReporter {
  let lastStatus: string | undefined
  let lastLineAt = startedAt
  const warnedStatuses = new Set<string>()

  return {
    observe(job) {
      const time = now()
      const elapsed = formatDuration(time - startedAt)
      if (!isKnownStatus(job.status) && !warnedStatuses.has(job.status)) {
        warnedStatuses.add(job.status)
        core.warning(
          `Agent job "${job.id}" has status "${job.status}", which this action does not know; it is treated as still running.`,
        )
      }
      if (job.status !== lastStatus) {
        core.info(
          lastStatus === undefined
            ? `Agent job ${job.id} is ${job.status} (${elapsed} waited).`
            : `Agent job ${job.id}: ${lastStatus} → ${job.status} after ${elapsed}.`,
        )
        lastStatus = job.status
        lastLineAt = time
      } else if (time - lastLineAt >= PROGRESS_INTERVAL_MS) {
        core.info(`Agent job ${job.id} is still ${job.status} (${elapsed} waited).`)
        lastLineAt = time
      }
    },
  }
}
