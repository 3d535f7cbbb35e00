import { runAction, type ActionRun, type RunOptions } from '../../../harness/run-action.ts'
import { readZip } from '../../../harness/zip.ts'
import type { ArtifactService } from '../../../simulator/artifact-service.ts'
import { recordRunFrom, type GitHubApi, type RecordedRun } from '../../../simulator/github-api.ts'
import type { Simulator } from '../../../simulator/server.ts'
import { eventFile } from '../../helpers.ts'
import { todayPlus, visitorsInputs } from '../visitors-helpers.ts'

export const WORKFLOW_FILE = '.github/workflows/docs-report.yml'
export const ARTIFACT = 'docs-report'

/** The servers a history test runs against: the platform, GitHub's API and the artifact service. */
export interface HistoryServers {
  readonly platform: Simulator
  readonly github: GitHubApi
  readonly artifacts: ArtifactService
  readonly env: Readonly<Record<string, string>>
}

/** The week `weeksAgo` weeks before the last full week: `date-from` and `date-to` (exclusive). */
export function week(weeksAgo: number): { 'date-from': string; 'date-to': string } {
  return { 'date-from': todayPlus(-7 * (weeksAgo + 1)), 'date-to': todayPlus(-7 * weeksAgo) }
}

export interface WeeklyRun {
  /** The workflow run's id; each run of a chain has its own. */
  readonly runId: number
  /** Its attempt: 2 and on for "Re-run jobs"; 1 by default. */
  readonly attempt?: number
  readonly weeksAgo: number
  readonly inputs?: Readonly<Record<string, string>>
  /** The event file of test/fixtures/events the run is started with; a private repository's schedule by default. */
  readonly event?: string
  /** How GitHub records the run once it ends; `false` records nothing (the test records it). */
  readonly record?: Partial<RecordedRun> | false
  /** Set up before the step starts, given its workspace and RUNNER_TEMP. */
  readonly prepare?: RunOptions['prepare']
  /** Given the started step, to signal it. */
  readonly onStart?: RunOptions['onStart']
  /**
   * The folder of the mode's own action to run (`report`), as an example's step names it, given
   * no `mode`; the root action with `mode: visitors` by default.
   */
  readonly action?: string
}

/**
 * One scheduled run of the weekly report with history: a week compared with the week before,
 * uploaded as ARTIFACT, then recorded as GitHub would list it (as a `schedule` run of
 * WORKFLOW_FILE unless `record` says otherwise), so the next run can find it.
 */
export async function weeklyRun(
  servers: HistoryServers,
  run: WeeklyRun,
): Promise<ActionRun & { readonly uploaded: Map<string, Buffer> }> {
  const inputs = visitorsInputs(servers.platform, {
    ...week(run.weeksAgo),
    compare: 'previous-period',
    history: 'auto',
    'artifact-name': ARTIFACT,
    ...run.inputs,
  })
  const result = await runAction({
    ...(run.action === undefined ? { inputs } : { action: run.action, inputs: withoutMode(inputs) }),
    env: {
      ...servers.env,
      GITHUB_RUN_ID: String(run.runId),
      GITHUB_RUN_ATTEMPT: String(run.attempt ?? 1),
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile(run.event ?? 'schedule-private.json'),
      // A scheduled run runs on the default branch, never on a tag.
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKFLOW_REF: `acme/docs/${WORKFLOW_FILE}@refs/heads/main`,
    },
    ...(run.prepare ? { prepare: run.prepare } : {}),
    ...(run.onStart ? { onStart: run.onStart } : {}),
  })
  const zip = servers.artifacts.artifacts.get(run.inputs?.['artifact-name'] ?? ARTIFACT)?.zip
  const uploaded = zip ? readZip(zip) : new Map<string, Buffer>()
  if (run.record !== false) {
    recordRunFrom(servers.github, servers.artifacts, {
      id: run.runId,
      event: 'schedule',
      path: WORKFLOW_FILE,
      ...run.record,
    })
  }
  return { ...result, uploaded }
}

/** The inputs without `mode`, which a mode's own action does not take. */
export function withoutMode(inputs: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => name !== 'mode'))
}

/** The analytics requests the simulator answered since `from` (an index into its request log). */
export function analyticsSince(platform: Simulator, from: number): { route: string; dateFrom: string | undefined }[] {
  return platform.requests.slice(from).map((request) => ({
    route: request.route,
    dateFrom: typeof request.query['dateFrom'] === 'string' ? request.query['dateFrom'] : undefined,
  }))
}

/** The warnings the step wrote, decoded: `::warning title=…::message`. */
export function warnings(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::warning'))
}
