import { readFileSync } from 'node:fs'
import { MODE_OF_ACTION } from '../../src/modes.ts'
import { exampleJobCondition, exampleStepAction, exampleStepInputs, withExpressions } from '../e2e/example-workflows.ts'
import { eventFile, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../e2e/helpers.ts'
import { todayPlus } from '../e2e/visitors/visitors-helpers.ts'
import { conditionHolds } from '../e2e/workflow-condition.ts'
import { runAction, type ActionRun } from '../harness/run-action.ts'
import type { GitHubApi, RepositoryScript } from '../simulator/github-api.ts'
import type { Simulator } from '../simulator/server.ts'

/*
 * The README's agent workflows as the demo runs them: each example's own step, its own action
 * (the `uses:` it names) and its inputs read from the file as a runner reads them, with the
 * repository's secret and variable the README sets up, on the event its trigger fires on. The
 * demo adds only the simulator's address and a quicker poll, and gives the action no input the
 * example does not.
 */

export const RELEASE_WORKFLOW = 'examples/release-docs.yml'
export const MERGED_PR_WORKFLOW = 'examples/merged-pr-docs.yml'
export const DEPLOY_WORKFLOW = 'examples/deploy-on-release.yml'
export const PREVIEW_WORKFLOW = 'examples/preview-pull-requests.yml'
export const AUTOMATION_WORKFLOW = 'examples/automation-on-merge.yml'

/** The pull request the docs agent opens in the simulator (its job script's `prLink`). */
const DOCS_PR = 42

/** The pull request the merged-pull-request example runs for (test/fixtures/events/pull-request-merged.json). */
const MERGED_PR = 212
/** The pull request into docs-next the preview example runs for (test/fixtures/events/pull-request-docs-next.json). */
const PREVIEW_PR = 231

/** The repository GitHub's stand-in shows: two release tags, the newer one's release, and the merged pull request. */
export const DEMO_REPOSITORY: RepositoryScript = {
  commits: ['Initial commit', 'Release 1.2.0', 'Add --dry-run to deploy', 'Faster cold starts', 'Release 1.3.0'],
  tags: { 'v1.2.0': 1, 'v1.3.0': 4 },
  // Who may ask the docs agent in a comment: mira can push.
  roles: { mira: 'write' },
  releases: {
    'v1.3.0': {
      name: 'v1.3.0: dry runs',
      body: "## What's new\n\n- `deploy --dry-run` prints the plan without applying it (#212)\n- Faster cold starts (#215)",
    },
  },
  pulls: {
    // The docs agent's pull request from week 1's content gaps, merged before week 2's report.
    [DOCS_PR]: { title: 'Docs: close the gaps readers found', body: null, mergedAt: `${todayPlus(-5)}T14:20:00Z` },
    [MERGED_PR]: {
      title: 'Add --dry-run to deploy',
      body: '## What\n`deploy --dry-run` prints the plan without applying it.\nCloses #198',
      labels: ['cli'],
      files: [
        { filename: 'src/deploy.ts', status: 'modified', additions: 40, deletions: 6 },
        { filename: 'src/plan.ts', status: 'added', additions: 85, deletions: 0 },
      ],
    },
  },
}

/** What the workflow's expressions read: the repository's secret and variable, as the README sets them up. */
export const REPOSITORY_SETTINGS = {
  'secrets.DOCS_API_KEY': SIMULATOR_API_KEY,
  'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT,
}

/** The example step's own inputs, its expressions resolved, pointed at the simulator. */
export function exampleInputs(
  file: string,
  stepId: string,
  platform: Pick<Simulator, 'url'>,
  values: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const inputs = withExpressions(exampleStepInputs(file, stepId), { ...REPOSITORY_SETTINGS, ...values })
  // Only the modes that wait read poll-interval; the others refuse it.
  const waits = ['agent', 'deploy', 'preview'].includes(exampleMode(file, stepId))
  return { ...inputs, 'base-url': platform.url, ...(waits ? { 'poll-interval': '500ms' } : {}) }
}

/** The mode the example's step runs: its own action's, or the root action's `mode` input's. */
function exampleMode(file: string, stepId: string): string {
  const action = exampleStepAction(file, stepId)
  if (action === undefined) return exampleStepInputs(file, stepId)['mode'] ?? 'agent'
  return MODE_OF_ACTION[action] ?? action
}

/** The release example on the tag it fires for: its prompt names the tag, and the release's notes are added. */
export function releaseStep(
  servers: { readonly platform: Simulator; readonly env: Readonly<Record<string, string>> },
  env: Readonly<Record<string, string>>,
): Promise<ActionRun> {
  return runAction({
    exactInputs: true,
    action: exampleStepAction(RELEASE_WORKFLOW, 'agent'),
    inputs: exampleInputs(RELEASE_WORKFLOW, 'agent', servers.platform, { 'github.ref_name': 'v1.3.0' }),
    env: {
      ...env,
      ...servers.env,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventFile('push-tag.json'),
      GITHUB_REF: 'refs/tags/v1.3.0',
    },
  })
}

/** A step on a pull request: the job's condition and whether it holds, the run, and the comment it left. */
export interface MergedPullRequestRun {
  readonly run: ActionRun
  /** The job's `if:`, as the example writes it, and whether it holds for the event. */
  readonly condition: string
  readonly runs: boolean
  /** The pull-request comment as the step left it. */
  readonly comment: string | undefined
}

/** The merged-pull-request example on a merged pull request: the job's condition, the step, and its comment. */
export async function mergedPullRequestStep(
  servers: { readonly platform: Simulator; readonly github: GitHubApi; readonly env: Readonly<Record<string, string>> },
  env: Readonly<Record<string, string>>,
): Promise<MergedPullRequestRun> {
  const event = eventFile('pull-request-merged.json')
  const condition = exampleJobCondition(MERGED_PR_WORKFLOW, 'agent')
  const runs = conditionHolds(condition, { github: { event: JSON.parse(readFileSync(event, 'utf8')) as unknown } })
  const run = await runAction({
    exactInputs: true,
    action: exampleStepAction(MERGED_PR_WORKFLOW, 'agent'),
    inputs: exampleInputs(MERGED_PR_WORKFLOW, 'agent', servers.platform),
    env: {
      ...env,
      ...servers.env,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REF: `refs/pull/${MERGED_PR}/merge`,
    },
  })
  return { run, condition, runs, comment: servers.github.comments(MERGED_PR).at(-1)?.body }
}

/** The deploy example on the release it fires for: the deployment triggered, then followed to its end. */
export function deployStep(
  servers: { readonly platform: Simulator; readonly env: Readonly<Record<string, string>> },
  env: Readonly<Record<string, string>>,
): Promise<ActionRun> {
  return runAction({
    exactInputs: true,
    action: exampleStepAction(DEPLOY_WORKFLOW, 'deploy'),
    inputs: exampleInputs(DEPLOY_WORKFLOW, 'deploy', servers.platform),
    env: {
      ...env,
      ...servers.env,
      GITHUB_EVENT_NAME: 'release',
      GITHUB_EVENT_PATH: eventFile('release-published.json'),
      GITHUB_REF: 'refs/tags/v1.3.0',
    },
  })
}

/** The preview example on a pull request into docs-next: the job's condition, the step, and its comment. */
export async function previewStep(
  servers: { readonly platform: Simulator; readonly github: GitHubApi; readonly env: Readonly<Record<string, string>> },
  env: Readonly<Record<string, string>>,
): Promise<MergedPullRequestRun> {
  const event = eventFile('pull-request-docs-next.json')
  const condition = exampleJobCondition(PREVIEW_WORKFLOW, 'preview')
  const payload = JSON.parse(readFileSync(event, 'utf8')) as unknown
  const runs = conditionHolds(condition, { github: { event: payload, repository: 'acme/docs' } })
  const run = await runAction({
    exactInputs: true,
    action: exampleStepAction(PREVIEW_WORKFLOW, 'preview'),
    inputs: exampleInputs(PREVIEW_WORKFLOW, 'preview', servers.platform),
    env: {
      ...env,
      ...servers.env,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REF: `refs/pull/${PREVIEW_PR}/merge`,
    },
  })
  return { run, condition, runs, comment: servers.github.comments(PREVIEW_PR).at(-1)?.body }
}

/** The automation the demo's repository keeps in its `DOCS_AUTOMATION_ID` variable: the simulator's active one. */
const DEMO_AUTOMATION = 'auto-changelog'

/** The automation example on the push a merge into main makes: one trigger, and the run it queued. */
export function automationStep(
  servers: { readonly platform: Simulator; readonly env: Readonly<Record<string, string>> },
  env: Readonly<Record<string, string>>,
): Promise<ActionRun> {
  return runAction({
    exactInputs: true,
    action: exampleStepAction(AUTOMATION_WORKFLOW, 'automation'),
    inputs: exampleInputs(AUTOMATION_WORKFLOW, 'automation', servers.platform, {
      'vars.DOCS_AUTOMATION_ID': DEMO_AUTOMATION,
    }),
    env: {
      ...env,
      ...servers.env,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventFile('push-branch.json'),
      GITHUB_REF: 'refs/heads/main',
    },
  })
}
