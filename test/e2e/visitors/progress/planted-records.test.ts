import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { readZip, writeZip } from '../../../harness/zip.ts'
import type { RecordedRun } from '../../../simulator/github-api.ts'
import { SIMULATOR_API_KEY } from '../../../simulator/server.ts'
import { WORKFLOW_FILE, weeklyRun, type HistoryServers } from '../history/history-helpers.ts'
import { analyticsRequests, DEFAULT_DATES, signedWith } from './progress-helpers.ts'

/*
 * Records signed with the key, as anyone who can run the workflow with it can sign one, planted
 * in runs the search finds: a done record whose period ends after today, one naming a maker that
 * is not trusted, and a trusted record under 300 newer ones of forks' pull requests.
 */

const SERVERS = {
  platform: { analytics: { rows: 3_000 } },
  github: { commits: [], tags: {} },
  artifacts: true,
} as const
/** A report continued on a schedule: its period the defaults', a complete one remembered. */
const CHAINED = { ...DEFAULT_DATES, include: 'views', 'max-requests': '100' }
/** 3,000 paths of visitors and views, compared: 48 requests in one run. */
const WHOLE = 48
const PROGRESS = 'docs-report-progress'

type ProgressJson = Record<string, unknown> & { rollup: Record<string, unknown> }

/** The complete record a run that finished the report keeps, read back; the run itself is not recorded. */
async function completeRecord(servers: HistoryServers, runId: number): Promise<ProgressJson> {
  const run = await weeklyRun(servers, { runId, weeksAgo: 0, inputs: CHAINED, record: false })
  expect(run.outputs['report-state']).toBe('complete')
  const record = keptRecord(servers)
  servers.artifacts.artifacts.clear()
  return record
}

/** progress.json of the progress artifact the last run uploaded. */
function keptRecord(servers: HistoryServers): ProgressJson {
  const zip = servers.artifacts.artifacts.get(PROGRESS)?.zip ?? writeZip({ 'progress.json': '{}' })
  return JSON.parse(readZip(zip).get('progress.json')?.toString() ?? '{}') as ProgressJson
}

/** `record`, signed with the key, as the progress artifact of run `runId`, listed as `run` says. */
function plant(servers: HistoryServers, runId: number, record: ProgressJson, run: Partial<RecordedRun> = {}): void {
  const zip = writeZip({ 'progress.json': signedWith(record, SIMULATOR_API_KEY) })
  servers.github.recordRun({
    event: 'schedule',
    path: WORKFLOW_FILE,
    ...run,
    id: runId,
    artifacts: [{ name: PROGRESS, zip }],
  })
}

describe('progress records no run of this report made', () => {
  it('a complete record whose period ends after today is refused with a warning, and never carried', async () => {
    await withServers(SERVERS, async (servers) => {
      const record = await completeRecord(servers, 900)
      plant(servers, 900, { ...record, dateFrom: '2099-01-01', dateTo: '2099-01-08' })
      const before = analyticsRequests(servers)
      const run = await weeklyRun(servers, { runId: 901, weeksAgo: 0, inputs: CHAINED, record: false })
      expect(run.stdout).toMatch(
        /^::warning title=Report progress ignored::The progress of the complete report of .*2099.*, from run 900, names a period that ends after today/m,
      )
      // Not skipped as done: this week's report is made, and the record kept is this week's, signed by this run.
      expect(run.outputs).toMatchObject({ conclusion: 'success', 'report-state': 'complete' })
      expect(analyticsRequests(servers) - before).toBe(WHOLE)
      expect(JSON.stringify(keptRecord(servers))).not.toContain('2099')
    })
  })

  it('a complete record naming as its maker a run that is not trusted is dropped with a warning', async () => {
    await withServers(SERVERS, async (servers) => {
      const record = await completeRecord(servers, 900)
      // A tag `main` off the branch: the run a planted record would name.
      servers.github.recordRun({ id: 899, event: 'push', path: WORKFLOW_FILE, onDefaultBranch: false, artifacts: [] })
      plant(servers, 910, { ...record, rollup: { ...record.rollup, completedIn: 899 } })
      const before = analyticsRequests(servers)
      const run = await weeklyRun(servers, { runId: 911, weeksAgo: 0, inputs: CHAINED, record: false })
      expect(run.stdout).toMatch(
        /^::warning title=Report progress dropped::The report's progress, artifact "docs-report-progress" \(id \d+\) of run 910, was dropped: it names run 899 as the one that completed it, which is not trusted: its commit [0-9a-f]{40} is not in the history of main/m,
      )
      expect(run.outputs['report-state']).toBe('complete')
      expect(analyticsRequests(servers) - before).toBe(WHOLE)
    })
  })

  it('a complete record carried from a trusted maker still ends the run skipped', async () => {
    await withServers(SERVERS, async (servers) => {
      const record = await completeRecord(servers, 900)
      servers.github.recordRun({ id: 900, event: 'schedule', path: WORKFLOW_FILE, artifacts: [] })
      plant(servers, 910, record)
      const before = analyticsRequests(servers)
      const run = await weeklyRun(servers, { runId: 911, weeksAgo: 0, inputs: CHAINED, record: false })
      expect(run.outputs).toMatchObject({ conclusion: 'skipped', 'report-state': 'complete' })
      expect(analyticsRequests(servers)).toBe(before)
      // Carried as read and checked: the maker is still run 900, not this one.
      expect(keptRecord(servers).rollup['completedIn']).toBe(900)
    })
  })

  it('300 newer progress artifacts of forks’ pull requests never bury the trusted one, and no page is asked twice', async () => {
    await withServers(SERVERS, async (servers) => {
      const partial = await weeklyRun(servers, {
        runId: 900,
        weeksAgo: 0,
        inputs: { include: 'views', 'max-requests': '10' },
      })
      expect(partial.outputs['report-state']).toBe('partial')
      const zip = writeZip({ 'progress.json': '{}' })
      const start = Date.now() + 60_000
      for (let index = 0; index < 300; index++) {
        const createdAt = new Date(start + index * 1_000).toISOString()
        servers.github.recordRun({
          ...{ id: 2_000 + index, event: 'pull_request', path: WORKFLOW_FILE, headBranch: 'main', createdAt },
          headRepository: 'mallory/docs',
          artifacts: [{ name: PROGRESS, zip, createdAt }],
        })
      }
      const mark = servers.github.requests.length
      const run = await weeklyRun(servers, { runId: 901, weeksAgo: 0, inputs: { include: 'views' } })
      expect(run.stdout).toContain('from run 900: 10 answers kept')
      expect(run.stdout).toContain('passed over 300 runs (300 pull_request)')
      expect(run.outputs['report-state']).toBe('complete')
      const asked = servers.github.requests.slice(mark).map((request) => request.path)
      expect(asked.filter((path) => path.includes('/workflows/'))).toHaveLength(4)
      expect(asked.some((path) => /\/runs\/2\d{3}\//.test(path))).toBe(false)
      expect(new Set(asked).size).toBe(asked.length)
    })
  })
})
