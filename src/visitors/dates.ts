/** A date bound as sent to the platform, with the instant it stands for (for ordering). */
export interface ResolvedDate {
  readonly text: string
  readonly instant: number
}

const DAY_MS = 86_400_000
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const RELATIVE_DAYS = /^([+-])(\d{1,5})d$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/**
 * Resolves `YYYY-MM-DD`, an ISO 8601 timestamp with a zone, `today`, or `-7d`/`+1d` (days from
 * today, UTC). Relative forms become an explicit `YYYY-MM-DD` so the request and the summary say
 * exactly which range was exported.
 */
export function resolveDate(inputName: string, text: string, now: Date): ResolvedDate {
  const value = text.trim()
  const rule =
    'a date as YYYY-MM-DD, an ISO 8601 timestamp with a time zone (2024-01-31T00:00:00Z), "today", or a day offset such as -7d'
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())

  if (value.toLowerCase() === 'today') return fromInstant(todayStart)

  const relative = RELATIVE_DAYS.exec(value.toLowerCase())
  if (relative) {
    const days = Number(relative[2]) * (relative[1] === '-' ? -1 : 1)
    return fromInstant(todayStart + days * DAY_MS)
  }

  const calendar = CALENDAR_DATE.exec(value)
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])]
    const instant = Date.UTC(year, month - 1, day)
    const roundTrip = new Date(instant)
    if (roundTrip.getUTCMonth() !== month - 1 || roundTrip.getUTCDate() !== day) {
      throw new Error(`Input "${inputName}" is not a real calendar date: "${text}".`)
    }
    return { text: value, instant }
  }

  if (TIMESTAMP.test(value)) {
    const instant = Date.parse(value)
    if (!Number.isNaN(instant)) return { text: value, instant }
  }
  throw new Error(`Input "${inputName}" must be ${rule}; got "${text}".`)
}

function fromInstant(instant: number): ResolvedDate {
  return { text: new Date(instant).toISOString().slice(0, 10), instant }
}

export interface DateRange {
  readonly from: ResolvedDate | undefined
  readonly to: ResolvedDate | undefined
}

/** Both bounds are optional; when both are given, `date-from` must come before the exclusive `date-to`. */
export function resolveDateRange(fromText: string, toText: string, now: Date): DateRange {
  const from = fromText.trim() === '' ? undefined : resolveDate('date-from', fromText, now)
  const to = toText.trim() === '' ? undefined : resolveDate('date-to', toText, now)
  if (from && to && from.instant >= to.instant) {
    throw new Error(
      `Input "date-from" (${from.text}) must be before "date-to" (${to.text}); "date-to" is exclusive, so the range would be empty.`,
    )
  }
  return { from, to }
}

/** How the summary states the range: `2024-01-01 to 2024-01-08 (exclusive)`. */
export function describeDateRange(range: DateRange): string {
  const from = range.from?.text ?? 'the start of the data'
  const to = range.to ? `${range.to.text} (exclusive)` : 'now'
  return `${from} to ${to}`
}
