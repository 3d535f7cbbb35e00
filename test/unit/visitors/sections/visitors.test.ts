import { describe, expect, it } from 'vitest'
import { BrokenAnswerError } from '../../../../src/platform/errors.ts'
import type { TrafficCounts, TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { exported, headlineWords, link, OPTIONS, rendered, SPACE, words, type PeriodData } from './section-fixtures.ts'

const page = (path: string, human: number, ai: number, total = human + ai): TrafficRow => ({ path, human, ai, total })
const week = (
  totals: TrafficCounts,
  rows: readonly TrafficRow[],
): PeriodData<TrafficRow, TrafficCounts, undefined> => ({
  rows,
  totals,
  extra: undefined,
})

const NOW = week({ human: 90, ai: 30, total: 100 }, [page('/docs/auth', 60, 20), page('/docs/sso', 10, 5)])
const BEFORE = week({ human: 70, ai: 10, total: 75 }, [page('/docs/auth', 40, 5), page('/docs/old', 30, 0)])

describe('unique visitors: rows and totals against the contract', () => {
  it('reads a row as the platform sent it, fields it does not know included, and the site-wide totals', () => {
    const row = { path: '/docs/auth', human: 3, ai: 1, total: 4, bounceRate: 0.2 }
    expect(visitors.readRow(row, 'visitors[0]', OPTIONS)).toEqual(row)
    expect(visitors.readTotals({ totals: { human: 3, ai: 1, total: 4 } })).toEqual({ human: 3, ai: 1, total: 4 })
    expect(visitors.key(page('/a', 1, 2))).toBe('/a')
    expect(visitors.measure(page('/a', 1, 2))).toBe(3)
  })

  it.each([
    [{ human: 1, ai: 0, total: 1 }, 'visitors[3] has no string "path"'],
    [{ path: '/a', human: 1, ai: '0', total: 1 }, 'visitors[3] has no number "ai"'],
    [{ path: '/a', human: 1, ai: 0, total: Number.NaN }, 'visitors[3] has no number "total"'],
  ])('refuses the row %j', (fields, message) => {
    expect(() => visitors.readRow(fields, 'visitors[3]', OPTIONS)).toThrow(new BrokenAnswerError(message))
  })

  it('refuses an answer without its totals', () => {
    expect(() => visitors.readTotals({ visitors: [] })).toThrow('"totals" is not a JSON object')
    expect(() => visitors.readTotals({ totals: { human: 1, ai: 1 } })).toThrow('"totals" has no number "total"')
  })
})

describe('unique visitors: what the report makes of them', () => {
  it('summarizes the totals, why Human + AI exceeds them, then the top pages compared with the week before', () => {
    const page = rendered((doc) => visitors.summarize(doc, exported(visitors, NOW, BEFORE), SPACE))
    expect(page).not.toContain('mermaid')
    expect(words(page)).toContain(
      'Human + AI exceeds Total by the 20 visitors seen as both. A visitor who read several pages counts on each page below.',
    )
    expect(words(page)).toContain('Top 2 pages by visitors (of 2 pages)')
    expect(words(page)).toContain('1 page of this list was not in the previous period')
    expect(words(page)).toContain('/docs/old')
  })

  it('says nothing of an overlap the counts do not have', () => {
    const apart = week({ human: 90, ai: 30, total: 120 }, [])
    expect(words(rendered((doc) => visitors.summarize(doc, exported(visitors, apart), SPACE)))).not.toContain('exceeds')
  })

  it('opens the summary with the total and the AI share, each pointing to it, and lists its pages among the movers', () => {
    expect(headlineWords(visitors.headline?.(exported(visitors, NOW, BEFORE), link) ?? [])).toEqual([
      '👥 100 unique visitors, ▲ 33.3% from 75 · Unique visitors ↓',
      '🤖 AI share of visitors 30.0%, ▲ 16.7 points from 13.3% · Human and AI ↓',
    ])
    expect(headlineWords(visitors.headline?.(exported(visitors, NOW), link) ?? [])).toEqual([
      '👥 100 unique visitors · Unique visitors ↓',
      '🤖 AI share of visitors 30.0% · Human and AI ↓',
    ])
    expect(visitors.movers).toEqual({ what: 'Page', measure: 'Visitors' })
    expect(
      visitors.headline?.(
        exported<TrafficRow, TrafficCounts, undefined>(visitors, { ...NOW, totals: undefined }),
        link,
      ),
    ).toEqual([])
  })

  it("sets the step's figures as outputs, the change only when compared", () => {
    expect(Object.keys(visitors.outputs.declarations)).toEqual([
      'total',
      'total-human',
      'total-ai',
      'path-count',
      'previous-total',
      'total-change',
    ])
    expect(visitors.outputs.values(exported(visitors, NOW, BEFORE))).toEqual({
      total: 100,
      'total-human': 90,
      'total-ai': 30,
      'path-count': 2,
      'previous-total': 75,
      'total-change': '33.3',
    })
    expect(visitors.outputs.values(exported(visitors, NOW))).toEqual({
      total: 100,
      'total-human': 90,
      'total-ai': 30,
      'path-count': 2,
    })
  })

  it('keeps its totals as the history figures, reads an older report the same way, and draws them as the chart', () => {
    const { history } = visitors
    expect(history.figuresOf(exported(visitors, NOW).current)).toEqual({ total: 100, human: 90, ai: 30 })
    expect(
      history.figuresOf(
        exported<TrafficRow, TrafficCounts, undefined>(visitors, { ...NOW, totals: undefined }).current,
      ),
    ).toEqual({})
    expect(history.readFigures({ total: 5, human: 4, ai: 2 })).toEqual({
      figures: { total: 5, human: 4, ai: 2 },
      note: undefined,
    })
    expect(history.figures.filter((figure) => figure.shown).map((figure) => figure.label)).toEqual(['Visitors'])
    expect(history.chart?.lines.map((line) => line.key)).toEqual(['total', 'human', 'ai'])
    expect([history.keepsRows, history.storeExtra(undefined), history.readExtra(undefined, 'x')]).toEqual([
      true,
      null,
      undefined,
    ])
  })

  it('finds no content gaps, has no inputs of its own, and plans a request per page of paths', () => {
    expect([visitors.contentGaps, visitors.isGap, visitors.extras]).toEqual([undefined, undefined, undefined])
    expect(visitors.inputs.declarations).toEqual({})
    expect(visitors.inputs.read(() => '', String)).toEqual({})
    expect(visitors.planLine(OPTIONS)).toBe('unique visitors, 1 request per 250 paths')
    expect(visitors.cap).toBeUndefined()
    expect(visitors.describeTotals(exported(visitors, NOW).current)).toBe('total 100 (human 90, AI 30)')
  })
})
