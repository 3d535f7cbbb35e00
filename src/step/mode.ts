import { inputReader } from '../inputs/read-inputs.ts'
import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { InputDeclarations } from '../inputs/declaration.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from '../runner/limits.ts'
import type { StepResult } from './result.ts'

/** What a mode works with; unit tests hand it fakes. */
export interface ModeCollaborators {
  readonly platform: PlatformClient
  readonly environment: RunnerEnvironment
  readonly limits: StepLimits
  /** Sets the `job-id` output at once, so it survives a crash of the step. */
  readonly publishJobId: (jobId: string) => void
  /** Sets the `status-id` output at once, so a deployment's id survives a crash of the step. */
  readonly publishStatusId: (statusId: string) => void
}

/** A mode: from its settings and collaborators to a result. It never sets outputs or fails the step itself. */
export type ModeRunner<S, O extends string> = (settings: S, collaborators: ModeCollaborators) => Promise<StepResult<O>>

/** A mode's code: how it reads its settings and its runner, loaded together when the mode runs. */
export interface ModeCode<S extends CommonSettings, I extends InputDeclarations, O extends string> {
  /** Reads the settings through `inputs`, which reads the common inputs and this mode's own. */
  readSettings(
    common: CommonSettings,
    inputs: InputReader<CommonInputName | (keyof I & string)>,
    environment: RunnerEnvironment,
    now: Date,
  ): S
  readonly run: ModeRunner<S, O>
}

/**
 * The mode's own action, beside the root one: `report/action.yml`, which runs the same bundle with
 * its mode fixed and declares only the common inputs and the mode's own, so an editor offers only
 * those and actionlint refuses the rest. scripts/action-yml.ts writes it from these words.
 */
export interface ModeAction {
  /** Its folder, and so its name in `uses:` (`docs-agent-action/docs-agent-action/report@v2`). */
  readonly folder: string
  /** What an editor calls it. */
  readonly name: string
  /** One or two sentences, at most 125 characters, as the Marketplace takes an action's. */
  readonly description: string
}

/**
 * Everything a mode is, in its own folder: what it declares in action.yml (its inputs with their
 * defaults, its outputs), how it reads its settings, and its runner. The mode table and the
 * lists action.yml must match are built from these, so a new mode edits no shared list.
 */
export interface ModeDefinition<S extends CommonSettings, I extends InputDeclarations, O extends string> {
  /** What the summary calls the step when the mode never started: `Docs agent`. */
  readonly title: string
  /** False for a mode that sends no request to the platform (rollup): it takes no `api-key` or `project-id`. */
  readonly platform?: false
  readonly action: ModeAction
  /** The inputs only this mode reads, each with action.yml's default (`''` for none) and description. */
  readonly inputs: I
  /** The outputs this mode can set, beyond the shared `conclusion` and `error`, with their descriptions. */
  readonly outputs: Readonly<Record<O, string>>
  /**
   * Loaded on demand, settings reader included, so a step loads only its own mode's code; the
   * settings are still read, and bad input refused, before any request.
   */
  load(): Promise<ModeCode<S, I, O>>
}

/** A loaded mode, its settings type erased: reads its inputs (throwing on bad input), then returns the work to run. */
export type PrepareMode<O extends string> = (
  common: CommonSettings,
  environment: RunnerEnvironment,
  now: Date,
) => (collaborators: ModeCollaborators) => Promise<StepResult<O>>

/** A mode with its settings type erased, as the mode table holds it. */
export interface Mode<O extends string = string> {
  readonly title: string
  /** Whether the mode sends requests to the platform, and so needs `api-key` and `project-id`. */
  readonly platform: boolean
  readonly action: ModeAction
  readonly inputs: InputDeclarations
  /** Partial only so that a mode's table entry widens to every output name; each mode declares all of its own. */
  readonly outputs: Readonly<Partial<Record<O, string>>>
  /** Loads the mode's code; a failure here is a defect of the action, not of the inputs. */
  load(): Promise<PrepareMode<O>>
}

export function defineMode<S extends CommonSettings, I extends InputDeclarations, O extends string>(
  definition: ModeDefinition<S, I, O>,
): Mode<O> {
  const inputs = inputReader(definition.inputs)
  return {
    title: definition.title,
    platform: definition.platform ?? true,
    action: definition.action,
    inputs: definition.inputs,
    outputs: definition.outputs,
    async load() {
      const code = await definition.load()
      return (common, environment, now) => {
        const settings = code.readSettings(common, inputs, environment, now)
        return (collaborators) => code.run(settings, collaborators)
      }
    },
  }
}
