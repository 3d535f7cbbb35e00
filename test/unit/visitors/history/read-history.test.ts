import { describe, expect, it } from 'vitest'
import type { PeriodResult, Totals } from '../../../../src/visitors/analysis/section-result.ts'
import type { DateRange } from '../../../../src/visitors/analysis/dates.ts'
import { GapDigests } from '../../../../src/visitors/history/gap-digests.ts'
import type { HistoryPeriod } from '../../../../src/visitors/history/history-format.ts'
import { settleHistory, type HistoryRecordInput } from '../../../../src/visitors/history/history-record.ts'
import { HistoryFileError, readHistory } from '../../../../src/visitors/history/read-history.ts'
import { sectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow } from '../../../../src/visitors/sections/searches-summary.ts'
import type { ExportOptions, SectionDefinition } from '../../../../src/visitors/sections/section.ts'
import type { SectionOptions } from '../../../../src/visitors/sections/table.ts'
import type { TrafficCounts, TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'

const day = (text: string) => ({ text, instant: Date.parse(`${text}T00:00:00Z`) })
const week: DateRange = { from: day('2026-11-16'), to: day('2026-11-23') }
const digests = new GapDigests('mint_history_key')

/** A section's report of `week` holding `period`'s rows, as its export would hand it over. */
function reportOf<N extends string, R, T extends Totals, X, O>(
  definition: SectionDefinition<N, R, T, X, O>,
  options: ExportOptions & NoInfer<O>,
  period: Pick<PeriodResult<R, T, X>, 'ranked' | 'gaps' | 'gapCount' | 'rowCount'> & { totals: T },
) {
  const current: PeriodResult<R, T, X> = {
    range: week,
    facts: { totals: period.totals, moreAvailable: false, requests: 1 },
    extra: undefined,
    top: period.ranked,
    files: [],
    ...period,
  }
  const comparison = { rows: [], entered: 0, left: [] }
  return sectionReport(definition, { current, previous: undefined, comparison }, options)
}

const options: ExportOptions & SectionOptions = {
  pageSize: 250,
  searchRows: 500,
  assistantRows: 1_000,
  assistantResponses: false,
  summaryRows: 20,
}
const pages: TrafficRow[] = [
  { path: '/docs/auth', human: 80, ai: 30, total: 100 },
  { path: '/docs/sso', human: 15, ai: 10, total: 20 },
]
const unclicked: SearchRow = {
  searchQuery: 'sso setup',
  hits: 12,
  ctr: 0,
  topClickedPage: null,
  lastSearchedAt: '2026-11-20T09:00:00Z',
}
const earlier: HistoryPeriod = {
  dateFrom: '2026-11-09',
  dateTo: '2026-11-16',
  from: Date.UTC(2026, 10, 9),
  to: Date.UTC(2026, 10, 16),
  figures: { visitors: { total: 90, human: 70, ai: 25 } },
  unknown: { bounceRate: 0.4, notes: { addedBy: 'v3' } },
}

/** The report.json a run of `week` writes, continuing `before`, with the history manifest.ts puts in it. */
function writtenReport(readerTextShown: boolean, before = earlier) {
  const input: HistoryRecordInput = {
    range: week,
    results: [
      reportOf(visitors, options, {
        // A field the contract does not name stays out of the history (the next run would refuse it).
        totals: { human: 95, ai: 40, total: 120, note: 'x' } as TrafficCounts,
        ranked: pages,
        gaps: [],
        gapCount: 0,
        rowCount: 2,
      }),
      reportOf(searches, options, {
        totals: { totalSearches: 300 },
        ranked: [unclicked],
        gaps: [unclicked],
        gapCount: 1,
        rowCount: 1,
      }),
    ],
    use: {
      earlier: [before],
      stored: undefined,
      source: 'none',
      note: undefined,
      followed: undefined,
      rerunOf: undefined,
      handOffs: [],
    },
    historyPeriods: 52,
    readerTextShown,
    digests,
  }
  const { trend: periods, record } = settleHistory(input)
  const report = { formatVersion: 2, projectId: 'acme', generatedAt: '2026-11-23T06:00:00Z' }
  return { periods, text: JSON.stringify({ ...report, history: record }) }
}

describe('readHistory: a report this version wrote', () => {
  it('reads back the periods and the last period as they were written', () => {
    const { periods, text } = writtenReport(true)
    const history = readHistory(text)
    expect(history.projectId).toBe('acme')
    expect(history.generatedAt).toBe('2026-11-23T06:00:00Z')
    expect(history.periods).toEqual(periods)
    expect(history.periods.map((period) => period.dateFrom)).toEqual(['2026-11-09', '2026-11-16'])
    expect(history.periods[1]?.figures).toEqual({
      visitors: { total: 120, human: 95, ai: 40 },
      searches: { searches: 300, unclickedTerms: 1 },
    })
    expect(history.last).toEqual({
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
      from: Date.UTC(2026, 10, 16),
      to: Date.UTC(2026, 10, 23),
      readerTextShown: true,
      digestCheck: digests.check,
      sections: {
        visitors: {
          rowCount: 2,
          gapCount: 0,
          moreAvailable: false,
          endedEarly: undefined,
          totals: { human: 95, ai: 40, total: 120 },
          ranked: pages,
          rankedAll: true,
          cap: null,
          extra: null,
          gaps: [],
        },
        searches: {
          rowCount: 1,
          gapCount: 1,
          moreAvailable: false,
          endedEarly: undefined,
          totals: { totalSearches: 300 },
          ranked: [unclicked],
          rankedAll: true,
          cap: { searchRows: 500 },
          extra: null,
          // The first report to list it: followed from this period on.
          gaps: [{ digest: digests.of('sso setup'), since: '2026-11-16', reports: 1 }],
        },
      },
    })
  })

  it('keeps no search terms when reader text was hidden', () => {
    const stored = readHistory(writtenReport(false).text).last?.sections['searches']
    expect(stored?.ranked).toBeUndefined()
    expect(stored?.rankedAll).toBe(false)
    expect(JSON.stringify(stored)).not.toContain('sso setup')
  })

  it("keeps a period's fields this version does not know, under `unknown`", () => {
    const history = readHistory(writtenReport(true).text)
    expect(history.periods[0]?.unknown).toEqual({ bounceRate: 0.4, notes: { addedBy: 'v3' } })
    expect(history.periods[1]?.unknown).toEqual({})
  })

  it('reads periods bounded by timestamps with a zone, and a later format', () => {
    const text = JSON.stringify({
      formatVersion: 3,
      projectId: 'acme',
      generatedAt: 'now',
      history: { periods: [{ dateFrom: '2026-11-16T12:00Z', dateTo: '2026-11-17T12:00:00.5+02:00', figures: {} }] },
    })
    const [period] = readHistory(text).periods
    expect(period?.from).toBe(Date.UTC(2026, 10, 16, 12))
    expect(period?.to).toBe(Date.UTC(2026, 10, 17, 10, 0, 0, 500))
    expect(readHistory(text).last).toBeUndefined()
  })
})

describe('readHistory: assistant figures an earlier version wrote', () => {
  it('carries them on as written: without "questions", their "conversations" still say they counted turns', () => {
    const older = { ...earlier, figures: { ...earlier.figures, assistant: { conversations: 610, unanswered: 70 } } }
    const read = readHistory(writtenReport(true, older).text)
    expect(read.periods[0]?.figures['assistant']).toEqual({ conversations: 610, unanswered: 70 })
    // Written again by the next report, still unchanged: the marker keeps its meaning from report to report.
    expect(readHistory(writtenReport(true, read.periods[0]).text).periods[0]).toEqual(read.periods[0])
  })
})

describe('readHistory: keys named __proto__', () => {
  const withPeriod = (period: string, last = 'null') =>
    `{"formatVersion":2,"projectId":"acme","generatedAt":"now","history":{"periods":[${period}],"last":${last}}}`
  const dates = '"dateFrom":"2026-11-16","dateTo":"2026-11-23"'

  it.each([
    ['a section of figures', `{${dates},"figures":{"__proto__":{"polluted":1}}}`, 'null'],
    ['a figure', `{${dates},"figures":{"visitors":{"__proto__":{"polluted":1}}}}`, 'null'],
    [
      'a section of the last period',
      `{${dates},"figures":{}}`,
      `{${dates},"readerTextShown":true,"digestCheck":"0123456789abcdef","sections":{"__proto__":{"polluted":1}}}`,
    ],
  ])('refuses one as %s, and no prototype is touched', (_where, period, last) => {
    expect(() => readHistory(withPeriod(period, last))).toThrow(/has a name that is not an identifier/)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('keeps one among unknown fields as an own field, not as a prototype', () => {
    const history = readHistory(withPeriod(`{${dates},"figures":{},"__proto__":{"polluted":1}}`))
    const unknown = history.periods[0]?.unknown ?? {}
    expect(Object.getPrototypeOf(unknown)).toBe(Object.prototype)
    expect(Object.getOwnPropertyNames(unknown)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect((unknown as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('reports every refusal as a HistoryFileError', () => {
    expect(() => readHistory(withPeriod(`{${dates},"figures":{"<img>":{}}}`))).toThrow(HistoryFileError)
  })
})
