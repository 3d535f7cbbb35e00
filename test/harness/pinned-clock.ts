/**
 * The day every test runs on, whatever the calendar says. A report's default period, "today",
 * the simulator's weekly sample data and an artifact's age all follow the clock, so a test that
 * read the real one would pass one week and fail the next. Here the clock is shifted, not
 * stopped: it starts at noon UTC of the pinned day and runs at real speed from there, so waits,
 * timeouts and `Retry-After` behave as on any day.
 *
 * The test process installs it from vitest's setup (`TEST_TODAY`, set per vitest project in
 * vitest.config.ts); the action's process gets the very same shift through `--import` of this
 * file and `TEST_CLOCK_OFFSET_MS` (test/harness/run-action.ts), so both read the same instant.
 * This file imports nothing: Node loads it before the action, as a preload.
 */

/** The day tests run on unless their vitest project names another: a Wednesday, the middle of a week. */
export const DEFAULT_TODAY = '2026-11-25'

/** The days the date-sensitive suites run on a second time (vitest.config.ts), each an edge of the calendar. */
export const FAR_DAYS = {
  'a year ahead': '2027-12-06',
  'a 29 February': '2028-02-29',
  'the last week of a year, across New Year': '2027-01-03',
} as const

export const OFFSET_VARIABLE = 'TEST_CLOCK_OFFSET_MS'
const SHIFT = Symbol.for('docs-agent-action.test-clock-shift')

type ShiftedDate = DateConstructor & { [SHIFT]?: number }

/** The shift that puts `Date.now()` at noon UTC of `day` (`YYYY-MM-DD`) now. */
export function offsetToNoonOf(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00Z`)))
    throw new Error(`TEST_TODAY must be a day as YYYY-MM-DD, not "${day}".`)
  return Date.parse(`${day}T12:00:00Z`) - realNow()
}

/** The shift installed in this process, 0 when none. */
export function clockOffset(): number {
  return (globalThis.Date as ShiftedDate)[SHIFT] ?? 0
}

/** The machine's own clock, whatever shift is installed. */
export function realNow(): number {
  const date = globalThis.Date as ShiftedDate
  return date.now() - (date[SHIFT] ?? 0)
}

/**
 * Shifts this process's `Date` by `offsetMs`: `Date.now()`, `new Date()` and `Date()` read the
 * shifted instant; a date built from a value is untouched. Installed once; a second call keeps
 * the first shift, so a test file in a reused worker stays on the same day.
 */
export function shiftClock(offsetMs: number): void {
  const real = globalThis.Date as ShiftedDate
  if (real[SHIFT] !== undefined || offsetMs === 0) return
  const now = () => real.now() + offsetMs
  globalThis.Date = new Proxy(real, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new real(now()).toString(),
    get: (target, property, receiver): unknown =>
      property === 'now' ? now : property === SHIFT ? offsetMs : Reflect.get(target, property, receiver),
  })
}

// As a preload of the action's process, the parent's shift exactly; in a vitest worker (its
// setup file), the pinned day's.
const inherited = process.env[OFFSET_VARIABLE]
if (inherited !== undefined) shiftClock(Number(inherited) || 0)
else if (process.env['VITEST_WORKER_ID'] !== undefined)
  shiftClock(offsetToNoonOf(process.env['TEST_TODAY'] ?? DEFAULT_TODAY))
