import { defineMode } from '../step/mode.ts'
import { VISITORS_INPUT_DEFAULTS, VISITORS_OUTPUTS } from './visitors-declaration.ts'

/**
 * Visitors mode for the mode table: what it declares, and its code, loaded only when it runs (its
 * settings reader reads the table of report sections, which brings most of the mode with it).
 */
export const visitorsMode = defineMode({
  title: 'Visitors report',
  inputs: VISITORS_INPUT_DEFAULTS,
  outputs: VISITORS_OUTPUTS,
  load: () => import('./visitors-code.ts'),
})
