import type { DateRange } from '../analysis/dates.ts'
import type { SectionReport } from '../sections/section-report.ts'
import type { GapDigests } from './gap-digests.ts'
import { followGaps, type GapFollowing, type SectionGaps } from './gap-lives.ts'
import type { FollowedGap, HistoryPeriod } from './history-format.ts'
import type { HistoryUse } from './history-choice.ts'

/** What report.json's `history` is made from. */
export interface HistoryRecordInput {
  readonly range: DateRange
  readonly results: readonly SectionReport[]
  readonly use: HistoryUse
  readonly historyPeriods: number
  readonly readerTextShown: boolean
  readonly digests: GapDigests
}

/**
 * The periods the history holds after this report: the earlier ones it continues, the previous
 * period when it was fetched and no earlier one covers it (so the trend has it from the first
 * compared report on), and this one, up to `history-periods`.
 */
export function trendPeriods(input: HistoryRecordInput): readonly HistoryPeriod[] {
  const figuresOf = (pick: (result: SectionReport) => Readonly<Record<string, number>> | undefined) =>
    Object.fromEntries(
      input.results.flatMap((result) => {
        const figures = pick(result)
        return figures === undefined ? [] : [[result.name, figures]]
      }),
    )
  const current = periodOf(
    input.range,
    figuresOf((result) => result.historyFacts(input.readerTextShown).figures),
  )
  if (!current) return []
  const earlier = [...input.use.earlier]
  const fetched = figuresOf((result) => result.previousFigures())
  const previousRange = input.results[0]?.previous?.range
  const previous = previousRange && Object.keys(fetched).length > 0 ? periodOf(previousRange, fetched) : undefined
  if (previous && !earlier.some((period) => period.to > previous.from)) earlier.push(previous)
  return [...earlier, current].slice(-input.historyPeriods)
}

/** A period of the history; undefined for a range without both bounds, which a history cannot place. */
function periodOf(range: DateRange, figures: HistoryPeriod['figures']): HistoryPeriod | undefined {
  const { from, to } = range
  if (!from || !to) return undefined
  return { dateFrom: from.text, dateTo: to.text, from: from.instant, to: to.instant, figures, unknown: {} }
}

/**
 * report.json's `history`: the periods, and what the next report needs to compare with this one
 * and to follow its content gaps (`carried`, by section: digests, dates and counts only).
 */
export function historyRecord(
  input: HistoryRecordInput,
  periods: readonly HistoryPeriod[],
  carried: ReadonlyMap<string, readonly FollowedGap[]>,
): Record<string, unknown> | null {
  const { from, to } = input.range
  if (!from || !to) return null
  const sections = Object.fromEntries(
    input.results.map((result) => {
      const facts = result.historyFacts(input.readerTextShown)
      const period = result.current
      const ranked = facts.keepsRows ? period.ranked : null
      const complete = !period.facts.moreAvailable && period.facts.endedEarly === undefined
      return [
        result.name,
        {
          rowCount: period.rowCount,
          gapCount: period.gapCount,
          moreAvailable: period.facts.moreAvailable,
          endedEarly: period.facts.endedEarly ?? null,
          totals: facts.totals ?? null,
          cap: result.cap ?? null,
          ranked,
          rankedAll: ranked !== null && complete && ranked.length === period.rowCount,
          extra: facts.extra,
          // What 2.0.0 reads: the listed gaps. Later versions follow `gaps`.
          gapDigests: (result.contentGaps()?.keys ?? []).map((key) => input.digests.of(key)),
          gaps: (carried.get(result.name) ?? []).map(({ digest, since, reports }) => ({ digest, since, reports })),
        },
      ]
    }),
  )
  return {
    periods: periods.map(({ dateFrom, dateTo, figures, unknown }) => ({ ...unknown, dateFrom, dateTo, figures })),
    last: {
      dateFrom: from.text,
      dateTo: to.text,
      readerTextShown: input.readerTextShown,
      digestCheck: input.digests.check,
      sections,
    },
  }
}

/** What the history gives the report once its sections are in: the trend, the gaps followed, and report.json's part. */
export interface SettledHistory {
  readonly trend: readonly HistoryPeriod[]
  /** What became of the gaps the last report handed on; undefined when there was none to follow from. */
  readonly following: GapFollowing | undefined
  readonly record: Record<string, unknown> | null
}

export function settleHistory(input: HistoryRecordInput): SettledHistory {
  const trend = trendPeriods(input)
  const { following, carried } = followGaps(
    sectionGaps(input),
    input.use.followed,
    input.range.from?.text ?? '',
    input.use.rerunOf,
  )
  return { trend, following, record: historyRecord(input, trend, carried) }
}

/** Each section's content gaps this period, by digest, for following them. */
function sectionGaps(input: HistoryRecordInput): SectionGaps[] {
  return input.results.flatMap((result) => {
    const part = result.contentGaps()
    if (!part) return []
    const listed = part.keys.map((key, index) => ({ digest: input.digests.of(key), item: part.items[index] }))
    return [{ name: result.name, listed, sightings: result.current.sightings }]
  })
}
