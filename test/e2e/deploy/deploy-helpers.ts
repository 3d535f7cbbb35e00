import { runAgainstDeployments, type DeploymentSpec } from '../deployment-step.ts'
import type { ActionRun, RunOptions } from '../../harness/run-action.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { Simulator } from '../../simulator/server.ts'
import { platformInputs } from '../helpers.ts'

/** The status id the simulator gives the first deployment a test triggers. */
export const FIRST_STATUS = 'status_0001'

/** Inputs of a deploy step against `simulator`, polling every 100 ms, with `extra` on top. */
export function deployInputs(simulator: Pick<Simulator, 'url'>, extra: Record<string, string> = {}) {
  return { ...platformInputs(simulator, 'deploy'), ...extra }
}

/**
 * One deploy step against a simulator running `deployment` (and the rest of `spec`): the run, and
 * the simulator as it was afterwards.
 */
export function runDeploy(
  deployment: DeploymentScript,
  extra: Record<string, string> = {},
  spec: DeploymentSpec = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<{ run: ActionRun; platform: Simulator }> {
  return runAgainstDeployments(deployment, (platform) => deployInputs(platform, extra), spec, options)
}
