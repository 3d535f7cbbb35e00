/*
 * A report's period as people read it, in one place for every mode: the summary, the log and
 * the hand-off all say the same last day. The platform's `dateTo` is exclusive (results before,
 * not on, that date), so a period of whole days ends on the day before it; a timestamp is said
 * as given, since "the day before" would not be what it names.
 */

const DAY_MS = 86_400_000
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * `2024-01-01 to 2024-01-07 (7 days)` for `dateFrom` 2024-01-01 and `dateTo` 2024-01-08;
 * `2024-01-01 (1 day)`; `… up to <timestamp>`; `… to now` with no end. An empty or missing
 * bound is the platform's default.
 */
export function describePeriod(from: string | undefined, to: string | undefined): string {
  const [start, end] = [from || undefined, to || undefined]
  if (start && end && WHOLE_DAY.test(start) && WHOLE_DAY.test(end)) {
    const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS)
    return days === 1 ? `${start} (1 day)` : `${start} to ${lastDayOf(end)} (${days} days)`
  }
  const said = start ?? 'the start of the data'
  return end ? `${said} up to ${end}` : `${said} to now`
}

/** The last day a period with this exclusive end holds: the day before a date; a timestamp as given. */
export function lastDayOf(to: string): string {
  return WHOLE_DAY.test(to) ? new Date(Date.parse(to) - DAY_MS).toISOString().slice(0, 10) : to
}

/** A timestamp as the inputs take one: a time, and `Z` or an offset. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i

/**
 * Whether `text`, read from a file another step wrote, is a bound describePeriod can say: a real
 * day (not 2026-13-45) or a timestamp of one, as report.json and progress.json write them.
 */
export function isPeriodBound(text: string): boolean {
  if (WHOLE_DAY.test(text)) {
    const instant = Date.parse(`${text}T00:00:00Z`)
    return Number.isFinite(instant) && new Date(instant).toISOString().startsWith(text)
  }
  return text.length <= 40 && STAMP.test(text) && Number.isFinite(Date.parse(text))
}
