import { describe, expect, it, vi } from 'vitest'
import type { DateRange } from '../../../../src/visitors/analysis/dates.ts'
import type { StoredSection } from '../../../../src/visitors/history/history-format.ts'
import { HistoryFileError } from '../../../../src/visitors/history/read-history.ts'
import { restorePeriod } from '../../../../src/visitors/history/restore-period.ts'
import { assistant } from '../../../../src/visitors/sections/assistant.ts'
import { feedback } from '../../../../src/visitors/sections/feedback.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { ExportOptions } from '../../../../src/visitors/sections/section.ts'
import type { SectionOptions } from '../../../../src/visitors/sections/table.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'

const week: DateRange = {
  from: { text: '2026-11-09', instant: Date.UTC(2026, 10, 9) },
  to: { text: '2026-11-16', instant: Date.UTC(2026, 10, 16) },
}
const options: ExportOptions & SectionOptions = {
  pageSize: 250,
  searchRows: 500,
  assistantRows: 1_000,
  assistantResponses: false,
  summaryRows: 2,
}
const page = (path: string, total: number) => ({ path, human: total, ai: Math.floor(total / 4), total })

/** The last report's part for unique visitors: three pages kept out of order, every row of the period. */
const stored = (overrides: Partial<StoredSection> = {}): StoredSection => ({
  cap: null,
  rowCount: 3,
  gapCount: 0,
  moreAvailable: false,
  endedEarly: undefined,
  totals: { human: 150, ai: 40, total: 170 },
  ranked: [page('/docs/sso', 20), page('/docs/auth', 100), page('/docs/api', 50)],
  rankedAll: true,
  extra: null,
  gaps: [],
  ...overrides,
})
const restored = (section: StoredSection) => restorePeriod(visitors, section, week, options)

