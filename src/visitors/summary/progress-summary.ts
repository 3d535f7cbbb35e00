import { code } from '../sections/summary-tables.ts'
import { count, formatNumber } from '../../text/format.ts'
import { html, link, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { progressArtifactName } from '../progress/progress-lookup.ts'
import { ABANDONED_AFTER_MS } from '../progress/progress-choice.ts'
import { describeHowFar, requestsLeft, type ReportProgress } from '../progress/report-progress.ts'
import type { VisitorsReport } from './visitors-report.ts'

/*
 * The summary of a report over several runs: how far it got, what stopped this run, where the
 * progress is kept and when the next run goes on; and, in the spend table, what this run spent
 * beside the report so far and what is left.
 */

/** Why the run stopped, as the summary says it. */
function stopReason(report: VisitorsReport, progress: ReportProgress): Html {
  const free = progress.budgetFreeAt
  switch (progress.stop) {
    case 'cap':
      return html`This run sent the ${formatNumber(report.settings.maxRequests ?? 0)} requests ${code('max-requests')} allows.`
    case 'budget':
      return html`The organization's analytics budget is spent for now${free ? html`: the platform takes requests again from ${new Date(free).toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}, later than this run's ${code('timeout')} allows it to wait.`
    case 'stopped':
    case undefined:
      return html`The run stopped before the report was complete, as said above.`
  }
}

/** The partial report's paragraphs: how far, why, where the progress is, and what happens next. */
export function addProgress(doc: SummaryDocument, report: VisitorsReport, spentThisRun: number): void {
  const progress = report.progress
  if (!progress) return
  if (report.state !== 'partial') {
    // The budget was spent before the first answer: nothing to keep, and nothing lost.
    doc.paragraph(html`<strong>Report not begun.</strong> ${stopReason(report, progress)} The next run begins it.`)
    return
  }
  doc.paragraph(
    html`<strong>Partial report, ${describeHowFar(progress, spentThisRun)}.</strong> ${stopReason(report, progress)}`,
  )
  // A run that failed, timed out or was cancelled has said what to do above, the kept answers with it.
  if (report.problem !== undefined) return
  const name = progressArtifactName(report.settings.artifactName)
  const artifact = progress.kept?.url ? link(name, progress.kept.url) : code(name)
  const left = requestsLeft(progress)
  const more = left
    ? html` About ${count(left.requests, 'request')} are left: ${count(Math.max(1, left.hours), 'budget-hour')}.`
    : ''
  // Progress of a period the workflow did not write out goes stale 7 days after the period's end.
  const end = report.settings.dateRange.to?.instant
  const until =
    report.settings.periodSet || end === undefined
      ? ''
      : html`, if it runs by ${new Date(end + ABANDONED_AFTER_MS).toISOString().slice(0, 10)}`
  doc.paragraph(
    html`<strong>What happens next:</strong> every answer so far is kept in artifact ${artifact}; the next run of this workflow goes on from there${until}, and asks for none of them again.${more} No report is published until it is complete.`,
  )
}

/** The spend table's rows for a report over several runs: this run, the report so far, what is left. */
export function progressSpendRows(report: VisitorsReport, spentThisRun: number): (string | Html)[][] {
  const progress = report.progress
  if (!progress || (progress.runsBefore === 0 && report.state !== 'partial')) return []
  const rows: (string | Html)[][] = [
    [
      html`This report so far <em>(${count(progress.runsBefore + 1, 'run')})</em>`,
      formatNumber(progress.requestsBefore + spentThisRun),
    ],
  ]
  if (progress.journal && progress.journal.replayed > 0)
    rows.push([
      html`Answers taken from the kept progress <em>(no request)</em>`,
      formatNumber(progress.journal.replayed),
    ])
  const left = report.state === 'partial' ? requestsLeft(progress) : undefined
  if (left) rows.push([html`Left, about`, formatNumber(left.requests)])
  return rows
}
