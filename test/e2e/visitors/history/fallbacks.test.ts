import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../../render/gfm.ts'
import { withServers } from '../../../harness/servers.ts'
import { warnings, weeklyRun, type HistoryServers } from './history-helpers.ts'
import { lastWeek, record } from './planted-reports.ts'

const GITHUB = { commits: [], tags: {} }

/** This week's run, expected to succeed and to fetch the previous period, saying `why` in the log and the summary. */
async function expectFetched(servers: HistoryServers, why: string | RegExp, warned: boolean) {
  const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
  expect(run.exitCode, run.stdout).toBe(0)
  expect(run.outputs['comparison-source']).toBe('fetched')
  const page = renderGfm(run.summary)
  expect(page).toMatch(why)
  expect(run.stdout).toMatch(why)
  const historyWarnings = warnings(run).filter((line) => line.includes('History not read'))
  expect(historyWarnings).toHaveLength(warned ? 1 : 0)
  return run
}

describe('history: when the last report cannot be used, the previous period is fetched and the step says why', () => {
  it('first run: no artifact yet', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const why = /No earlier run of \.github\/workflows\/docs-report\.yml on main uploaded .*docs-report.* yet/
      const run = await expectFetched(servers, why, false)
      expect(run.outputs['history-size']).toBe('2')
    })
  })

  it('only artifacts of another workflow file: none found', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 101, path: '.github/workflows/other.yml' })
      // GitHub lists the runs of this workflow file alone: another file's are never looked at.
      const run = await expectFetched(servers, /No earlier run of .* uploaded .*docs-report.* yet\./, false)
      expect(servers.github.requests.some((request) => request.path.includes('/runs/101/'))).toBe(false)
      expect(run.exitCode).toBe(0)
    })
  })

  it('the newest trusted artifact expired', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 102, expired: true })
      await expectFetched(servers, /expired/, false)
    })
  })

  it("another project's report: the history starts again", async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, { ...report, projectId: 'someone-else' }, { id: 103 })
      const run = await expectFetched(servers, /another project/, false)
      expect(run.outputs['history-size']).toBe('2')
    })
  })

  it('a gap week between the last report and this period', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      await weeklyRun(servers, { runId: 104, weeksAgo: 2 })
      const run = await expectFetched(servers, /there is a gap: the last report ended on/, false)
      // The trend keeps the older weeks: two of the first run, and this run's two.
      expect(run.outputs['history-size']).toBe('4')
    })
  })

  it('a malformed report.json is ignored with one warning', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files } = await lastWeek(servers)
      record(servers, files, '{"formatVersion": 2, "history": ', { id: 105 })
      await expectFetched(servers, /report\.json is not JSON/, true)
    })
  })

  it('a report.json that breaks its schema is ignored with one warning', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      report.history.last.sections['visitors'] = {
        ...report.history.last.sections['visitors'],
        ranked: [{ path: 5 }],
        rankedAll: false,
      }
      record(servers, files, report, { id: 106 })
      await expectFetched(servers, /ranked\[0\] has no string (&quot;|")path/, true)
    })
  })

  it('an oversized report.json is not read: a warning naming the artifact and its run', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, { ...report, padding: 'x'.repeat(9 * 1024 * 1024) }, { id: 107 })
      const why = /entry (&quot;|")report\.json(&quot;|") says it unpacks to 9,\d{3},\d{3} bytes, over the cap of 8 MiB/
      const run = await expectFetched(servers, why, true)
      expect(run.stdout).toMatch(
        /^::warning title=History not read::The last report, artifact "docs-report" \(id \d+\) of run 107, was refused: /m,
      )
    })
  })

  it('without actions: read, one warning and the step goes on', async () => {
    await withServers(
      { platform: {}, github: { ...GITHUB, artifactsFailWith: 403 }, artifacts: true },
      async (servers) => {
        const run = await expectFetched(servers, /actions: read/, true)
        expect(run.outputs['conclusion']).toBe('success')
      },
    )
  })
})
