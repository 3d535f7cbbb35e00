import { describe, expect, it } from 'vitest'
import type { TrafficCounts, TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { views } from '../../../../src/visitors/sections/views.ts'
import { exported, headlineWords, link, OPTIONS, rendered, SPACE, words, type PeriodData } from './section-fixtures.ts'

const page = (path: string, total: number): TrafficRow => ({ path, human: total - 1, ai: 1, total })
const week = (total: number, rows: readonly TrafficRow[]): PeriodData<TrafficRow, TrafficCounts, undefined> => ({
  rows,
  totals: { human: total - 10, ai: 10, total },
  extra: undefined,
})

describe('page views: rows and totals against the contract', () => {
  it("reads a row and the totals as unique visitors' are read, naming the row in what it refuses", () => {
    const row = { path: '/docs/auth', human: 30, ai: 10, total: 40 }
    expect(views.readRow(row, 'views[0]', OPTIONS)).toEqual(row)
    expect(() => views.readRow({ path: '/a', human: 1, total: 1 }, 'views[7]', OPTIONS)).toThrow(
      'views[7] has no number "ai"',
    )
    expect(views.readTotals({ totals: { human: 3, ai: 1, total: 4 } })).toEqual({ human: 3, ai: 1, total: 4 })
    expect(views.arrayName).toBe('views')
  })
})

describe('page views: what the report makes of them', () => {
  it('summarizes the totals as a plain table (views add up), then the top pages by views', () => {
    const page50 = page('/docs/auth', 50)
    const summary = rendered((doc) => views.summarize(doc, exported(views, week(60, [page50, page('/a', 10)])), SPACE))
    expect(words(summary)).toContain('Top 2 pages by views (of 2 pages)')
    expect(summary).toContain('% of all views')
    expect(summary).not.toContain('pie title')
    expect(summary).not.toContain('How to read it')
  })

  it('compares the pages with the week before, and says which left the list', () => {
    const now = week(60, [page('/docs/auth', 50)])
    const before = week(40, [page('/docs/auth', 30), page('/docs/gone', 10)])
    const summary = words(rendered((doc) => views.summarize(doc, exported(views, now, before), SPACE)))
    expect(summary).toContain('/docs/auth 50 83.3% 30 +20 ▲ 66.7% =')
    expect(summary).toContain('/docs/gone 10 gone')
  })

  it('opens the summary with its total and change, sets no output, lists no movers and draws no chart', () => {
    const now = week(60, [page('/docs/auth', 50)])
    expect(headlineWords(views.headline?.(exported(views, now, week(40, [])), link) ?? [])).toEqual([
      '📄 60 page views, ▲ 50.0% from 40 · Page views ↓',
    ])
    expect(headlineWords(views.headline?.(exported(views, week(1, [])), link) ?? [])).toEqual([
      '📄 1 page view · Page views ↓',
    ])
    expect(views.movers).toBeUndefined()
    expect(views.outputs.declarations).toEqual({})
    expect(views.outputs.values(exported(views, week(1, [])))).toEqual({})
    expect(views.history.chart).toBeUndefined()
  })

  it('keeps its totals as the trend figures Views, Human views and AI views', () => {
    const { history } = views
    expect(history.figures.map((figure) => [figure.key, figure.label, figure.shown])).toEqual([
      ['total', 'Views', true],
      ['human', 'Human views', false],
      ['ai', 'AI views', false],
    ])
    expect(history.figuresOf(exported(views, week(60, [])).current)).toEqual({ total: 60, human: 50, ai: 10 })
    expect(history.readFigures({ total: 3 }).figures).toEqual({ total: 3 })
  })

  it('has no inputs of its own, no content gaps, and plans a request per page of paths', () => {
    expect(views.inputs.declarations).toEqual({})
    expect([views.contentGaps, views.isGap, views.extras, views.cap]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(views.planLine({ ...OPTIONS, pageSize: 100 })).toBe('page views, 1 request per 100 paths')
    expect(views.readerText).toBe(false)
  })
})
