import type { CommonSettings } from '../inputs/read-inputs.ts'
import type { InputName } from '../inputs/read-inputs.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from './limits.ts'
import type { StepResult } from './result.ts'

/** What a mode works with; unit tests hand it fakes. */
export interface ModeCollaborators {
  readonly platform: PlatformClient
  readonly environment: RunnerEnvironment
  readonly limits: StepLimits
  /** Sets the `job-id` output at once, so it survives a crash of the step. */
  readonly publishJobId: (jobId: string) => void
}

/** A mode: from its settings and collaborators to a result. It never sets outputs or fails the step itself. */
export type ModeRunner<S> = (settings: S, collaborators: ModeCollaborators) => Promise<StepResult>

export interface ModeDefinition<S extends CommonSettings> {
  /** What the summary calls the step when the mode never started: `Docs agent`. */
  readonly title: string
  /** Inputs only this mode reads. */
  readonly inputs: readonly InputName[]
  readSettings(common: CommonSettings, environment: RunnerEnvironment, now: Date): S
  /** Loaded on demand, so a step loads only its own mode's code. */
  load(): Promise<ModeRunner<S>>
}

/** A mode with its settings type erased, as the mode table holds it. */
export interface Mode {
  readonly title: string
  readonly inputs: readonly InputName[]
  /** Reads the mode's inputs (throwing on bad input), then returns the work to run. */
  prepare(
    common: CommonSettings,
    environment: RunnerEnvironment,
    now: Date,
  ): (collaborators: ModeCollaborators) => Promise<StepResult>
}

export function defineMode<S extends CommonSettings>(definition: ModeDefinition<S>): Mode {
  return {
    title: definition.title,
    inputs: definition.inputs,
    prepare(common, environment, now) {
      const settings = definition.readSettings(common, environment, now)
      return async (collaborators) => (await definition.load())(settings, collaborators)
    },
  }
}
