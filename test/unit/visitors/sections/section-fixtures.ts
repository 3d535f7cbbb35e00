import { html, type Html } from '../../../../src/text/html.ts'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import { compareTop } from '../../../../src/visitors/analysis/compare.ts'
import type { DateRange } from '../../../../src/visitors/analysis/dates.ts'
import type { PeriodResult, SectionResult } from '../../../../src/visitors/analysis/section-result.ts'
import type { ExportOptions, SummarySpace } from '../../../../src/visitors/sections/section.ts'
import type { SectionOptions } from '../../../../src/visitors/sections/table.ts'
import { renderGfm } from '../../../render/gfm.ts'

/*
 * What a section's unit tests hand it: a week and the week before, the options the defaults give,
 * a period's result as the export would hand it over (built from plain rows here, without
 * requests or files), and its part of the summary rendered as GitHub renders it.
 */

const day = (text: string) => ({ text, instant: Date.parse(`${text}T00:00:00Z`) })

export const WEEK: DateRange = { from: day('2026-11-16'), to: day('2026-11-23') }
export const WEEK_BEFORE: DateRange = { from: day('2026-11-09'), to: day('2026-11-16') }

/** The options as the inputs' defaults make them. */
export const OPTIONS: ExportOptions & SectionOptions = {
  pageSize: 250,
  summaryRows: 20,
  searchRows: 500,
  assistantRows: 1_000,
  assistantResponses: false,
}

export const SPACE: SummarySpace = { budgetBytes: 100_000, summaryRows: 20, readerTextShown: true }

/** What a test says of a period: its rows, the totals its first answer stated, what its extras worked out. */
export interface PeriodData<R, T, X> {
  readonly rows: readonly R[]
  readonly totals: T | undefined
  /** Undefined for a section without extras, or one whose tally has not run. */
  readonly extra: X | undefined
  readonly moreAvailable?: boolean
}

/** How the export ranks a section's rows and picks its gaps. */
interface Ranking<R> {
  readonly key: (row: R) => string
  readonly measure: (row: R) => number
  readonly isGap: ((row: R) => boolean) | undefined
}

function periodOf<R, T, X>(section: Ranking<R>, data: PeriodData<R, T, X>, range: DateRange): PeriodResult<R, T, X> {
  const ranked = [...data.rows].sort(
    (a, b) => section.measure(b) - section.measure(a) || (section.key(a) < section.key(b) ? -1 : 1),
  )
  const gaps = section.isGap ? ranked.filter(section.isGap) : []
  return {
    range,
    facts: { totals: data.totals, moreAvailable: data.moreAvailable ?? false, requests: 1 },
    rowCount: data.rows.length,
    top: ranked.slice(0, OPTIONS.summaryRows),
    ranked,
    gaps,
    gapCount: gaps.length,
    files: [],
    extra: data.extra,
  }
}

/** What a section's export of `current` (and, compared, of `previous`, the week before) hands over. */
export function exported<R, T, X>(
  section: Ranking<R>,
  current: PeriodData<R, T, X>,
  previous?: PeriodData<R, T, X>,
): SectionResult<R, T, X> {
  const now = periodOf(section, current, WEEK)
  const before = previous && periodOf(section, previous, WEEK_BEFORE)
  const measures = (period: PeriodResult<R, T, X>) =>
    new Map(period.ranked.map((row) => [section.key(row), section.measure(row)]))
  const comparison = compareTop({
    top: now.top,
    key: section.key,
    currentMeasures: measures(now),
    ...(before ? { previous: { top: before.top, measures: measures(before) } } : {}),
  })
  return { current: now, previous: before, comparison }
}

/** What `write` adds to a summary, as GitHub renders it. */
export function rendered(write: (doc: SummaryDocument) => void): string {
  const doc = new SummaryDocument()
  write(doc)
  return renderGfm(doc.render())
}

/** Rendered markup as the words a reader sees, on one line, a table's cells apart. */
export function words(markup: string): string {
  return markup
    .replace(/<\/t[dh]>|<br>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A section's headline lines, each with the pointer the summary gives it, as words. */
export function headlineWords(lines: readonly Html[]): string[] {
  return lines.map((line) => words(html`${line}`.markup))
}

/** The pointer the summary hands a section's headline, here without its anchor. */
export const link = (text: string): Html => html` · ${text} ↓`
