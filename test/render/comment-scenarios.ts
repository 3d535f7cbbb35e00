import { fileURLToPath } from 'node:url'
import { platformInputs } from '../e2e/helpers.ts'
import { runAction, type ActionRun, type RunOptions } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import type { JobScript } from '../simulator/agent-routes.ts'
import type { SummaryScenario } from './scenarios.ts'

/*
 * The pull-request comment (`comment: auto`) at each moment, photographed as the summaries are:
 * the docs workflow's agent step on a merged pull request. The picture is of the comment's body
 * at that moment (its first version, or its last), as GitHub renders a comment.
 */

const MERGED_EVENT = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: fileURLToPath(new URL('../fixtures/events/pull-request-merged.json', import.meta.url)),
  GITHUB_REF: 'refs/pull/212/merge',
}
const PROMPT = 'A pull request was just merged. Update the documentation for what it changes.'
const HEADING = 'Comment on acme/docs#212 by github-actions[bot]'

/** Runs the step on the merged pull request and hands back the comment's `version` as the page to photograph. */
function comment(job: JobScript, version: 'first' | 'last', options: Partial<RunOptions> = {}) {
  return () =>
    withServers(
      { platform: { job }, github: { commits: ['Initial commit'], tags: {}, pulls: { 212: pull } } },
      async ({ platform, github, env }): Promise<ActionRun> => {
        const run = await runAction({
          ...options,
          env: { ...env, ...MERGED_EVENT },
          inputs: { ...platformInputs(platform), prompt: PROMPT },
        })
        const edits = github.comments(212)[0]?.edits ?? []
        return { ...run, summary: (version === 'first' ? edits[0] : edits.at(-1)) ?? '' }
      },
    )
}

const pull = {
  title: 'Add --dry-run to deploy',
  body: null,
  files: [{ filename: 'src/deploy.ts', status: 'modified', additions: 40, deletions: 6 }],
}

function cancelWhileWaiting(child: { kill(signal: NodeJS.Signals): boolean; stdout: () => string }): void {
  const timer = setInterval(() => {
    if (!child.stdout().includes('Wait for agent job')) return
    clearInterval(timer)
    child.kill('SIGTERM')
  }, 20)
}

/** One picture of the comment: its name, what it shows, the step's ending, and the run that leaves it so. */
function scenario(
  name: string,
  caption: string,
  conclusion: SummaryScenario['conclusion'],
  run: () => Promise<ActionRun>,
): SummaryScenario {
  return { name, job: 'docs', heading: HEADING, caption: `pull-request comment: ${caption}`, conclusion, run }
}

export const COMMENT_SCENARIOS: readonly SummaryScenario[] = [
  scenario(
    'comment-working',
    'the job was created: the docs agent is working',
    'success',
    comment({ statuses: ['completed'] }, 'first'),
  ),
  scenario(
    'comment-pr-opened',
    'the job opened a pull request',
    'success',
    comment({ statuses: ['active', 'completed'], prLink: 'https://github.com/acme/docs/pull/42' }, 'last'),
  ),
  scenario(
    'comment-no-pr',
    'the job finished without changes',
    'success',
    comment({ statuses: ['completed'], prLink: null }, 'last'),
  ),
  scenario('comment-failed', 'the job failed', 'failure', comment({ statuses: ['active', 'failed'] }, 'last')),
  scenario(
    'comment-cancelled',
    'the workflow was cancelled while waiting; the job keeps running',
    'cancelled',
    comment({ statuses: ['active'] }, 'last', { onStart: cancelWhileWaiting }),
  ),
]
