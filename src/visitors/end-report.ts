import { isRefusal } from '../platform/errors.ts'
import { log } from '../runner/log.ts'
import { actionFileUrl, addRunFooter } from '../step/run-footer.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { conclusionOf, type Conclusion, type StepResult } from '../step/result.ts'
import { count, errorMessage } from '../text/format.ts'
import { html, text } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import { ANALYTICS_BUDGET_PER_HOUR, describeSpend } from './analysis/analytics-budget.ts'
import { stoppedWriting } from './fetching/export-stop.ts'
import { code } from './sections/summary-tables.ts'
import { addReportBody, openSummary, READING_THE_REPORT } from './summary/report-summary.ts'
import { addSpend } from './summary/spend-table.ts'
import type { VisitorsReport } from './summary/visitors-report.ts'
import { requestsSpent } from './plan.ts'
import { outputsOf } from './report-outputs.ts'
import { describeHowFar, type ReportProgress } from './progress/report-progress.ts'
import { addProgress, progressSpendRows } from './summary/progress-summary.ts'
import type { FoundProgress } from './progress/progress-lookup.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'
import { describePeriod } from '../text/period.ts'
import { SummaryDocument as Summary } from '../text/summary-document.ts'
import type { VisitorsOutputName } from './visitors-declaration.ts'

/*
 * How a report ends, in one place whatever stopped it: the report completed with its conclusion
 * and problem, then the outputs, the failure, and the summary, whose parts for an ending that
 * did not go as planned (what went wrong and what to do) are here too.
 */

const TITLES = {
  failure: 'Visitors report failed',
  'timed-out': 'Visitors report timed out',
  cancelled: 'Visitors report cancelled',
} as const

