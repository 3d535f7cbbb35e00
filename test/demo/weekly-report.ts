import { analyticsSince, ARTIFACT, week, WORKFLOW_FILE } from '../e2e/visitors/history/history-helpers.ts'
import { eventFile, platformInputs } from '../e2e/helpers.ts'
import { SCHEDULE_EVENT } from '../fixtures/sample-inputs.ts'
import { runAction, type ActionRun } from '../harness/run-action.ts'
import type { ArtifactService } from '../simulator/artifact-service.ts'
import { recordRunFrom, type GitHubApi } from '../simulator/github-api.ts'
import type { Simulator } from '../simulator/server.ts'

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
  /** What GitHub now lists for the run, for the demo's closing lines. */
  readonly recorded: string
}

/**
 * One run of the scheduled docs-report workflow, as the history tests run it (history-helpers'
 * weeklyRun) but on the default branch and with the caller's environment on top (the demo's
 * `--debug`): the report of the week `weeksAgo` weeks before the last (or the dates in `inputs`)
 * in a private repository, with `history: auto`, then recorded as GitHub lists a finished
 * `schedule` run with its artifact, so that next week's run finds this one's report. The demo
 * and the trend picture (render/trend-scenario.ts) both run it.
 */
export async function weeklyReport(
  servers: ReportServers,
  options: {
    runId: number
    weeksAgo: number
    inputs: Readonly<Record<string, string>>
    env?: Readonly<Record<string, string>>
  },
): Promise<WeeklyReport> {
  const mark = servers.platform.requests.length
  const run = await runAction({
    env: {
      ...options.env,
      ...SCHEDULE_EVENT,
      ...servers.env,
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
      GITHUB_RUN_ID: String(options.runId),
      GITHUB_WORKFLOW_REF: `acme/docs/${WORKFLOW_FILE}@refs/heads/main`,
    },
    inputs: {
      ...platformInputs(servers.platform, 'visitors'),
      ...week(options.weeksAgo),
      history: 'auto',
      'artifact-name': ARTIFACT,
      ...options.inputs,
    },
  })
  const requests = analyticsSince(servers.platform, mark).length
  const sizes = [...servers.artifacts.artifacts]
    .filter(([, artifact]) => artifact.id !== 0 && artifact.zip)
    .map(([name, artifact]) => `"${name}" (${artifact.zip?.length ?? 0} bytes zipped)`)
  const ids = recordRunFrom(servers.github, servers.artifacts, {
    id: options.runId,
    event: 'schedule',
    path: WORKFLOW_FILE,
  })
  const recorded =
    `run ${options.runId}, a schedule run of ${WORKFLOW_FILE}, with ` +
    (ids.length === 0 ? 'no artifact' : `artifact ${sizes.join(', ')} as id ${ids.join(', ')}`)
  return { run, requests, recorded }
}
