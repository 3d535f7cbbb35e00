import { describe, expect, it } from 'vitest'
import { BrokenAnswerError } from '../../../../src/platform/errors.ts'
import { keptText } from '../../../../src/visitors/analysis/kept-rows.ts'
import { feedback, isUnhelpfulPage } from '../../../../src/visitors/sections/feedback.ts'
import type { FeedbackRow, FeedbackSums } from '../../../../src/visitors/sections/feedback-summary.ts'
import type { SideRequests } from '../../../../src/visitors/sections/section-extras.ts'
import { exported, headlineWords, link, OPTIONS, rendered, SPACE, words, type PeriodData } from './section-fixtures.ts'

const page = (path: string, thumbsDown: number, thumbsUp: number): FeedbackRow => ({
  path,
  thumbsUp,
  thumbsDown,
  code: 0,
  total: thumbsUp + thumbsDown,
})
const NO_SIDE: SideRequests = {
  request: () => Promise.reject(new Error('feedback asks nothing beside its rows')),
  writeFiles: () => Promise.reject(new Error('feedback writes no file beside its rows')),
}

/** A week of `rows`, its sums tallied as the export tallies them, one row at a time. */
async function week(rows: readonly FeedbackRow[], moreAvailable = false) {
  const tally = feedback.extras?.start()
  for (const row of rows) tally?.add(row)
  const extra = await tally?.finish(NO_SIDE)
  const data: PeriodData<FeedbackRow, Readonly<Record<never, number>>, FeedbackSums> = {
    rows,
    totals: {},
    extra,
    moreAvailable,
  }
  return data
}

describe('feedback: rows against the contract', () => {
  it("keeps a page's contract fields only: a comment the platform may add never reaches a file", () => {
    const fields = { ...page('/docs/auth', 3, 1), comment: 'call me at 555-0100' }
    expect(feedback.readRow(fields, 'feedback[0]', OPTIONS)).toEqual(page('/docs/auth', 3, 1))
    expect(feedback.readTotals({ feedback: [] })).toEqual({})
    expect(feedback.fileHead({}, true)).toEqual({ hasMore: true })
  })

  it.each([
    [{ thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }, 'feedback[4] has no string "path"'],
    [{ ...page('/a', 1, 1), thumbsDown: null }, 'feedback[4] has no number "thumbsDown"'],
    [{ ...page('/a', 1, 1), code: '0' }, 'feedback[4] has no number "code"'],
  ])('refuses the row %j', (fields, message) => {
    expect(() => feedback.readRow(fields, 'feedback[4]', OPTIONS)).toThrow(new BrokenAnswerError(message))
  })
})

