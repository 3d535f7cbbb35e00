import { askStep, DOCS_PULL_42, REQUEST_REPOSITORY, type RequestOptions } from '../e2e/agent/request-helpers.ts'
import type { ActionRun } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import type { GitHubApi } from '../simulator/github-api.ts'
import type { JobScript } from '../simulator/agent-routes.ts'
import type { Simulator } from '../simulator/server.ts'
import type { SummaryScenario } from './scenarios.ts'

/*
 * A `/docs` request answered where it was asked, photographed as GitHub renders a comment: the
 * reply at each stage, the comment the docs pull request gets, and the revision loop, a `/docs`
 * on that pull request answered as a follow-up to the same job; and the summary of a request
 * someone who cannot push made.
 */

const DOCS_PR = 'https://github.com/acme/docs/pull/42'
const ASKED: RequestOptions = { body: '/docs explain how to roll back a deploy' }

type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }

/** Runs `steps` against a job and hands back the page to photograph that `pick` chooses. */
function requestRun(job: JobScript, steps: (servers: Servers) => Promise<ActionRun>) {
  return () => withServers({ platform: { job }, github: REQUEST_REPOSITORY }, (servers) => steps(servers))
}

/** The comment `pick` chooses on `thread`, as the page. */
function asComment(run: ActionRun, github: GitHubApi, thread: number, pick: (edits: string[][]) => string) {
  return { ...run, summary: pick(github.comments(thread).map((comment) => comment.edits)) }
}

function scenario(
  name: string,
  heading: string,
  caption: string,
  conclusion: SummaryScenario['conclusion'],
  run: () => Promise<ActionRun>,
): SummaryScenario {
  return { name, job: 'docs', heading, caption, conclusion, run }
}

const REPLY_ON_12 = 'Comment on acme/docs#12 by github-actions[bot]'
const ON_42 = 'Comment on acme/docs#42 by github-actions[bot]'

export const REQUEST_SCENARIOS: readonly SummaryScenario[] = [
  scenario(
    'request-working',
    REPLY_ON_12,
    'the reply to a /docs request: the docs agent is working',
    'success',
    requestRun({ statuses: ['completed'], prLink: DOCS_PR }, async ({ platform, github, env }) =>
      asComment(await askStep(platform, env, ASKED), github, 12, (comments) => comments[0]![0]!),
    ),
  ),
  scenario(
    'request-pr-opened',
    REPLY_ON_12,
    'the reply to a /docs request: the docs pull request, and how to ask for changes',
    'success',
    requestRun({ statuses: ['active', 'completed'], prLink: DOCS_PR }, async ({ platform, github, env }) =>
      asComment(await askStep(platform, env, ASKED), github, 12, (comments) => comments[0]!.at(-1)!),
    ),
  ),
  scenario(
    'request-failed',
    REPLY_ON_12,
    'the reply to a /docs request: the job failed, and how to ask again',
    'failure',
    requestRun({ statuses: ['active', 'failed'] }, async ({ platform, github, env }) =>
      asComment(await askStep(platform, env, ASKED), github, 12, (comments) => comments[0]!.at(-1)!),
    ),
  ),
  scenario(
    'request-docs-pull',
    ON_42,
    'the docs pull request names its job and how to ask for changes',
    'success',
    requestRun({ statuses: ['completed'], prLink: DOCS_PR }, async ({ platform, github, env }) =>
      asComment(await askStep(platform, env, ASKED), github, 42, (comments) => comments[0]![0]!),
    ),
  ),
  scenario(
    'request-revision',
    ON_42,
    'a /docs review comment on the docs pull request, answered as a follow-up to the same job',
    'success',
    requestRun({ statuses: ['completed'], prLink: DOCS_PR }, async ({ platform, github, env }) => {
      await askStep(platform, env, ASKED, { runId: 1 })
      const inline = { body: '/docs say what --dry-run prints', event: 'pull_request_review_comment' as const }
      const run = await askStep(platform, env, { ...inline, thread: DOCS_PULL_42, commentId: 8002 }, { runId: 2 })
      return asComment(run, github, 42, (comments) => comments[1]!.at(-1)!)
    }),
  ),
  scenario(
    'request-not-allowed',
    '',
    'summary: a /docs request from someone who cannot push starts nothing',
    'skipped',
    requestRun({ statuses: ['completed'] }, ({ platform, env }) =>
      askStep(platform, env, { ...ASKED, login: 'rui', association: 'MEMBER' }),
    ),
  ),
]
