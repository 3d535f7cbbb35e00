import { runAgainstDeployments, type DeploymentSpec } from '../deployment-step.ts'
import type { ActionRun, RunOptions } from '../../harness/run-action.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type Simulator } from '../../simulator/server.ts'

/** The simulator's active automation (DEFAULT_AUTOMATIONS), and the run id its first trigger answers with. */
export const AUTOMATION = 'auto-changelog'
export const FIRST_RUN = 'run_0001'
export const FIRST_JOB = 'bg_run_0001'

/** Where the summary and the messages send a person to see the automation's runs. */
export const AUTOMATIONS_PAGE = 'https://app.mintlify.com/products/automations'

/** What a lost trigger answer asks the person to check, as every such ending says it. */
export const LOST =
  "A run may have been queued even so. Check the automation's runs on the dashboard's Automations page " +
  `(${AUTOMATIONS_PAGE}): a re-run of this job queues none again. To queue one anyway, start a new run of the workflow; each run consumes credits as a scheduled run does.`

/** Inputs of an automation step against `simulator` that triggers `auto-changelog`, with `extra` on top. */
export function automationInputs(simulator: Pick<Simulator, 'url'>, extra: Record<string, string> = {}) {
  return {
    'api-key': SIMULATOR_API_KEY,
    'project-id': SIMULATOR_PROJECT,
    'base-url': simulator.url,
    mode: 'automation',
    'automation-id': AUTOMATION,
    ...extra,
  }
}

/** One automation step against a simulator running `deployment` (and the rest of `spec`): the run, and the simulator after it. */
export function runAutomation(
  deployment: DeploymentScript = {},
  extra: Record<string, string> = {},
  spec: DeploymentSpec = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<{ run: ActionRun; platform: Simulator }> {
  return runAgainstDeployments(deployment, (platform) => automationInputs(platform, extra), spec, options)
}

/** The trigger requests the simulator received: a step sends one, whatever happens to its answer. */
export function triggers(platform: Simulator): number {
  return platform.requests.filter((request) => request.method === 'POST').length
}
