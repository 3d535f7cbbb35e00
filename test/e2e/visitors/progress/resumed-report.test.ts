import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { weeklyRun } from '../history/history-helpers.ts'
import { analyticsRequests, reportWithoutRunFields, runUntilComplete } from './progress-helpers.ts'

const PATHS = 60_000
const INPUTS = { include: 'views' }
const SERVERS = { github: { commits: [], tags: {} }, artifacts: true } as const

describe('a compared report of 60,000 paths (visitors and views) with max-requests: 100', () => {
  it('completes over several runs, spending what one uncapped run spends, with the same files', async () => {
    const single = await withServers({ platform: { analytics: { rows: PATHS } }, ...SERVERS }, async (servers) => {
      const run = await weeklyRun(servers, { runId: 100, weeksAgo: 0, inputs: INPUTS })
      expect(run.outputs['report-state']).toBe('complete')
      return { run, requests: analyticsRequests(servers) }
    })
    await withServers({ platform: { analytics: { rows: PATHS } }, ...SERVERS }, async (servers) => {
      const spent: number[] = []
      let before = 0
      const runs = await runUntilComplete(
        servers,
        { runId: 200, weeksAgo: 0, inputs: { ...INPUTS, 'max-requests': '100' } },
        20,
        () => {
          spent.push(analyticsRequests(servers) - before)
          before = analyticsRequests(servers)
        },
      )
      const last = runs.at(-1)
      expect(last?.outputs['report-state']).toBe('complete')
      for (const run of runs.slice(0, -1)) {
        expect(run.outputs).toMatchObject({ conclusion: 'success', 'report-state': 'partial' })
        expect(run.outputs['report-path']).toBeUndefined()
      }
      expect(spent.every((requests) => requests <= 100)).toBe(true)
      expect(analyticsRequests(servers)).toBeLessThanOrEqual(single.requests + runs.length)
      const files = [...(last?.uploaded.keys() ?? [])].sort()
      expect(files).toEqual([...single.run.uploaded.keys()].sort())
      for (const file of files.filter((name) => name.endsWith('.csv'))) {
        expect(last?.uploaded.get(file)?.equals(single.run.uploaded.get(file) ?? Buffer.alloc(0)), file).toBe(true)
      }
      expect(reportWithoutRunFields(last?.uploaded ?? new Map<string, Buffer>())).toEqual(
        reportWithoutRunFields(single.run.uploaded),
      )
      // Complete, the report is not begun again: the next run of the hour sends nothing.
      const after = analyticsRequests(servers)
      const done = await weeklyRun(servers, { runId: 250, weeksAgo: 0, inputs: { ...INPUTS, 'max-requests': '100' } })
      expect(done.outputs).toMatchObject({ conclusion: 'skipped', 'report-state': 'complete' })
      expect(analyticsRequests(servers)).toBe(after)
    })
  }, 300_000)
})
