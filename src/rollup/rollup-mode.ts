import type { RolledFigure } from '../posting/rolled-figures.ts'
import { defineMode } from '../step/mode.ts'
import { ROLLUP_INPUTS, ROLLUP_OUTPUTS } from './rollup-declaration.ts'

/**
 * Rollup mode for the mode table: one report for the organization, from this run's report
 * artifacts. It sends nothing to the platform, so it takes no key and no project. Its code is
 * loaded only when it runs. `figures`: what it sums of each report, as the report's sections
 * declare them, which the mode table hands it (a mode never imports another's code).
 */
export const rollupModeFor = (figures: readonly RolledFigure[]) =>
  defineMode({
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
      return {
        readSettings: (common, inputs, environment) => readRollupSettings(common, inputs, environment, figures),
        run: runRollupMode,
      }
    },
  })
