import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { writeZip } from '../../harness/zip.ts'
import { SIMULATOR_API_KEY } from '../../simulator/server.ts'
import { eventFile } from '../helpers.ts'
import { weeklyRun, type HistoryServers } from '../visitors/history/history-helpers.ts'

/*
 * A run of the projects example as GitHub runs it: a report step per project in the matrix,
 * each uploading its own artifact into one workflow run, then the roll-up step of the same run.
 */

export const RUN_ID = 900

/** One project's report step in the run: `<project>-report`, with its own inputs. */
export async function reportStep(
  servers: HistoryServers,
  project: string,
  inputs: Readonly<Record<string, string>> = {},
): ReturnType<typeof weeklyRun> {
  return weeklyRun(servers, {
    runId: RUN_ID,
    weeksAgo: 0,
    inputs: { 'project-id': project, 'artifact-name': `${project}-report`, include: 'views', ...inputs },
  })
}

/** An artifact some other step of the run uploaded, zipped from `files`. */
export function plantArtifact(servers: HistoryServers, name: string, files: Record<string, string | Buffer>): void {
  servers.github.recordRun({
    id: RUN_ID,
    event: 'schedule',
    path: '.github/workflows/docs-report.yml',
    artifacts: [{ name, zip: writeZip(files) }],
  })
}

/**
 * The roll-up step, after the matrix: no key, no project, this run's artifacts. `action`: the
 * folder of the mode's own action to run (`rollup`), as an example's step names it; the root
 * action with `mode: rollup` by default.
 */
export function rollupStep(
  servers: HistoryServers,
  inputs: Readonly<Record<string, string>>,
  runId = RUN_ID,
  action?: string,
): Promise<ActionRun> {
  return runAction({
    ...(action === undefined ? { inputs: { mode: 'rollup', ...inputs } } : { action, inputs }),
    env: {
      ...servers.env,
      GITHUB_RUN_ID: String(runId),
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
    },
  })
}

/** The key every report step had: the roll-up must never see or show it. */
export const REPORT_KEY = SIMULATOR_API_KEY
