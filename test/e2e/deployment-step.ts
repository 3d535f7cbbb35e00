import { runAction, type ActionRun, type RunOptions } from '../harness/run-action.ts'
import { withServers, type ServerSpec } from '../harness/servers.ts'
import type { DeploymentScript } from '../simulator/deployment-status.ts'
import type { Simulator } from '../simulator/server.ts'

/** The servers of a step against the platform's deployments: the simulator's `deployment` script is the test's own. */
export type DeploymentSpec = Omit<ServerSpec, 'platform'> & {
  readonly platform?: Omit<NonNullable<ServerSpec['platform']>, 'deployment'>
}

/**
 * One step of a mode that triggers something (deploy, preview, automation) against a simulator
 * running `deployment` and the rest of `spec`, its inputs made for that simulator by `inputsFor`:
 * the run, and the simulator as it was afterwards.
 */
export function runAgainstDeployments(
  deployment: DeploymentScript,
  inputsFor: (platform: Simulator) => Record<string, string>,
  spec: DeploymentSpec = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<{ run: ActionRun; platform: Simulator }> {
  return withServers({ ...spec, platform: { ...spec.platform, deployment } }, async ({ platform }) => ({
    run: await runAction({ ...options, inputs: inputsFor(platform) }),
    platform,
  }))
}
