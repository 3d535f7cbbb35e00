import { DAY_MS, fromInstant, MAX_HISTORY_DAYS, startOfDay, type DateRange } from './dates.ts'

/**
 * The period of the same length that ends where `range` starts: the week before a weekly
 * report. Whole-day bounds stay whole days; others become UTC timestamps. `compareAtDefault`:
 * the workflow did not set `compare`, so an error says it is the default and gives the line
 * that turns it off.
 */
export function previousPeriod(range: DateRange, now: Date, compareAtDefault = false): DateRange {
  const { from, to } = range
  const compare = compareAtDefault
    ? 'Input "compare" is previous-period, its default since 2.0.0, and'
    : 'Input "compare" set to previous-period'
  const off = compareAtDefault ? 'Write "compare: off" to report the range alone' : 'Set "compare: off"'
  if (!from || !to) {
    throw new Error(
      `${compare} needs both "date-from" and "date-to": the previous period is the one of the same length that ends where "date-from" starts. ${off}, or give both.`,
    )
  }
  const start = from.instant - (to.instant - from.instant)
  const wholeDays = from.instant % DAY_MS === 0 && to.instant % DAY_MS === 0
  const previousFrom = wholeDays ? fromInstant(start) : { text: new Date(start).toISOString(), instant: start }
  const earliest = startOfDay(now.getTime()) - MAX_HISTORY_DAYS * DAY_MS
  if (start < earliest) {
    throw new Error(
      `${compare} would start the previous period on ${previousFrom.text}, more than ${MAX_HISTORY_DAYS} days ago: further back than the analytics are taken to be kept. ${off}, or shorten the range.`,
    )
  }
  return { from: previousFrom, to: from }
}