/** The step's result from how far the report got and what stopped it, if anything. */
export function endReport(
  report: VisitorsReport,
  { platform, environment, limits }: ModeCollaborators,
  stopped: unknown,
): StepResult<VisitorsOutputName> {
  report.spent = requestsSpent(report.settings.sections, platform.requestsSent)
  log.info(describeSpend(report.spent))
  // Stopped by its own cap, or by the budget for now, with every answer kept: the run did its part.
  const stop = report.progress?.stop
  // A budget spent before the first answer leaves nothing to keep, and is no failure either.
  const nothingToKeep = (report.progress?.journal?.answers ?? 0) === 0
  const carriedOn = (stop === 'cap' || stop === 'budget') && (report.state === 'partial' || nothingToKeep)
  const ended = stopped === undefined || carriedOn
  const conclusion: Conclusion = ended ? 'success' : conclusionOf(stopped, limits)
  report.conclusion = conclusion
  report.problem = ended ? undefined : describeProblem(stopped, report.reportPath)
  if (carriedOn)
    log.notice(
      `The report is partial: ${describeHowFar(report.progress as ReportProgress, report.spent.total)}. The next run of this workflow goes on with it.`,
      'Report partial',
    )
  report.writeFailed = stoppedWriting(stopped)
  report.refused = isRefusal(stopped)
  // Only the directory check runs before `places` is set, and it sends nothing: a failure
  // there is report-dir refused (a timeout or cancellation during it is told as such).
  report.reportDirRefused = report.places === undefined && conclusion === 'failure'
  const summary = openSummary(report)
  if (report.reportDirRefused) addReportDirRefused(summary, report)
  else {
    if (report.problem) addProblem(summary, report)
    if (report.reportPath !== undefined) addReportBody(summary, report, actionFileUrl(environment, READING_THE_REPORT))
    else if (report.state === 'partial' || carriedOn) addProgress(summary, report, report.spent.total)
    else addCompletedTotals(summary, report)
    addSpend(summary, report, progressSpendRows(report, report.spent.total))
  }
  addRunFooter(summary, environment)
  const problem = report.problem
  return {
    outputs: outputsOf(report),
    summary,
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
/** What went wrong and what to do, first, before any figure. */
function addProblem(doc: SummaryDocument, report: VisitorsReport): void {
  const complete = report.reportPath !== undefined
  const what: Record<Exclude<Conclusion, 'success'>, string> = {
    failure: complete ? 'The report was written but not uploaded' : 'The export stopped',
    'timed-out': complete ? 'The step timed out after writing the report' : 'The step timed out',
    cancelled: complete ? 'The run was cancelled after writing the report' : 'The run was cancelled',
  }
  const heading = report.conclusion === 'success' ? 'Problem' : what[report.conclusion]
  doc.paragraph(html`<strong>${heading}.</strong> ${text(report.problem ?? '', 2_000)}`)
  const taken = /\b409\b/.test(report.problem ?? '')
    ? html` An artifact of this name already exists in the run: give each report step its own ${code('artifact-name')}, or set ${code('overwrite: true')}.`
    : undefined
  const next = complete
    ? html`The files are in ${code(report.reportPath ?? '')} on the runner until the job ends; re-run the job to upload them.${taken}`
    : report.refused
      ? html`Fix what the platform refused, as the message says, then run the workflow again: run as it is, it would be refused the same way. No report was published.`
      : report.state === 'partial'
        ? html`Every answer so far is kept: run the workflow again and the report goes on from where this run stopped, asking for none of them again.`
        : report.writeFailed
          ? html`Nothing partial was kept. Free space on the runner, or set ${code('report-dir')} to a disk with room, before re-running: each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`
          : html`Nothing partial was kept. Re-run the job; each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`
  doc.paragraph(html`<strong>What to do:</strong> ${next}`)
}

/**
 * `report-dir` failed the check made before the first request: no request was sent, and a
 * re-run as it is fails the same way, so the advice is to fix the directory, not to re-run.
 */
function addReportDirRefused(doc: SummaryDocument, report: VisitorsReport): void {
  doc.paragraph(html`<strong>The report directory was refused.</strong> ${text(report.problem ?? '', 2_000)}`)
  doc.paragraph(
    html`<strong>What to do:</strong> Point ${code('report-dir')} at a directory the step can create and write to (empty means ${code('RUNNER_TEMP/visitors-report')}), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.`,
  )
}

/** When nothing was published: the site-wide totals of the sections that finished, as facts, not as a report. */
function addCompletedTotals(doc: SummaryDocument, report: VisitorsReport): void {
  const done = report.results.map(
    (result) =>
      html`<li>${result.name}: complete, ${count(result.current.rowCount, 'row')}; ${result.describeTotals()}</li>`,
  )
  if (done.length === 0) return
  doc.paragraph(html`Sections that finished before the stop (their files were removed with the rest):`)
  doc.trustedBlock(html`<ul>${done}</ul>`.markup)
}

/**
 * A report continued on a schedule that is already complete: nothing to do, no request sent.
 * The run ends `skipped`, saying which report is done and when the next one is due.
 */
export function endDoneReport(
  settings: VisitorsSettings,
  done: { readonly found: FoundProgress; readonly nextDue: string },
  { environment }: ModeCollaborators,
): StepResult<VisitorsOutputName> {
  const { record, runId } = done.found
  const period = describePeriod(record.dateFrom, record.dateTo)
  const due = done.nextDue
    ? ` The next, from ${record.dateTo}, is due once its last day is over: a run on ${done.nextDue} or later begins it.`
    : ''
  log.info(`The report of ${period} is complete (run ${runId}): nothing to do, no analytics request sent.${due}`)
  const summary = new Summary()
    .heading(2, html`ℹ️ Docs analytics report: complete, nothing to do · ${settings.projectId}`)
    .paragraph(
      html`The report of ${period} was completed by run ${String(runId)}, in ${count(record.runs, 'run')} and ${count(record.requests, 'analytics request')}. This run sent no analytics request.${due}`,
    )
  addRunFooter(summary, environment)
  return {
    outputs: { 'report-state': 'complete', 'reader-text': settings.readerText.shown ? 'shown' : 'hidden' },
    summary,
    failure: undefined,
    skipped: true,
  }
}
