import { exampleStepAction, exampleStepCondition } from '../e2e/example-workflows.ts'
import { eventFile } from '../e2e/helpers.ts'
import { analyticsSince, week } from '../e2e/visitors/history/history-helpers.ts'
import { SCHEDULE_EVENT } from '../fixtures/sample-inputs.ts'
import { runAction, type ActionRun } from '../harness/run-action.ts'
import type { ArtifactService } from '../simulator/artifact-service.ts'
import { recordRunFrom, type GitHubApi } from '../simulator/github-api.ts'
import type { Simulator } from '../simulator/server.ts'
import { exampleInputs } from './example-steps.ts'

/** The README's weekly workflow, and where a repository keeps it: its runs find each other's reports by this path. */
export const WEEKLY_WORKFLOW = 'examples/weekly-report.yml'
/** The workflow of several projects, whose last job is the roll-up. */
const PROJECTS_WORKFLOW = 'examples/weekly-report-projects.yml'
const WORKFLOW_FILE = '.github/workflows/weekly-report.yml'

/** The servers the demo's weekly report needs: the platform, GitHub's API and the artifact service. */
export interface ReportServers {
  readonly platform: Simulator
  readonly github: GitHubApi
  readonly artifacts: ArtifactService
  readonly env: Readonly<Record<string, string>>
}

export interface WeeklyReport {
  readonly run: ActionRun
  /** Analytics requests the platform answered during this run. */
  readonly requests: number
  /** The workflow run it ran in: its other steps run in it too, and recordWeek records it once they have. */
  readonly runId: number
}

/**
 * One run of the README's weekly workflow (examples/weekly-report.yml), its report step with the
 * inputs the example gives and every other at its default (`history: auto`, the artifact
 * `visitors-report`), as a scheduled run on the default branch of a private repository, with the
 * caller's environment on top (the demo's `--debug`); recordWeek then records the run, once its
 * other steps ran, so that next week's run finds this one's report. The dates
 * are the defaults' (the last seven full days) unless `weeksAgo` or `inputs` say otherwise: a
 * run a week earlier reported the week before. The demo and the trend picture
 * (render/trend-scenario.ts) both run it.
 */
export async function weeklyReport(
  servers: ReportServers,
  options: {
    runId: number
    weeksAgo: number
    inputs?: Readonly<Record<string, string>>
    env?: Readonly<Record<string, string>>
  },
): Promise<WeeklyReport> {
  const mark = servers.platform.requests.length
  const run = await runAction({
    exactInputs: true,
    action: exampleStepAction(WEEKLY_WORKFLOW, 'report'),
    env: {
      ...options.env,
      ...SCHEDULE_EVENT,
      ...servers.env,
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
      GITHUB_RUN_ID: String(options.runId),
      GITHUB_WORKFLOW_REF: `acme/docs/${WORKFLOW_FILE}@refs/heads/main`,
    },
    inputs: {
      ...exampleInputs(WEEKLY_WORKFLOW, 'report', servers.platform),
      ...(options.weeksAgo > 0 ? week(options.weeksAgo) : {}),
      ...options.inputs,
    },
  })
  return { run, requests: analyticsSince(servers.platform, mark).length, runId: options.runId }
}

/**
 * Records the week's run as GitHub lists a finished `schedule` run, with every artifact its steps
 * uploaded (the report's, and the hand-off of its content gaps when the agent step took them on),
 * so that next week's run finds them. Returns what GitHub now lists, for the demo's closing lines.
 */
export function recordWeek(servers: ReportServers, runId: number): string {
  const sizes = [...servers.artifacts.artifacts]
    .filter(([, artifact]) => artifact.id !== 0 && artifact.zip)
    .map(([name, artifact]) => `"${name}" (${artifact.zip?.length ?? 0} bytes zipped)`)
  const ids = recordRunFrom(servers.github, servers.artifacts, { id: runId, event: 'schedule', path: WORKFLOW_FILE })
  return (
    `run ${runId}, a schedule run of ${WORKFLOW_FILE}, with ` +
    (ids.length === 0
      ? 'no artifact'
      : `${sizes.length === 1 ? 'artifact' : 'artifacts'} ${sizes.join(', ')} as id ${ids.join(', ')}`)
  )
}

/** The weekly workflow's second step, or why it did not run. */
export interface ContentGapsStep {
  /** The step's `if:`, as the example writes it. */
  readonly condition: string
  readonly run: ActionRun | undefined
}

/**
 * The weekly workflow's second step, when its `if:` holds: the docs agent asked to close the
 * content gaps, with the report's content-gaps.md as its prompt file, in the same job (the report
 * step's workspace and RUNNER_TEMP). The example's condition compares one of the report's outputs
 * with a number, the one form the demo reads.
 */
export async function contentGapsStep(
  servers: ReportServers,
  week: WeeklyReport,
  env: Readonly<Record<string, string>> = {},
): Promise<ContentGapsStep> {
  const condition = exampleStepCondition(WEEKLY_WORKFLOW, 'agent')
  const report = week.run
  const form = /^fromJSON\(steps\.report\.outputs\.([\w-]+) \|\| '0'\) > (\d+)$/.exec(condition)
  if (!form)
    throw new Error(
      `The demo reads an "if:" of the form fromJSON(steps.report.outputs.<name> || '0') > <number>, not: ${condition}`,
    )
  const [, output = '', threshold = '0'] = form
  if (Number(report.outputs[output] ?? '0') <= Number(threshold)) return { condition, run: undefined }
  const gapsFile = { 'steps.report.outputs.content-gaps-file': report.outputs['content-gaps-file'] ?? '' }
  const run = await runAction({
    exactInputs: true,
    action: exampleStepAction(WEEKLY_WORKFLOW, 'agent'),
    inputs: exampleInputs(WEEKLY_WORKFLOW, 'agent', servers.platform, gapsFile),
    env: {
      ...env,
      ...SCHEDULE_EVENT,
      ...servers.env,
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
      GITHUB_RUN_ID: String(week.runId),
      RUNNER_TEMP: report.runnerTemp,
      GITHUB_WORKSPACE: report.workspace,
    },
  })
  return { condition, run }
}

/**
 * The roll-up of one workflow run's reports (examples/weekly-report-projects.yml's last job, its
 * own action), here of the weekly run `runId` after recordWeek recorded it: no key, no project,
 * this run's artifacts read through GitHub's API.
 */
export function rollupOfRun(servers: ReportServers, runId: number, env: Readonly<Record<string, string>> = {}) {
  return runAction({
    action: exampleStepAction(PROJECTS_WORKFLOW, 'rollup'),
    inputs: {},
    env: {
      ...env,
      ...SCHEDULE_EVENT,
      ...servers.env,
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
      GITHUB_RUN_ID: String(runId),
    },
  })
}
