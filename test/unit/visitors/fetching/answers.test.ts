import { describe, expect, it } from 'vitest'
import { asRecord } from '../../../../src/visitors/analysis/answer-fields.ts'
import { readCursorPage } from '../../../../src/visitors/fetching/cursor-pager.ts'
import { readHasMorePage } from '../../../../src/visitors/fetching/paging-run.ts'
import { feedback } from '../../../../src/visitors/sections/feedback.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow } from '../../../../src/visitors/sections/searches-summary.ts'
import { views } from '../../../../src/visitors/sections/views.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'

/**
 * Reading the analytics answers against the contract: each pager reads the fields that say how
 * paging goes on, each section its rows and totals. Every answer here is read as the request
 * reads it, from the decoded body.
 */
const answer = (body: unknown) => asRecord(body, 'the answer')
const OPTIONS = { pageSize: 250, searchRows: 500, assistantRows: 1000, assistantResponses: false, summaryRows: 20 }
const readVisitors = (body: unknown) => readHasMorePage(visitors, answer(body), OPTIONS)
const readSearches = (body: unknown) => readCursorPage(searches, answer(body), OPTIONS, false)
const readFeedback = (body: unknown) => readHasMorePage(feedback, answer(body), OPTIONS)

const TOTALS = { human: 10, ai: 5, total: 12 }
const search = (searchQuery: string, hits: number, ctr = 0): SearchRow => ({
  searchQuery,
  hits,
  ctr,
  topClickedPage: null,
  lastSearchedAt: '2026-11-20T00:00:00Z',
})

describe('reading the analytics answers', () => {
  it('keeps each row exactly as sent, unknown fields, fractions and negatives included', () => {
    const raw = { path: '/a', human: -1, ai: 0.5, total: 1, extra: 'kept' }
    expect(readVisitors({ totals: TOTALS, visitors: [raw], hasMore: false }).rows[0]).toBe(raw)
    expect(readHasMorePage(views, answer({ totals: TOTALS, views: [], hasMore: true }), OPTIONS).hasMore).toBe(true)
  })

  it.each([
    ['a list', [], 'the answer is not a JSON object'],
    ['no hasMore', { totals: TOTALS, visitors: [] }, 'the answer has no boolean "hasMore"'],
    ['no rows', { totals: TOTALS, hasMore: false }, 'the answer has no "visitors" array'],
    ['rows not a list', { totals: TOTALS, visitors: {}, hasMore: false }, 'the answer has no "visitors" array'],
    ['no totals', { visitors: [], hasMore: false }, '"totals" is not a JSON object'],
    [
      'a total as text',
      { totals: { ...TOTALS, ai: '5' }, visitors: [], hasMore: false },
      '"totals" has no number "ai"',
    ],
    [
      'a row without path',
      { totals: TOTALS, visitors: [{ human: 1, ai: 1, total: 1 }], hasMore: false },
      'visitors[0] has no string "path"',
    ],
    ['a null row', { totals: TOTALS, visitors: [null], hasMore: false }, 'visitors[0] is not a JSON object'],
  ])('rejects a visitors answer with %s', (_, body, message) => {
    expect(() => readVisitors(body)).toThrow(message)
  })

  it('reads searches with a cursor or null, and rejects what breaks the contract', () => {
    const page = readSearches({ searches: [search('sso', 3)], totalSearches: 3, nextCursor: null })
    expect(page).toEqual({ rows: [search('sso', 3)], totals: { totalSearches: 3 }, nextCursor: null, hasMore: false })
    expect(() => readSearches({ searches: [], totalSearches: 1 })).toThrow('no "nextCursor" string or null')
    expect(() => readSearches({ searches: [], totalSearches: 1, nextCursor: '' })).toThrow('empty "nextCursor"')
    expect(() => readSearches({ searches: [], nextCursor: null })).toThrow('no number "totalSearches"')
    expect(() =>
      readSearches({ searches: [{ ...search('a', 1), topClickedPage: 3 }], totalSearches: 1, nextCursor: null }),
    ).toThrow('searches[0] has no "topClickedPage" string or null')
    expect(() =>
      readSearches({ searches: [{ ...search('a', 1), hits: Infinity }], totalSearches: 1, nextCursor: null }),
    ).toThrow('searches[0] has no number "hits"')
  })

  it('reads feedback by page', () => {
    const row = { path: '/a', thumbsUp: 1, thumbsDown: 2, code: 0, total: 3 }
    expect(readFeedback({ feedback: [row], hasMore: true })).toEqual({ rows: [row], hasMore: true, totals: {} })
    expect(() => readFeedback({ feedback: [{ ...row, thumbsDown: null }], hasMore: false })).toThrow(
      'feedback[0] has no number "thumbsDown"',
    )
  })

  it("keeps only the contract's fields of a feedback row: a comment or a reader's email never reaches a file", () => {
    const row = { path: '/a', thumbsUp: 1, thumbsDown: 2, code: 0, total: 3 }
    const sent = { ...row, comment: 'Call me at ann@example.com', email: 'ann@example.com' }
    expect(readFeedback({ feedback: [sent], hasMore: false }).rows).toEqual([row])
  })
})
