import { agentMode } from './agent/agent-mode.ts'
import { COMMON_INPUT_DEFAULTS, type InputDefaults } from './inputs/read-inputs.ts'
import type { Mode } from './step/mode.ts'
import { SHARED_OUTPUT_NAMES, type SharedOutputName } from './step/result.ts'
import { visitorsMode } from './visitors/visitors-mode.ts'

/**
 * The modes, by the value of the `mode` input. A new mode is a folder of its own (its inputs,
 * outputs, settings reader and runner, see `defineMode`) and one line here: every list below is
 * built from this table.
 */
export const MODES = {
  agent: agentMode,
  visitors: visitorsMode,
} as const satisfies Readonly<Record<string, Mode>>

export type ModeName = keyof typeof MODES

export const MODE_NAMES = Object.keys(MODES) as ModeName[]

/*
 * What action.yml must declare, built from the table: the shared entries and each mode's own. A
 * test holds action.yml equal to these lists, and that no name belongs to two owners.
 */

/** Every input, with action.yml's default. */
export const INPUT_DEFAULTS: InputDefaults = Object.fromEntries([
  ...Object.entries(COMMON_INPUT_DEFAULTS),
  ...Object.values(MODES).flatMap((mode) => Object.entries(mode.inputs)),
])

/** Every output the action can set; `StepOutputs.set` takes only these names. */
export type OutputName = SharedOutputName | (typeof MODES)[ModeName]['outputs'][number]

export const OUTPUT_NAMES: readonly OutputName[] = [
  ...SHARED_OUTPUT_NAMES,
  ...Object.values(MODES).flatMap((mode): readonly OutputName[] => mode.outputs),
]
