/*
 * What report.json's `history` holds, in the form the rest of the step reads it once an earlier
 * report passed its checks (read-history.ts). The file writes the same shapes as JSON
 * (history-record.ts). Kept to figures, dates and ranked rows: nothing here needs a request.
 */

/** report.json's format: 1 was the report without `history`; 2 adds it. Read as long as it is 2 or more. */
export const REPORT_FORMAT = 2

/** The most periods `history-periods` may keep: five years of weeks. */
export const MAX_HISTORY_PERIODS = 260

/** Ranked rows of each section kept for the next comparison, best first. */
export const KEPT_RANKED_ROWS = 1_000

/** One period of the history: its dates and each section's figures. */
export interface HistoryPeriod {
  /** As sent to the platform: `2026-11-16`, or a timestamp. */
  readonly dateFrom: string
  readonly dateTo: string
  /** Start and end as instants, for ordering and lengths. */
  readonly from: number
  readonly to: number
  /** Figures by section, then by name: `{ visitors: { total: 120, human: 100, ai: 30 } }`. */
  readonly figures: Readonly<Record<string, Readonly<Record<string, number>>>>
  /** Fields a later format added, kept as read so a newer report's facts survive this version. */
  readonly unknown: Readonly<Record<string, unknown>>
}

/** What the next report needs of one section to compare with the period just reported. */
export interface StoredSection {
  readonly rowCount: number
  readonly gapCount: number
  readonly moreAvailable: boolean
  /** Why paging ended early, as that report said it. */
  readonly endedEarly: string | undefined
  /** The figures the answer stated beside the rows; undefined when none came. */
  readonly totals: Readonly<Record<string, number>> | undefined
  /** The best rows, best first, as JSON (read with the section's own row reader); undefined when not kept. */
  readonly ranked: readonly unknown[] | undefined
  /** Whether `ranked` holds every row of the period. */
  readonly rankedAll: boolean
  /** What was capped on purpose (`max-search-terms`, `max-assistant-questions`), as report.json states it: a comparison needs the same. */
  readonly cap: unknown
  /** The extras' figures, as the section's storeExtra wrote them. */
  readonly extra: unknown
  /**
   * The content gaps the next report follows (gap-lives.ts): that report's listed and still open
   * ones, by keyed digest (gap-digests.ts). Read from `gaps`, or from `gapDigests` in a report
   * written before `gaps` was (each then listed once, since that report's period).
   */
  readonly gaps: readonly FollowedGap[]
}

/** The most content gaps a report hands the next one to follow, per section. */
export const FOLLOWED_PER_SECTION = 100

/** A content gap followed from one report to the next, as report.json's `gaps` holds it: no reader text. */
export interface FollowedGap {
  /** The keyed digest of what it is about (a term, a page, a question). */
  readonly digest: string
  /** `dateFrom` of the first period it was listed in. */
  readonly since: string
  /** How many reports in a row have listed it (or found it still open), the last one included. */
  readonly reports: number
}

/** The period just reported, kept whole enough to stand in for the previous period next time. */
export interface StoredPeriod {
  readonly dateFrom: string
  readonly dateTo: string
  readonly from: number
  readonly to: number
  /** Whether that report kept reader text (ranked search terms): a section holding it keeps no rows otherwise. */
  readonly readerTextShown: boolean
  /** Tells whether the gap digests were made with the same key as this run's (gap-digests.ts). */
  readonly digestCheck: string
  readonly sections: Readonly<Record<string, StoredSection>>
}

/** An earlier report's history, checked: what this run may build on. */
export interface StoredHistory {
  readonly projectId: string
  readonly generatedAt: string
  /** Oldest first; the last is the period that report covered. */
  readonly periods: readonly HistoryPeriod[]
  readonly last: StoredPeriod | undefined
}
