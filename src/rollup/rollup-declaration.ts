import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'
import { POSTING_OUTPUTS, TOTAL_VISITORS_OUTPUT } from '../posting/posting-outputs.ts'

/*
 * All that rollup mode declares in action.yml: which of this run's artifacts are the reports to
 * roll up, and the projects expected among them; the summary file and headline it shares with
 * visitors mode, and its counts. A leaf: the settings reader and the runner import these names.
 */

export const ROLLUP_INPUTS = {
  reports: {
    default: '*-report',
    description:
      "Rollup mode: the name pattern of this run's report artifacts (* any characters, ? one); each one's <name>-progress is read too.",
  },
  projects: {
    default: '',
    description:
      'Rollup mode: the project ids expected, separated by commas, spaces or lines; a project with no report in this run gets a row saying so. Empty: the projects found.',
  },
} as const satisfies InputDeclarations

/** What rollup mode's settings reader may read: the common inputs and its own. */
export type RollupInputName = CommonInputName | keyof typeof ROLLUP_INPUTS

export const ROLLUP_OUTPUTS = {
  ...POSTING_OUTPUTS,
  projects: 'Rollup mode: how many projects the roll-up has a row for, those expected without a report included.',
  total: TOTAL_VISITORS_OUTPUT,
  'projects-missing':
    'Rollup mode: how many rows have no complete report in this run (no report, a partial one, or one refused); 0 when every report is in.',
} as const satisfies OutputDeclarations

export type RollupOutputName = keyof typeof ROLLUP_OUTPUTS
