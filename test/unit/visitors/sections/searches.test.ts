import { describe, expect, it } from 'vitest'
import { REDACTED_EMAIL } from '../../../../src/text/reader-redaction.ts'
import { keptText } from '../../../../src/visitors/analysis/kept-rows.ts'
import { isUnclickedSearch, searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow, SearchTotals } from '../../../../src/visitors/sections/searches-summary.ts'
import { exported, headlineWords, link, OPTIONS, rendered, SPACE, words, type PeriodData } from './section-fixtures.ts'

const term = (searchQuery: string, hits: number, clicked: string | null = '/docs/auth'): SearchRow => ({
  searchQuery,
  hits,
  ctr: clicked === null ? 0 : 0.5,
  topClickedPage: clicked,
  lastSearchedAt: '2026-11-20T09:00:00Z',
})
const week = (
  totalSearches: number,
  rows: readonly SearchRow[],
  moreAvailable = false,
): PeriodData<SearchRow, SearchTotals, undefined> => ({
  rows,
  totals: { totalSearches },
  extra: undefined,
  moreAvailable,
})

/** `max-search-terms` as given, the rest of the inputs unset. */
const readSearchRows = (value: string, writtenAs = 'max-search-terms') =>
  searches.inputs.read(
    () => value,
    () => writtenAs,
  )

describe('searches: rows and totals against the contract', () => {
  it("keeps a term's contract fields only, and no address a reader typed", () => {
    const fields = { ...term('sso setup', 12), topClickedPage: '/docs/sso?token=abc', sessionId: 'kept out' }
    expect(searches.readRow(fields, 'searches[0]', OPTIONS)).toEqual({
      ...term('sso setup', 12),
      topClickedPage: '/docs/sso',
    })
    const mailed = searches.readRow({ ...term('reset for ana@example.com', 1) }, 'searches[1]', OPTIONS)
    expect(mailed.searchQuery).toMatch(new RegExp(`^reset for \\${REDACTED_EMAIL} #[0-9a-f]{6}$`))
  })

  it.each([
    [{ hits: 1, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }, 'searches[2] has no string "searchQuery"'],
    [{ ...term('a', 1), hits: '1' }, 'searches[2] has no number "hits"'],
    [{ ...term('a', 1), topClickedPage: 3 }, 'searches[2] has no "topClickedPage" string or null'],
    [{ ...term('a', 1), lastSearchedAt: null }, 'searches[2] has no string "lastSearchedAt"'],
  ])('refuses the row %j', (fields, message) => {
    expect(() => searches.readRow(fields, 'searches[2]', OPTIONS)).toThrow(message)
  })

  it('reads the total searches beside the rows, and refuses an answer without them', () => {
    expect(searches.readTotals({ totalSearches: 300, searches: [] })).toEqual({ totalSearches: 300 })
    expect(() => searches.readTotals({ searches: [] })).toThrow('the answer has no number "totalSearches"')
  })
})

describe('searches: its input', () => {
  it('reads max-search-terms as a number of terms or all', () => {
    expect(searches.inputs.declarations['max-search-terms'].default).toBe('500')
    expect(readSearchRows('500')).toEqual({ searchRows: 500 })
    expect(readSearchRows(' ALL ')).toEqual({ searchRows: 'all' })
    expect(readSearchRows('10000')).toEqual({ searchRows: 10_000 })
  })

  it.each(['0', '10001', '1.5', 'many', ''])('refuses max-search-terms "%s", naming the rule', (value) => {
    expect(() => readSearchRows(value)).toThrow(
      `Input "max-search-terms" must be "all" or a whole number from 1 to 10,000; got "${value.trim()}".`,
    )
  })

  it('names the input as the workflow wrote it: its former name, when that is what was given', () => {
    expect(() => readSearchRows('0', 'search-rows')).toThrow('Input "search-rows" must be "all" or a whole number')
  })

  it('plans its requests and states its cap from it', () => {
    expect(searches.planLine({ ...OPTIONS, searchRows: 250 })).toBe(
      'searches, at most 3 requests (250 terms, 100 per request)',
    )
    expect(searches.planLine({ ...OPTIONS, searchRows: 'all' })).toBe(
      'searches, 1 request per 100 terms until every term is fetched',
    )
    expect(searches.cap?.({ ...OPTIONS, searchRows: 250 })).toEqual({ searchRows: 250 })
    expect(searches.paging.kind === 'cursor' && searches.paging.wanted({ ...OPTIONS, searchRows: 'all' })).toBe('all')
  })
})

