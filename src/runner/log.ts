import * as core from '@actions/core'
import { forLog } from '../text/untrusted.ts'

/**
 * The step's only way to print. Every message, whatever it quotes, passes through `forLog`
 * whole, so no text from the platform, GitHub or a file can start a workflow command or show a
 * secret. Annotations always carry a title, which is what GitHub shows first.
 */
export const log = {
  info(message: string): void {
    core.info(forLog(message))
  },
  /** Payloads and requests, shown when the run has debug logging on. */
  debug(message: string): void {
    if (core.isDebug()) core.debug(forLog(message, 2_000))
  },
  notice(message: string, title: string): void {
    core.notice(forLog(message), { title: forLog(title, 200) })
  },
  warning(message: string, title: string): void {
    core.warning(forLog(message), { title: forLog(title, 200) })
  },
  error(message: string, title: string): void {
    core.error(forLog(message), { title: forLog(title, 200) })
  },
  /** A collapsible group in the log for one phase of the step. */
  group<T>(name: string, work: () => Promise<T>): Promise<T> {
    return core.group(forLog(name, 200), work)
  },
}
