import type { Conclusion } from '../../step/result.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import type { UploadedArtifact } from '../files/artifact.ts'
import type { RequestsSpent } from '../plan.ts'
import type { SectionReport } from '../sections/section-report.ts'
import type { VisitorsSettings } from '../visitors-inputs.ts'

/** What the runner hands the summary: how far the report got, and what it found. */
export interface VisitorsReport {
  readonly settings: VisitorsSettings
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
  readonly conclusion: Conclusion
  /** What went wrong, when the step fails. */
  readonly problem: string | undefined
  /** The report files could not be written (a full disk, say). */
  readonly writeFailed?: boolean
  /** `report-dir` was refused in the check before the first request: nothing was sent. */
  readonly reportDirRefused?: boolean
  readonly spent: RequestsSpent
}
