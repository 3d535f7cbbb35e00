import { log } from '../runner/log.ts'

export interface Cancellation {
  /** Aborted when the runner asks the step to stop. */
  readonly signal: AbortSignal
  dispose(): void
}

/**
 * A cancelled workflow sends SIGINT, then SIGTERM a few seconds later, then kills the process.
 * Listening turns either signal into an abort, so every wait of the step ends at once and the
 * step still sets its outputs and summary before it exits non-zero.
 */
export function watchForCancellation(): Cancellation {
  const controller = new AbortController()
  const onSignal = (signalName: NodeJS.Signals): void => {
    if (controller.signal.aborted) return
    log.info(`Received ${signalName}: the workflow is being cancelled; stopping.`)
    controller.abort()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    },
  }
}
