import { log } from '../runner/log.ts'
import { formatDuration } from '../text/format.ts'
import { isKnownStatus, type AgentJob } from './job.ts'

const PROGRESS_INTERVAL_MS = 30_000
const MAX_WARNINGS = 20

export interface ProgressReporter {
  /** Called with every job the platform returns. */
  observe(job: AgentJob): void
}

/**
 * Logs one line per status change and, between changes, a progress line at most every 30 s,
 * so a long wait shows signs of life without flooding the log. What the action cannot use is
 * warned about once per distinct value: a status it does not know (treated as still running)
 * and a pull-request link that is not an http(s) URL (dropped).
 */
export function createProgressReporter(startedAt: number, now: () => number): ProgressReporter {
  let lastStatus: string | undefined
  let lastLineAt = startedAt
  const warned = new Set<string>()
  const warnOnce = (key: string, message: string, title: string): void => {
    // A capped key and a capped set: a platform sending a new huge status each poll must not fill the heap.
    const shortKey = key.slice(0, 200)
    if (warned.has(shortKey) || warned.size >= MAX_WARNINGS) return
    warned.add(shortKey)
    log.warning(message, title)
  }

  return {
    observe(job) {
      const time = now()
      const elapsed = formatDuration(time - startedAt)
      if (!isKnownStatus(job.status)) {
        warnOnce(
          `status:${job.status}`,
          `Agent job "${job.id}" has status "${job.status}", which this action does not know; it is treated as still running.`,
          'Unknown job status',
        )
      }
      if (job.rejectedPrLink) {
        warnOnce(
          `pr:${job.rejectedPrLink.value}`,
          `Agent job "${job.id}" reported a pull-request link that is not used, because ${job.rejectedPrLink.problem}: "${job.rejectedPrLink.value}".`,
          'Pull-request link dropped',
        )
      }
      if (job.status !== lastStatus) {
        log.info(
          lastStatus === undefined
            ? `Agent job ${job.id} is ${job.status} (${elapsed} waited).`
            : `Agent job ${job.id}: ${lastStatus} → ${job.status} after ${elapsed}.`,
        )
        lastStatus = job.status
        lastLineAt = time
      } else if (time - lastLineAt >= PROGRESS_INTERVAL_MS) {
        log.info(`Agent job ${job.id} is still ${job.status} (${elapsed} waited).`)
        lastLineAt = time
      }
    },
  }
}
