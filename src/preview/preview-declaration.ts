import { COMMENT_INPUTS, COMMENT_OUTPUTS } from '../comments/comment-declaration.ts'
import { STATUS_ID_INPUTS } from '../deployments/deployment-inputs.ts'
import { DEPLOYMENT_OUTPUTS } from '../deployments/deployment-outputs.ts'
import { ENVIRONMENT_INPUTS } from '../environments/environment-input.ts'
import type { CommonInputName } from '../inputs/common-inputs.ts'
import type { InputDeclarations, OutputDeclarations } from '../inputs/declaration.ts'
import { WAITING_INPUTS } from '../inputs/waiting-inputs.ts'

/*
 * All that preview mode declares in action.yml: `branch`, its own; `status-id` and
 * `environment`, which it shares with deploy mode; the waiting inputs and `comment`, which it shares with agent mode (and the
 * waiting inputs with deploy mode); and the outputs of a deployment, its preview's address and
 * its comment. src/modes.ts joins these with the other modes' and the shared ones, and
 * action.yml is written from them. A leaf: the settings reader and the runner import these
 * names, and nothing here imports them back.
 */

export const PREVIEW_INPUTS = {
  branch: {
    default: '',
    description:
      "Preview mode: the branch to preview. By default the pull request's head branch (pull_request, pull_request_target) or the branch pushed (push); elsewhere required.",
  },
  ...STATUS_ID_INPUTS,
  ...ENVIRONMENT_INPUTS,
  ...WAITING_INPUTS,
  ...COMMENT_INPUTS,
} as const satisfies InputDeclarations

/** What preview mode's settings reader may read: the common inputs and its own. */
export type PreviewInputName = CommonInputName | keyof typeof PREVIEW_INPUTS

export const PREVIEW_OUTPUTS = {
  'preview-url':
    "The preview's address (https), as the trigger answered; empty when none, as for a step given status-id.",
  ...DEPLOYMENT_OUTPUTS,
  ...COMMENT_OUTPUTS,
} as const satisfies OutputDeclarations

export type PreviewOutputName = keyof typeof PREVIEW_OUTPUTS
