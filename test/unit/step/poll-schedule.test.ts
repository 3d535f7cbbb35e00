import { describe, expect, it } from 'vitest'
import { CHECKS_PER_HOUR, PollSchedule, SLOWEST_PAUSE_MS } from '../../../src/step/poll-schedule.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The times of the checks a wait of `waitMs` sends, starting with one at once. */
function checkTimes(intervalMs: number, waitMs: number): number[] {
  const schedule = new PollSchedule(intervalMs, 0)
  const times: number[] = []
  for (let now = 0; now <= waitMs; now += schedule.pauseAt(now)) {
    schedule.checked(now)
    times.push(now)
  }
  return times
}

/** The most checks within any hour. */
function busiestHour(times: readonly number[]): number {
  let most = 0
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= HOUR) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

describe('the poll schedule', () => {
  it('checks at poll-interval at first, then slows to one a minute', () => {
    const schedule = new PollSchedule(10_000, 0)
    expect(schedule.pauseAt(0)).toBe(10_000)
    expect(schedule.pauseAt(40_000)).toBe(10_000)
    expect(schedule.pauseAt(2 * MINUTE)).toBe(30_000)
    expect(schedule.pauseAt(4 * MINUTE)).toBe(SLOWEST_PAUSE_MS)
    expect(schedule.pauseAt(3 * HOUR)).toBe(SLOWEST_PAUSE_MS)
  })

  it('keeps a poll-interval longer than a minute', () => {
    expect(new PollSchedule(5 * MINUTE, 0).pauseAt(HOUR)).toBe(5 * MINUTE)
  })

  it.each([100, 1_000, 10_000, 30_000, 60_000])(
    'with poll-interval %i ms sends at most 60 checks within any hour of a 3-hour wait',
    (interval) => {
      expect(busiestHour(checkTimes(interval, 3 * HOUR))).toBeLessThanOrEqual(CHECKS_PER_HOUR)
    },
  )

  it('costs a 40-minute wait 49 checks at the default 10 s, where a fixed 10 s cost 241', () => {
    expect(checkTimes(10_000, 40 * MINUTE)).toHaveLength(49)
  })

  it('sees a job that ends within a minute within 10 seconds of its end', () => {
    const times = checkTimes(10_000, MINUTE)
    expect(times.slice(0, 6)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000])
  })
})
