import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { weeklyRun } from '../history/history-helpers.ts'
import { runUntilComplete } from './progress-helpers.ts'

const SERVERS = { github: { commits: [], tags: {} }, artifacts: true } as const
/** 6,000 paths of visitors and views, compared: 96 requests in one run. */
const ROWS = 6_000
const UNCAPPED = 96
const INPUTS = { include: 'views' }

/** Requests the platform answered with rows: what the report paid for. */
function answered(requests: readonly { route: string; status: number | string }[]): number {
  return requests.filter((request) => request.route !== 'unknown' && request.status === 200).length
}

describe('a run stopped before its report is complete keeps every page for the next', () => {
  it('SIGTERM mid-section: cancelled, its progress kept, and the next run goes on from it', async () => {
    const faults = [{ route: 'visitors' as const, skip: 30, fault: { type: 'slow' as const, delayMs: 20_000 } }]
    await withServers({ platform: { analytics: { rows: ROWS }, faults }, ...SERVERS }, async (servers) => {
      const first = await weeklyRun(servers, {
        runId: 300,
        weeksAgo: 0,
        inputs: INPUTS,
        onStart: (child) => {
          const timer = setInterval(() => {
            if (servers.platform.requests.length <= 30) return
            clearInterval(timer)
            child.kill('SIGTERM')
          }, 10)
        },
      })
      expect(first.outputs).toMatchObject({ conclusion: 'cancelled', 'report-state': 'partial' })
      expect(first.stdout).toContain("Kept the report's progress (30 answers, 31 requests in 1 run)")
      const page = renderGfm(first.summary)
      expect(page).toContain('<strong>The run was cancelled.</strong>')
      expect(page).toContain('Every answer so far is kept: run the workflow again')
      const second = await weeklyRun(servers, { runId: 301, weeksAgo: 0, inputs: INPUTS })
      expect(second.outputs).toMatchObject({ conclusion: 'success', 'report-state': 'complete' })
      expect(second.stdout).toContain("Took 30 answers from the report's progress: no request was sent for them.")
      // The one request the cancellation cut short is the only one spent twice.
      expect(servers.platform.requests.filter((request) => request.route !== 'unknown')).toHaveLength(UNCAPPED + 1)
    })
  }, 60_000)

  it("a 429 whose wait does not fit in the time left: success, partial, and the next hour's run goes on", async () => {
    const rateLimit = { limit: 40, windowMs: 3_600_000 }
    await withServers({ platform: { analytics: { rows: ROWS, rateLimit } }, ...SERVERS }, async (servers) => {
      const runs = await runUntilComplete(
        servers,
        { runId: 400, weeksAgo: 0, inputs: { ...INPUTS, timeout: '20s' } },
        6,
        () => servers.platform.startBudgetWindow(),
      )
      const first = runs[0]
      expect(first?.outputs).toMatchObject({ conclusion: 'success', 'report-state': 'partial' })
      expect(first?.stdout).toMatch(/::notice title=Report partial::The report is partial: 40 answers in/)
      const page = renderGfm(first?.summary ?? '')
      expect(page).toMatch(
        /The organization.s analytics budget is spent for now: the platform takes requests again from \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
      )
      expect(runs.map((run) => run.outputs['report-state'])).toEqual(['partial', 'partial', 'complete'])
      expect(answered(servers.platform.requests)).toBe(UNCAPPED)
    })
  }, 60_000)

  it('a run past its timeout keeps its pages: timed-out, partial', async () => {
    const faults = [{ route: 'views' as const, skip: 10, fault: { type: 'slow' as const, delayMs: 20_000 } }]
    await withServers({ platform: { analytics: { rows: ROWS }, faults }, ...SERVERS }, async (servers) => {
      const first = await weeklyRun(servers, { runId: 500, weeksAgo: 0, inputs: { ...INPUTS, timeout: '4s' } })
      expect(first.outputs).toMatchObject({ conclusion: 'timed-out', 'report-state': 'partial' })
      const second = await weeklyRun(servers, { runId: 501, weeksAgo: 0, inputs: INPUTS })
      expect(second.outputs['report-state']).toBe('complete')
      expect(answered(servers.platform.requests)).toBe(UNCAPPED)
    })
  }, 60_000)

  it('a retry counts against max-requests: a 500 on the third request ends the run at three', async () => {
    const faults = [{ route: 'visitors' as const, skip: 2, fault: { type: 'status' as const, status: 500 } }]
    await withServers({ platform: { analytics: { rows: ROWS }, faults }, ...SERVERS }, async (servers) => {
      const run = await weeklyRun(servers, { runId: 510, weeksAgo: 0, inputs: { ...INPUTS, 'max-requests': '3' } })
      expect(run.outputs).toMatchObject({ conclusion: 'success', 'report-state': 'partial' })
      expect(servers.platform.requests.filter((request) => request.route !== 'unknown')).toHaveLength(3)
    })
  })

  it('a budget spent before the first answer: nothing to keep, success, and the next run begins the report', async () => {
    const rateLimit = { limit: 0, windowMs: 3_600_000 }
    await withServers({ platform: { analytics: { rows: ROWS, rateLimit } }, ...SERVERS }, async (servers) => {
      const run = await weeklyRun(servers, { runId: 520, weeksAgo: 0, inputs: { ...INPUTS, timeout: '20s' } })
      expect(run.outputs['conclusion']).toBe('success')
      expect(run.outputs['report-state']).toBeUndefined()
      expect(servers.artifacts.artifacts.size).toBe(0)
      const page = renderGfm(run.summary)
      expect(page).toContain('Docs analytics report: not begun, the budget spent for now')
      expect(page).toMatch(
        /<strong>Report not begun\.<\/strong> The organization.s analytics budget is spent for now: the platform takes requests again from \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
      )
    })
  })

  it('a refusal part of the way keeps nothing: the next run would be refused the same way', async () => {
    const faults = [{ route: 'views' as const, skip: 0, fault: { type: 'status' as const, status: 404 } }]
    await withServers({ platform: { analytics: { rows: ROWS }, faults }, ...SERVERS }, async (servers) => {
      const run = await weeklyRun(servers, { runId: 530, weeksAgo: 0, inputs: INPUTS, record: false })
      expect(run.outputs['conclusion']).toBe('failure')
      expect(run.outputs['report-state']).toBeUndefined()
      expect(servers.artifacts.artifacts.has('docs-report-progress')).toBe(false)
      expect(renderGfm(run.summary)).toContain('Fix what the platform refused')
    })
  })

  it('"Re-run jobs" goes on with what the attempt before it kept, in the same run', async () => {
    await withServers({ platform: { analytics: { rows: ROWS } }, ...SERVERS }, async (servers) => {
      const capped = { ...INPUTS, 'max-requests': '50' }
      const first = await weeklyRun(servers, { runId: 540, weeksAgo: 0, inputs: capped })
      expect(first.outputs['report-state']).toBe('partial')
      const again = await weeklyRun(servers, { runId: 540, attempt: 2, weeksAgo: 0, inputs: INPUTS })
      expect(again.stdout).toContain('from run 540: 50 answers kept')
      expect(again.outputs['report-state']).toBe('complete')
      expect(answered(servers.platform.requests)).toBe(UNCAPPED)
    })
  })
})