describe('feedback: what the report makes of it', () => {
  it('finds the pages readers marked unhelpful more often than helpful, and lists them as content gaps', async () => {
    expect([
      isUnhelpfulPage(page('/a', 2, 1)),
      isUnhelpfulPage(page('/a', 1, 1)),
      isUnhelpfulPage(page('/a', 0, 0)),
    ]).toEqual([true, false, false])
    const result = exported(feedback, await week([page('/docs/auth', 9, 1), page('/docs/sso', 1, 5)]))
    expect(feedback.contentGaps?.(result.current)).toEqual({
      heading: 'Pages readers marked unhelpful',
      lines: [
        'These pages had more thumbs-down than thumbs-up (1 page):',
        '',
        '- "/docs/auth": 9 thumbs-down, 1 thumbs-up',
      ],
      count: 1,
      keys: ['/docs/auth'],
      items: [{ text: '/docs/auth', often: '👎 9 down, 1 up' }],
    })
    const none = exported(feedback, await week([page('/docs/sso', 1, 5)]))
    expect(feedback.contentGaps?.(none.current).lines).toEqual(['No page had more thumbs-down than thumbs-up.'])
  })

  it('follows a page by its path as listed, closed once it has as many thumbs up as down', () => {
    const rows = feedback.gapRows
    const long = `/docs/${'deep/'.repeat(200)}`
    // The export's list of gaps keeps its rows' texts short (kept-rows.ts): so is the key.
    expect(rows?.key(page(long, 3, 1))).toBe(keptText(long))
    expect(keptText(long)).not.toBe(long)
    expect([page('/a', 3, 1), page('/a', 3, 3), page('/a', 0, 0)].map((row) => rows?.stillGap(row))).toEqual([
      true,
      false,
      false,
    ])
    expect(rows?.closed(page('/docs/auth', 3, 12), 1)).toEqual({ text: '/docs/auth', often: '👍 12 up, 3 down' })
  })

  it('summarizes the counts and the pages with the most thumbs-down, compared with the week before', async () => {
    const before = await week([page('/docs/auth', 4, 1)])
    const now = await week([page('/docs/auth', 9, 1), page('/docs/new', 2, 0)])
    const summary = words(rendered((doc) => feedback.summarize(doc, exported(feedback, now, before), SPACE)))
    expect(summary).toContain('2 pages with feedback; 2 pages had more thumbs-down than thumbs-up.')
    expect(summary).toContain('1 /docs/auth 9 1 0 10 4 +5')
    expect(summary).toContain('2 /docs/new 2 0 0 2 — new')
    expect(summary).toContain('Individual feedback comments are not exported')
  })

  it('says when more pages had feedback than the one request returns, this week or the week before', async () => {
    const now = await week([page('/docs/auth', 9, 1)], true)
    const before = await week([page('/docs/sso', 2, 1)], true)
    const summary = words(rendered((doc) => feedback.summarize(doc, exported(feedback, now, before), SPACE)))
    expect(summary).toContain('More than 100 pages had feedback.')
    expect(summary).toContain('so this report counts the 1 it returned: 1 of them had more thumbs-down than thumbs-up.')
    expect(summary).toContain('The previous period also had feedback on more than the 100 pages one request returns')
  })

  it("sums every page's thumbs as its history figures, and reads an earlier report's sums as strictly as an answer", async () => {
    const { history } = feedback
    const sums = (await week([page('/a', 3, 1), page('/b', 2, 4)])).extra
    expect(sums).toEqual({ thumbsUp: 5, thumbsDown: 5 })
    expect(history.figuresOf(exported(feedback, await week([page('/a', 3, 1)])).current)).toEqual({
      thumbsUp: 1,
      thumbsDown: 3,
    })
    expect(history.readExtra(history.storeExtra({ thumbsUp: 5, thumbsDown: 2 }), 'extra')).toEqual({
      thumbsUp: 5,
      thumbsDown: 2,
    })
    expect(() => history.readExtra({ thumbsUp: 5 }, 'history.last.sections.feedback.extra')).toThrow(
      new BrokenAnswerError('history.last.sections.feedback.extra has no number "thumbsDown"'),
    )
    expect(history.figures.filter((figure) => figure.shown).map((figure) => figure.label)).toEqual(['👎'])
  })

  it('has no inputs of its own, asks one request and states the limit as its cap', () => {
    expect(feedback.inputs.declarations).toEqual({})
    expect(feedback.planLine(OPTIONS)).toBe(
      'feedback, 1 request (the 100 pages with feedback the contract returns at once)',
    )
    expect(feedback.cap?.(OPTIONS)).toEqual({ limit: 100 })
    expect(feedback.paging).toEqual({ kind: 'single', limit: 100 })
    expect([feedback.readerText, feedback.movers, feedback.outputs.declarations]).toEqual([false, undefined, {}])
  })

  it('opens the summary with the thumbs-down, their change and the pages marked unhelpful', async () => {
    const before = await week([page('/docs/auth', 4, 1)])
    const now = await week([page('/docs/auth', 9, 1), page('/docs/new', 2, 0)])
    expect(headlineWords(feedback.headline?.(exported(feedback, now, before), link) ?? [])).toEqual([
      '👎 11 thumbs-down, ▲ 175.0% from 4; 2 pages with more down than up · Feedback ↓',
    ])
    expect(headlineWords(feedback.headline?.(exported(feedback, before), link) ?? [])).toEqual([
      '👎 4 thumbs-down; 1 page with more down than up · Feedback ↓',
    ])
  })
})
