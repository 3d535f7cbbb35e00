import { fileURLToPath } from 'node:url'
import { platformInputs } from '../e2e/helpers.ts'
import { runAction, type ActionRun, type RunOptions } from '../harness/run-action.ts'
import { withServers, type ServerSpec } from '../harness/servers.ts'
import { RELEASE_EVENT, RELEASE_INPUTS, REPORT_WEEK, SCHEDULE_EVENT } from '../fixtures/sample-inputs.ts'
import { AUTOMATION_SCENARIOS } from './automation-scenarios.ts'
import { COMMENT_SCENARIOS } from './comment-scenarios.ts'
import { DEPLOY_SCENARIOS } from './deploy-scenarios.ts'
import { creditedHandOff } from './hand-off-scenario.ts'
import { PREVIEW_SCENARIOS } from './preview-scenarios.ts'
import { PROGRESS_SCENARIOS } from './progress-scenarios.ts'
import { REQUEST_SCENARIOS } from './request-scenarios.ts'
import { ROLLUP_SCENARIOS } from './rollup-scenarios.ts'
import { weeklyChain } from './trend-scenario.ts'

/**
 * Every way a step can end that a person should see a summary for, each a run of the bundled
 * action against the local simulator. `npm run screenshots` photographs them; the names are
 * the file names under docs/summaries/.
 */
export interface SummaryScenario {
  readonly name: string
  /** The job name above the summary, as a run's page shows it. */
  readonly job: string
  /** The page's header when it is not the job's summary (a pull-request comment). */
  readonly heading?: string
  /** What the picture shows, for the page's header. */
  readonly caption: string
  /** The `conclusion` output this ending must have, or the picture is of the wrong thing. */
  readonly conclusion: 'success' | 'skipped' | 'failure' | 'timed-out' | 'cancelled'
  /** The most the picture may measure, in pixels at 900 px wide: the weekly report reads in two screens. */
  readonly maxHeight?: number
  run(): Promise<ActionRun>
}

type Options = Omit<RunOptions, 'inputs'> & { readonly inputs?: Record<string, string> }

/** The docs workflow's agent step on a release: every agent picture shows the same prompt and release. */
function agent(spec: ServerSpec, options: Options = {}): () => Promise<ActionRun> {
  return () =>
    withServers(spec, ({ platform }) =>
      runAction({
        ...options,
        env: { ...RELEASE_EVENT, ...options.env },
        inputs: { ...platformInputs(platform), ...RELEASE_INPUTS, ...options.inputs },
      }),
    )
}

const eventPath = (name: string) => fileURLToPath(new URL(`../fixtures/events/${name}`, import.meta.url))

/** The repository a report runs in: private shows what readers wrote, public keeps it out. */
const REPOSITORY_EVENT = {
  private: fileURLToPath(new URL('../fixtures/events/schedule-private.json', import.meta.url)),
  public: fileURLToPath(new URL('../fixtures/events/schedule-public.json', import.meta.url)),
}

function visitors(
  spec: ServerSpec,
  inputs: Record<string, string> = {},
  repository: keyof typeof REPOSITORY_EVENT = 'private',
): () => Promise<ActionRun> {
  return () =>
    withServers({ ...spec, artifacts: true }, ({ platform, env }) =>
      runAction({
        env: { ...SCHEDULE_EVENT, GITHUB_EVENT_PATH: REPOSITORY_EVENT[repository], ...env },
        inputs: {
          ...platformInputs(platform, 'visitors'),
          ...REPORT_WEEK,
          ...inputs,
        },
      }),
    )
}

/** Two screens of a laptop: the weekly report a person reads on Monday morning, before opening any part. */
export const TWO_SCREENS = 2_000

/** Cancels the step the way a runner does, a second into waiting for the job it created. */
function cancelWhileWaiting(child: Parameters<NonNullable<RunOptions['onStart']>>[0]): void {
  const timer = setInterval(() => {
    if (!child.stdout().includes('Created agent job')) return
    clearInterval(timer)
    setTimeout(() => child.kill('SIGTERM'), 1_000)
  }, 20)
}

