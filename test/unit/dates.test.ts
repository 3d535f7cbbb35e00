import { describe, expect, it } from 'vitest'
import { describeDateRange, resolveDate, resolveDateRange } from '../../src/dates.ts'

const NOW = new Date('2026-11-21T15:30:00Z')

describe('resolveDate', () => {
  it.each([
    ['2024-01-31', '2024-01-31'],
    ['2024-02-29', '2024-02-29'],
    ['today', '2026-11-21'],
    ['TODAY', '2026-11-21'],
    ['-7d', '2026-11-14'],
    ['-30d', '2026-10-22'],
    ['+1d', '2026-11-22'],
    ['2024-01-31T10:00:00Z', '2024-01-31T10:00:00Z'],
    ['2024-01-31T10:00:00+02:00', '2024-01-31T10:00:00+02:00'],
  ])('resolves %s to %s', (text, expected) => {
    expect(resolveDate('date-from', text, NOW).text).toBe(expected)
  })

  it('places relative days at UTC midnight', () => {
    expect(resolveDate('date-from', '-1d', NOW).instant).toBe(Date.UTC(2026, 10, 20))
  })

  it.each(['2023-02-29', '2024-13-01', '2024-04-31'])('rejects the impossible date %s', (text) => {
    expect(() => resolveDate('date-to', text, NOW)).toThrow(`Input "date-to" is not a real calendar date: "${text}".`)
  })

  it.each(['yesterday', '7d', '-7', '2024/01/31', '31-01-2024', '2024-01-31T10:00:00'])('rejects %s', (text) => {
    expect(() => resolveDate('date-from', text, NOW)).toThrow(/Input "date-from" must be a date as YYYY-MM-DD/)
  })
})

describe('resolveDateRange', () => {
  it('resolves the weekly report to the last seven whole days', () => {
    const range = resolveDateRange('-7d', 'today', NOW)
    expect([range.from?.text, range.to?.text]).toEqual(['2026-11-14', '2026-11-21'])
    expect(describeDateRange(range)).toBe('2026-11-14 to 2026-11-21 (exclusive)')
  })

  it('leaves absent bounds open', () => {
    const range = resolveDateRange('', '', NOW)
    expect(range).toEqual({ from: undefined, to: undefined })
    expect(describeDateRange(range)).toBe('the start of the data to now')
  })

  it.each([
    ['today', 'today'],
    ['2024-02-01', '2024-01-01'],
  ])('rejects date-from %s not before date-to %s', (from, to) => {
    expect(() => resolveDateRange(from, to, NOW)).toThrow(/Input "date-from" \(.*\) must be before "date-to"/)
  })
})
