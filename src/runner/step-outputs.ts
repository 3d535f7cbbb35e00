import * as core from '@actions/core'
import { forLog } from '../text/untrusted.ts'
import { asOwnOutput } from './log.ts'
import { errorMessage } from '../text/format.ts'

/**
 * Writes the step's outputs to the runner's output file. A file that cannot be written (full
 * disk, a missing path on a self-hosted runner) must not crash the step halfway, losing the
 * summary and the job id: the first failure is kept, for the step to report, and the rest are
 * still tried.
 */
export interface StepOutputs<N extends string> {
  /** Only the names `N` (main.ts passes the outputs action.yml declares), so a misspelt name does not compile. */
  set(name: N, value: string | number): void
  /** Why outputs could not be written, if one could not. */
  readonly problem: string | undefined
}

/**
 * `multiLine`: the outputs whose line breaks are kept (a headline of several lines); in every
 * other, a line break shows as `\n`, so a value pasted into a command stays one line.
 */
export function createStepOutputs<N extends string>(multiLine: readonly N[] = []): StepOutputs<N> {
  let problem: string | undefined
  return {
    set(name, value) {
      const safe = multiLine.includes(name)
        ? String(value)
            .split('\n')
            .map((line) => forLog(line))
            .join('\n')
        : forLog(String(value))
      try {
        // Without an output file the toolkit prints a command instead: the step's own.
        asOwnOutput(() => core.setOutput(name, safe))
      } catch (error) {
        problem ??= `The step's outputs could not be written to the runner's output file: ${errorMessage(error)}`
      }
    },
    get problem() {
      return problem
    },
  }
}
