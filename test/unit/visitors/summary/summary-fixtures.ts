import { sectionReport, type SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { feedback } from '../../../../src/visitors/sections/feedback.ts'
import type { FeedbackRow } from '../../../../src/visitors/sections/feedback-summary.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow } from '../../../../src/visitors/sections/searches-summary.ts'
import type { TrafficCounts, TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { exported, OPTIONS } from '../sections/section-fixtures.ts'

/*
 * Sections' reports as the summary's parts read them, built from plain rows the way the
 * sections' own unit tests build their results (sections/section-fixtures.ts): unique visitors,
 * searches and feedback, this week and, when given, the week before.
 */

export const page = (path: string, total: number): TrafficRow => ({ path, human: total, ai: 0, total })

export interface Traffic {
  readonly totals: TrafficCounts
  readonly pages: readonly TrafficRow[]
}

export function visitorsReport(now: Traffic, before?: Traffic): SectionReport {
  const week = (data: Traffic) => ({ rows: data.pages, totals: data.totals, extra: undefined })
  return sectionReport(visitors, exported(visitors, week(now), before && week(before)), OPTIONS)
}

export const term = (searchQuery: string, hits: number, clicked: string | null = null): SearchRow => ({
  searchQuery,
  hits,
  ctr: clicked === null ? 0 : 0.4,
  topClickedPage: clicked,
  lastSearchedAt: '2026-11-20T09:00:00Z',
})

export function searchesReport(now: readonly SearchRow[], before?: readonly SearchRow[]): SectionReport {
  const week = (rows: readonly SearchRow[]) => ({
    rows,
    totals: { totalSearches: rows.reduce((sum, row) => sum + row.hits, 0) },
    extra: undefined,
  })
  return sectionReport(searches, exported(searches, week(now), before && week(before)), OPTIONS)
}

export const rated = (path: string, thumbsDown: number, thumbsUp: number): FeedbackRow => ({
  path,
  thumbsDown,
  thumbsUp,
  code: 0,
  total: thumbsDown + thumbsUp,
})

export function feedbackReport(now: readonly FeedbackRow[]): SectionReport {
  const sums = {
    thumbsUp: now.reduce((sum, row) => sum + row.thumbsUp, 0),
    thumbsDown: now.reduce((sum, row) => sum + row.thumbsDown, 0),
  }
  return sectionReport(feedback, exported(feedback, { rows: now, totals: {}, extra: sums }), OPTIONS)
}
