import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { periodSeed } from '../../../simulator/analytics-data.ts'
import { turns } from '../../../simulator/assistant-data.ts'
import { week, weeklyRun } from './history-helpers.ts'
import { asOlderReport, record, type Report } from './planted-reports.ts'

const INCLUDE = { include: 'assistant' }
const NOTE =
  'AI assistant: reports before this version counted questions (turns), not conversations: their count shows under Questions, and their conversations as —.'

/** The simulator's figures of the week `weeksAgo`: its questions (turns) and conversations (distinct ids). */
function figures(weeksAgo: number) {
  const rows = turns({}, periodSeed(week(weeksAgo)['date-from']))
  return { questions: rows.length, conversations: new Set(rows.map((row) => row.id)).size }
}

/** The trend table's column headed `title`, newest period first, each cell's figure without its change. */
function trendColumn(page: string, title: string): string[] {
  const start = page.indexOf('<strong>Trend</strong>')
  const table = page.slice(start, page.indexOf('</table>', start))
  const heads = [...table.slice(0, table.indexOf('</thead>')).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])
  const rows = [...table.matchAll(/<tr><td>[^<]*<\/td>(.*?)<\/tr>/g)]
  const index = heads.indexOf(title) - 1
  return rows.map((row) => [...(row[1] ?? '').matchAll(/<td align="right">([^<]*)/g)][index]?.[1] ?? '')
}

/** The assistant's first line in the summary, as text. */
function assistantLine(page: string): string {
  const start = page.indexOf('AI assistant</strong></summary>')
  return page
    .slice(start, page.indexOf('</p>', start))
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
}

const number = (value: number) => value.toLocaleString('en-US')
/** How a change opens in the summary: each week's sample figures rise or fall with the calendar. */
const direction = (now: number, before: number) => (now > before ? '▲ ' : now < before ? '▼ ' : '0.0%')

describe('history begun by a version that counted turns as conversations', () => {
  it('reads its count as questions, shows its conversations as unknown, and compares conversations only once both count them', async () => {
    await withServers({ platform: {}, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      const first = await weeklyRun(servers, { runId: 7001, weeksAgo: 2, inputs: INCLUDE, record: false })
      servers.artifacts.artifacts.clear()
      const report = JSON.parse(first.uploaded.get('report.json')?.toString() ?? '{}') as Report
      record(servers, first.uploaded, asOlderReport(report), { id: 7001 })

      const second = await weeklyRun(servers, { runId: 7002, weeksAgo: 1, inputs: INCLUDE })
      expect(second.outputs).toMatchObject({ 'comparison-source': 'previous-report', 'history-size': '3' })
      const [now, before, oldest] = [figures(1), figures(2), figures(3)]
      let page = renderGfm(second.summary)
      // Questions compare with the older report's count; conversations not at all, and the summary says so.
      expect(assistantLine(page)).toContain(
        `${number(now.conversations)} conversations (not compared: the last report counted questions, not conversations); ` +
          `${number(now.questions)} questions (${direction(now.questions, before.questions)}`,
      )
      expect(assistantLine(page)).toContain(`from ${number(before.questions)});`)
      expect(trendColumn(page, 'Conversations')).toEqual([number(now.conversations), '—', '—'])
      expect(trendColumn(page, 'Questions')).toEqual([now, before, oldest].map((week) => number(week.questions)))
      expect(page).toContain(`<sub>${NOTE}</sub>`)
      // The older periods are carried on as they were written: what they counted stays said.
      const carried = JSON.parse(second.uploaded.get('report.json')?.toString() ?? '{}') as {
        history: { periods: { figures: Record<string, unknown> }[] }
      }
      expect(carried.history.periods.map((period) => period.figures['assistant'])).toEqual([
        { conversations: oldest.questions, unanswered: expect.any(Number) as unknown },
        { conversations: before.questions, unanswered: expect.any(Number) as unknown },
        { ...now, unanswered: expect.any(Number) as unknown },
      ])

      const third = await weeklyRun(servers, { runId: 7003, weeksAgo: 0, inputs: INCLUDE })
      const latest = figures(0)
      page = renderGfm(third.summary)
      expect(assistantLine(page)).toMatch(
        new RegExp(
          `^AI assistant ${number(latest.conversations)} conversations \\([▲▼] [\\d.]+% from ${number(now.conversations)} the period before\\)`,
        ),
      )
      expect(trendColumn(page, 'Conversations')).toEqual([
        number(latest.conversations),
        number(now.conversations),
        '—',
        '—',
      ])
      expect(page).toContain(`<sub>${NOTE}</sub>`)
    })
  })
})
