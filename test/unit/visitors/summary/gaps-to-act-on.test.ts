import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import { buildContentGaps } from '../../../../src/visitors/analysis/content-gaps.ts'
import type { GapFollowing, GapLife } from '../../../../src/visitors/history/gap-lives.ts'
import { html, type Html } from '../../../../src/text/html.ts'
import type { SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { addGapsToActOn, GAP_CHARS, GAPS_SHOWN, gapsHeadline } from '../../../../src/visitors/summary/gaps-to-act-on.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { words } from '../sections/section-fixtures.ts'
import { feedbackReport, page, rated, searchesReport, term, visitorsReport } from './summary-fixtures.ts'

interface Options {
  readonly following?: GapFollowing
  readonly readerTextShown?: boolean
  readonly credits?: readonly Html[]
}

function gaps(results: readonly SectionReport[], { following, readerTextShown = true, credits = [] }: Options = {}) {
  const doc = new SummaryDocument()
  const contentGaps = buildContentGaps('acme', results)
  addGapsToActOn(doc, { results, contentGaps, following, readerTextShown, when: 'this week', credits })
  return renderGfm(doc.render())
}

/** The table's rows as the words of each. */
const rows = (rendered: string) =>
  [...rendered.matchAll(/<tr>(.*?)<\/tr>/gs)].slice(1).map((match) => words(match[1] ?? ''))

const terms = searchesReport([term('sso setup', 40), term('api keys', 30, '/docs/keys'), term('rate limits', 5)])
const pages = feedbackReport([rated('/docs/auth', 9, 1), rated('/docs/sso', 4, 2), rated('/docs/fine', 1, 8)])

/** A gap's life as gap-lives.ts makes it: listed at `listed`, or closed with what closed it. */
const life = (state: GapLife['state'], reports: number, listed?: number, closed?: string): GapLife => ({
  digest: `${state}${reports}${listed ?? closed ?? ''}`.padEnd(16, '0'),
  state,
  since: '2026-10-19',
  reports,
  listed,
  item: closed === undefined ? undefined : { text: closed, often: '🔎 9 searches, a result clicked' },
})

function following(sections: Readonly<Record<string, readonly GapLife[]>>): GapFollowing {
  const all = Object.values(sections).flat()
  const counted = (state: GapLife['state']) => all.filter((gap) => gap.state === state).length
  const counts = { new: counted('new'), open: counted('open'), closed: counted('closed'), quiet: counted('quiet') }
  return { sections: new Map(Object.entries(sections)), counts: { ...counts, longOpen: 1 } }
}

describe('addGapsToActOn', () => {
  it('says how many gaps there are and where in words, then lists the most frequent of each section in turn', () => {
    const shown = gaps([terms, pages])
    expect(shown).toContain('<h3><a id="report-content-gaps"></a>🧩 Content gaps to act on</h3>')
    expect(words(shown)).toContain('4 content gaps this week (Searches 2, Feedback 2); content-gaps.md lists them all.')
    expect(shown).toContain('<a href="#report-searches">Searches</a> 2')
    expect(rows(shown)).toEqual([
      'sso setup 🔎 40 searches, none clicked',
      '/docs/auth 👎 9 down, 1 up',
      'rate limits 🔎 5 searches, none clicked',
      '/docs/sso 👎 4 down, 2 up',
    ])
  })

  it(`shows at most ${GAPS_SHOWN}, and says how many the file lists when it lists fewer than there are`, () => {
    const many = searchesReport(Array.from({ length: 40 }, (_, n) => term(`term ${n}`, 100 - n)))
    const shown = gaps([many])
    expect(rows(shown)).toHaveLength(GAPS_SHOWN)
    expect(words(shown)).toContain('40 content gaps this week (Searches 40); content-gaps.md lists 25.')
  })

  it('lists the longest open first, then those closed this period, each with its life', () => {
    const followed = following({
      searches: [life('new', 1, 0), life('open', 5, 1), life('closed', 3, undefined, 'saml login'), life('quiet', 2)],
      feedback: [life('open', 3, 0), life('new', 1, 1), life('closed', 1, undefined, '/docs/old')],
    })
    const shown = gaps([terms, pages], { following: followed })
    expect(shown).toContain('<th>Open</th>')
    expect(rows(shown)).toEqual([
      'rate limits 🔎 5 searches, none clicked 5th report, since 2026-10-19',
      '/docs/auth 👎 9 down, 1 up 3rd report, since 2026-10-19',
      'sso setup 🔎 40 searches, none clicked 🆕 new',
      '/docs/sso 👎 4 down, 2 up 🆕 new',
      'saml login 🔎 9 searches, a result clicked ✅ closed after 3 reports',
      '/docs/old 🔎 9 searches, a result clicked ✅ closed after 1 report',
    ])
    // The headline says what became of them: the count paragraph does not repeat it.
    expect(words(shown)).toContain('4 content gaps this week (Searches 2, Feedback 2); content-gaps.md lists them all.')
  })

  it(`keeps room for at most 2 closed gaps among the ${GAPS_SHOWN}`, () => {
    const many = searchesReport(Array.from({ length: 10 }, (_, n) => term(`term ${n}`, 100 - n)))
    const lives = [
      ...Array.from({ length: 10 }, (_, n) => life('open', 2, n)),
      ...['a', 'b', 'c'].map((text) => life('closed', 2, undefined, text)),
    ]
    const shown = rows(gaps([many], { following: following({ searches: lives }) }))
    expect(shown).toHaveLength(GAPS_SHOWN)
    expect(shown.filter((row) => row.includes('✅ closed'))).toHaveLength(2)
    expect(shown[0]).toBe('term 0 🔎 100 searches, none clicked 2nd report')
  })

  it('says the credit lines of the hand-offs under the list', () => {
    const credits = [html`Docs pull request #42 took on 2 gaps.`, html`Agent job j-1 failed.`]
    const shown = gaps([terms, pages], { credits })
    expect(shown).toContain('<p>Docs pull request #42 took on 2 gaps.<br>Agent job j-1 failed.</p>')
  })

  it('lists no term a reader typed where reader text is hidden, and says where they are', () => {
    const shown = gaps([terms, pages], { readerTextShown: false })
    expect(shown).not.toContain('sso setup')
    expect(rows(shown)).toEqual(['/docs/auth 👎 9 down, 1 up', '/docs/sso 👎 4 down, 2 up'])
    expect(words(shown)).toContain(
      '🔒 Not listed here: 2 from Searches, which quote what readers typed. content-gaps.md lists them on the runner.',
    )
  })

  it('lists no closed term where reader text is hidden, and counts them in the line that says where they are', () => {
    const followed = following({ searches: [life('closed', 2, undefined, 'saml login')], feedback: [] })
    const shown = gaps([terms, pages], { readerTextShown: false, following: followed })
    expect(shown).not.toContain('saml login')
    expect(words(shown)).toContain('🔒 Not listed here: 2 from Searches (1 closed since the last report), which')
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
    const shown = gaps([searchesReport([term('<img src=x onerror=1> **b**', 3)])])
    expect(shown).toContain('<td>&lt;img src=x onerror=1&gt; **b**</td>')
    expect(shown).not.toContain('<img')
  })
})

describe('gapsHeadline', () => {
  it('says how many closed, stay open (how many of them long), are new and went quiet, pointing to the gaps', () => {
    const followed = following({ searches: [life('closed', 2), life('open', 4, 0), life('new', 1, 1)] })
    expect(words(renderGfm(gapsHeadline(followed)?.toString() ?? ''))).toBe(
      '🧩 1 gap closed since the last report, 1 still open (1 for 4+ reports), 1 new · Gaps ↓',
    )
    const quiet = { ...followed, counts: { new: 9, open: 42, closed: 12, quiet: 3, longOpen: 0 } }
    expect(gapsHeadline(quiet)?.toString()).toBe(
      '🧩 <strong>12</strong> gaps closed since the last report, 42 still open, 9 new, 3 quiet · <a href="#report-content-gaps">Gaps ↓</a>',
    )
    expect(gapsHeadline(undefined)).toBeUndefined()
  })
})
