import { describe, expect, it } from 'vitest'
import { HistoryFileError, readHistory } from '../../../../src/visitors/history/read-history.ts'

/*
 * The periods' bounds in an earlier report.json, which its uploader chose: each must be a day or
 * a timestamp with a zone, start before it ends, and come after the period before it.
 */

const period = (dateFrom: unknown, dateTo: unknown) => ({ dateFrom, dateTo, figures: { visitors: { total: 120 } } })

function refusal(periods: readonly unknown[]): HistoryFileError {
  const text = JSON.stringify({ formatVersion: 2, projectId: 'acme', generatedAt: 'now', history: { periods } })
  try {
    readHistory(text)
  } catch (error) {
    expect(error).toBeInstanceOf(HistoryFileError)
    return error as HistoryFileError
  }
  throw new Error('the report was read')
}

describe('readHistory refuses', () => {
  it.each([
    ['an impossible date', '2026-13-45'],
    ['a word', 'yesterday'],
    ['a 1 MB string', '2026-11-09'.repeat(100_000)],
    ['a number', Date.UTC(2026, 10, 9)],
    ['null', null],
    ['a timestamp without a zone', '2026-11-09T00:00:00'],
    ['a 25th hour', '2026-11-09T25:00Z'],
    ['a zone no place has', '2026-11-09T00:00+99:00'],
  ])('a dateFrom that is %s', (_name, value) => {
    expect(refusal([period(value, '2026-11-16')]).message).toBe(
      'report.json "history.periods[0].dateFrom" is not a date (YYYY-MM-DD) or a timestamp with a zone',
    )
  })

  it('a dateTo that is not a date, naming dateTo', () => {
    expect(refusal([period('2026-11-09', 'next week')]).message).toBe(
      'report.json "history.periods[0].dateTo" is not a date (YYYY-MM-DD) or a timestamp with a zone',
    )
  })

  it.each([
    ['before', '2026-11-16', '2026-11-09'],
    ['when', '2026-11-09', '2026-11-09'],
    ['when, written as a timestamp in another zone', '2026-11-09', '2026-11-09T01:00+01:00'],
  ])('a period that ends %s it starts', (_name, from, to) => {
    expect(refusal([period(from, to)]).message).toBe('report.json "history.periods[0]" ends before it starts')
  })

  it.each([
    ['overlapping', [period('2026-11-09', '2026-11-17'), period('2026-11-16', '2026-11-23')]],
    ['out of order', [period('2026-11-16', '2026-11-23'), period('2026-11-09', '2026-11-16')]],
    ['the same twice', [period('2026-11-09', '2026-11-16'), period('2026-11-09', '2026-11-16')]],
  ])('periods %s', (_name, periods) => {
    expect(refusal(periods).message).toBe(
      'report.json "history.periods[1]" overlaps or comes before the period before it',
    )
  })
})

describe('readHistory accepts', () => {
  it('periods that follow one another, or leave a gap between them', () => {
    const periods = [period('2026-11-02', '2026-11-09'), period('2026-11-09', '2026-11-16')]
    const text = (list: unknown[]) =>
      JSON.stringify({ formatVersion: 2, projectId: 'acme', generatedAt: 'now', history: { periods: list } })
    expect(readHistory(text(periods)).periods.map((each) => each.dateTo)).toEqual(['2026-11-09', '2026-11-16'])
    const gap = [periods[0], period('2026-11-23', '2026-11-30')]
    expect(readHistory(text(gap)).periods.map((each) => each.dateFrom)).toEqual(['2026-11-02', '2026-11-23'])
  })
})

describe('readHistory refuses days no calendar has', () => {
  // Date.parse would roll 2026-02-30 over into 2026-03-02; dates.ts refuses the same text as an input.
  it('refuses a dateFrom of 2026-02-30, a day February does not have', () => {
    expect(refusal([period('2026-02-30', '2026-03-09')]).message).toContain(
      '"history.periods[0].dateFrom" is not a date',
    )
  })

  it('refuses a dateTo of 2026-04-31T00:00Z, a day April does not have', () => {
    expect(refusal([period('2026-04-24', '2026-04-31T00:00Z')]).message).toContain(
      '"history.periods[0].dateTo" is not a date',
    )
  })
})
