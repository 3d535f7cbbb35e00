import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { runAction, type ActionRun } from '../../../harness/run-action.ts'
import { readZip, writeZip } from '../../../harness/zip.ts'
import { recordRunFrom, type RecordedRun } from '../../../simulator/github-api.ts'
import { eventFile, platformInputs, summaryText } from '../../helpers.ts'
import { ARTIFACT, WORKFLOW_FILE, weeklyRun, type HistoryServers, type WeeklyRun } from './history-helpers.ts'

/*
 * The weekly workflow with its content-gaps step: the report, then the docs agent handed the
 * report's content-gaps.md in the same job (the same run id, workspace and RUNNER_TEMP), then
 * the run recorded as GitHub lists it; and hand-offs planted as a test chooses.
 */

export const HAND_OFF = `${ARTIFACT}-hand-off`

export interface HandedOffWeek {
  readonly report: ActionRun & { readonly uploaded: Map<string, Buffer> }
  readonly agent: ActionRun
  /** hand-off.json as the agent step uploaded it; undefined when it uploaded none. */
  readonly handOff: Record<string, unknown> | undefined
  /** The sidecars the report step left in RUNNER_TEMP, as text. */
  readonly sidecars: string[]
}

/** One week of the workflow, the agent step given `agentInputs` on top of the example's. */
export async function weekHandedOff(
  servers: HistoryServers,
  run: WeeklyRun & { readonly agentInputs?: Readonly<Record<string, string>> },
): Promise<HandedOffWeek> {
  const report = await weeklyRun(servers, { ...run, record: false })
  const agent = await runAction({
    inputs: {
      ...platformInputs(servers.platform),
      'prompt-file': report.outputs['content-gaps-file'] ?? '',
      'event-context': 'off',
      ...run.agentInputs,
    },
    env: {
      ...servers.env,
      GITHUB_RUN_ID: String(run.runId),
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile(run.event ?? 'schedule-private.json'),
      RUNNER_TEMP: report.runnerTemp,
      GITHUB_WORKSPACE: report.workspace,
    },
  })
  const zip = servers.artifacts.artifacts.get(HAND_OFF)?.zip
  const file = zip ? readZip(zip).get('hand-off.json') : undefined
  const handOff = file ? (JSON.parse(file.toString()) as Record<string, unknown>) : undefined
  if (run.record !== false)
    recordRunFrom(servers.github, servers.artifacts, {
      id: run.runId,
      event: run.record?.event ?? 'schedule',
      path: run.record?.path ?? WORKFLOW_FILE,
    })
  return { report, agent, handOff, sidecars: await sidecarsOf(report.runnerTemp) }
}

async function sidecarsOf(runnerTemp: string): Promise<string[]> {
  const folder = path.join(runnerTemp, 'docs-agent-hand-offs')
  const names = await readdir(folder).catch(() => [])
  return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))
}

/** A hand-off of every gap `report` (report.json, as uploaded) listed, as the agent step records one; `changes` on top. */
export function handOffOf(report: Buffer | undefined, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { projectId, history } = JSON.parse(report?.toString() ?? '{}') as {
    projectId: string
    history: {
      last: {
        dateFrom: string
        dateTo: string
        digestCheck: string
        sections: Record<string, { gapDigests: string[] }>
      }
    }
  }
  const { dateFrom, dateTo, digestCheck } = history.last
  const sections = Object.fromEntries(
    Object.entries(history.last.sections)
      .filter(([, section]) => section.gapDigests.length > 0)
      .map(([name, section]) => [name, section.gapDigests]),
  )
  return {
    ...{ format: 1, projectId, dateFrom, dateTo, digestCheck, sections },
    ...{ jobId: 'job_0042', status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' },
    recordedAt: '2026-11-23T07:00:00.000Z',
    ...changes,
  }
}

/** How a planted hand-off departs from the one an agent step records. */
export interface PlantedHandOff {
  /** The size GitHub lists for its artifact, when it should differ from the zip's. */
  readonly sizeInBytes?: number
  /** How GitHub lists its run, beside its id: on `main`, a schedule run of the workflow, by default. */
  readonly run?: Partial<RecordedRun>
  /** Its artifact's zip, made from hand-off.json's text; default: that file alone, as the agent step uploads it. */
  readonly zip?: (text: string) => Buffer
}

/**
 * Last week's report (run `runId`) recorded with a hand-off artifact holding `handOff` as
 * hand-off.json (an object, or text as written), as a schedule run of the workflow (on the
 * default branch, trusted, unless `planted` says otherwise).
 */
export async function plantHandOff(
  servers: HistoryServers,
  runId: number,
  handOff: (report: Buffer | undefined) => unknown,
  planted: PlantedHandOff = {},
): Promise<void> {
  const report = await weeklyRun(servers, { runId, weeksAgo: 1, record: false })
  const zip = servers.artifacts.artifacts.get(ARTIFACT)?.zip ?? Buffer.alloc(0)
  servers.artifacts.artifacts.clear()
  const given = handOff(report.uploaded.get('report.json'))
  const text = typeof given === 'string' ? given : JSON.stringify(given)
  const { sizeInBytes } = planted
  const handOffZip = planted.zip ? planted.zip(text) : writeZip({ 'hand-off.json': text })
  servers.github.recordRun({
    ...{ event: 'schedule', path: WORKFLOW_FILE, ...planted.run, id: runId },
    artifacts: [
      { name: ARTIFACT, zip },
      { name: HAND_OFF, zip: handOffZip, ...(sizeInBytes ? { sizeInBytes } : {}) },
    ],
  })
}

/** The summary's credit line, as a reader reads it: the paragraph that names the hand-off's pull request or job. */
export function creditLine(run: Pick<ActionRun, 'summary'>): string | undefined {
  return summaryText(run).paragraphs.find((paragraph) =>
    /^(Docs pull request|Agent job|The hand-off recorded)/.test(paragraph),
  )
}
