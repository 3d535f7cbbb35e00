import { describe, expect, it } from 'vitest'
import type { DateRange } from '../../../../src/visitors/analysis/dates.ts'
import { GapDigests } from '../../../../src/visitors/history/gap-digests.ts'
import { chooseHistory, type HistoryNeeds } from '../../../../src/visitors/history/history-choice.ts'
import type { HistoryPeriod, StoredHistory, StoredSection } from '../../../../src/visitors/history/history-format.ts'
import { HistoryFileError } from '../../../../src/visitors/history/read-history.ts'

const DAY = 86_400_000
const at = (text: string) => Date.parse(`${text}T00:00:00Z`)
const dayText = (instant: number) => new Date(instant).toISOString().slice(0, 10)
const range = (from: string, days: number): DateRange => ({
  from: { text: from, instant: at(from) },
  to: { text: dayText(at(from) + days * DAY), instant: at(from) + days * DAY },
})

/** A period of the history, `days` long from `from`, with unique visitors' figures. */
function period(from: string, days = 7): HistoryPeriod {
  const to = at(from) + days * DAY
  const figures = { visitors: { total: 100, human: 80, ai: 30 } }
  return { dateFrom: from, dateTo: dayText(to), from: at(from), to, figures, unknown: {} }
}

const digests = new GapDigests('mint_this_key')

const stored = (overrides: Partial<StoredSection> = {}): StoredSection => ({
  cap: null,
  rowCount: 1,
  gapCount: 0,
  moreAvailable: false,
  endedEarly: undefined,
  totals: { human: 80, ai: 30, total: 100 },
  ranked: [{ path: '/docs/auth', human: 80, ai: 30, total: 100 }],
  rankedAll: true,
  extra: null,
  gaps: [],
  ...overrides,
})
const storedSearches = (ranked: StoredSection['ranked']) =>
  stored({
    totals: { totalSearches: 40 },
    cap: { searchRows: 500 },
    ranked,
    rankedAll: ranked !== undefined,
    gapCount: 1,
    gaps: [{ digest: digests.of('sso setup'), since: '2026-11-09', reports: 2 }],
  })
const term = { searchQuery: 'sso setup', hits: 12, ctr: 0, topClickedPage: null, lastSearchedAt: '2026-11-20T09:00Z' }

/** The last report: four weeks to 2026-11-16, the newest kept whole for the comparison. */
function history(
  overrides: Partial<StoredHistory> = {},
  sections: Record<string, StoredSection> = { visitors: stored() },
): StoredHistory {
  const periods = ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'].map((from) => period(from))
  const newest = periods[3]!
  return {
    projectId: 'acme',
    generatedAt: '2026-11-16T06:00:00Z',
    periods,
    last: { ...newest, readerTextShown: true, digestCheck: digests.check, sections },
    ...overrides,
  }
}

/** This run: the week from 2026-11-16, compared with the week before, unique visitors only. */
const needs = (overrides: Partial<HistoryNeeds> = {}): HistoryNeeds => ({
  pageSize: 250,
  searchRows: 500,
  assistantRows: 1_000,
  assistantResponses: false,
  summaryRows: 20,
  projectId: 'acme',
  dateRange: range('2026-11-16', 7),
  previousRange: range('2026-11-09', 7),
  sections: ['visitors'],
  readerText: { shown: true },
  historyPeriods: 52,
  ...overrides,
})
const starts = (periods: readonly HistoryPeriod[]) => periods.map((each) => each.dateFrom)

