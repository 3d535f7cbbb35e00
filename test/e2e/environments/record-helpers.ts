import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import type { GitHubApi, RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { decodeCommand, withoutMode } from '../helpers.ts'
import { deployInputs } from '../deploy/deploy-helpers.ts'
import { previewInputs, PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/*
 * Deploy and preview steps run through their own actions against the simulator and the GitHub
 * stand-in, whose Deployments API keeps every deployment and its statuses in order.
 */

export const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242'
export const RUN_SHA = 'ffac537e6cbbf934b08745a378932722df287a53'
/** The head commit of pull request #231 in pull-request-docs-next.json. */
export const HEAD_SHA = '2b54ad6b06bdf7bf0bc57cb428876388f3d7eb16'

export type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }
type Step = 'deploy' | 'preview'

/** A step of the mode's own action; the preview's on pull request #231. `environment` empty: the mode's own default. */
export function step(kind: Step, servers: Servers, extra: Record<string, string> = {}): Promise<ActionRun> {
  const inputs = ownActionInputs(kind, servers.platform, extra)
  const env = { ...servers.env, ...(kind === 'preview' ? PULL_REQUEST_RUN : {}) }
  return runAction({ action: kind, inputs: { environment: '', ...inputs }, env })
}

export function withGitHub<T>(
  deployment: DeploymentScript,
  body: (servers: Servers) => Promise<T>,
  github: Partial<RepositoryScript> = {},
  faults: FaultRule[] = [],
) {
  const repository = { commits: ['Initial commit'], tags: {}, ...github }
  return withServers({ platform: { deployment, faults }, github: repository }, body)
}

/** The inputs of a step of the mode's own action (no `mode`), against `platform`. */
export function ownActionInputs(kind: Step, platform: Simulator, extra: Record<string, string> = {}) {
  return withoutMode(kind === 'deploy' ? deployInputs(platform, extra) : previewInputs(platform, extra))
}

/** The states of a deployment (the newest by default), oldest first. */
export const states = (github: GitHubApi, index = -1) =>
  github
    .deployments()
    .at(index)
    ?.statuses.map((status) => status.state)

export const annotations = (run: ActionRun, kind: 'notice' | 'warning') =>
  run.stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${kind} `))
    .map(decodeCommand)
