import { log } from '../runner/log.ts'
import { formatDuration } from '../text/format.ts'
import { isKnownDeploymentStatus, type DeploymentStatus } from './deployment-status.ts'

const PROGRESS_INTERVAL_MS = 30_000
const MAX_WARNINGS = 20

export interface DeploymentProgress {
  /** Called with every status the platform returns. */
  observe(status: DeploymentStatus): void
}

/**
 * Logs one line per status change and, between changes, a progress line at most every 30 s, so
 * a long wait shows signs of life without flooding the log. A status this action does not know
 * is warned about once per distinct value (capped, so a platform sending a new one on every
 * read cannot fill the log or the heap), and treated as still under way.
 */
export function createDeploymentProgress(noun: string, startedAt: number, now: () => number): DeploymentProgress {
  let lastStatus: string | undefined
  let lastLineAt = startedAt
  const warned = new Set<string>()
  const name = noun.charAt(0).toUpperCase() + noun.slice(1)

  return {
    observe({ id, status }) {
      const time = now()
      const elapsed = formatDuration(time - startedAt)
      if (!isKnownDeploymentStatus(status) && !warned.has(status) && warned.size < MAX_WARNINGS) {
        warned.add(status)
        log.warning(
          `${name} "${id}" has status "${status}", which this action does not know; it is treated as still under way.`,
          'Unknown deployment status',
        )
      }
      if (status !== lastStatus) {
        log.info(
          lastStatus === undefined
            ? `${name} ${id} is ${status} (${elapsed} waited).`
            : `${name} ${id}: ${lastStatus} → ${status} after ${elapsed}.`,
        )
        lastStatus = status
        lastLineAt = time
      } else if (time - lastLineAt >= PROGRESS_INTERVAL_MS) {
        log.info(`${name} ${id} is still ${status} (${elapsed} waited).`)
        lastLineAt = time
      }
    },
  }
}
