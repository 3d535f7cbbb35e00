import * as core from '@actions/core'
import type { OutputName } from '../modes.ts'
import { forLog } from '../text/untrusted.ts'
import { own } from './log.ts'
import { errorMessage } from '../step/limits.ts'

/**
 * Writes the step's outputs to the runner's output file. A file that cannot be written (full
 * disk, a missing path on a self-hosted runner) must not crash the step halfway, losing the
 * summary and the job id: the first failure is kept, for the step to report, and the rest are
 * still tried.
 */
export interface StepOutputs {
  /** Only the outputs action.yml declares (built from the mode table), so a misspelt name does not compile. */
  set(name: OutputName, value: string | number): void
  /** Why outputs could not be written, if one could not. */
  readonly problem: string | undefined
}

export function createStepOutputs(): StepOutputs {
  let problem: string | undefined
  return {
    set(name, value) {
      try {
        // Without an output file the toolkit prints a command instead: the step's own.
        own(() => core.setOutput(name, forLog(String(value))))
      } catch (error) {
        problem ??= `The step's outputs could not be written to the runner's output file: ${errorMessage(error)}`
      }
    },
    get problem() {
      return problem
    },
  }
}
