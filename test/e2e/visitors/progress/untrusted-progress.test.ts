import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { readZip, writeZip } from '../../../harness/zip.ts'
import { SIMULATOR_API_KEY } from '../../../simulator/server.ts'
import { WORKFLOW_FILE, weeklyRun, type HistoryServers } from '../history/history-helpers.ts'
import { analyticsRequests, DEFAULT_DATES, signedWith } from './progress-helpers.ts'

const SERVERS = {
  platform: { analytics: { rows: 3_000 } },
  github: { commits: [], tags: {} },
  artifacts: true,
} as const
/** 3,000 paths of visitors and views, compared: 48 requests in one run. */
const WHOLE = 48
const PARTIAL = { include: 'views', 'max-requests': '10' }

/** A first run that stops at 10 requests, leaving its progress; recorded as `record` says. */
async function partialRun(servers: HistoryServers, record: { event?: string } = {}) {
  const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, inputs: PARTIAL, record })
  expect(run.outputs['report-state']).toBe('partial')
  return run
}

/** The run after, uncapped: it spends what a report from nothing spends when the progress is not used. */
async function nextRun(servers: HistoryServers, inputs: Record<string, string> = {}) {
  const before = analyticsRequests(servers)
  const run = await weeklyRun(servers, { runId: 901, weeksAgo: 0, inputs: { include: 'views', ...inputs } })
  expect(run.outputs['report-state']).toBe('complete')
  return { run, spent: analyticsRequests(servers) - before }
}

describe('progress the next run must not build on', () => {
  it('progress of other settings is ignored with a notice', async () => {
    await withServers(SERVERS, async (servers) => {
      await partialRun(servers)
      const { run, spent } = await nextRun(servers, { 'page-size': '200' })
      expect(run.stdout).toMatch(
        /::notice title=Report progress ignored::The progress of the partial report of .* was made with other settings/,
      )
      expect(spent).toBe(4 * 15)
    })
  })

  it('an unfinished report whose period ended more than 7 days ago is abandoned with a notice', async () => {
    await withServers(SERVERS, async (servers) => {
      await weeklyRun(servers, { runId: 900, weeksAgo: 2, inputs: PARTIAL })
      const { run, spent } = await nextRun(servers, DEFAULT_DATES)
      expect(run.stdout).toMatch(
        /::notice title=Unfinished report abandoned::The unfinished report of .* was abandoned/,
      )
      expect(spent).toBe(WHOLE)
    })
  })

  it("a pull request's run's progress is never used", async () => {
    await withServers(SERVERS, async (servers) => {
      await partialRun(servers, { event: 'pull_request' })
      const { run, spent } = await nextRun(servers)
      expect(run.stdout).toContain(
        'No report progress: No earlier run of .github/workflows/docs-report.yml on main outside pull requests and other repositories uploaded "docs-report-progress".',
      )
      expect(spent).toBe(WHOLE)
    })
  })

  it.each([
    [
      'a record edited after it was signed',
      (files: Map<string, Buffer>) => edited(files, (record) => ({ ...record, answers: 2 })),
    ],
    [
      'a record signed with another key',
      (files: Map<string, Buffer>) => resigned(files, 'mint_another_key_0123456789abcdef'),
    ],
    ['sealed answers changed, the record re-signed with the key', (files: Map<string, Buffer>) => flipped(files)],
    [
      'a record that is not JSON',
      (files: Map<string, Buffer>) => new Map([...files, ['progress.json', Buffer.from('{')]]),
    ],
  ])(
    '%s is dropped with a warning naming the artifact and its run, and the report starts afresh',
    async (_, poison) => {
      await withServers(SERVERS, async (servers) => {
        await weeklyRun(servers, { runId: 900, weeksAgo: 0, inputs: PARTIAL, record: false })
        const progress = servers.artifacts.artifacts.get('docs-report-progress')?.zip ?? Buffer.alloc(0)
        servers.artifacts.artifacts.clear()
        servers.github.recordRun({
          id: 900,
          event: 'schedule',
          path: WORKFLOW_FILE,
          artifacts: [{ name: 'docs-report-progress', zip: writeZip(Object.fromEntries(poison(readZip(progress)))) }],
        })
        const { run, spent } = await nextRun(servers)
        expect(run.stdout).toMatch(
          /::warning title=Report progress dropped::The report's progress, artifact "docs-report-progress" \(id \d+\) of run 900, was dropped: /,
        )
        expect(spent).toBe(WHOLE)
      })
    },
  )
})

type Record_ = Record<string, unknown>

function edited(files: Map<string, Buffer>, change: (record: Record_) => Record_): Map<string, Buffer> {
  const record = JSON.parse(files.get('progress.json')?.toString() ?? '{}') as Record_
  return new Map([...files, ['progress.json', Buffer.from(JSON.stringify(change(record)))]])
}

function resigned(files: Map<string, Buffer>, apiKey: string): Map<string, Buffer> {
  const record = JSON.parse(files.get('progress.json')?.toString() ?? '{}') as Record_
  return new Map([...files, ['progress.json', signedWith(record, apiKey)]])
}

/** One byte of the sealed answers changed, and the record made to name the changed file, signed with the real key. */
function flipped(files: Map<string, Buffer>): Map<string, Buffer> {
  const sealed = Buffer.from(files.get('answers.sealed') ?? Buffer.alloc(0))
  sealed[40] = (sealed[40] ?? 0) ^ 1
  const record = JSON.parse(files.get('progress.json')?.toString() ?? '{}') as Record_
  const sha256 = createHash('sha256').update(sealed).digest('hex')
  const changed = { ...record, sealed: { bytes: sealed.length, sha256 } }
  return new Map([...files, ['answers.sealed', sealed], ['progress.json', signedWith(changed, SIMULATOR_API_KEY)]])
}
