import { defineMode } from '../step/mode.ts'
import { ROLLUP_INPUTS, ROLLUP_OUTPUTS } from './rollup-declaration.ts'

/**
 * Rollup mode for the mode table: one report for the organization, from this run's report
 * artifacts. It sends nothing to the platform, so it takes no key and no project. Its code is
 * loaded only when it runs.
 */
export const rollupMode = defineMode({
  title: 'Docs analytics roll-up',
  action: {
    folder: 'rollup',
    name: 'Mintlify Docs Reports Rolled Up',
    description:
      "This run's Mintlify weekly reports, one per project, in one summary for the organization. Needs no API key.",
  },
  platform: false,
  inputs: ROLLUP_INPUTS,
  outputs: ROLLUP_OUTPUTS,
  load: async () => {
    const { readRollupSettings, runRollupMode } = await import('./run-rollup.ts')
    return { readSettings: readRollupSettings, run: runRollupMode }
  },
})
