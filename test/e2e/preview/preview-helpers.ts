import { runAgainstDeployments, type DeploymentSpec } from '../deployment-step.ts'
import type { ActionRun, RunOptions } from '../../harness/run-action.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, platformInputs } from '../helpers.ts'

/** The status id the simulator gives the first preview a test triggers. */
export const FIRST_STATUS = 'status_0001'

/** The pull request of `pull-request-docs-next.json`: #231, from branch `dark-mode` into `docs-next`. */
export const PULL = 231
export const HEAD_BRANCH = 'dark-mode'
/** The address the simulator gives the preview of `dark-mode`. */
export const PREVIEW_URL = 'https://acme-dark-mode.mintlify.app/'

/** A run for pull request #231 being opened, as GitHub starts it. */
export const PULL_REQUEST_RUN = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: eventFile('pull-request-docs-next.json'),
  GITHUB_REF: `refs/pull/${PULL}/merge`,
} as const

/** A push to branch `main`, as `push-branch.json` describes it. */
export const PUSH_RUN = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_EVENT_PATH: eventFile('push-branch.json'),
  GITHUB_REF: 'refs/heads/main',
} as const

/** Inputs of a preview step against `simulator`, polling every 100 ms, with `extra` on top. */
export function previewInputs(simulator: Pick<Simulator, 'url'>, extra: Record<string, string> = {}) {
  return { ...platformInputs(simulator, 'preview'), ...extra }
}

/**
 * One preview step on pull request #231 (or the run `options.env` says) against a simulator
 * running `deployment` (and the rest of `spec`): the run, and the simulator as it was afterwards.
 */
export function runPreview(
  deployment: DeploymentScript,
  extra: Record<string, string> = {},
  spec: DeploymentSpec = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<{ run: ActionRun; platform: Simulator }> {
  const run = { ...options, env: { ...PULL_REQUEST_RUN, ...options.env } }
  return runAgainstDeployments(deployment, (platform) => previewInputs(platform, extra), spec, run)
}
