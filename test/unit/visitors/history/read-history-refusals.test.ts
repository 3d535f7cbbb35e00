import { describe, expect, it } from 'vitest'
import { HistoryFileError, readHistory } from '../../../../src/visitors/history/read-history.ts'

/*
 * An earlier report.json is whatever its uploader wrote: each hostile file below is refused
 * whole, with a HistoryFileError that names the field at fault.
 */

interface PeriodJson {
  dateFrom: unknown
  dateTo: unknown
  figures: Record<string, Record<string, unknown>>
}
interface SectionJson extends Record<string, unknown> {
  totals: Record<string, unknown>
  gapDigests: unknown[]
}
interface ReportJson extends Record<string, unknown> {
  history: {
    periods: PeriodJson[]
    last: (Record<string, unknown> & { sections: Record<string, SectionJson> }) | null
  }
}

const period = (dateFrom: string, dateTo: string): PeriodJson => ({
  dateFrom,
  dateTo,
  figures: { visitors: { total: 120, human: 95, ai: 40 } },
})

/** A report.json as this version writes it, two weeks long, for each test to break one field of. */
function report(): ReportJson {
  return {
    formatVersion: 2,
    projectId: 'acme',
    generatedAt: '2026-11-23T06:00:00Z',
    history: {
      periods: [period('2026-11-09', '2026-11-16'), period('2026-11-16', '2026-11-23')],
      last: {
        dateFrom: '2026-11-16',
        dateTo: '2026-11-23',
        readerTextShown: true,
        digestCheck: '0123456789abcdef',
        sections: {
          visitors: {
            rowCount: 2,
            gapCount: 0,
            moreAvailable: false,
            endedEarly: null,
            totals: { human: 95, ai: 40, total: 120 },
            ranked: [{ path: '/docs/auth', human: 80, ai: 30, total: 100 }],
            rankedAll: false,
            extra: null,
            gapDigests: ['fedcba9876543210'],
          },
        },
      },
    },
  }
}

function refusal(change: (report: ReportJson) => unknown): HistoryFileError {
  const broken = report()
  change(broken)
  try {
    readHistory(JSON.stringify(broken))
  } catch (error) {
    expect(error).toBeInstanceOf(HistoryFileError)
    return error as HistoryFileError
  }
  throw new Error('the report was read')
}

function lastSection(report: ReportJson): SectionJson {
  const section = report.history.last?.sections['visitors']
  if (!section) throw new Error('the report has no visitors section')
  return section
}

