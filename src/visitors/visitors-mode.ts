import { defineMode } from '../step/mode.ts'
import { VISITORS_INPUTS, VISITORS_OUTPUTS } from './visitors-declaration.ts'

/**
 * Visitors mode for the mode table: what it declares, and its code, loaded only when it runs (its
 * settings reader reads the table of report sections, which brings most of the mode with it). The
 * settings reader and the runner come from one module, so the bundle holds them in one chunk.
 */
export const visitorsMode = defineMode({
  title: 'Visitors report',
  inputs: VISITORS_INPUTS,
  outputs: VISITORS_OUTPUTS,
  load: async () => {
    const { readVisitorsSettings, runVisitorsMode } = await import('./run-visitors.ts')
    return { readSettings: readVisitorsSettings, run: runVisitorsMode }
  },
})