export const SCENARIOS: readonly SummaryScenario[] = [
  {
    name: 'agent-pr-opened',
    job: 'docs',
    caption: 'agent mode: on a release, the job finished and opened a pull request',
    conclusion: 'success',
    run: agent({}),
  },
  {
    name: 'agent-no-pr',
    job: 'docs',
    caption: 'agent mode: the job completed without a pull request',
    conclusion: 'success',
    run: agent({ platform: { job: { statuses: ['active', 'completed'], prLink: null } } }),
  },
  {
    name: 'agent-failed',
    job: 'docs',
    caption: 'agent mode: the job failed, and fail-on lists failed',
    conclusion: 'failure',
    run: agent({ platform: { job: { statuses: ['active', 'failed'] } } }),
  },
  {
    name: 'agent-timed-out',
    job: 'docs',
    caption: 'agent mode: the timeout ran out while the job was still active',
    conclusion: 'timed-out',
    run: agent(
      { platform: { job: { statuses: ['active'] } } },
      { inputs: { timeout: '2s', 'poll-interval': '500ms' } },
    ),
  },
  {
    name: 'agent-cancelled',
    job: 'docs',
    caption: 'agent mode: the workflow was cancelled (SIGTERM) while waiting',
    conclusion: 'cancelled',
    run: agent({ platform: { job: { statuses: ['active'] } } }, { onStart: cancelWhileWaiting }),
  },
  {
    name: 'agent-not-waited',
    job: 'docs',
    caption: 'agent mode: wait: false returns right after creating the job',
    conclusion: 'success',
    run: agent({}, { inputs: { wait: 'false' } }),
  },
  {
    name: 'agent-create-failed',
    job: 'docs',
    caption: 'agent mode: the create request got HTTP 502, so a job may have been created',
    conclusion: 'failure',
    run: agent({ platform: { faults: [{ route: 'create', fault: { type: 'status', status: 502 } }] } }),
  },
  {
    name: 'agent-skipped-bot',
    job: 'docs',
    caption: "agent mode: the docs agent's own pull request was merged, so no job was created",
    conclusion: 'skipped',
    run: agent(
      {},
      {
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath('pull-request-merged-by-bot.json'),
          GITHUB_REF: 'refs/pull/216/merge',
        },
        inputs: { prompt: 'A pull request was just merged. Update the documentation for what it changes.' },
      },
    ),
  },
  {
    name: 'agent-skipped-fork',
    job: 'docs',
    caption: "agent mode: a fork's pull request, which GitHub gives no secrets",
    conclusion: 'skipped',
    run: agent(
      {},
      {
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath('pull-request-fork-merged.json'),
          GITHUB_REF: 'refs/pull/214/merge',
        },
        inputs: { 'api-key': '' },
      },
    ),
  },
  ...DEPLOY_SCENARIOS,
  ...PREVIEW_SCENARIOS,
  ...AUTOMATION_SCENARIOS,
  {
    name: 'visitors-report',
    job: 'report',
    caption: 'visitors mode: the weekly report of a private repository, uploaded as an artifact',
    conclusion: 'success',
    maxHeight: TWO_SCREENS,
    run: visitors({ platform: { visitors: { rows: 120 } } }),
  },
  {
    name: 'visitors-report-trend',
    job: 'report',
    caption: 'visitors mode: the fourth weekly run in a row, each comparing with the report before it (history: auto)',
    conclusion: 'success',
    maxHeight: TWO_SCREENS,
    run: weeklyChain({ visitors: { rows: 120 } }, 4),
  },
  {
    name: 'visitors-report-hand-off',
    job: 'report',
    caption: 'visitors mode: the week after the content gaps went to the docs agent, its merged pull request credited',
    conclusion: 'success',
    maxHeight: TWO_SCREENS,
    run: creditedHandOff(),
  },
  {
    name: 'visitors-report-public',
    job: 'report',
    caption: 'visitors mode: the same report on a public repository, without what readers wrote',
    conclusion: 'success',
    maxHeight: TWO_SCREENS,
    run: visitors({ platform: { visitors: { rows: 120 } } }, {}, 'public'),
  },
  {
    name: 'visitors-incomplete',
    job: 'report',
    caption: 'visitors mode: the platform ignored the paging offset; nothing published',
    conclusion: 'failure',
    run: visitors({ platform: { visitors: { rows: 600, misbehave: 'ignore-offset' } } }, { 'page-size': '250' }),
  },
  ...PROGRESS_SCENARIOS,
  ...ROLLUP_SCENARIOS,
  ...COMMENT_SCENARIOS,
  ...REQUEST_SCENARIOS,
]
