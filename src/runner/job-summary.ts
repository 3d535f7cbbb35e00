import { constants } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { errorMessage } from '../text/format.ts'
import { log } from './log.ts'
import type { RunnerEnvironment } from './environment.ts'

/** A summary file that does not take the text within this long (a FIFO, a hung disk) is given up on. */
const WRITE_LIMIT_MS = 10_000

/**
 * Appends the step's summary to the runner's summary file. The summary reports on the work:
 * failing to write it warns, and never fails work that succeeded. Outside a runner there is no
 * file, and nothing is written.
 */
export async function writeJobSummary(markdown: string, environment: RunnerEnvironment): Promise<void> {
  if (!environment.summaryFile) {
    log.info('No GITHUB_STEP_SUMMARY file (not on a runner): the job summary is not written.')
    return
  }
  let timer: NodeJS.Timeout | undefined
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the file did not take it within ${WRITE_LIMIT_MS / 1_000}s`)),
      WRITE_LIMIT_MS,
    )
  })
  try {
    // As @actions/core appends it, but opened without blocking: a FIFO nobody reads fails at once.
    const write = appendFile(environment.summaryFile, markdown, {
      flag: constants.O_WRONLY | constants.O_APPEND | constants.O_NONBLOCK,
    })
    await Promise.race([write, tooSlow])
  } catch (error) {
    log.warning(`The job summary could not be written: ${errorMessage(error)}`, 'Job summary not written')
  } finally {
    clearTimeout(timer)
  }
}
