import type { Conclusion } from '../../step/result.ts'
import { count } from '../../text/format.ts'
import { html, text } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { ANALYTICS_BUDGET_PER_HOUR } from '../analysis/analytics-budget.ts'
import type { VisitorsReport } from './visitors-report.ts'
import { code } from '../sections/summary-tables.ts'

/*
 * The summary's parts for a report that did not end as planned: what went wrong and what to do,
 * a report directory refused before the first request, and the figures of the sections that
 * finished before a stop.
 */

export function addProblem(doc: SummaryDocument, report: VisitorsReport, complete: boolean): void {
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
    : report.writeFailed
      ? html`Nothing partial was kept. Free space on the runner, or set ${code('report-dir')} to a disk with room, before re-running: each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`
      : html`Nothing partial was kept. Re-run the job; each run spends the analytics budget anew (${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization).`
  doc.paragraph(html`<strong>What to do:</strong> ${next}`)
}

/**
 * `report-dir` failed the check made before the first request: no request was sent, and a
 * re-run as it is fails the same way, so the advice is to fix the directory, not to re-run.
 */
export function addReportDirRefused(doc: SummaryDocument, report: VisitorsReport): void {
  doc.paragraph(html`<strong>The report directory was refused.</strong> ${text(report.problem ?? '', 2_000)}`)
  doc.paragraph(
    html`<strong>What to do:</strong> Point ${code('report-dir')} at a directory the step can create and write to (empty means ${code('RUNNER_TEMP/visitors-report')}), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.`,
  )
}

/** When nothing was published: the site-wide totals of the sections that finished, as facts, not as a report. */
export function addCompletedTotals(doc: SummaryDocument, report: VisitorsReport): void {
  const done = report.results.map(
    (result) =>
      html`<li>${result.name}: complete, ${count(result.current.rowCount, 'row')}; ${result.describeTotals()}</li>`,
  )
  if (done.length === 0) return
  doc.paragraph(html`Sections that finished before the stop (their files were removed with the rest):`)
  doc.trustedBlock(html`<ul>${done}</ul>`.markup)
}
