import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import { biggestMoves } from '../../../../src/visitors/analysis/movers.ts'
import { compareTop } from '../../../../src/visitors/analysis/compare.ts'
import type { SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { addBiggestMovers, KEY_CHARS, MOVERS_SHOWN } from '../../../../src/visitors/summary/movers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { words } from '../sections/section-fixtures.ts'
import { feedbackReport, page, rated, searchesReport, term, visitorsReport } from './summary-fixtures.ts'

const totals = { human: 100, ai: 0, total: 100 }

function movers(results: readonly SectionReport[], readerTextShown = true): string {
  const doc = new SummaryDocument()
  addBiggestMovers(doc, results, readerTextShown)
  return renderGfm(doc.render())
}

describe('biggestMoves', () => {
  const key = (row: { path: string }) => row.path
  const measure = (row: { total: number }) => row.total

  it('ranks the listed rows and those that left the list by how far they moved, new from 0 and gone to 0', () => {
    const comparison = compareTop({
      top: [page('/a', 100), page('/b', 60), page('/new', 30), page('/same', 5)],
      key,
      currentMeasures: new Map([
        ['/a', 100],
        ['/b', 60],
        ['/new', 30],
        ['/same', 5],
        ['/down', 1],
      ]),
      previous: {
        top: [page('/a', 90), page('/gone', 50), page('/b', 65), page('/down', 40), page('/same', 5)],
        measures: new Map([
          ['/a', 90],
          ['/gone', 50],
          ['/b', 65],
          ['/down', 40],
          ['/same', 5],
        ]),
      },
    })
    expect(biggestMoves(comparison, key, measure, 10)).toEqual([
      { key: '/gone', now: undefined, before: 50 },
      { key: '/down', now: 1, before: 40 },
      { key: '/new', now: 30, before: undefined },
      { key: '/a', now: 100, before: 90 },
      { key: '/b', now: 60, before: 65 },
    ])
    expect(biggestMoves(comparison, key, measure, 2).map((move) => move.key)).toEqual(['/gone', '/down'])
  })

  it('leaves out a row whose other figure is not known: that period was cut short', () => {
    const comparison = compareTop({
      top: [page('/a', 100)],
      key,
      currentMeasures: new Map([['/a', 100]]),
      previous: { top: [page('/b', 40)], measures: new Map([['/b', 40]]) },
      cut: { current: true, previous: true },
    })
    expect(biggestMoves(comparison, key, measure, 10)).toEqual([])
  })
})

describe('addBiggestMovers', () => {
  it("tables each listing section's rows that moved most, with the figure before and the change", () => {
    const now = { totals, pages: [page('/docs/auth', 80), page('/docs/new', 30), page('/docs/sso', 20)] }
    const before = { totals, pages: [page('/docs/auth', 50), page('/docs/old', 45), page('/docs/sso', 20)] }
    const terms = searchesReport([term('sso', 30), term('webhooks', 10)], [term('sso', 12), term('webhooks', 10)])
    const shown = movers([visitorsReport(now, before), terms])
    expect(shown).toContain('<h3>📈 Biggest movers since the previous period</h3>')
    expect(words(shown)).toContain(
      'Page Visitors Previous Change /docs/old gone 45 −45 (gone) /docs/auth 80 50 +30 (▲ 60.0%) /docs/new 30 new +30 (new)',
    )
    expect(words(shown)).toContain('Search term Searches Previous Change sso 30 12 +18 (▲ 150.0%)')
    expect(shown).not.toContain('/docs/sso')
    expect(shown).not.toContain('webhooks')
  })

  it(`shows at most ${MOVERS_SHOWN} rows a section`, () => {
    const pages = (scale: number) => Array.from({ length: 9 }, (_, n) => page(`/p/${n}`, (n + 1) * scale))
    const shown = movers([visitorsReport({ totals, pages: pages(2) }, { totals, pages: pages(1) })])
    expect(shown.match(/<tr>/g)).toHaveLength(MOVERS_SHOWN + 1)
  })

  it('keeps each page or term to one line beside its figures, a long one cut with an ellipsis', () => {
    const long = `/guides/${'self-hosted-runners-behind-a-proxy/'.repeat(4)}certificates`
    const fits = `/docs/${'x'.repeat(KEY_CHARS - 6)}`
    const shown = movers([
      visitorsReport(
        { totals, pages: [page(long, 90), page(fits, 40)] },
        { totals, pages: [page(long, 10), page(fits, 10)] },
      ),
    ])
    const cells = [...shown.matchAll(/<tr><td>(.*?)<\/td>/g)].map((match) => match[1] ?? '')
    expect(cells).toEqual([`${long.slice(0, KEY_CHARS - 1)}…`, fits])
    expect(shown).not.toContain('more character')
  })

  it('leaves out search terms where reader text is hidden, and writes nothing without a previous period', () => {
    const terms = searchesReport([term('sso', 30)], [term('sso', 12)])
    expect(movers([terms], false)).toBe('')
    expect(movers([visitorsReport({ totals, pages: [page('/docs/auth', 80)] })])).toBe('')
    expect(movers([feedbackReport([rated('/docs/auth', 9, 1)])])).toBe('')
  })
})