describe('readHistory refuses', () => {
  it('a file that is not JSON, or not an object', () => {
    expect(() => readHistory('{"formatVersion": 2,')).toThrow(/^report\.json is not JSON \(/)
    expect(() => readHistory('[2]')).toThrow(new HistoryFileError('report.json is not a JSON object'))
    expect(() => readHistory('null')).toThrow(HistoryFileError)
  })

  it.each([
    ['1', 1, 'format 1'],
    ['missing', undefined, 'format 1'],
    ['2.5', 2.5, 'format 2.5'],
  ])('a formatVersion of %s', (_name, version, said) => {
    expect(refusal((file) => (file['formatVersion'] = version)).message).toBe(
      `report.json has no history (${said}, written before reports kept one)`,
    )
  })

  it('a formatVersion of "2", a string', () => {
    // The message calls it format 1, as for a missing version: what matters is that it is refused.
    expect(refusal((file) => (file['formatVersion'] = '2')).message).toMatch(/^report\.json has no history \(format /)
  })

  it.each([
    [
      'not a list',
      (file: ReportJson) =>
        ((file.history as Record<string, unknown>)['periods'] = { 0: period('2026-11-09', '2026-11-16') }),
    ],
    ['over 1,000 periods', (file: ReportJson) => (file.history.periods = manyPeriods(1_001))],
  ])('periods that are %s', (_name, change) => {
    expect(refusal(change).message).toBe('report.json "history.periods" is not a list of at most 1000 periods')
  })

  it('no history object at all', () => {
    expect(refusal((file) => Reflect.deleteProperty(file, 'history')).message).toBe(
      'report.json "history" is not a JSON object',
    )
  })

  it.each([
    ['<img>', { '<img>': { total: 1 } }, 'history.periods[1].figures'],
    ['a figure in markup', { visitors: { '<b>total</b>': 1 } }, 'history.periods[1].figures.visitors'],
    ['a long name', { ['a'.repeat(65)]: {} }, 'history.periods[1].figures'],
  ])('figures named %s', (_name, figures, where) => {
    const error = refusal((file) => (file.history.periods[1]!.figures = figures))
    expect(error.message).toBe(`report.json "${where}" has a name that is not an identifier`)
  })

  it.each([
    ['a string', '120'],
    ['null', null],
    ['"NaN"', 'NaN'],
    ['a list', [120]],
  ])('a figure that is %s', (_name, value) => {
    const error = refusal((file) => (file.history.periods[1]!.figures['visitors']!['total'] = value))
    expect(error.message).toBe('report.json "history.periods[1].figures.visitors.total" is not a number')
  })

  it('a figure past the largest number (1e999 parses as Infinity)', () => {
    const text = JSON.stringify(report()).replace('"total":120', '"total":1e999')
    expect(() => readHistory(text)).toThrow('"history.periods[0].figures.visitors.total" is not a number')
  })

  it.each([
    ['dates other than the newest period', (file: ReportJson) => (file.history.last!.dateFrom = '2026-11-15')],
    ['no period at all', (file: ReportJson) => (file.history.periods = [])],
  ])('a last period with %s', (_name, change) => {
    expect(refusal(change).message).toBe('report.json "history.last" is not the newest period of "history.periods"')
  })

  it.each(['0123456789ABCDEF', '0123456789abcde', '0123456789abcdefa', 'zzzzzzzzzzzzzzzz', 12345])(
    'a digestCheck of %s',
    (value) => {
      expect(refusal((file) => (file.history.last!.digestCheck = value)).message).toBe(
        'report.json "history.last.digestCheck" is not 16 hexadecimal digits',
      )
    },
  )

  it.each([-1, 1.5, '2', null, 2 ** 53])('a section whose rowCount is %s', (value) => {
    expect(refusal((file) => (lastSection(file)['rowCount'] = value)).message).toBe(
      'report.json "history.last.sections.visitors.rowCount" is not a whole number of 0 or more',
    )
  })

  it('ranked rows that are over 1,000, or not a list', () => {
    const rows = Array.from({ length: 1_001 }, (_, n) => ({ path: `/p${n}`, human: 1, ai: 0, total: 1 }))
    const message =
      'report.json "history.last.sections.visitors.ranked" is neither null nor a list of at most 1000 rows'
    expect(refusal((file) => (lastSection(file)['ranked'] = rows)).message).toBe(message)
    expect(refusal((file) => Reflect.deleteProperty(lastSection(file), 'ranked')).message).toBe(message)
  })

  it.each([['<script>'], ['FEDCBA9876543210'], [7]])('gapDigests holding %s', (digest) => {
    expect(refusal((file) => lastSection(file).gapDigests.push(digest)).message).toBe(
      'report.json "history.last.sections.visitors.gapDigests" is not a list of digests',
    )
  })

  it('an endedEarly over 2,000 characters, and a section name that is not an identifier', () => {
    expect(refusal((file) => (lastSection(file)['endedEarly'] = 'x'.repeat(2_001))).message).toBe(
      'report.json "history.last.sections.visitors.endedEarly" is not a text of at most 2000 characters',
    )
    const renamed = refusal((file) => (file.history.last!.sections = { '<img>': lastSection(file) }))
    expect(renamed.message).toBe('report.json "history.last.sections" has a name that is not an identifier')
  })

  it('totals holding a text, and a projectId that is not a short text', () => {
    expect(refusal((file) => (lastSection(file).totals['total'] = '120')).message).toBe(
      'report.json "history.last.sections.visitors.totals.total" is not a number',
    )
    expect(refusal((file) => (file['projectId'] = 'p'.repeat(201))).message).toBe(
      'report.json "projectId" is not a text of at most 200 characters',
    )
  })
})

describe('readHistory accepts', () => {
  it('the report every refusal above starts from, and 1,000 periods', () => {
    expect(readHistory(JSON.stringify(report())).last?.sections['visitors']?.endedEarly).toBeUndefined()
    const file = report()
    file.history.periods = manyPeriods(1_000)
    file.history.last = null
    expect(readHistory(JSON.stringify(file)).periods).toHaveLength(1_000)
  })
})

/** `count` one-day periods one after the other from 2020-01-01. */
function manyPeriods(count: number): PeriodJson[] {
  const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10)
  return Array.from({ length: count }, (_, n) => period(day(n), day(n + 1)))
}

describe('readHistory refuses what a later report could not carry or would misread', () => {
  it('refuses unknown period fields nested deeper than a later report could write back', () => {
    // Written out by hand: JSON.stringify itself could not nest this deep.
    const deep = `${'['.repeat(5_000)}"bottom"${']'.repeat(5_000)}`
    const text = JSON.stringify(report()).replace('"figures":', `"junk":${deep},"figures":`)
    let error: unknown
    try {
      readHistory(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(HistoryFileError)
    if (!(error instanceof HistoryFileError)) return
    expect(error.message).toContain('"history.periods[0]" holds fields this version does not know')
  })

  it('refuses unknown period fields too large to carry on every week', () => {
    const error = refusal((broken) => Object.assign(broken.history.periods[0] ?? {}, { junk: 'x'.repeat(20_000) }))
    expect(error.message).toContain('over 16384 characters')
  })

  it("refuses rankedAll when the kept rows are not all the period's", () => {
    const error = refusal((broken) => Object.assign(lastSection(broken), { rankedAll: true }))
    expect(error.message).toContain('"history.last.sections.visitors.rankedAll" is true, but its rows are not all')
  })
})