describe('searches: what the report makes of them', () => {
  const now = week(300, [term('sso setup', 40, null), term('api keys', 30), term('rate limits', 5, null)])

  it('finds the searches nobody clicked, most searched first, and lists them as content gaps', () => {
    expect([isUnclickedSearch(term('a', 1)), isUnclickedSearch(term('a', 1, null))]).toEqual([false, true])
    expect(isUnclickedSearch({ ...term('a', 1), topClickedPage: '' })).toBe(true)
    const gaps = searches.contentGaps?.(exported(searches, now).current)
    expect(gaps).toEqual({
      heading: 'Searches nobody clicked',
      lines: [
        'Readers searched for these terms and clicked no result (2 terms):',
        '',
        '- "sso setup": 40 searches, click-through rate 0',
        '- "rate limits": 5 searches, click-through rate 0',
      ],
      count: 2,
      keys: ['sso setup', 'rate limits'],
      items: [
        { text: 'sso setup', often: '🔎 40 searches, none clicked' },
        { text: 'rate limits', often: '🔎 5 searches, none clicked' },
      ],
    })
    const none = searches.contentGaps?.(exported(searches, week(1, [term('a', 1)])).current)
    expect(none?.lines).toEqual(['Every search term fetched had a clicked result.'])
  })

  it('follows a term by its text as listed, closed once a result of it was clicked', () => {
    const rows = searches.gapRows
    const long = `how do i ${'really '.repeat(200)}deploy`
    // The export's list of gaps keeps its rows' texts short (kept-rows.ts): so is the key.
    expect(rows?.key(term(long, 9, null))).toBe(keptText(long))
    expect(keptText(long)).not.toBe(long)
    expect([term('a', 1, null), term('a', 1)].map((row) => rows?.stillGap(row))).toEqual([true, false])
    expect(rows?.closed(term('sso setup', 1), 1)).toEqual({ text: 'sso setup', often: '🔎 1 search, a result clicked' })
  })

  it('summarizes the total, the top terms compared, and the unclicked terms, when reader text may be shown', () => {
    const before = week(200, [term('api keys', 10)])
    const summary = words(rendered((doc) => searches.summarize(doc, exported(searches, now, before), SPACE)))
    expect(summary).toContain('300 searches (▲ 50.0% from 200 the period before), over 3 distinct terms fetched.')
    expect(summary).toContain('2 api keys 30 50% /docs/auth 10 ▲ 200.0%')
    expect(summary).toContain('Searches nobody clicked (click-through 0 or no clicked result): 2 terms of 3')
    expect(summary).toContain('sso setup 40 2026-11-20 09:00 UTC')
  })

  it('shows no term a reader typed when reader text is hidden, and says when max-search-terms cut the export', () => {
    const capped = week(300, now.rows, true)
    const hidden = { ...SPACE, readerTextShown: false }
    const summary = words(rendered((doc) => searches.summarize(doc, exported(searches, capped), hidden)))
    expect(summary).not.toContain('sso setup')
    expect(summary).toContain('More terms exist: max-search-terms stopped the export at the 3 most searched terms.')
  })

  it('keeps the searches and the unclicked terms as its history figures', () => {
    expect(searches.history.figuresOf(exported(searches, now).current)).toEqual({ searches: 300, unclickedTerms: 2 })
    expect(
      searches.history.figuresOf(
        exported<SearchRow, SearchTotals, undefined>(searches, { ...now, totals: undefined }).current,
      ),
    ).toEqual({})
    expect(searches.history.readFigures({ searches: 1 }).note).toBeUndefined()
    expect([searches.history.keepsRows, searches.readerText]).toEqual([true, true])
    expect(searches.describeTotals(exported(searches, now).current)).toBe('300 searches')
  })

  it('opens the summary with the searches, their change and the terms nobody clicked, and lists its terms among the movers', () => {
    const before = week(200, [term('api keys', 10)])
    expect(headlineWords(searches.headline?.(exported(searches, now, before), link) ?? [])).toEqual([
      '🔎 300 searches, ▲ 50.0% from 200; 2 of 3 terms found nothing clicked · Searches ↓',
    ])
    expect(headlineWords(searches.headline?.(exported(searches, now), link) ?? [])).toEqual([
      '🔎 300 searches; 2 of 3 terms found nothing clicked · Searches ↓',
    ])
    expect(searches.movers).toEqual({ what: 'Search term', measure: 'Searches' })
  })
})
