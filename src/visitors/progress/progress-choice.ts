import { log } from '../../runner/log.ts'
import { count } from '../../text/format.ts'
import { describePeriod } from '../../text/period.ts'
import { DAY_MS, fromInstant, type DateRange, type ResolvedDate } from '../analysis/dates.ts'
import type { FoundProgress } from './progress-lookup.ts'

/*
 * What this run does with the progress it found: go on with an unfinished report (its period,
 * whatever today's date), begin the report after a complete one (reports in a chain, one
 * period after the other, when `max-requests` marks a report continued on a schedule), end at
 * once because the report due is complete, or begin afresh. Progress that is not this report's
 * is set aside with a notice saying why.
 */

/** A report left unfinished is abandoned once its period ended this long ago. */
export const ABANDONED_AFTER_MS = 7 * DAY_MS

/** What the choice reads of the settings (visitors-inputs.ts). */
export interface ProgressSettings {
  readonly projectId: string
  readonly dateRange: DateRange
  readonly previousRange: DateRange | undefined
  /** The settings that shape the report's requests, as one text: equal exactly when they are. */
  readonly exportShape: string
  /** The workflow wrote out a date (not a day offset or `today`): its period is fixed, not one to go on with. */
  readonly periodSet: boolean
  readonly maxRequests: number | undefined
}

export type ProgressChoice =
  | { readonly kind: 'fresh' }
  | {
      readonly kind: 'resume'
      readonly found: FoundProgress
      readonly dateRange: DateRange
      readonly previousRange: DateRange | undefined
    }
  | {
      readonly kind: 'next'
      readonly dateRange: DateRange
      readonly previousRange: DateRange | undefined
      /** The run that published the complete report: the history of the next is looked for there first. */
      readonly publishedIn: number
    }
  | { readonly kind: 'done'; readonly found: FoundProgress; readonly nextDue: string }

const IGNORED = 'Report progress ignored'

export function chooseProgress(
  settings: ProgressSettings,
  found: FoundProgress | undefined,
  now: number,
): ProgressChoice {
  if (!found) return { kind: 'fresh' }
  const { record } = found
  const period = rangeOf(record.dateFrom, record.dateTo)
  const previous = record.previous && rangeOf(record.previous.dateFrom, record.previous.dateTo)
  const which = `the ${record.state} report of ${describePeriod(record.dateFrom, record.dateTo)}, from run ${found.runId}`
  if (!period || (record.previous && !previous)) {
    log.notice(`The progress of ${which} names a period that is not one. The report starts afresh.`, IGNORED)
    return { kind: 'fresh' }
  }
  // No run of this report made it: a period is reported once it has ended (a day's leeway for time zones), unless the
  // workflow itself asks for a later end.
  if ((period.to?.instant ?? 0) > Math.max(now + DAY_MS, settings.dateRange.to?.instant ?? 0)) {
    log.warning(
      `The progress of ${which}, names a period that ends after today, which no run of this report makes: it is ignored, and the report starts afresh.`,
      IGNORED,
    )
    return { kind: 'fresh' }
  }
  if (record.projectId !== settings.projectId || record.shape !== settings.exportShape) {
    if (record.state === 'partial')
      log.notice(
        `The progress of ${which} was made with other settings (project, sections, page size or caps), so this run does not go on with it: the report starts afresh.`,
        IGNORED,
      )
    return { kind: 'fresh' }
  }
  const samePeriod = sameRange(period, settings.dateRange)
  if (record.state === 'partial') {
    if (settings.periodSet && !samePeriod) {
      log.notice(
        `The progress of ${which} is for another period than "date-from" and "date-to" ask: the report starts afresh.`,
        IGNORED,
      )
      return { kind: 'fresh' }
    }
    // A period the workflow wrote out is gone on with however old; one of the defaults' goes stale.
    if (!settings.periodSet && now - (period.to?.instant ?? 0) > ABANDONED_AFTER_MS) {
      log.notice(
        `The unfinished report of ${describePeriod(record.dateFrom, record.dateTo)} (run ${found.runId}) was abandoned: its period ended more than 7 days ago. A report of this run's period starts afresh.`,
        'Unfinished report abandoned',
      )
      return { kind: 'fresh' }
    }
    log.info(
      `Going on with ${which}: ${count(record.answers, 'answer')} kept, ${count(record.requests, 'request')} spent in ${count(record.runs, 'run')}.`,
    )
    return { kind: 'resume', found, dateRange: period, previousRange: previous ?? undefined }
  }
  // A complete report: chained or skipped only for a report continued on a schedule.
  if (settings.maxRequests === undefined) return { kind: 'fresh' }
  if (settings.periodSet) return samePeriod ? { kind: 'done', found, nextDue: '' } : { kind: 'fresh' }
  return nextAfter(found, period, settings, now)
}

/** The period after a complete report, when it has ended; otherwise the complete report is the one due. */
function nextAfter(found: FoundProgress, period: DateRange, settings: ProgressSettings, now: number): ProgressChoice {
  const from = period.from as ResolvedDate
  const to = period.to as ResolvedDate
  const length = to.instant - from.instant
  const own = settings.dateRange
  // A report of another length (a backfill) is no link in this chain: the run makes its own period's.
  if (own.from === undefined || own.to === undefined || own.to.instant - own.from.instant !== length)
    return { kind: 'fresh' }
  const next = { from: fromInstant(to.instant), to: fromInstant(to.instant + length) }
  const today = settings.dateRange.to?.instant ?? now
  if (next.to.instant > today) return { kind: 'done', found, nextDue: next.to.text }
  // A chain broken for weeks (the workflow off) starts again at this run's period rather than catch up.
  if (today - next.to.instant > ABANDONED_AFTER_MS) return { kind: 'fresh' }
  const publishedIn = found.record.rollup?.completedIn ?? found.runId
  return { kind: 'next', dateRange: next, previousRange: settings.previousRange && period, publishedIn }
}

/** A period as the record states it, or undefined when it is not one (the record is still hostile in meaning). */
function rangeOf(dateFrom: string, dateTo: string): DateRange | undefined {
  const from = dateOf(dateFrom)
  const to = dateOf(dateTo)
  return from && to && from.instant < to.instant ? { from, to } : undefined
}

function dateOf(text: string): ResolvedDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(text)) return undefined
  const instant = Date.parse(text)
  return Number.isNaN(instant) ? undefined : { text, instant }
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from?.text === b.from?.text && a.to?.text === b.to?.text
}
