import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import type { HistoryPeriod } from '../../../../src/visitors/history/history-format.ts'
import { sectionNamed, type SectionName } from '../../../../src/visitors/sections/table.ts'
import { addTrendChart, addTrendTable, axisTop } from '../../../../src/visitors/summary/trend.ts'
import { renderGfm } from '../../../render/gfm.ts'

const DAY = 86_400_000

/** A week of the history from `from`, with `figures` by section. */
function week(from: string, figures: HistoryPeriod['figures']): HistoryPeriod {
  const start = Date.parse(`${from}T00:00:00Z`)
  const dateTo = new Date(start + 7 * DAY).toISOString().slice(0, 10)
  return { dateFrom: from, dateTo, from: start, to: start + 7 * DAY, figures, unknown: {} }
}
const traffic = (human: number, ai: number) => ({ visitors: { total: human + ai - 5, human, ai } })

function trend(periods: readonly HistoryPeriod[], sections: readonly SectionName[] = ['visitors']): string {
  const doc = new SummaryDocument()
  addTrendChart(doc, periods, sections)
  addTrendTable(doc, periods, sections)
  return doc.render()
}
const shownOf = (name: SectionName) => sectionNamed(name).trendFigures.filter((figure) => figure.shown)
const charts = (markdown: string) => [...markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1])

const november = [
  week('2026-11-02', traffic(100, 20)),
  week('2026-11-09', traffic(120, 35)),
  week('2026-11-16', traffic(90, 50)),
]

