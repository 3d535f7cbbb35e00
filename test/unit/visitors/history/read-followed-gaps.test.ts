import { describe, expect, it } from 'vitest'
import { HistoryFileError, readHistory } from '../../../../src/visitors/history/read-history.ts'

/*
 * The gaps an earlier report hands on to follow (report.json's `gaps`), read as hostile as every
 * other field; and a report of 2.0.0, which wrote only `gapDigests`, still followed.
 */

const A = '0123456789abcdef'
const B = 'fedcba9876543210'

/** A report.json of the week of 2026-11-16 whose searches hold `part`. */
function reportWith(part: Record<string, unknown>): string {
  const week = { dateFrom: '2026-11-16', dateTo: '2026-11-23' }
  const searches = {
    rowCount: 0,
    gapCount: 0,
    moreAvailable: false,
    endedEarly: null,
    totals: { totalSearches: 0 },
    ranked: null,
    rankedAll: false,
    extra: null,
    gapDigests: [A, B],
    ...part,
  }
  return JSON.stringify({
    formatVersion: 2,
    projectId: 'acme',
    generatedAt: '2026-11-23T06:00:00Z',
    history: {
      periods: [{ ...week, figures: {} }],
      last: { ...week, readerTextShown: false, digestCheck: A, sections: { searches } },
    },
  })
}

const gapsOf = (part: Record<string, unknown>) => readHistory(reportWith(part)).last?.sections['searches']?.gaps

function refusal(gaps: unknown): string {
  try {
    gapsOf({ gaps })
  } catch (error) {
    expect(error).toBeInstanceOf(HistoryFileError)
    return (error as Error).message
  }
  throw new Error('the report was read')
}

describe('reading the gaps to follow', () => {
  it('reads each gap’s digest, since and reports', () => {
    const gaps = [
      { digest: A, since: '2026-10-19', reports: 5 },
      { digest: B, since: '2026-11-16T00:00:00Z', reports: 1 },
    ]
    expect(gapsOf({ gaps })).toEqual(gaps)
  })

  it('follows each listed gap of a report written before `gaps` (2.0.0), listed once, in its period', () => {
    expect(gapsOf({})).toEqual([
      { digest: A, since: '2026-11-16', reports: 1 },
      { digest: B, since: '2026-11-16', reports: 1 },
    ])
    expect(gapsOf({ gapDigests: [A, A] })).toEqual([{ digest: A, since: '2026-11-16', reports: 1 }])
  })

  it.each([
    [
      'not a list',
      { digest: A },
      'report.json "history.last.sections.searches.gaps" is not a list of at most 100 gaps',
    ],
    [
      'over 100 gaps',
      Array.from({ length: 101 }, (_, n) => ({
        digest: n.toString(16).padStart(16, '0'),
        since: '2026-11-16',
        reports: 1,
      })),
      'report.json "history.last.sections.searches.gaps" is not a list of at most 100 gaps',
    ],
    ['a gap that is no object', ['x'], 'report.json "history.last.sections.searches.gaps[0]" is not a JSON object'],
    [
      'a digest in capitals',
      [{ digest: A.toUpperCase(), since: '2026-11-16', reports: 1 }],
      'report.json "history.last.sections.searches.gaps[0].digest" is not 16 hexadecimal digits',
    ],
    [
      'a digest twice',
      [
        { digest: A, since: '2026-11-16', reports: 1 },
        { digest: A, since: '2026-11-09', reports: 2 },
      ],
      'report.json "history.last.sections.searches.gaps[1].digest" is listed twice',
    ],
    [
      'a since that is markup',
      [{ digest: A, since: '<img src=x>', reports: 1 }],
      'report.json "history.last.sections.searches.gaps[0].since" is not a date (YYYY-MM-DD) or a timestamp with a zone',
    ],
    [
      'a since that is no day',
      [{ digest: A, since: '2026-02-30', reports: 1 }],
      'report.json "history.last.sections.searches.gaps[0].since" is not a date (YYYY-MM-DD) or a timestamp with a zone',
    ],
    [
      'no reports',
      [{ digest: A, since: '2026-11-16', reports: 0 }],
      'report.json "history.last.sections.searches.gaps[0].reports" is not a count of reports from 1 to 10000',
    ],
    [
      'reports past any history',
      [{ digest: A, since: '2026-11-16', reports: 10_001 }],
      'report.json "history.last.sections.searches.gaps[0].reports" is not a count of reports from 1 to 10000',
    ],
    [
      'reports that are not whole',
      [{ digest: A, since: '2026-11-16', reports: 1.5 }],
      'report.json "history.last.sections.searches.gaps[0].reports" is not a whole number of 0 or more',
    ],
  ])('refuses the file whose gaps are %s', (_, gaps, message) => {
    expect(refusal(gaps)).toBe(message)
  })
})
