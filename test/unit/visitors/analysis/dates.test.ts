import { describe, expect, it } from 'vitest'
import { describeDateRange, resolveDate, resolveDateRange } from '../../../../src/visitors/analysis/dates.ts'
import { previousPeriod } from '../../../../src/visitors/analysis/previous-period.ts'

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
      expect(() => resolveDate('date-to', text, NOW)).toThrow(
        `Input "date-to" is not a real calendar date (months 01-12, days 01 to the month's last): "${text}".`,
      )
    },
  )

  it.each(['2026-01-01T24:00:00Z', '2026-01-01T10:60:00Z', '2026-01-01T10:00:61Z'])(
    'rejects the impossible time %s',
    (text) => {
      expect(() => resolveDate('date-to', text, NOW)).toThrow('Input "date-to" is not a real time of day')
    },
  )

  it.each(['2026-01-01T10:00:00+14:60', '2026-01-01T10:00:00+15:00', '2026-01-01T10:00:00-1430'])(
    'rejects the zone offset no zone has in %s, naming that rule',
    (text) => {
      expect(() => resolveDate('date-to', text, NOW)).toThrow(
        `Input "date-to" has a time zone offset no zone has (from -14:00 to +14:00, minutes 00-59): "${text}".`,
      )
    },
  )

  it('keeps years 0 to 99 as written, where Date.UTC would read them as 19xx', () => {
    expect(resolveDate('date-from', '0099-01-01', NOW).instant).toBe(Date.parse('0099-01-01T00:00:00Z'))
    expect(resolveDate('date-from', '0000-02-29', NOW).instant).toBe(Date.parse('0000-02-29T00:00:00Z'))
    expect(resolveDate('date-from', '0001-01-01T12:00:00+02:00', NOW).instant).toBe(Date.parse('0001-01-01T10:00:00Z'))
  })

  it.each([
    ['-731d', 'Input "date-from" (-731d) is more than 730 days ago, before 2024-11-21'],
    ['-99999999999d', 'Input "date-from" (-99999999999d) is more than 730 days ago, before 2024-11-21'],
    [`-${'9'.repeat(400)}d`, 'is more than 730 days ago, before 2024-11-21'],
    ['+99999999999d', 'Input "date-from" (+99999999999d) lands after 9999-12-31, the last day a date can name.'],
  ])('refuses the day offset %s by the rule on how far it reaches', (text, message) => {
    expect(() => resolveDate('date-from', text, NOW)).toThrow(message)
  })

  it.each(['yesterday', '7d', '-7', '2024/01/31', '31-01-2024', '2024-01-31T10:00:00'])('rejects %s', (text) => {
    expect(() => resolveDate('date-from', text, NOW)).toThrow(/Input "date-from" must be a date as YYYY-MM-DD/)
  })
})

describe('resolveDateRange and previousPeriod', () => {
  it('names a previous period that would start before year 0 by its whole date', () => {
    const range = resolveDateRange('-1d', '9999-12-31', NOW)
    expect(() => previousPeriod(range, NOW)).toThrow(
      /^Input "compare" set to previous-period would start the previous period on -00\d{4}-\d{2}-\d{2}, more than 730 days ago/,
    )
  })

  it('resolves the weekly report to the last seven whole days, and the week before', () => {
    const range = resolveDateRange('-7d', 'today', NOW)
    expect(describeDateRange(range)).toBe('2026-11-14 to 2026-11-20 (7 days)')
    expect(describeDateRange(previousPeriod(range, NOW))).toBe('2026-11-07 to 2026-11-13 (7 days)')
  })

  it('leaves absent bounds open, and allows a date-to in the future', () => {
    expect(describeDateRange(resolveDateRange('', '', NOW))).toBe('the start of the data to now')
    expect(resolveDateRange('today', '+30d', NOW).to?.text).toBe('2026-12-21')
  })

  it('counts date-from at its default back from date-to: the week that ends where the step said', () => {
    const atDefault = { from: true, to: false }
    expect(describeDateRange(resolveDateRange('-7d', '2026-10-01', NOW, atDefault))).toBe(
      '2026-09-24 to 2026-09-30 (7 days)',
    )
    expect(resolveDateRange('-7d', '2026-10-01T12:00:00Z', NOW, atDefault).from?.text).toBe('2026-09-24T12:00:00.000Z')
    // Given, the same offset counts from today.
    expect(resolveDateRange('-7d', '+3d', NOW, atDefault).from?.text).toBe('2026-11-17')
    expect(resolveDateRange('-7d', '+3d', NOW).from?.text).toBe('2026-11-14')
  })

  it('says "its default" of a bound the step did not set, when an error is about it', () => {
    expect(() => resolveDateRange('-7d', '+10d', NOW, { from: true, to: false })).toThrow(
      'Input "date-from" (2026-11-24, its default: -7d from "date-to") must not be in the future',
    )
    expect(() => resolveDateRange('-7d', '2024-11-25', NOW, { from: true, to: false })).toThrow(
      'Input "date-from" (2024-11-18, its default: -7d from "date-to") is more than 730 days ago',
    )
    expect(() => resolveDateRange('2026-11-21', 'today', NOW, { from: false, to: true })).toThrow(
      'Input "date-from" (2026-11-21) must be before "date-to" (2026-11-21, its default: today);',
    )
  })

  it('says compare is previous-period by default, and the line that turns it off, when the step did not set it', () => {
    const range = resolveDateRange('-400d', 'today', NOW)
    expect(() => previousPeriod(range, NOW, true)).toThrow(
      'Input "compare" is previous-period, its default since 2.0.0, and would start the previous period on 2024-09-12, more than 730 days ago: further back than the analytics are taken to be kept. Write "compare: off" to report the range alone, or shorten the range.',
    )
    expect(() => previousPeriod(range, NOW)).toThrow(
      'Input "compare" set to previous-period would start the previous period on 2024-09-12, more than 730 days ago: further back than the analytics are taken to be kept. Set "compare: off", or shorten the range.',
    )
  })

  it.each([
    ['today', 'today', /must be before "date-to"/],
    ['2024-02-01', '2024-01-01', /must be before "date-to"/],
    ['2026-11-21T16:00:00Z', '', /must not be in the future/],
    ['', '2024-11-20', /Input "date-to" \(2024-11-20\) is more than 730 days ago, before 2024-11-21/],
    // Real dates, refused by the history rule, not as unreal dates (JavaScript would read year 99 as 1999).
    ['0099-01-01', '', /Input "date-from" \(0099-01-01\) is more than 730 days ago, before 2024-11-21/],
    ['0000-01-01T00:00:00Z', '', /Input "date-from" \(0000-01-01T00:00:00Z\) is more than 730 days ago/],
    ['', '0050-06-30', /Input "date-to" \(0050-06-30\) is more than 730 days ago/],
    ['9999-12-31', '', /Input "date-from" \(9999-12-31\) must not be in the future/],
  ])('rejects date-from %s with date-to %s', (from, to, message) => {
    expect(() => resolveDateRange(from, to, NOW)).toThrow(message)
  })
})
