import type { CommonInputName } from '../inputs/read-inputs.ts'
import type { ModeOutputs } from '../step/result.ts'

/*
 * All that visitors mode declares in action.yml: the inputs only it reads, with their defaults,
 * and the outputs it can set. src/modes.ts joins these with the other modes' and the shared
 * ones; a test holds the result equal to action.yml. A leaf: the settings reader and the runner
 * import these names, and nothing here imports them back.
 */

export const VISITORS_INPUT_DEFAULTS = {
  'date-from': '',
  'date-to': '',
  include: '',
  compare: 'none',
  history: 'auto',
  'history-periods': '52',
  'page-size': '250',
  'search-rows': '500',
  'assistant-rows': '1000',
  'assistant-responses': 'false',
  'reader-text': 'auto',
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
  'reader-text',
  'content-gap-count',
  'history-size',
  'comparison-source',
  'report-path',
  'artifact-id',
  'artifact-url',
  'artifact-digest',
] as const

export type VisitorsOutputName = (typeof VISITORS_OUTPUTS)[number]
export type VisitorsOutputs = ModeOutputs<VisitorsOutputName>