describe('addTrendChart and addTrendTable', () => {
  it('draws no chart when a count would not read as a plain number (1e+21), and still tables the figures', () => {
    const odd = [...november.slice(0, 2), week('2026-11-16', traffic(1e21, 50))]
    const markdown = trend(odd)
    expect(charts(markdown)).toEqual([])
    expect(markdown).toContain('<table>')
  })

  it('draws nothing below three periods: two are already the comparison', () => {
    expect(trend([])).toBe('\n')
    expect(trend(november.slice(1))).toBe('\n')
  })

  it("draws the visitors' total, human and AI figures from three periods on, from 0, labelled by day within one year", () => {
    const markdown = trend(november)
    expect(markdown).toContain('<summary><strong>Trend</strong>: 3 periods, newest first</summary>')
    const [chart, ...more] = charts(markdown)
    expect(more).toEqual([])
    expect(chart?.split('\n').slice(1)).toEqual([
      'xychart-beta',
      '    title "Unique visitors per period: total (blue), human (orange), AI (green)"',
      '    x-axis ["11-02", "11-09", "11-16"]',
      '    y-axis "Unique visitors" 0 --> 200',
      '    line [115, 150, 135]',
      '    line [100, 120, 90]',
      '    line [20, 35, 50]',
    ])
    expect(chart?.split('\n')[0]).toBe(
      '%%{init: {"xyChart":{"height":260,"titleFontSize":16,"showLegend":false},"themeVariables":{"xyChart":{"plotColorPalette":"#2563eb, #ea580c, #16a34a"}}}}%%',
    )
    // The chart stands open; the table is folded below it.
    expect(markdown.indexOf('```mermaid')).toBeLessThan(markdown.indexOf('<details>'))
  })

  it('tops the y axis at the highest point rounded up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 1, 7, 150, 201, 1_900, 2_600, 123_004, 154_742, 600_000].map(axisTop)).toEqual([
      1, 1, 10, 200, 250, 2_000, 5_000, 200_000, 200_000, 1_000_000,
    ])
  })

  it('labels each point with its whole date when the periods span two years', () => {
    const turn = [
      week('2026-12-21', traffic(10, 1)),
      week('2026-12-28', traffic(20, 1)),
      week('2027-01-04', traffic(30, 1)),
    ]
    expect(charts(trend(turn))[0]).toContain('    x-axis ["2026-12-21", "2026-12-28", "2027-01-04"]')
  })

  it('leaves periods without visitors figures out of the chart, and draws none when fewer than three remain', () => {
    const searchesOnly = week('2026-11-23', { searches: { searches: 40, unclickedTerms: 2 } })
    const four = [...november, searchesOnly]
    expect(charts(trend(four))[0]).toContain('    x-axis ["11-02", "11-09", "11-16"]\n')
    expect(charts(trend(four))[0]).toContain('    line [115, 150, 135]\n    line [100, 120, 90]\n    line [20, 35, 50]')
    const noAi = week('2026-11-30', { visitors: { total: 80, human: 80 } })
    const markdown = trend([november[0]!, searchesOnly, november[2]!, noAi])
    expect(charts(markdown)).toEqual([])
    expect(markdown).toContain('<summary><strong>Trend</strong>: 4 periods, newest first</summary>')
  })

  it('tables each shown figure newest first, with the change from the period before and — where a report lacked it', () => {
    const periods = [
      week('2026-11-02', { ...traffic(100, 20), searches: { searches: 40, unclickedTerms: 4 } }),
      week('2026-11-09', traffic(120, 35)),
      week('2026-11-16', { ...traffic(90, 50), searches: { searches: 50, unclickedTerms: 2 } }),
    ]
    const page = renderGfm(trend(periods, ['visitors', 'searches']))
    const head = page.slice(page.indexOf('<thead>'), page.indexOf('</thead>'))
    const figures = [...shownOf('visitors'), ...shownOf('searches')]
    expect([...head.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([
      'From',
      ...figures.map((figure) => figure.label),
    ])
    const rows = [...page.matchAll(/<tr><td>([^<]*)<\/td>(.*)<\/tr>/g)]
    expect(rows.map((row) => row[1])).toEqual(['11-16', '11-09', '11-02'])
    const column = (key: string) => {
      const index = figures.findIndex((figure) => figure.key === key)
      return rows.map((row) => [...(row[2] ?? '').matchAll(/<td align="right">(.*?)<\/td>/g)][index]?.[1])
    }
    expect(column('total')).toEqual(['135<br><sub>▼ 10.0%</sub>', '150<br><sub>▲ 30.4%</sub>', '115'])
    expect(column('searches')).toEqual(['50', '—', '40'])
    expect(column('unclickedTerms')).toEqual(['2', '—', '4'])
    expect(page).toContain('— : the figure was not in that report.')
  })

  it('folds the whole table, every period in it, newest first', () => {
    const starts = ['09-07', '09-14', '09-21', '09-28', '10-05', '10-12', '10-19', '10-26']
    const page = renderGfm(trend(starts.map((start, n) => week(`2026-${start}`, traffic(100 + n, 10)))))
    const [open = '', folded = ''] = page.split('<details>')
    const labels = (part: string) => [...part.matchAll(/<tr><td>([^<]*)<\/td>/g)].map((match) => match[1])
    expect(labels(open)).toEqual([])
    expect(labels(folded)).toEqual([...starts].reverse())
    expect(folded.indexOf('</details>')).toBeGreaterThan(folded.indexOf('09-07'))
    expect(page.match(/<details>/g)).toHaveLength(1)
  })

  it("shows an older report's assistant count as questions, its conversations as —, and says why under the trend", () => {
    const periods = [
      week('2026-11-02', { ...traffic(100, 20), assistant: { conversations: 600, unanswered: 60 } }),
      week('2026-11-09', { ...traffic(120, 35), assistant: { conversations: 610, unanswered: 70 } }),
      week('2026-11-16', { ...traffic(90, 50), assistant: { conversations: 280, questions: 620, unanswered: 62 } }),
    ]
    const page = renderGfm(trend(periods, ['visitors', 'assistant']))
    const rows = [...page.matchAll(/<tr><td>([^<]*)<\/td>(.*)<\/tr>/g)]
    const figures = [...shownOf('visitors'), ...shownOf('assistant')]
    const column = (key: string) => {
      const index = figures.findIndex((figure) => figure.key === key)
      return rows.map((row) => [...(row[2] ?? '').matchAll(/<td align="right">(.*?)<\/td>/g)][index]?.[1])
    }
    expect(column('conversations')).toEqual(['280', '—', '—'])
    expect(column('questions')).toEqual(['620<br><sub>▲ 1.6%</sub>', '610<br><sub>▲ 1.7%</sub>', '600'])
    expect(page).toContain(
      '<sub>AI assistant: reports before this version counted questions (turns), not conversations: their count shows under Questions, and their conversations as —.</sub>',
    )
    // Periods that all counted conversations need no such line.
    const current = periods.map((period) => ({
      ...period,
      figures: { ...period.figures, assistant: { conversations: 1, questions: 2, unanswered: 0 } },
    }))
    expect(renderGfm(trend(current, ['visitors', 'assistant']))).not.toContain('reports before this version')
  })
})
