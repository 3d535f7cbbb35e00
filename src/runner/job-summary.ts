import * as core from '@actions/core'
import { errorMessage } from '../step/limits.ts'
import { log } from './log.ts'
import type { RunnerEnvironment } from './environment.ts'

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
  try {
    await core.summary.addRaw(markdown).write()
  } catch (error) {
    log.warning(`The job summary could not be written: ${errorMessage(error)}`, 'Job summary not written')
  } finally {
    core.summary.emptyBuffer()
  }
}
