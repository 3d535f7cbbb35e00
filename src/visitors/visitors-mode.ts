import { defineMode } from '../step/mode.ts'
import { readVisitorsSettings, VISITORS_INPUTS } from './visitors-inputs.ts'

/** Visitors mode for the mode table: its inputs are read at once, its code loaded only when it runs. */
export const visitorsMode = defineMode({
  title: 'Visitors report',
  inputs: VISITORS_INPUTS,
  readSettings: readVisitorsSettings,
  load: async () => (await import('./run-visitors.ts')).runVisitorsMode,
})
