import { describePeriod } from '../../text/period.ts'
/** A date bound as sent to the platform, with the instant it stands for (for ordering). */
export interface ResolvedDate {
  readonly text: string
  readonly instant: number
}

export const DAY_MS = 86_400_000
/**
 * How far back a range may start. The published contract states no retention; this is the
 * action's assumption (README), so a mistyped year fails before spending the analytics budget.
 */
export const MAX_HISTORY_DAYS = 730

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const RELATIVE_DAYS = /^([+-])(\d+)d$/
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))$/i

const RULE =
  'a date as YYYY-MM-DD, an ISO 8601 timestamp with a time zone (2024-01-31T00:00:00Z), "today", or a day offset such as -7d'
/** The last day a YYYY-MM-DD date can write: a day offset past it has no date to send. */
const LAST_WRITABLE_DAY = Date.UTC(9999, 11, 31)

/**
 * Resolves `YYYY-MM-DD`, an ISO 8601 timestamp with a zone, `today`, or `-7d`/`+1d` (days from
 * today, UTC). Relative forms become an explicit `YYYY-MM-DD` so the request and the summary say
 * exactly which range was exported. Every refusal names the rule that refused: the form, a
 * calendar date, a time of day, a zone offset, or how far back the analytics are kept.
 */
export function resolveDate(inputName: string, text: string, now: Date): ResolvedDate {
  const value = text.trim()
  const todayStart = startOfDay(now.getTime())
  if (value.toLowerCase() === 'today') return fromInstant(todayStart)

  const days = dayOffset(value)
  if (days !== undefined) {
    // Any number of days is a day offset; the rules on how far it may reach are checked here, before
    // the day is written out (a date past year 9999, or before year 0, has no YYYY-MM-DD form).
    const instant = todayStart + days * DAY_MS
    checkHistory(`"${inputName}" (${value})`, { text: value, instant }, now)
    if (instant > LAST_WRITABLE_DAY) {
      throw new Error(`Input "${inputName}" (${value}) lands after 9999-12-31, the last day a date can name.`)
    }
    return fromInstant(instant)
  }

  const calendar = CALENDAR_DATE.exec(value)
  if (calendar) {
    return { text: value, instant: calendarInstant(inputName, text, calendar.slice(1, 4).map(Number)) }
  }

  const stamp = TIMESTAMP.exec(value)
  if (stamp) return { text: value, instant: timestampInstant(inputName, text, stamp) }
  throw new Error(`Input "${inputName}" must be ${RULE}; got "${text}".`)
}

/** The days of a day offset (`-7d` is -7), or undefined for another form. */
function dayOffset(text: string): number | undefined {
  const relative = RELATIVE_DAYS.exec(text.trim().toLowerCase())
  return relative ? Number(relative[2]) * (relative[1] === '-' ? -1 : 1) : undefined
}

function timestampInstant(inputName: string, text: string, stamp: RegExpExecArray): number {
  const [, year, month, day, hour, minute, second, , sign, zoneHours, zoneMinutes] = stamp
  const midnight = calendarInstant(inputName, text, [year, month, day].map(Number))
  const [h, m, s] = [Number(hour), Number(minute), Number(second ?? 0)]
  const [zh, zm] = [Number(zoneHours ?? 0), Number(zoneMinutes ?? 0)]
  if (h > 23 || m > 59 || s > 59) {
    throw new Error(
      `Input "${inputName}" is not a real time of day (hours 00-23, minutes and seconds 00-59): "${text}".`,
    )
  }
  if (zh > 14 || zm > 59 || zh * 60 + zm > 14 * 60) {
    throw new Error(
      `Input "${inputName}" has a time zone offset no zone has (from -14:00 to +14:00, minutes 00-59): "${text}".`,
    )
  }
  const offset = (sign === '-' ? -1 : 1) * (zh * 60 + zm) * 60_000
  return Math.floor(midnight + ((h * 60 + m) * 60 + s) * 1_000 - offset)
}

/**
 * Midnight UTC of a calendar date, checked field by field: JavaScript would otherwise roll
 * `2026-02-30` over into March. `setUTCFullYear` keeps years 0 to 99 as written, where
 * `Date.UTC` would read them as 1900 to 1999.
 */
