import { platformInputs, withoutMode } from '../e2e/helpers.ts'
import { RELEASE_EVENT } from '../fixtures/sample-inputs.ts'
import { runAction } from '../harness/run-action.ts'
import { withServers, type ServerSpec } from '../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../simulator/deployment-status.ts'
import type { SummaryScenario } from './scenarios.ts'

/*
 * Deploy mode's endings, photographed as the other summaries are: a deploy step on a published
 * release, against a simulator whose deployment follows a named scenario.
 */

function deploy(deployment: DeploymentScript, spec: ServerSpec = {}, inputs: Record<string, string> = {}) {
  return () =>
    withServers({ ...spec, platform: { ...spec.platform, deployment } }, ({ platform }) =>
      runAction({ action: 'deploy', env: RELEASE_EVENT, inputs: { ...deployStep(platform), ...inputs } }),
    )
}

/** The step of the deploy action a workflow writes: no `mode`, and the GitHub deployment in its default environment. */
function deployStep(platform: { url: string }): Record<string, string> {
  return { ...withoutMode(platformInputs(platform, 'deploy')), environment: '' }
}

export const DEPLOY_SCENARIOS: readonly SummaryScenario[] = [
  {
    name: 'deploy-succeeded',
    job: 'deploy',
    caption: 'deploy mode: on a published release, the deployment succeeded',
    conclusion: 'success',
    run: deploy(DEPLOYMENT_SCENARIOS.success),
  },
  {
    name: 'deploy-failed',
    job: 'deploy',
    caption: "deploy mode: the deployment failed; the build log's last lines are folded",
    conclusion: 'failure',
    run: deploy(DEPLOYMENT_SCENARIOS.failure),
  },
  {
    name: 'deploy-timed-out',
    job: 'deploy',
    caption: 'deploy mode: the timeout ran out while the deployment was still in progress',
    conclusion: 'timed-out',
    run: deploy(DEPLOYMENT_SCENARIOS.stuck, {}, { timeout: '2s', 'poll-interval': '500ms' }),
  },
  {
    name: 'deploy-trigger-lost',
    job: 'deploy',
    caption: "deploy mode: the trigger's answer was lost (HTTP 502), so a deployment may have been triggered",
    conclusion: 'failure',
    run: deploy({}, { platform: { faults: [{ route: 'update', fault: { type: 'status', status: 502 } }] } }),
  },
]
