import { describe, expect, it } from 'vitest'
import { foldedPart, renderedSummary } from '../../../render/dom.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { withServers } from '../../../harness/servers.ts'
import { analyticsSince, week, weeklyRun, WORKFLOW_FILE } from './history-helpers.ts'

const INCLUDE = { include: 'views, searches, feedback, assistant' }

/** The summary's part for one section, as a person opens it. */
function sectionOf(summary: string, title: string): string {
  return foldedPart(renderedSummary(summary), title).html() ?? ''
}

describe('history across weekly runs', () => {
  it('compares from the last report with no request for the past, grows the history and draws the trend', async () => {
    await withServers({ platform: {}, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      let mark = servers.platform.requests.length
      const first = await weeklyRun(servers, { runId: 5001, weeksAgo: 3, inputs: INCLUDE })
      expect(first.exitCode, first.stdout).toBe(0)
      expect(first.outputs).toMatchObject({ 'comparison-source': 'fetched', 'history-size': '2' })
      expect(first.stdout).toContain(`No earlier run of ${WORKFLOW_FILE} on main uploaded "docs-report" yet`)
      const firstSpend = analyticsSince(servers.platform, mark)
      expect(new Set(firstSpend.map((request) => request.dateFrom))).toEqual(
        new Set([week(3)['date-from'], week(4)['date-from']]),
      )
      const onePeriod = firstSpend.filter((request) => request.dateFrom === week(3)['date-from']).length

      let last = first
      for (const [index, runId] of [5002, 5003, 5004].entries()) {
        const weeksAgo = 2 - index
        mark = servers.platform.requests.length
        const run = await weeklyRun(servers, { runId, weeksAgo, inputs: INCLUDE })
        expect(run.exitCode, run.stdout).toBe(0)
        expect(run.outputs).toMatchObject({ 'comparison-source': 'previous-report', 'history-size': String(3 + index) })
        // Not one request for the previous period: exactly what the same report without comparison spends.
        const spent = analyticsSince(servers.platform, mark)
        expect(spent.every((request) => request.dateFrom === week(weeksAgo)['date-from'])).toBe(true)
        expect(spent).toHaveLength(onePeriod)
        const page = renderGfm(run.summary)
        expect(page).toContain('compared with the week before (from the last report).')
        expect(page).toMatch(/Previous period: <em>previous report<\/em><\/td><td align="right">0<\/td>/)
        expect(page).toContain(`<summary><strong>Trend</strong>: ${3 + index} periods, newest first</summary>`)
        expect(run.summary).toContain('xychart-beta')
        // Unique visitors in all, human and AI, from 0.
        expect(run.summary.match(/^ {4}line \[/gm)).toHaveLength(3)
        expect(run.summary).toMatch(/^ {4}y-axis "Unique visitors" 0 --> \d+$/m)
        expect(run.outputs['previous-total']).toBe(last.outputs['total'])
        last = run
      }
      const report = JSON.parse(last.uploaded.get('report.json')?.toString() ?? '{}') as Record<string, unknown>
      const history = report['history'] as { periods: { dateFrom: string }[] }
      expect(history.periods.map((period) => period.dateFrom)).toEqual(
        [4, 3, 2, 1, 0].map((weeksAgo) => week(weeksAgo)['date-from']),
      )
    })
  })

  it('shows the same comparison from the last report as from fetching the previous period again', async () => {
    await withServers({ platform: {}, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      await weeklyRun(servers, { runId: 6001, weeksAgo: 1, inputs: INCLUDE })
      const remembered = await weeklyRun(servers, { runId: 6002, weeksAgo: 0, inputs: INCLUDE })
      const fetched = await weeklyRun(servers, { runId: 6003, weeksAgo: 0, inputs: { ...INCLUDE, history: 'off' } })
      expect(remembered.outputs['comparison-source']).toBe('previous-report')
      expect(fetched.outputs['comparison-source']).toBe('fetched')
      for (const output of ['total', 'previous-total', 'total-change', 'content-gap-count'])
        expect(remembered.outputs[output], output).toBe(fetched.outputs[output])
      for (const title of ['Unique visitors', 'Page views', 'Searches', 'Feedback', 'AI assistant']) {
        const section = sectionOf(remembered.summary, title)
        expect(section.length, title).toBeGreaterThan(200)
        expect(section, title).toBe(sectionOf(fetched.summary, title))
      }
    })
  })
})
