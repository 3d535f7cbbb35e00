import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'

/*
 * All that automation mode declares in action.yml: the automation to trigger, and the ids of the
 * run the platform queued. src/modes.ts joins these with the other modes' and the shared ones,
 * and action.yml is written from them. A leaf: the settings reader and the runner import these
 * names, and nothing here imports them back.
 */

export const AUTOMATION_INPUTS = {
  'automation-id': {
    default: '',
    requiredByMode: true,
    description:
      "Automation mode (required): the id of the automation to run now, copied from its settings on the dashboard's Automations page. It must be active and on a custom schedule.",
  },
} as const satisfies InputDeclarations

/** What automation mode's settings reader may read: the common inputs and its own. */
export type AutomationInputName = CommonInputName | keyof typeof AUTOMATION_INPUTS

export const AUTOMATION_OUTPUTS = {
  'automation-run-id':
    "The queued automation run's id, as the dashboard's run history lists it; set when the platform queued a run and named it with a plain id.",
  'automation-job-id': 'The id of the background job that processes the run; set as automation-run-id is.',
} as const satisfies OutputDeclarations

export type AutomationOutputName = keyof typeof AUTOMATION_OUTPUTS
