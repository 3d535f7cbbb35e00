import type { OutputDeclarations } from '../inputs/declaration.ts'
import type { ModeOutputs } from '../step/result.ts'
import { plainIdProblem } from '../text/plain-id.ts'
import type { DeploymentRun } from './deployment.ts'
import { isKnownDeploymentStatus } from './deployment-status.ts'

/*
 * The outputs every mode that deploys sets, declared once: each such mode lists these among its
 * own, and the mode table joins them as one (a name two modes declare must be described alike).
 */

export const DEPLOYMENT_OUTPUTS = {
  'status-id':
    "The deployment's status id, set as soon as the platform gives it (a plain id only): status-id waits for it again.",
  'deployment-status':
    "The deployment's last status: queued (as the trigger answered, until a status is read), in_progress, success or failure.",
} as const satisfies OutputDeclarations

export type DeploymentOutputName = keyof typeof DEPLOYMENT_OUTPUTS

/** The outputs of what the run learned; the status id was set the moment it was known, and is set again here. */
export function deploymentOutputs(run: DeploymentRun): ModeOutputs<DeploymentOutputName> {
  if (run.statusId === undefined) return {}
  const status = run.status?.status ?? (run.task.kind === 'trigger' ? 'queued' : undefined)
  // Only what a later step may rely on: a plain id, and one of the contract's four statuses.
  return {
    ...(plainIdProblem(run.statusId) === undefined ? { 'status-id': run.statusId } : {}),
    ...(status !== undefined && isKnownDeploymentStatus(status) ? { 'deployment-status': status } : {}),
  }
}
