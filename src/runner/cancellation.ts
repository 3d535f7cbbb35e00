import { log } from './log.ts'

/** After the runner's signal, how long the step may take to report before it exits regardless. */
export const REPORTING_GRACE_MS = 2_500

export interface Cancellation {
  /** Aborted when the runner asks the step to stop. */
  readonly signal: AbortSignal
  /** What to do if the step has not exited `REPORTING_GRACE_MS` after the signal; it exits after. */
  whenStuck(report: () => void): void
  dispose(): void
}

/**
 * A cancelled workflow sends SIGINT, then SIGTERM a few seconds later, then kills the process.
 * Listening turns either signal into an abort, so every wait of the step ends at once and the
 * step still sets its outputs and summary before it exits non-zero. Should anything still hold
 * the step (a file that blocks, a connection that will not close), it exits shortly after
 * regardless, having said so, rather than wait to be killed.
 */
export function watchForCancellation(): Cancellation {
  const controller = new AbortController()
  let report: (() => void) | undefined
  const onSignal = (signalName: NodeJS.Signals): void => {
    if (controller.signal.aborted) return
    log.info(`Received ${signalName}: the workflow is being cancelled; stopping.`)
    controller.abort()
    setTimeout(() => {
      report?.()
      // Not process.exit: it waits for blocked I/O threads (a file that never opens), which is
      // what holds the step here. The runner reads the kill as a failed step.
      process.kill(process.pid, 'SIGKILL')
    }, REPORTING_GRACE_MS).unref()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return {
    signal: controller.signal,
    whenStuck(handler) {
      report = handler
    },
    dispose() {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    },
  }
}
