import { count } from '../../text/format.ts'
import { describePeriod, lastDayOf } from '../../text/period.ts'
import { DAY_MS, type DateRange } from '../analysis/dates.ts'
import { sectionNamed, type SectionName, type SectionOptions } from '../sections/table.ts'
import type { ExportOptions } from '../sections/section.ts'
import { restorePeriod } from './restore-period.ts'
import type { GapDigests } from './gap-digests.ts'
import type { HandOff } from './hand-off-outcome.ts'
import type { FollowedGap, HistoryPeriod, StoredHistory, StoredSection } from './history-format.ts'

/** Where the comparison's previous period came from: the last report (no request), the platform, or nowhere. */
export type ComparisonSource = 'previous-report' | 'fetched' | 'none'

/** What this report builds on: the periods it continues, and the previous period when the last report gives it. */
export interface HistoryUse {
  /** Earlier periods the new history continues, oldest first. */
  readonly earlier: readonly HistoryPeriod[]
  /** The last report's part of each section, when the comparison takes the previous period from it. */
  readonly stored: Readonly<Partial<Record<SectionName, StoredSection>>> | undefined
  readonly source: ComparisonSource
  /** Why the last report did not give the comparison, or why the trend starts again: for the log and the summary. */
  readonly note: string | undefined
  /**
   * The content gaps this report follows from the last one, by section (gap-lives.ts); undefined
   * when there is nothing to follow from: no last report, its digests made with another key, or
   * a period that does not come before this one.
   */
  readonly followed: ReadonlyMap<string, readonly FollowedGap[]> | undefined
  /**
   * When this report re-runs the last report's own period: the gaps that report handed on, which
   * this one hands on in its place with their ages unchanged (it follows nothing itself).
   */
  readonly rerunOf: ReadonlyMap<string, readonly FollowedGap[]> | undefined
  /** The last report's content gaps handed to the docs agent in its run, and what became of them. */
  readonly handOffs: readonly HandOff[]
}

/** What chooseHistory needs of the settings: the options rows are read with, and these. */
export interface HistoryNeeds extends ExportOptions, SectionOptions {
  readonly projectId: string
  readonly dateRange: DateRange
  readonly previousRange: DateRange | undefined
  readonly sections: readonly SectionName[]
  readonly readerText: { readonly shown: boolean }
  readonly historyPeriods: number
}

/** No history to build on: the comparison, if asked for, fetches the previous period. */
export function noHistory(needs: Pick<HistoryNeeds, 'previousRange'>, note: string | undefined): HistoryUse {
  const source = needs.previousRange ? 'fetched' : 'none'
  return { earlier: [], stored: undefined, source, note, followed: undefined, rerunOf: undefined, handOffs: [] }
}

/**
 * Decides what of a checked last report this run uses. The trend continues with the earlier
 * periods of the same project and length that end before this one starts. The comparison takes
 * the previous period from it only when that report's period ends where this one starts, with
 * the same length, and holds every section this run reports, as this run needs it; otherwise
 * the previous period is fetched, and `note` says why. Throws HistoryFileError when a section's
 * part does not read as that section's own.
 */
export function chooseHistory(needs: HistoryNeeds, history: StoredHistory, digests: GapDigests): HistoryUse {
  if (history.projectId !== needs.projectId) {
    return noHistory(
      needs,
      `the last report is of another project ("${history.projectId}"), so the history starts again`,
    )
  }
  const { from, to } = needs.dateRange
  if (!from || !to) return noHistory(needs, 'a history needs both "date-from" and "date-to"')
  const length = to.instant - from.instant
  const sameLength = history.periods.filter((period) => period.to - period.from === length)
  // A period this one overlaps (a re-run of the same week) is replaced by this one.
  const before = sameLength.filter((period) => period.to <= from.instant)
  const keep = needs.historyPeriods - 1
  const earlier = keep === 0 ? [] : before.slice(-keep)
  // A backfill of an older period: the later ones cannot follow it in this report's history.
  const later = sameLength.filter((period) => period.from >= to.instant).length
  const restarted =
    later > 0
      ? `this period comes before ${count(later, 'period')} the last report holds, which this report's history leaves out`
      : sameLength.length < history.periods.length
        ? `the last report's periods are not ${describeLength(length)} long like this one, so the trend starts again`
        : undefined
  const last = history.last
  // Gaps are followed forward only: a re-run of the same period, or a backfill, would count a report twice.
  const followed =
    last && last.digestCheck === digests.check && last.to <= from.instant
      ? new Map(Object.entries(last.sections).map(([name, stored]) => [name, stored.gaps]))
      : undefined
  // A re-run of the same period hands on what the report it replaces carried, ages unchanged.
  const rerunOf =
    last && last.digestCheck === digests.check && last.from === from.instant && last.to === to.instant
      ? new Map(Object.entries(last.sections).map(([name, stored]) => [name, stored.gaps]))
      : undefined
  const use = { earlier, followed, rerunOf, handOffs: [] }
  if (!needs.previousRange) return { ...use, stored: undefined, source: 'none', note: restarted }
  const refusal = comparisonRefusal(needs, history, needs.previousRange)
  if (refusal !== undefined) return { ...use, stored: undefined, source: 'fetched', note: refusal }
  const stored = Object.fromEntries(needs.sections.map((name) => [name, last?.sections[name]]))
  return { ...use, stored, source: 'previous-report', note: restarted }
}

/** Why the last report cannot stand in for the previous period; undefined when it can. */
function comparisonRefusal(needs: HistoryNeeds, history: StoredHistory, previous: DateRange): string | undefined {
  const last = history.last
  if (!last) return 'the last report kept no period to compare with'
  const [from, to] = [previous.from?.instant ?? 0, previous.to?.instant ?? 0]
  if (last.to - last.from !== to - from) {
    return `the last report's period (${describePeriod(last.dateFrom, last.dateTo)}) is not as long as this one`
  }
  if (last.to < to) {
    return `there is a gap: the last report ended on ${lastDayOf(last.dateTo)}, and this period starts on ${previous.to?.text ?? ''}`
  }
  if (last.to > to) return `the last report (${describePeriod(last.dateFrom, last.dateTo)}) overlaps this period`
  for (const name of needs.sections) {
    const stored = last.sections[name]
    if (!stored) return `the last report has no ${name} section`
    const section = sectionNamed(name)
    const needsRows = section.keepsRows && (needs.readerText.shown || !section.readerText)
    if (needsRows && stored.ranked === undefined) {
      return `the last report kept no ${name} rows (reader text was hidden then) and this one shows them`
    }
    const cap = JSON.stringify(section.use(needs, (definition, options) => definition.cap?.(options)) ?? null)
    if (JSON.stringify(stored.cap) !== cap) {
      return `the last report's ${name} were capped otherwise (${JSON.stringify(stored.cap)}, now ${cap})`
    }
    // Throws HistoryFileError: a part that does not read as the section's own is a bad file.
    section.use(needs, (definition, options) => restorePeriod(definition, stored, previous, options))
  }
  return undefined
}

/** `7 days`, or `36 hours` for a period that is not whole days. */
function describeLength(ms: number): string {
  return ms % DAY_MS === 0 ? count(ms / DAY_MS, 'day') : count(Math.round(ms / 3_600_000), 'hour')
}
