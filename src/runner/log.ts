import * as core from '@actions/core'
import { forLog } from '../text/untrusted.ts'

/**
 * The step's only way to print. Every message, whatever it quotes, passes through `forLog`
 * whole, so no text from the platform, GitHub or a file can start a workflow command or show a
 * secret. Annotations always carry a title, which is what GitHub shows first.
 */
export const log = {
  info(message: string): void {
    asOwnOutput(() => core.info(forLog(message)))
  },
  /** Payloads and requests, shown when the run has debug logging on. */
  debug(message: string): void {
    if (core.isDebug()) asOwnOutput(() => core.debug(forLog(message, 2_000)))
  },
  notice(message: string, title: string): void {
    asOwnOutput(() => core.notice(forLog(message), { title: forLog(title, 200) }))
  },
  warning(message: string, title: string): void {
    asOwnOutput(() => core.warning(forLog(message), { title: forLog(title, 200) }))
  },
  error(message: string, title: string): void {
    asOwnOutput(() => core.error(forLog(message), { title: forLog(title, 200) }))
  },
  /** Asks the runner to mask `value` wherever it appears in the log. */
  mask(value: string): void {
    asOwnOutput(() => core.setSecret(value))
  },
  /** A collapsible group in the log for one phase of the step. */
  async group<T>(name: string, work: () => Promise<T>): Promise<T> {
    asOwnOutput(() => core.startGroup(forLog(name, 200)))
    try {
      return await work()
    } finally {
      asOwnOutput(() => core.endGroup())
    }
  },
}

let writingOwn = false

/** True while this module prints: what the step writes itself, as opposed to a library's output. */
export function isOwnOutput(): boolean {
  return writingOwn
}

/** Runs `write`, which prints through the toolkit, as the step's own output (see foreign-output.ts). */
export function asOwnOutput(write: () => void): void {
  writingOwn = true
  try {
    write()
  } finally {
    writingOwn = false
  }
}
