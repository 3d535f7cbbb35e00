import { agentMode } from './agent/agent-mode.ts'
import { automationMode } from './automation/automation-mode.ts'
import { deployMode } from './deploy/deploy-mode.ts'
import { COMMON_INPUTS, PLATFORM_TARGET_INPUTS } from './inputs/common-inputs.ts'
import {
  joinModeInputs,
  joinModeOutputs,
  requireDistinctNames,
  type InputDeclarations,
  type OutputDeclarations,
} from './inputs/declaration.ts'
import { previewMode } from './preview/preview-mode.ts'
import type { Mode } from './step/mode.ts'
import { rollupModeFor } from './rollup/rollup-mode.ts'
import { SHARED_OUTPUTS, type SharedOutputName } from './step/result.ts'
import { ROLLED_FIGURES, visitorsMode } from './visitors/visitors-mode.ts'

/**
 * The modes, by the value of the `mode` input. A new mode is a folder of its own (its inputs,
 * outputs, settings reader and runner, see `defineMode`) and one line here: every list below is
 * built from this table.
 */
export const MODES = {
  agent: agentMode,
  visitors: visitorsMode,
  deploy: deployMode,
  preview: previewMode,
  automation: automationMode,
  rollup: rollupModeFor(ROLLED_FIGURES),
} as const satisfies Readonly<Record<string, Mode>>

export type ModeName = keyof typeof MODES

export const MODE_NAMES = Object.keys(MODES) as ModeName[]

/*
 * What action.yml declares, built from the table: the shared entries, then each mode's own, an
 * input or an output several modes share once (its one declaration names them).
 * scripts/action-yml.ts writes action.yml from these two lists.
 */

const MODE_INPUTS = joinModeInputs(MODES)
const MODE_OUTPUTS = joinModeOutputs(MODES)
requireDistinctNames('the inputs', COMMON_INPUTS, MODE_INPUTS)
requireDistinctNames('the outputs', SHARED_OUTPUTS, MODE_OUTPUTS)

/** Every input, with its default and description. */
export const INPUTS: InputDeclarations = { ...COMMON_INPUTS, ...MODE_INPUTS }

// A 1.0.0 name is an input of its own in action.yml: neither a name in use, nor the former name of two inputs.
requireDistinctNames(
  'the inputs and their 1.0.0 names',
  INPUTS,
  ...Object.values(INPUTS).flatMap(({ formerName }) => (formerName === undefined ? [] : [{ [formerName]: true }])),
)

/*
 * Each mode's own action (`report/action.yml`): the common inputs it reads and its mode's own,
 * its mode's outputs and the shared ones. scripts/action-yml.ts writes one file for each.
 */

/** The mode each mode's own action runs, by its folder: `report` → `visitors`. */
export const MODE_OF_ACTION: Readonly<Record<string, ModeName>> = Object.fromEntries(
  MODE_NAMES.map((name) => [MODES[name].action.folder, name]),
)
requireDistinctNames("the modes' own actions", ...MODE_NAMES.map((name) => ({ [MODES[name].action.folder]: true })))

/** What a mode's own action declares as inputs: no `mode`, and no platform address for a mode that sends nothing there. */
export function modeActionInputs(name: ModeName): InputDeclarations {
  const mode = MODES[name]
  const platformOnly: readonly string[] = PLATFORM_TARGET_INPUTS
  const common = Object.entries(COMMON_INPUTS).filter(
    ([input]) => input !== 'mode' && (mode.platform || !platformOnly.includes(input)),
  )
  return { ...Object.fromEntries(common), ...mode.inputs }
}

/** What a mode's own action declares as outputs. */
export function modeActionOutputs(name: ModeName): OutputDeclarations {
  return { ...SHARED_OUTPUTS, ...MODES[name].outputs }
}

/** Every output the action can set; `StepOutputs.set` takes only these names. */
export type OutputName = SharedOutputName | { [M in ModeName]: keyof (typeof MODES)[M]['outputs'] & string }[ModeName]

/** Every output, with its description. */
export const OUTPUTS: OutputDeclarations = { ...SHARED_OUTPUTS, ...MODE_OUTPUTS }

export const OUTPUT_NAMES = Object.keys(OUTPUTS) as readonly OutputName[]
