import { automationInputs } from '../e2e/automation/automation-helpers.ts'
import { eventFile } from '../e2e/helpers.ts'
import { runAction } from '../harness/run-action.ts'
import { withServers, type ServerSpec } from '../harness/servers.ts'
import type { SummaryScenario } from './scenarios.ts'

/*
 * Automation mode's endings, photographed as the other summaries are: the step of
 * examples/automation-on-merge.yml on a push to main (a merged pull request), against the
 * simulator's automations.
 */

const PUSH_TO_MAIN = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_EVENT_PATH: eventFile('push-branch.json'),
  GITHUB_REF: 'refs/heads/main',
}

function automation(spec: ServerSpec = {}, inputs: Record<string, string> = {}) {
  return () =>
    withServers(spec, ({ platform }) => runAction({ env: PUSH_TO_MAIN, inputs: automationInputs(platform, inputs) }))
}

export const AUTOMATION_SCENARIOS: readonly SummaryScenario[] = [
  {
    name: 'automation-queued',
    job: 'automation',
    caption: 'automation mode: on a merge to main, the run is queued',
    conclusion: 'success',
    run: automation(),
  },
  {
    name: 'automation-inactive',
    job: 'automation',
    caption: 'automation mode: the automation is not active (HTTP 400), so no run was queued',
    conclusion: 'failure',
    run: automation({}, { 'automation-id': 'auto-paused' }),
  },
  {
    name: 'automation-trigger-lost',
    job: 'automation',
    caption: "automation mode: the trigger's answer was lost (HTTP 502), so a run may have been queued",
    conclusion: 'failure',
    run: automation({ platform: { faults: [{ route: 'automation', fault: { type: 'status', status: 502 } }] } }),
  },
]
