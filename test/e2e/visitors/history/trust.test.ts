import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../../render/gfm.ts'
import { withServers } from '../../../harness/servers.ts'
import { cancelWhen } from '../../helpers.ts'
import { visitorsInputs } from '../visitors-helpers.ts'
import { lastWeek, record } from './planted-reports.ts'
import { WORKFLOW_FILE, warnings, week, weeklyRun } from './history-helpers.ts'

const GITHUB = { commits: [], tags: {} }

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
      expect(run.stdout).toContain(
        'Looking for "docs-report": 1 run of .github/workflows/docs-report.yml on main looked at; passed over 3 runs (1 from another repository, 1 pull_request_target, 1 pull_request).',
      )
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