describe('restorePeriod', () => {
  it('re-ranks the kept rows into the top list and measures each by key, without a request', () => {
    const { result, measures } = restored(stored())
    expect(result.top.map((row) => row.path)).toEqual(['/docs/auth', '/docs/api'])
    expect(result.ranked.map((row) => row.path)).toEqual(['/docs/sso', '/docs/auth', '/docs/api'])
    expect([measures.get('/docs/auth'), measures.get('/docs/sso'), measures.get('/docs/gone')]).toEqual([
      100,
      20,
      undefined,
    ])
    expect(result.facts).toEqual({
      totals: { human: 150, ai: 40, total: 170 },
      moreAvailable: false,
      requests: 0,
      fromLastReport: true,
    })
    expect([result.range, result.rowCount, result.gapCount, result.gaps, result.files]).toEqual([week, 3, 0, [], []])
  })

  it('says how many rows were kept when they were not all, and why paging ended early', () => {
    const { result } = restored(stored({ rowCount: 900, rankedAll: false, endedEarly: 'an empty page' }))
    expect(result.facts.keptRows).toBe(3)
    expect(result.facts.endedEarly).toBe('an empty page')
    expect(result.rowCount).toBe(900)
  })

  it("reads every row through the section's own reader, keeping only the contract's fields", () => {
    const row = { ...page('/docs/auth', 100), injected: '<script>', path: `/docs/${'a'.repeat(3_000)}` }
    const [kept] = restored(stored({ ranked: [row] })).result.ranked
    expect(Object.keys(kept ?? {})).toEqual(['path', 'human', 'ai', 'total'])
    expect(kept?.path.length).toBeLessThanOrEqual(500)
    const term = { searchQuery: 'reset for me@example.com', hits: 3, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }
    const search = { rowCount: 1, totals: { totalSearches: 3 }, ranked: [{ ...term, extra: 1 }] }
    const [read] = restorePeriod(searches, stored(search), week, options).result.ranked
    expect(read?.searchQuery).not.toContain('me@example.com')
    expect(read?.searchQuery).toMatch(/ #[0-9a-f]{6}$/)
    expect(Object.keys(read ?? {})).toEqual(['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'])
  })

  it.each([
    [
      'a row that is not an object',
      { ranked: ['/docs/auth'] },
      'history.last.sections.visitors.ranked[0] is not a JSON object',
    ],
    ['a row without its path', { ranked: [{ human: 1, ai: 0, total: 1 }] }, 'ranked[0] has no string "path"'],
    ['a count that is a text', { ranked: [{ ...page('/a', 1), total: '1' }] }, 'ranked[0] has no number "total"'],
    ['a row twice', { ranked: [page('/docs/a', 2), page('/docs/a', 1)] }, 'ranked holds a row twice'],
    ['totals without "ai"', { totals: { human: 150, total: 170 } }, 'totals has no number "ai"'],
  ])('refuses %s as a bad file', (_name, overrides, message) => {
    expect(() => restored(stored(overrides))).toThrow(HistoryFileError)
    expect(() => restored(stored(overrides))).toThrow(message)
  })

  it('names the file once, whether the section refused the row or the restoring did', () => {
    const where = 'report.json: history.last.sections.visitors'
    const unnamed = () => restored(stored({ ranked: [{ human: 1, ai: 0, total: 1 }] }))
    expect(unnamed).toThrow(new HistoryFileError(`${where}.ranked[0] has no string "path"`))
    const twice = () => restored(stored({ ranked: [page('/docs/a', 2), page('/docs/a', 1)] }))
    expect(twice).toThrow(new HistoryFileError(`${where}.ranked holds a row twice`))
  })

  it('keeps no totals when the last report had none, and no rows when it kept none', () => {
    const { result, measures } = restored(stored({ totals: undefined, ranked: undefined, rankedAll: false }))
    expect(result.facts.totals).toBeUndefined()
    expect([result.top, result.ranked, result.facts.keptRows, measures.get('/docs/auth')]).toEqual([
      [],
      [],
      0,
      undefined,
    ])
  })
})

describe("restorePeriod: the sections' extras", () => {
  const tally = { questions: 40, conversations: 25, conversationsAtLeast: false, unanswered: 6, clarifying: 2 }
  const lists = { categories: [], unansweredQuestions: [], unansweredPages: [], cited: [] }
  const asked = (extra: unknown) =>
    restorePeriod(assistant, stored({ totals: {}, ranked: undefined, extra }), week, options)

  it("restores the assistant's counts, with empty lists where the text stayed out of the file", () => {
    expect(asked({ ...tally, callers: null }).result.extra).toEqual({
      questions: 40,
      conversations: { count: 25, atLeast: false },
      unanswered: 6,
      clarifying: 2,
      callers: undefined,
      ...lists,
    })
    const callers = { web: 30, api: 8, other: 2, total: 40 }
    expect(asked({ ...tally, callers }).result.extra?.callers).toEqual(callers)
  })

  it('reads an earlier version\'s count, which had no "questions", as questions, and its conversations as unknown', () => {
    const older = { conversations: 40, unanswered: 6, clarifying: 2, callers: null }
    expect(asked(older).result.extra).toEqual({
      questions: 40,
      conversations: undefined,
      unanswered: 6,
      clarifying: 2,
      callers: undefined,
      ...lists,
    })
  })

  it.each([
    ['a count that is a text', { ...tally, questions: '40', callers: null }, 'extra has no number "questions"'],
    ['no callers at all', tally, 'extra.callers is not a JSON object'],
    ['callers without "api"', { ...tally, callers: { web: 1, other: 0, total: 1 } }, 'has no number "api"'],
    ['a list', [40, 6, 2], 'extra is not a JSON object'],
    ['null', null, 'extra is not a JSON object'],
  ])("refuses the assistant's extra as %s", (_name, extra, message) => {
    expect(() => asked(extra)).toThrow(HistoryFileError)
    expect(() => asked(extra)).toThrow(message)
  })

  it("refuses more conversations than questions, a check of the section's own, as a bad file", () => {
    const more = () => asked({ ...tally, conversations: 41, callers: null })
    expect(more).toThrow(
      new HistoryFileError(
        'report.json: history.last.sections.assistant.extra has more "conversations" than "questions"',
      ),
    )
  })

  it("restores feedback's thumbs, and refuses them without a number", () => {
    const row = { path: '/docs/auth', thumbsUp: 1, thumbsDown: 9, code: 0, total: 10 }
    const thumbs = (extra: unknown) =>
      restorePeriod(feedback, stored({ totals: {}, ranked: [row], extra }), week, options).result
    const result = thumbs({ thumbsUp: 1, thumbsDown: 9 })
    expect(result.extra).toEqual({ thumbsUp: 1, thumbsDown: 9 })
    expect(result.top).toEqual([row])
    expect(() => thumbs({ thumbsUp: 1 })).toThrow('report.json: history.last.sections.feedback.extra has no number')
  })
})

describe('restorePeriod across runs', () => {
  // A redacted term keeps a mark keyed from the API key, the same in every run: the term the last
  // report kept, read back, matches this run's row of the same term (a fresh key each step would
  // make it new every week, its content gap too).
  it('matches a search term holding an address with the same term this run fetched', async () => {
    const fields = {
      searchQuery: 'reset for me@example.com',
      hits: 3,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: 'x',
    }
    const redaction = await import('../../../../src/text/reader-redaction.ts')
    redaction.keyMarksWith('mint_sameKeyEveryWeek')
    const lastRun = searches.readRow(fields, 'searches[0]', options)
    vi.resetModules()
    ;(await import('../../../../src/text/reader-redaction.ts')).keyMarksWith('mint_sameKeyEveryWeek')
    const thisRun = (await import('../../../../src/visitors/sections/searches.ts')).searches
    const restore = (await import('../../../../src/visitors/history/restore-period.ts')).restorePeriod
    const kept = stored({ totals: { totalSearches: 3 }, ranked: [lastRun], rowCount: 1 })
    const { measures } = restore(thisRun, kept, week, options)
    expect(measures.get(thisRun.key(thisRun.readRow(fields, 'searches[0]', options)))).toBe(3)
  })
})
