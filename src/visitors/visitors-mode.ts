import { defineMode } from '../step/mode.ts'
import { VISITORS_INPUTS, VISITORS_OUTPUTS } from './visitors-declaration.ts'

// What a roll-up of several projects' reports sums, as the sections declare it: the mode table hands it to rollup mode.
export { ROLLED_FIGURES } from './sections/table.ts'

/**
 * Visitors mode for the mode table: what it declares (its own inputs and outputs and its report
 * sections', which brings the sections' declarations into every step), and its code, loaded only
 * when it runs: the export, the files, the history and the summary. The settings reader and the
 * runner come from one module, so the bundle holds them in one chunk.
 */
export const visitorsMode = defineMode({
  title: 'Visitors report',
  action: {
    folder: 'report',
    name: 'Mintlify Weekly Docs Report',
    description:
      'A weekly report of how your Mintlify docs are read: visitors, pages, searches, feedback and the assistant, week on week.',
  },
  inputs: VISITORS_INPUTS,
  outputs: VISITORS_OUTPUTS,
  load: async () => {
    const { readVisitorsSettings, runVisitorsMode } = await import('./run-visitors.ts')
    return { readSettings: readVisitorsSettings, run: runVisitorsMode }
  },
})
