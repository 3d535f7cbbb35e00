import type { Conclusion } from '../../step/result.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import type { UploadedArtifact } from '../files/artifact.ts'
import type { NewGaps } from '../history/gap-digests.ts'
import type { HistoryUse } from '../history/history-choice.ts'
import type { HistoryPeriod } from '../history/history-format.ts'
import type { RequestsSpent } from '../analysis/analytics-budget.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { SectionReport } from '../sections/section-report.ts'
import type { SectionName } from '../sections/table.ts'

/** What the summary reads of the settings (visitors-inputs.ts). */
export interface SummarySettings {
  readonly projectId: string
  readonly dateRange: DateRange
  readonly previousRange: DateRange | undefined
  readonly sections: readonly SectionName[]
  readonly summaryRows: number
  readonly readerText: { readonly shown: boolean; readonly reason: string }
  readonly readerTextDir: string
  readonly artifactName: string
}

/** What the runner hands the summary: how far the report got, and what it found. */
export interface VisitorsReport {
  readonly settings: SummarySettings
  /** The sections whose export completed, in order. */
  readonly results: readonly SectionReport[]
  /** Set only when the report files were published. */
  readonly reportPath: string | undefined
  readonly contentGaps: ContentGaps | undefined
  /** Where content-gaps.md was published: `report-dir`, or the directory for reader text when it quotes reader text. */
  readonly contentGapsFile: string | undefined
  /** Files holding reader text, published outside `report-dir` because it is hidden. */
  readonly readerTextFiles: readonly string[]
  readonly artifact: UploadedArtifact | undefined
  /** What the report built on from the last one; undefined when it stopped before deciding. */
  readonly history: HistoryUse | undefined
  /** The periods the history holds after this report, this one last; empty without one. */
  readonly trend: readonly HistoryPeriod[]
  /** How many of the listed content gaps the last report did not list; undefined when it cannot be told. */
  readonly newGaps: NewGaps | undefined
  readonly conclusion: Conclusion
  /** What went wrong, when the step fails. */
  readonly problem: string | undefined
  /** The report files could not be written (a full disk, say). */
  readonly writeFailed?: boolean
  /** `report-dir` was refused in the check before the first request: nothing was sent. */
  readonly reportDirRefused?: boolean
  readonly spent: RequestsSpent
}
