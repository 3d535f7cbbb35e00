import { fileURLToPath } from 'node:url'
import { platformInputs, withoutMode } from '../e2e/helpers.ts'
import { runAction, type ActionRun, type RunOptions } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../simulator/deployment-status.ts'
import type { SummaryScenario } from './scenarios.ts'

/*
 * Preview mode's endings, photographed as the other summaries are: the preview example's step on
 * pull request #231 into docs-next, against a simulator whose deployment follows a named
 * scenario. The comment's pictures are of its body at that moment (its first version, or its
 * last), as GitHub renders a comment.
 */

const PULL = 231
const PULL_REQUEST_EVENT = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: fileURLToPath(new URL('../fixtures/events/pull-request-docs-next.json', import.meta.url)),
  GITHUB_REF: `refs/pull/${PULL}/merge`,
}
const HEADING = `Comment on acme/docs#${PULL} by github-actions[bot]`

type Page = 'summary' | 'first comment' | 'last comment'

/** Runs the preview step on the pull request and hands back the page to photograph: the summary, or the comment's first or last body. */
function preview(
  deployment: DeploymentScript,
  page: Page,
  inputs: Record<string, string> = {},
  options: Partial<RunOptions> = {},
): () => Promise<ActionRun> {
  return () =>
    withServers(
      { platform: { deployment }, github: { commits: ['Initial commit'], tags: {} } },
      async ({ platform, github, env }): Promise<ActionRun> => {
        const run = await runAction({
          ...options,
          action: 'preview',
          env: { ...env, ...PULL_REQUEST_EVENT },
          // The preview action's step as a workflow writes it: no `mode`, the GitHub deployment recorded too.
          inputs: { ...withoutMode(platformInputs(platform, 'preview')), environment: '', ...inputs },
        })
        if (page === 'summary') return run
        const edits = github.comments(PULL)[0]?.edits ?? []
        return { ...run, summary: (page === 'first comment' ? edits[0] : edits.at(-1)) ?? '' }
      },
    )
}

export const PREVIEW_SCENARIOS: readonly SummaryScenario[] = [
  {
    name: 'preview-succeeded',
    job: 'preview',
    caption: 'preview mode: on a pull request into docs-next, the preview of its branch is up',
    conclusion: 'success',
    run: preview(DEPLOYMENT_SCENARIOS.success, 'summary'),
  },
  {
    name: 'preview-plan',
    job: 'preview',
    caption: 'preview mode: the plan has no previews (HTTP 403)',
    conclusion: 'failure',
    run: preview(DEPLOYMENT_SCENARIOS.planWithoutPreviews, 'summary'),
  },
  {
    name: 'preview-comment-building',
    job: 'preview',
    heading: HEADING,
    caption: 'preview comment: the preview was triggered and is building',
    conclusion: 'success',
    run: preview(DEPLOYMENT_SCENARIOS.success, 'first comment'),
  },
  {
    name: 'preview-comment-deployed',
    job: 'preview',
    heading: HEADING,
    caption: 'preview comment: the preview is up',
    conclusion: 'success',
    run: preview(DEPLOYMENT_SCENARIOS.success, 'last comment'),
  },
  {
    name: 'preview-comment-failed',
    job: 'preview',
    heading: HEADING,
    caption: "preview comment: the build failed; its log's last lines are folded",
    conclusion: 'failure',
    run: preview(DEPLOYMENT_SCENARIOS.failure, 'last comment'),
  },
]
