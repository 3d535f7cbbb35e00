import { describe, expect, it } from 'vitest'
import { describeDateRange, previousPeriod, resolveDate, resolveDateRange } from '../../../src/visitors/dates.ts'

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
    ['2024-01-31T10:00:00.123+02:00', '2024-01-31T10:00:00.123+02:00'],
    ['2024-01-31T10:00-0530', '2024-01-31T10:00-0530'],
  ])('resolves %s to %s', (text, expected) => {
    expect(resolveDate('date-from', text, NOW).text).toBe(expected)
  })

  it('places relative days at UTC midnight and reads zones as offsets', () => {
    expect(resolveDate('date-from', '-1d', NOW).instant).toBe(Date.UTC(2026, 10, 20))
    expect(resolveDate('date-from', '2024-01-31T10:00:00+02:00', NOW).instant).toBe(Date.UTC(2024, 0, 31, 8))
    expect(resolveDate('date-from', '2024-01-31T10:00-0530', NOW).instant).toBe(Date.UTC(2024, 0, 31, 15, 30))
  })

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2026-02-30T00:00:00Z', '2026-00-10T00:00:00Z'])(
    'rejects the impossible date %s',
    (text) => {
      expect(() => resolveDate('date-to', text, NOW)).toThrow(`Input "date-to" is not a real calendar date: "${text}".`)
    },
  )

  it.each(['2026-01-01T24:00:00Z', '2026-01-01T10:60:00Z', '2026-01-01T10:00:61Z', '2026-01-01T10:00:00+14:60'])(
    'rejects the impossible time %s',
    (text) => {
      expect(() => resolveDate('date-to', text, NOW)).toThrow('Input "date-to" is not a real time of day')
    },
  )

  it.each(['yesterday', '7d', '-7', '2024/01/31', '31-01-2024', '2024-01-31T10:00:00'])('rejects %s', (text) => {
    expect(() => resolveDate('date-from', text, NOW)).toThrow(/Input "date-from" must be a date as YYYY-MM-DD/)
  })
})

describe('resolveDateRange and previousPeriod', () => {
  it('resolves the weekly report to the last seven whole days, and the week before', () => {
    const range = resolveDateRange('-7d', 'today', NOW)
    expect(describeDateRange(range)).toBe('2026-11-14 to 2026-11-20 (7 days)')
    expect(describeDateRange(previousPeriod(range, NOW))).toBe('2026-11-07 to 2026-11-13 (7 days)')
  })

  it('leaves absent bounds open, and allows a date-to in the future', () => {
    expect(describeDateRange(resolveDateRange('', '', NOW))).toBe('the start of the data to now')
    expect(resolveDateRange('today', '+30d', NOW).to?.text).toBe('2026-12-21')
  })

  it.each([
    ['today', 'today', /must be before "date-to"/],
    ['2024-02-01', '2024-01-01', /must be before "date-to"/],
    ['2026-11-21T16:00:00Z', '', /must not be in the future/],
    ['', '2024-11-20', /Input "date-to" \(2024-11-20\) is more than 730 days ago, before 2024-11-21/],
  ])('rejects date-from %s with date-to %s', (from, to, message) => {
    expect(() => resolveDateRange(from, to, NOW)).toThrow(message)
  })
})
