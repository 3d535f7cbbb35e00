import type { CommonInputName } from '../inputs/read-inputs.ts'
import { defineMode } from '../step/mode.ts'
import type { ModeOutputs } from '../step/result.ts'
import { readVisitorsSettings } from './visitors-inputs.ts'

/*
 * Visitors mode for the mode table, and all it declares in action.yml: the inputs only it
 * reads, with their defaults, and the outputs it can set. src/modes.ts joins these with the
 * other modes' and the shared ones; a test holds the result equal to action.yml.
 */

export const VISITORS_INPUT_DEFAULTS = {
  'date-from': '',
  'date-to': '',
  include: '',
  compare: 'none',
  'page-size': '250',
  'search-rows': '500',
  'summary-rows': '20',
  'report-dir': '',
  'artifact-name': 'visitors-report',
  'artifact-retention-days': '',
  overwrite: 'false',
} as const

/** What visitors mode's settings reader may read: the common inputs and its own. */
export type VisitorsInputName = CommonInputName | keyof typeof VISITORS_INPUT_DEFAULTS

export const VISITORS_OUTPUTS = [
  'total',
  'total-human',
  'total-ai',
  'path-count',
  'previous-total',
  'total-change',
  'content-gaps-file',
  'content-gap-count',
  'report-path',
  'artifact-id',
  'artifact-url',
  'artifact-digest',
] as const

export type VisitorsOutputName = (typeof VISITORS_OUTPUTS)[number]
export type VisitorsOutputs = ModeOutputs<VisitorsOutputName>

/** Its inputs are read at once, its code loaded only when it runs. */
export const visitorsMode = defineMode({
  title: 'Visitors report',
  inputs: VISITORS_INPUT_DEFAULTS,
  outputs: VISITORS_OUTPUTS,
  readSettings: readVisitorsSettings,
  load: async () => (await import('./run-visitors.ts')).runVisitorsMode,
})
