import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import { buildContentGaps } from '../../../../src/visitors/analysis/content-gaps.ts'
import type { NewGaps } from '../../../../src/visitors/history/gap-digests.ts'
import type { SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { addGapsToActOn, GAP_CHARS, GAPS_SHOWN } from '../../../../src/visitors/summary/gaps-to-act-on.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { words } from '../sections/section-fixtures.ts'
import { feedbackReport, page, rated, searchesReport, term, visitorsReport } from './summary-fixtures.ts'

interface Options {
  readonly newGaps?: NewGaps
  readonly readerTextShown?: boolean
}

function gaps(results: readonly SectionReport[], { newGaps, readerTextShown = true }: Options = {}): string {
  const doc = new SummaryDocument()
  const contentGaps = buildContentGaps('acme', results)
  addGapsToActOn(doc, { results, contentGaps, newGaps, readerTextShown, when: 'this week' })
  return renderGfm(doc.render())
}

/** The table's rows as the words of each. */
const rows = (rendered: string) =>
  [...rendered.matchAll(/<tr>(.*?)<\/tr>/gs)].slice(1).map((match) => words(match[1] ?? ''))

const terms = searchesReport([term('sso setup', 40), term('api keys', 30, '/docs/keys'), term('rate limits', 5)])
const pages = feedbackReport([rated('/docs/auth', 9, 1), rated('/docs/sso', 4, 2), rated('/docs/fine', 1, 8)])
const newGaps = (added: ReadonlyMap<string, ReadonlySet<string>>, listed: number): NewGaps => ({
  added: [...added.values()].reduce((sum, keys) => sum + keys.size, 0),
  listed,
  addedKeys: added,
})

describe('addGapsToActOn', () => {
  it('says how many gaps there are and where in words, then lists the most frequent of each section in turn', () => {
    const shown = gaps([terms, pages])
    expect(shown).toContain('<h3>🧩 Content gaps to act on</h3>')
    expect(words(shown)).toContain(
      '4 content gaps this week (Searches 2, Feedback 2); all are listed in content-gaps.md.',
    )
    expect(shown).toContain('<a href="#report-searches">Searches</a> 2')
    expect(rows(shown)).toEqual([
      'sso setup 🔎 searched 40 times, no result clicked',
      '/docs/auth 👎 9 thumbs-down, 1 up',
      'rate limits 🔎 searched 5 times, no result clicked',
      '/docs/sso 👎 4 thumbs-down, 2 up',
    ])
  })

  it(`shows at most ${GAPS_SHOWN}, and says how many the file lists when it lists fewer than there are`, () => {
    const many = searchesReport(Array.from({ length: 40 }, (_, n) => term(`term ${n}`, 100 - n)))
    const shown = gaps([many])
    expect(rows(shown)).toHaveLength(GAPS_SHOWN)
    expect(words(shown)).toContain(
      '40 content gaps this week (Searches 40); the 25 most frequent are listed in content-gaps.md.',
    )
  })

  it('says how many are new since the last report, and marks them', () => {
    const added = new Map([
      ['searches', new Set(['rate limits'])],
      ['feedback', new Set<string>()],
    ])
    const shown = gaps([terms, pages], { newGaps: newGaps(added, 4) })
    expect(words(shown)).toContain('all are listed in content-gaps.md, 1 of them new since the last report.')
    expect(shown).toContain('<th>New</th>')
    expect(rows(shown)).toContain('rate limits 🔎 searched 5 times, no result clicked 🆕 new')
    expect(rows(shown)).toContain('sso setup 🔎 searched 40 times, no result clicked')
  })

  it('says how many of those it could compare are new, when the last report lacked a section', () => {
    const shown = gaps([terms, pages], { newGaps: newGaps(new Map([['searches', new Set(['sso setup'])]]), 2) })
    expect(words(shown)).toContain(
      'all are listed in content-gaps.md; of the 2 the last report can be compared on, 1 is new.',
    )
  })

  it('lists no term a reader typed where reader text is hidden, and says where they are', () => {
    const shown = gaps([terms, pages], { readerTextShown: false })
    expect(shown).not.toContain('sso setup')
    expect(rows(shown)).toEqual(['/docs/auth 👎 9 thumbs-down, 1 up', '/docs/sso 👎 4 thumbs-down, 2 up'])
    expect(words(shown)).toContain(
      '🔒 Not listed here: 2 from Searches, which quote what readers typed. content-gaps.md lists them on the runner.',
    )
  })

  it('says there are none when the sections found none, and writes nothing for a report without gaps', () => {
    const clicked = searchesReport([term('api keys', 30, '/docs/keys')])
    expect(words(gaps([clicked]))).toBe('🧩 Content gaps to act on No content gaps this week.')
    const visitors = visitorsReport({ totals: { human: 1, ai: 0, total: 1 }, pages: [page('/a', 1)] })
    expect(gaps([visitors])).toBe('')
  })

  it('keeps each gap to one line, a long one cut with an ellipsis: the section below has it whole', () => {
    const question = `how do i deploy from a monorepo ${'behind a corporate proxy '.repeat(5)}`.trim()
    const exact = 'x'.repeat(GAP_CHARS)
    const shown = gaps([searchesReport([term(question, 9), term(exact, 5)])])
    const cells = [...shown.matchAll(/<tr><td>(.*?)<\/td>/g)].map((match) => match[1] ?? '')
    expect(cells).toEqual([`${question.slice(0, GAP_CHARS - 1).trimEnd()}…`, exact])
    expect(cells[0]?.length).toBeLessThanOrEqual(GAP_CHARS)
    expect(shown).not.toContain('more character')
  })

  it('shows a gap full of markup as the text it is', () => {
    const shown = gaps([searchesReport([term('<img src=x onerror=alert(1)> **bold**', 3)])])
    expect(shown).toContain('<td>&lt;img src=x onerror=alert(1)&gt; **bold**</td>')
    expect(shown).not.toContain('<img')
  })
})