describe('chooseHistory', () => {
  it('takes the previous period from the last report of the same project, ending where this one starts', () => {
    const use = chooseHistory(needs(), history(), digests)
    expect(use.source).toBe('previous-report')
    expect(use.note).toBeUndefined()
    expect(use.stored).toEqual({ visitors: stored() })
    expect(starts(use.earlier)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'])
  })

  it('starts again for another project, fetching the previous period', () => {
    const use = chooseHistory(needs(), history({ projectId: 'other-docs' }), digests)
    expect(use).toEqual({
      earlier: [],
      stored: undefined,
      source: 'fetched',
      note: 'the last report is of another project ("other-docs"), so the history starts again',
      followed: undefined,
      rerunOf: undefined,
      handOffs: [],
    })
  })

  it('fetches across a gap, naming the dates, and keeps the earlier periods for the trend', () => {
    const use = chooseHistory(
      needs({ dateRange: range('2026-11-23', 7), previousRange: range('2026-11-16', 7) }),
      history(),
      digests,
    )
    expect(use.source).toBe('fetched')
    expect(use.stored).toBeUndefined()
    expect(use.note).toBe('there is a gap: the last report ended on 2026-11-15, and this period starts on 2026-11-23')
    expect(use.earlier).toHaveLength(4)
  })

  it('fetches when re-running the period the last report covered, and drops that period from the trend', () => {
    const use = chooseHistory(
      needs({ dateRange: range('2026-11-09', 7), previousRange: range('2026-11-02', 7) }),
      history(),
      digests,
    )
    expect(use.source).toBe('fetched')
    expect(use.note).toBe('the last report (2026-11-09 to 2026-11-15 (7 days)) overlaps this period')
    expect(starts(use.earlier)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02'])
  })

  it('starts the trend again when this period is of another length', () => {
    const fortnight = needs({ dateRange: range('2026-11-16', 14), previousRange: undefined })
    const use = chooseHistory(fortnight, history(), digests)
    expect(use.source).toBe('none')
    expect(use.earlier).toEqual([])
    expect(use.note).toBe("the last report's periods are not 14 days long like this one, so the trend starts again")
    const compared = chooseHistory(
      needs({ dateRange: range('2026-11-16', 14), previousRange: range('2026-11-02', 14) }),
      history(),
      digests,
    )
    expect(compared.source).toBe('fetched')
    expect(compared.note).toBe(
      "the last report's period (2026-11-09 to 2026-11-15 (7 days)) is not as long as this one",
    )
  })

  it('fetches when the last report lacks a section this run reports, naming it', () => {
    const use = chooseHistory(needs({ sections: ['visitors', 'feedback'] }), history(), digests)
    expect(use.source).toBe('fetched')
    expect(use.note).toBe('the last report has no feedback section')
  })

  it('fetches when no last period was kept', () => {
    const use = chooseHistory(needs(), history({ last: undefined }), digests)
    expect([use.source, use.note]).toEqual(['fetched', 'the last report kept no period to compare with'])
  })

  it('fetches search terms withheld then (reader text hidden) when this run shows them, and accepts them when it hides them too', () => {
    const withheld = history({}, { visitors: stored(), searches: storedSearches(undefined) })
    const shown = chooseHistory(needs({ sections: ['visitors', 'searches'] }), withheld, digests)
    expect(shown.source).toBe('fetched')
    expect(shown.note).toBe(
      'the last report kept no searches rows (reader text was hidden then) and this one shows them',
    )
    const hidden = chooseHistory(
      needs({ sections: ['visitors', 'searches'], readerText: { shown: false } }),
      withheld,
      digests,
    )
    expect(hidden.source).toBe('previous-report')
    expect(hidden.stored?.searches).toEqual(storedSearches(undefined))
  })

  it('fetches the previous period when the last report capped a section otherwise', () => {
    const capped = history({}, { visitors: stored(), searches: storedSearches([term]) })
    const use = chooseHistory(needs({ sections: ['visitors', 'searches'], searchRows: 'all' }), capped, digests)
    expect(use.source).toBe('fetched')
    expect(use.note).toBe(
      'the last report\'s searches were capped otherwise ({"searchRows":500}, now {"searchRows":"all"})',
    )
  })

  it.each([
    [52, ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09']],
    [3, ['2026-11-02', '2026-11-09']],
    [2, ['2026-11-09']],
    [1, []],
  ])('keeps history-periods %i less this one of the earlier periods', (historyPeriods, kept) => {
    expect(starts(chooseHistory(needs({ historyPeriods }), history(), digests).earlier)).toEqual(kept)
  })

  it('hands over the gaps to follow only when their digests were made with this run’s key', () => {
    const last = history({}, { visitors: stored(), searches: storedSearches([term]) })
    const same = chooseHistory(needs({ previousRange: undefined }), last, digests).followed
    expect(same).toEqual(
      new Map([
        ['visitors', []],
        ['searches', [{ digest: digests.of('sso setup'), since: '2026-11-09', reports: 2 }]],
      ]),
    )
    const rotated = chooseHistory(needs(), last, new GapDigests('mint_rotated_key'))
    expect(rotated.followed).toBeUndefined()
    expect(rotated.source).toBe('previous-report')
  })

  it('follows gaps forward only: not from a report of this period (a re-run) or of a later one', () => {
    const last = history({}, { visitors: stored(), searches: storedSearches([term]) })
    const rerun = needs({ dateRange: range('2026-11-09', 7), previousRange: undefined })
    expect(chooseHistory(rerun, last, digests).followed).toBeUndefined()
    const after = needs({ dateRange: range('2026-11-30', 7), previousRange: undefined })
    expect(chooseHistory(after, last, digests).followed?.get('searches')).toHaveLength(1)
  })

  it.each([
    ['a row without its path', stored({ ranked: [{ human: 1, ai: 0, total: 1 }] })],
    ['a count that is a text', stored({ ranked: [{ path: '/docs', human: '1', ai: 0, total: 1 }] })],
    ['totals without "ai"', stored({ totals: { human: 80, total: 100 } })],
  ])('refuses a stored section holding %s as a bad file', (_name, section) => {
    expect(() => chooseHistory(needs(), history({}, { visitors: section }), digests)).toThrow(HistoryFileError)
  })
})
