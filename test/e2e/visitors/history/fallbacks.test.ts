import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../../render/gfm.ts'
import { withServers } from '../../../harness/servers.ts'
import { writeZip } from '../../../harness/zip.ts'
import { cancelWhen } from '../../helpers.ts'
import { visitorsInputs } from '../visitors-helpers.ts'
import { ARTIFACT, WORKFLOW_FILE, warnings, week, weeklyRun, type HistoryServers } from './history-helpers.ts'

type Report = Record<string, unknown> & { history: { last: { sections: Record<string, Record<string, unknown>> } } }

const GITHUB = { commits: [], tags: {} }

/** Last week's report as a first run uploads it, not yet recorded: the test decides how GitHub lists it. */
async function lastWeek(servers: HistoryServers, runId = 100): Promise<{ files: Map<string, Buffer>; report: Report }> {
  const run = await weeklyRun(servers, { runId, weeksAgo: 1, record: false })
  servers.artifacts.artifacts.clear()
  return { files: run.uploaded, report: JSON.parse(run.uploaded.get('report.json')?.toString() ?? '{}') as Report }
}

/** Records `files`, with report.json replaced by `report` (an object, or text as written), as a run GitHub lists. */
function record(
  servers: HistoryServers,
  files: Map<string, Buffer>,
  report: unknown,
  run: { id: number; event?: string; path?: string; headRepository?: string; expired?: boolean },
): void {
  const text = typeof report === 'string' ? report : JSON.stringify(report)
  const zip = writeZip({ ...Object.fromEntries(files), 'report.json': text })
  servers.github.recordRun({
    id: run.id,
    event: run.event ?? 'schedule',
    path: run.path ?? WORKFLOW_FILE,
    ...(run.headRepository ? { headRepository: run.headRepository } : {}),
    artifacts: [{ name: ARTIFACT, zip, ...(run.expired ? { expired: true } : {}) }],
  })
}

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
      const run = await expectFetched(servers, /No artifact .*docs-report.* in acme\/docs/, false)
      expect(run.outputs['history-size']).toBe('2')
    })
  })

  it('only artifacts of another workflow file: none found', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 101, path: '.github/workflows/other.yml' })
      await expectFetched(servers, /none from an earlier run of \.github\/workflows\/docs-report\.yml/, false)
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
      report.history.last.sections['visitors'] = { ...report.history.last.sections['visitors'], ranked: [{ path: 5 }] }
      record(servers, files, report, { id: 106 })
      await expectFetched(servers, /ranked\[0\] has no string (&quot;|")path/, true)
    })
  })

  it('an oversized report.json is not read', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, { ...report, padding: 'x'.repeat(9 * 1024 * 1024) }, { id: 107 })
      await expectFetched(servers, /report\.json/, true)
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

describe('history: a GitHub that hangs or cannot be reached leaves the report its time', () => {
  it('a hanging GitHub: the lookup gives up within its share of timeout, with one warning', async () => {
    await withServers({ platform: {}, github: { ...GITHUB, hang: true }, artifacts: true }, async (servers) => {
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false, inputs: { timeout: '20s' } })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['comparison-source']).toBe('fetched')
      expect(warnings(run).filter((line) => line.includes('History not read'))).toHaveLength(1)
      expect(run.stdout).toContain('GitHub did not answer within 5s')
      expect(run.wallMs).toBeLessThan(15_000)
    })
  })

  it('cancelled while reading the last report: the step ends at once, having sent nothing to the platform', async () => {
    await withServers({ platform: {}, github: { ...GITHUB, hang: true }, artifacts: true }, async (servers) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        {
          inputs: visitorsInputs(servers.platform, { ...week(0), compare: 'previous-period', history: 'auto' }),
          env: { ...servers.env, GITHUB_WORKFLOW_REF: `acme/docs/${WORKFLOW_FILE}@refs/heads/main` },
        },
        () => servers.github.requests.length > 0,
      )
      expect(run.outputs['conclusion']).toBe('cancelled')
      expect(stoppedWithinMs).toBeLessThan(5_000)
      expect(servers.platform.requests).toHaveLength(0)
      expect(renderGfm(run.summary)).toContain('Cancelled while')
    })
  })

  it('an unreachable GitHub: one warning, and the report goes on', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const unreachable = { ...servers, env: { ...servers.env, GITHUB_API_URL: 'http://127.0.0.1:9' } }
      const run = await weeklyRun(unreachable, { runId: 900, weeksAgo: 0, record: false })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['comparison-source']).toBe('fetched')
      expect(warnings(run).filter((line) => line.includes('History not read'))).toHaveLength(1)
    })
  })
})

describe('history: only trusted reports', () => {
  it('never reads a newer poisoned report from a pull-request run or a fork', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 110 })
      const trustedTotal = (report.history.last.sections['visitors']?.['totals'] as { total: number }).total
      const poisoned = structuredClone(report)
      const visitors = poisoned.history.last.sections['visitors'] as { totals: Record<string, number> }
      visitors.totals = { human: 999_999_991, ai: 1, total: 999_999_992 }
      record(servers, files, poisoned, { id: 111, event: 'pull_request' })
      record(servers, files, poisoned, { id: 112, event: 'pull_request_target' })
      record(servers, files, poisoned, { id: 113, headRepository: 'mallory/docs' })
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
      expect(run.outputs['comparison-source']).toBe('previous-report')
      expect(run.outputs['previous-total']).toBe(String(trustedTotal))
      expect(run.summary).not.toContain('999,999,99')
      expect(run.stdout).toMatch(/Skipped 3 artifacts: .*fork.*pull_request_target.*pull_request run/)
    })
  })

  it("escapes a trusted report's text as the platform's, in the summary and the log", async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      const hostile = '<img src=x onerror=alert(1)>\n::error title=owned::pwned'
      report.history.last.sections['visitors'] = { ...report.history.last.sections['visitors'], endedEarly: hostile }
      record(servers, files, report, { id: 120 })
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
      expect(run.outputs['comparison-source']).toBe('previous-report')
      expect(run.summary).not.toContain('<img')
      expect(renderGfm(run.summary)).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(run.stdout).not.toMatch(/^::error title=owned/m)
    })
  })

  it('keeps at most history-periods periods', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const inputs = { 'history-periods': '3' }
      for (const [index, weeksAgo] of [3, 2, 1, 0].entries()) {
        const run = await weeklyRun(servers, { runId: 130 + index, weeksAgo, inputs })
        expect(run.outputs['history-size']).toBe(String(Math.min(3, index + 2)))
      }
    })
  })
})
