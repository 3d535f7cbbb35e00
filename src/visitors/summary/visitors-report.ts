import type { Conclusion } from '../../step/result.ts'
import type { ContentGaps } from '../analysis/content-gaps.ts'
import type { UploadedArtifact } from '../../github/artifact-upload.ts'
import type { ReportPlaces } from '../files/report-places.ts'
import type { GapFollowing } from '../history/gap-lives.ts'
import type { HistoryUse } from '../history/history-choice.ts'
import type { HistoryPeriod } from '../history/history-format.ts'
import type { RequestsSpent } from '../analysis/analytics-budget.ts'
import type { DateRange } from '../analysis/dates.ts'
import type { SectionReport } from '../sections/section-report.ts'
import type { SectionName } from '../sections/table.ts'
import type { ReportProgress } from '../progress/report-progress.ts'

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
  /** `max-requests`: the most analytics requests a run may send. */
  readonly maxRequests: number | undefined
  /** The workflow wrote out its dates: a report of them is never abandoned. */
  readonly periodSet: boolean
}

/**
 * The report, one object from the first phase to the last: run-visitors.ts fills it as the work
 * goes, the ending (end-report.ts) completes it, and the outputs and the summary read it.
 * Whatever stops the work, it holds how far the report got.
 */
export interface VisitorsReport {
  /** As the run began; the period replaced by the one of the report it goes on with (report-resume.ts). */
  settings: SummarySettings
  /** The report over several runs: its answers kept, what earlier runs spent; undefined when it cannot go on later. */
  progress: ReportProgress | undefined
  /** complete once published, partial once its progress is kept, undefined when neither (`report-state`). */
  state: 'complete' | 'partial' | undefined
  /** Set once `report-dir` (and the directory for reader text) passed their check, before the first request. */
  places: ReportPlaces | undefined
  /** What the report builds on from the last one; set before the first request. */
  history: HistoryUse | undefined
  /** The sections whose export completed, in order. */
  readonly results: SectionReport[]
  /** The periods the history holds after this report, this one last; empty without one. */
  trend: readonly HistoryPeriod[]
  /** What became of the content gaps the last report handed on; undefined when there was none to follow from. */
  following: GapFollowing | undefined
  contentGaps: ContentGaps | undefined
  /** Set once the report files are published. */
  reportPath: string | undefined
  /** Where content-gaps.md was published: `report-dir`, or the directory for reader text when it quotes reader text. */
  contentGapsFile: string | undefined
  /** The files published in `report-dir`, which the artifact uploads. */
  publishedFiles: readonly string[]
  /** Files holding reader text, published outside `report-dir` because it is hidden. */
  readerTextFiles: readonly string[]
  artifact: UploadedArtifact | undefined
  /* The ending's part, set once the work stopped. */
  conclusion: Conclusion
  /** What went wrong, when the step fails. */
  problem: string | undefined
  /** The report files could not be written (a full disk, say). */
  writeFailed: boolean
  /** The platform refused a request (a wrong project id, a key without the scope): a re-run as it is meets it again. */
  refused: boolean
  /** `report-dir` was refused in the check before the first request: nothing was sent. */
  reportDirRefused: boolean
  spent: RequestsSpent
}

/** A report that has not begun: nothing found, nothing spent. */
export function startReport(settings: SummarySettings): VisitorsReport {
  return {
    settings,
    progress: undefined,
    state: undefined,
    places: undefined,
    history: undefined,
    results: [],
    trend: [],
    following: undefined,
    contentGaps: undefined,
    reportPath: undefined,
    contentGapsFile: undefined,
    publishedFiles: [],
    readerTextFiles: [],
    artifact: undefined,
    conclusion: 'success',
    problem: undefined,
    writeFailed: false,
    refused: false,
    reportDirRefused: false,
    spent: { byEndpoint: [], total: 0 },
  }
}
