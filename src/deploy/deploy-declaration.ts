import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { InputDeclarations } from '../inputs/declaration.ts'
import { WAITING_INPUTS } from '../inputs/waiting-inputs.ts'
import { STATUS_ID_INPUTS } from '../deployments/deployment-inputs.ts'
import { ENVIRONMENT_INPUTS } from '../environments/environment-input.ts'
import { DEPLOYMENT_OUTPUTS } from '../deployments/deployment-outputs.ts'

/*
 * All that deploy mode declares in action.yml: `status-id` and `environment`, which it shares
 * with preview mode,
 * the waiting inputs it shares with agent and preview modes, and the outputs every mode that
 * deploys sets. src/modes.ts joins these with the other modes' and the shared ones, and
 * action.yml is written from them. A leaf: the settings reader and the runner import these
 * names, and nothing here imports them back.
 */

export const DEPLOY_INPUTS = {
  ...STATUS_ID_INPUTS,
  ...ENVIRONMENT_INPUTS,
  ...WAITING_INPUTS,
} as const satisfies InputDeclarations

/** What deploy mode's settings reader may read: the common inputs and its own. */
export type DeployInputName = CommonInputName | keyof typeof DEPLOY_INPUTS

export const DEPLOY_OUTPUTS = DEPLOYMENT_OUTPUTS

export type DeployOutputName = keyof typeof DEPLOY_OUTPUTS