function calendarInstant(inputName: string, text: string, [year, month, day]: number[]): number {
  const date = new Date(0)
  date.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day ?? 1)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== (month ?? 1) - 1 || date.getUTCDate() !== day) {
    throw new Error(
      `Input "${inputName}" is not a real calendar date (months 01-12, days 01 to the month's last): "${text}".`,
    )
  }
  return date.getTime()
}

export function startOfDay(instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS
}

export function fromInstant(instant: number): ResolvedDate {
  // The day part whatever the year: a year past 9999 or before 0 is written `+010000-01-01`, `-005948-05-12`.
  return { text: new Date(instant).toISOString().replace(/T.*$/, ''), instant }
}

export interface DateRange {
  readonly from: ResolvedDate | undefined
  readonly to: ResolvedDate | undefined
}

/** Which bounds the workflow left at their defaults: an error about one says so, since the user never wrote it. */
export interface DatesAtDefault {
  readonly from: boolean
  readonly to: boolean
}

/**
 * Both bounds are optional; given ones must make a range the platform can answer: `date-from`
 * before the exclusive `date-to`, not in the future (there is no data yet), and not more than
 * MAX_HISTORY_DAYS back. `date-from` at its default, a day offset (`-7d`), counts back from
 * `date-to`: a step that names only the end of its week means the week that ends there.
 */
export function resolveDateRange(
  fromText: string,
  toText: string,
  now: Date,
  atDefault: DatesAtDefault = { from: false, to: false },
): DateRange {
  const to = toText.trim() === '' ? undefined : resolveDate('date-to', toText, now)
  const from =
    fromText.trim() === ''
      ? undefined
      : atDefault.from && to
        ? countedBack(fromText, to, now)
        : resolveDate('date-from', fromText, now)
  const fromDefault = atDefault.from ? `${fromText.trim()}${to ? ' from "date-to"' : ''}` : undefined
  const fromSaid = from && said('date-from', from, fromDefault)
  const toSaid = to && said('date-to', to, atDefault.to ? toText.trim() : undefined)
  if (from && to && from.instant >= to.instant) {
    throw new Error(`Input ${fromSaid} must be before ${toSaid}; "date-to" is exclusive, so the range would be empty.`)
  }
  if (from && from.instant > now.getTime()) {
    throw new Error(`Input ${fromSaid} must not be in the future: the platform has no analytics for it yet.`)
  }
  checkHistory(fromSaid, from, now)
  checkHistory(toSaid, to, now)
  return { from, to }
}

/** `date-from` at its default: a day offset counts from `to`, in its form (a day, or an instant as a timestamp). */
function countedBack(text: string, to: ResolvedDate, now: Date): ResolvedDate {
  const days = dayOffset(text)
  if (days === undefined) return resolveDate('date-from', text, now)
  const instant = to.instant + days * DAY_MS
  return isWholeDay(to) ? fromInstant(instant) : { text: new Date(instant).toISOString(), instant }
}

/** `"date-from" (2024-01-01)`, or with the default it came from: `"date-to" (2024-01-08, its default: today)`. */
function said(inputName: string, date: ResolvedDate, defaultText: string | undefined): string {
  return `"${inputName}" (${date.text}${defaultText === undefined ? '' : `, its default: ${defaultText}`})`
}

/** `input` says the input as the errors name it: `"date-to" (2024-01-08)`. */
function checkHistory(input: string | undefined, date: ResolvedDate | undefined, now: Date): void {
  const earliest = startOfDay(now.getTime()) - MAX_HISTORY_DAYS * DAY_MS
  if (date && date.instant < earliest) {
    throw new Error(
      `Input ${input} is more than ${MAX_HISTORY_DAYS} days ago, before ${fromInstant(earliest).text}: further back than the analytics are taken to be kept.`,
    )
  }
}

/** How the summary and the log state the range: see describePeriod, which every mode says a period with. */
export function describeDateRange(range: DateRange): string {
  return describePeriod(range.from?.text, range.to?.text)
}

function isWholeDay(date: ResolvedDate): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date.text)
}
