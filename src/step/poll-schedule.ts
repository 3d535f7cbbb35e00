/*
 * When to check again on work the platform does on its own time (an agent job, a deployment).
 * The platform documents 100 agent uses an hour per project and does not say whether a status
 * check is one, so a wait must not spend that budget: checks start at `poll-interval`, then
 * slow as the wait grows, to one a minute, and never more than CHECKS_PER_HOUR within any hour,
 * whatever `poll-interval` says. A job that ends in a minute is seen within seconds; one that
 * runs an hour costs about 60 checks, not 360.
 */

/** The most status checks one waiting step makes within any hour. */
export const CHECKS_PER_HOUR = 60

/** The longest pause the schedule itself chooses; a longer `poll-interval` is kept as given. */
export const SLOWEST_PAUSE_MS = 60_000

/** The pause grows to this share of the time waited so far: a quarter, so 60 s is reached after 4 minutes. */
const SHARE_OF_WAIT = 4

const HOUR_MS = 3_600_000

export class PollSchedule {
  private readonly checks: number[] = []
  private readonly intervalMs: number
  private readonly startedAt: number

  /** `intervalMs` is `poll-interval`; `startedAt` when the wait began. */
  constructor(intervalMs: number, startedAt: number) {
    this.intervalMs = intervalMs
    this.startedAt = startedAt
  }

  /** Notes a status check sent at `at` (epoch ms). */
  checked(at: number): void {
    this.checks.push(at)
    // Only the last hour's checks decide anything.
    while (this.checks.length > CHECKS_PER_HOUR) this.checks.shift()
  }

  /** How long to pause at `now` before the next check. */
  pauseAt(now: number): number {
    const waited = Math.max(0, now - this.startedAt)
    const growing = Math.min(SLOWEST_PAUSE_MS, waited / SHARE_OF_WAIT)
    const pause = Math.max(this.intervalMs, growing)
    const oldest = this.checks.length === CHECKS_PER_HOUR ? this.checks[0] : undefined
    // The hour's checks are spent: the next waits until the oldest of them is an hour old.
    const budget = oldest === undefined ? 0 : oldest + HOUR_MS - now
    return Math.round(Math.max(pause, budget))
  }
}
