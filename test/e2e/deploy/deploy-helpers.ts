import { runAction, type ActionRun, type RunOptions } from '../../harness/run-action.ts'
import { withServers, type ServerSpec } from '../../harness/servers.ts'
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
export async function runDeploy(
  deployment: DeploymentScript,
  extra: Record<string, string> = {},
  spec: Omit<ServerSpec, 'platform'> & {
    readonly platform?: Omit<NonNullable<ServerSpec['platform']>, 'deployment'>
  } = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<{ run: ActionRun; platform: Simulator }> {
  return withServers({ ...spec, platform: { ...spec.platform, deployment } }, async ({ platform }) => ({
    run: await runAction({ ...options, inputs: deployInputs(platform, extra) }),
    platform,
  }))
}
