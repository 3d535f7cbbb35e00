import { describe, expect, it } from 'vitest'
import { formatDuration, parseDuration } from '../../src/durations.ts'

describe('parseDuration', () => {
  it.each([
    ['250ms', 250],
    ['10s', 10_000],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['45', 45_000],
    ['1.5s', 1_500],
    [' 30M ', 1_800_000],
  ])('reads %s as %i ms', (text, expected) => {
    expect(parseDuration('timeout', text)).toBe(expected)
  })

  it.each(['', 'soon', '10 minutes', '-5s', '1d', 's'])('rejects %j naming the input and the forms', (text) => {
    expect(() => parseDuration('poll-interval', text)).toThrow(
      /Input "poll-interval" must be a duration such as 250ms, 10s, 2m, 1h or a number of seconds/,
    )
  })

  it('rejects zero', () => {
    expect(() => parseDuration('timeout', '0s')).toThrow('Input "timeout" must be a duration greater than zero')
  })
})

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [42_000, '42s'],
    [185_000, '3m 05s'],
    [3_720_000, '1h 02m'],
  ])('renders %i ms as %s', (milliseconds, expected) => {
    expect(formatDuration(milliseconds)).toBe(expected)
  })
})
