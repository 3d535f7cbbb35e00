import path from 'node:path'
import { log } from '../runner/log.ts'
import { errorMessage } from '../text/format.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { conclusionOf, type Conclusion, type StepResult } from '../step/result.ts'
import type { ContentGaps } from './analysis/content-gaps.ts'
import { CONTENT_GAPS_FILE } from '../step/private-text.ts'
import { stoppedWriting } from './fetching/export-stop.ts'
import type { UploadedArtifact } from './files/artifact.ts'
import type { ReportPlaces } from './files/report-places.ts'
import type { NewGaps } from './history/gap-digests.ts'
import type { HistoryUse } from './history/history-choice.ts'
import type { HistoryPeriod } from './history/history-format.ts'
import { describeSpend } from './analysis/analytics-budget.ts'
import { requestsSpent } from './plan.ts'
import type { SectionReport } from './sections/section-report.ts'
import { buildVisitorsSummary } from './summary/report-summary.ts'
import { outputsOf } from './report-outputs.ts'
import type { VisitorsOutputName } from './visitors-declaration.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/*
 * How a report ends, in one place whatever stopped it: the outputs, the summary and the failure
 * from what the runner (run-visitors.ts) got to.
 */

const TITLES = {
  failure: 'Visitors report failed',
  'timed-out': 'Visitors report timed out',
  cancelled: 'Visitors report cancelled',
} as const

export /** What the report got to, phase by phase: whatever stops it, the result says how far it got. */
interface ReportProgress {
  /** Set once `report-dir` (and the directory for reader text) passed their check, before the first request. */
  directory: ReportPlaces | undefined
  /** The sections whose export completed, in order. */
  readonly results: SectionReport[]
  contentGaps: ContentGaps | undefined
  /** The report files in `report-dir`, once the whole report is there. */
  published: readonly string[] | undefined
  /** The files holding reader text, published outside `report-dir` when it is hidden. */
  readerTextFiles: readonly string[]
  artifact: UploadedArtifact | undefined
  /** What the report builds on from the last one; set before the first request. */
  history: HistoryUse | undefined
  /** The periods report.json's history holds after this report, this one last. */
  trend: readonly HistoryPeriod[]
  newGaps: NewGaps | undefined
}

/** The step's result from how far the report got and what stopped it, if anything. */
export function endReport(
  settings: VisitorsSettings,
  { platform, environment, limits }: ModeCollaborators,
  progress: ReportProgress,
  stopped: unknown,
): StepResult<VisitorsOutputName> {
  const spent = requestsSpent(settings.sections, platform.requestsSent)
  log.info(describeSpend(spent))
  const conclusion: Conclusion = stopped === undefined ? 'success' : conclusionOf(stopped, limits)
  const reportPath = progress.published ? settings.reportDir : undefined
  const problem = stopped === undefined ? undefined : describeProblem(stopped, reportPath)
  const report = {
    settings,
    results: progress.results,
    reportPath,
    contentGaps: progress.contentGaps,
    contentGapsFile: [...(progress.published ?? []), ...progress.readerTextFiles].find(
      (file) => path.basename(file) === CONTENT_GAPS_FILE,
    ),
    readerTextFiles: progress.readerTextFiles,
    artifact: progress.artifact,
    history: progress.history,
    trend: progress.trend,
    newGaps: progress.newGaps,
    conclusion,
    problem,
    spent,
    writeFailed: stoppedWriting(stopped),
    // Only the directory check runs before `directory` is set, and it sends nothing: a failure
    // there is report-dir refused (a timeout or cancellation during it is told as such).
    reportDirRefused: progress.directory === undefined && conclusion === 'failure',
  }
  return {
    outputs: outputsOf(report),
    summary: buildVisitorsSummary(report, environment),
    failure:
      problem === undefined || conclusion === 'success'
        ? undefined
        : { conclusion, message: problem, title: TITLES[conclusion] },
  }
}

function describeProblem(error: unknown, reportPath: string | undefined): string {
  const message = errorMessage(error).trim()
  const sentence = /[.!?)]$/.test(message) ? message : `${message}.`
  return reportPath ? `${sentence} The report files are in ${reportPath} on the runner.` : sentence
}
