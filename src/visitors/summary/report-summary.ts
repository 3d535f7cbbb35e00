import type { RunnerEnvironment } from '../../runner/environment.ts'
import type { Conclusion } from '../../step/result.ts'
import { count, formatNumber } from '../../text/format.ts'
import { html, join, link, type Html } from '../../text/html.ts'
import { addRunFooter } from '../../text/run-footer.ts'
import { SummaryDocument } from '../../text/summary-document.ts'
import { CONTENT_GAPS_FILE } from '../analysis/content-gaps.ts'
import { describeDateRange } from '../dates.ts'
import { ANALYTICS_BUDGET_PER_HOUR } from '../plan.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { addDataMoved } from './data-moved.ts'
import { addCompletedTotals, addProblem, addReportDirRefused } from './endings.ts'
import { code, right } from './tables.ts'
import type { VisitorsReport } from './visitors-report.ts'

/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

const ICONS: Record<Conclusion, string> = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' }

/**
 * The report as a person reads it on the run page: what happened first when it went wrong,
 * then each section (totals first, top rows, changes), what the export spent, and where the
 * files are. A report that was not published is never shown as one: only the totals of the
 * sections that completed, and what to do.
 */
export function buildVisitorsSummary(report: VisitorsReport, environment: RunnerEnvironment): SummaryDocument {
  const { settings } = report
  const doc = new SummaryDocument()
  const complete = report.reportPath !== undefined
  const state =
    report.conclusion === 'success'
      ? ''
      : report.reportDirRefused
        ? ': report-dir refused, nothing sent'
        : complete
          ? ': files written, not uploaded'
          : ': incomplete'
  doc.heading(2, html`${ICONS[report.conclusion]} Docs analytics report${state} · ${settings.projectId}`)
  const previous = settings.previousRange
    ? html`, compared with the previous period, ${describeDateRange(settings.previousRange)}`
    : undefined
  doc.paragraph(html`Period: ${describeDateRange(settings.dateRange)}${previous}.`)
  if (report.reportDirRefused) {
    addReportDirRefused(doc, report)
    addRunFooter(doc, environment)
    return doc
  }
  if (report.problem) addProblem(doc, report, complete)
  if (complete) {
    addEndedEarly(doc, report.results)
    const budget = Math.max(0, SUMMARY_BUDGET_BYTES - doc.bytes - 16 * 1024) / Math.max(1, report.results.length)
    for (const result of report.results) {
      doc.heading(3, result.title)
      addDataMoved(doc, result)
      result.summarize(doc, { budgetBytes: budget, summaryRows: settings.summaryRows })
    }
    addFiles(doc, report)
  } else addCompletedTotals(doc, report)
  addSpend(doc, report.spent)
  addRunFooter(doc, environment)
  return doc
}

/** Sections whose paging the platform ended with an empty page: said before any figure, so no one reads past it. */
function addEndedEarly(doc: SummaryDocument, results: readonly SectionReport[]): void {
  for (const result of results) {
    for (const [period, when] of [
      [result.current, ''],
      [result.previous, ' (previous period)'],
    ] as const) {
      if (!period?.facts.endedEarly) continue
      doc.paragraph(
        html`⚠️ <strong>Paging ended early</strong> in ${code(result.name)}${when}: ${period.facts.endedEarly}, so
          the section holds the ${count(period.rowCount, 'row')} it sent, which may not be all.`,
      )
    }
  }
}

function addFiles(doc: SummaryDocument, report: VisitorsReport): void {
  const where = report.artifact
    ? html`in the artifact ${link(report.settings.artifactName, report.artifact.url)}`
    : html`in ${code(report.reportPath ?? '')} on the runner`
  const sections = report.results.map((result) => result.current.files[0]?.replace(/\.csv$/, '') ?? '').filter(Boolean)
  const fileCount = report.results.reduce(
    (sum, result) => sum + result.current.files.length + (result.previous?.files.length ?? 0),
    report.contentGaps ? 2 : 1,
  )
  // Names in code are never put inside brackets: the code's padding would hug them.
  const previous = report.results.some((result) => result.previous)
    ? html` The previous period's files add ${code('-previous')} to the name, as in ${code(`${sections[0] ?? 'visitors'}-previous.csv`)}.`
    : undefined
  doc.heading(3, 'Report files')
  doc.paragraph(
    html`${count(fileCount, 'file')} ${where}: ${code('report.json')}, which says what the report holds, and for each section a ${code('.csv')} and a ${code('.json')} named after it: ${join(sections.map(code), ', ')}.${previous}`,
  )
  if (report.contentGaps) {
    doc.paragraph(
      html`${code(CONTENT_GAPS_FILE)}, among them, lists ${count(report.contentGaps.count, 'content gap')}, ready as the ${code('prompt-file')} of an agent-mode step.`,
    )
  }
}

function addSpend(doc: SummaryDocument, spent: VisitorsReport['spent']): void {
  doc.heading(3, 'Analytics requests spent')
  const rows: (string | Html)[][] = spent.byEndpoint
    .filter(([, requests]) => requests > 0)
    .map(([endpoint, requests]) => [code(endpoint), formatNumber(requests)])
  rows.push([
    html`<strong>Total</strong>`,
    html`<strong>${formatNumber(spent.total)}</strong> of ${ANALYTICS_BUDGET_PER_HOUR} per hour`,
  ])
  doc.table([{ title: 'Endpoint' }, right('Requests')], rows)
}
