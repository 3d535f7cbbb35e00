import type { RunnerEnvironment } from '../runner/environment.ts'
import type { Conclusion } from '../step/result.ts'
import { count, formatNumber } from '../text/format.ts'
import { html, join, link, text, type Html } from '../text/html.ts'
import { addRunFooter } from '../text/run-footer.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { UploadedArtifact } from './artifact.ts'
import { CONTENT_GAPS_FILE, type ContentGaps } from './content-gaps.ts'
import { describeDateRange } from './dates.ts'
import { ANALYTICS_BUDGET_PER_HOUR, type requestsSpent } from './plan.ts'
import type { SectionResult } from './section-export.ts'
import { addFeedbackSection } from './summary-feedback.ts'
import { addSearchesSection } from './summary-searches.ts'
import { code, right } from './summary-tables.ts'
import { addTrafficSection } from './summary-traffic.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

export interface VisitorsReport {
  readonly settings: VisitorsSettings
  /** The sections whose export completed, in order. */
  readonly results: readonly SectionResult[]
  /** Set only when the report files were published. */
  readonly reportPath: string | undefined
  readonly contentGaps: ContentGaps | undefined
  readonly artifact: UploadedArtifact | undefined
  readonly conclusion: Conclusion
  /** What went wrong, when the step fails. */
  readonly problem: string | undefined
  /** The report files could not be written (a full disk, say). */
  readonly writeFailed?: boolean
  /** `report-dir` was refused in the check before the first request: nothing was sent. */
  readonly reportDirRefused?: boolean
  readonly spent: ReturnType<typeof requestsSpent>
}

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
    for (const result of report.results) addSection(doc, result, budget, settings.summaryRows)
    addFiles(doc, report)
  } else addCompletedTotals(doc, report)
  addSpend(doc, report.spent)
  addRunFooter(doc, environment)
  return doc
}

/** Sections whose paging the platform ended with an empty page: said before any figure, so no one reads past it. */
function addEndedEarly(doc: SummaryDocument, results: readonly SectionResult[]): void {
  for (const result of results) {
    for (const [period, when] of [
      [result.current, ''],
      [result.previous, ' (previous period)'],
    ] as const) {
      if (!period?.facts.endedEarly) continue
      doc.paragraph(
        html`⚠️ <strong>Paging ended early</strong> in ${code(result.section)}${when}: ${period.facts.endedEarly}, so
          the section holds the ${count(period.rowCount, 'row')} it sent, which may not be all.`,
      )
    }
  }
}

function addSection(doc: SummaryDocument, result: SectionResult, budget: number, summaryRows: number): void {
  if (result.section === 'visitors' || result.section === 'views') {
    addTrafficSection(doc, result as SectionResult<'visitors'> | SectionResult<'views'>, budget)
  } else if (result.section === 'searches') {
    addSearchesSection(doc, result as SectionResult<'searches'>, budget, summaryRows)
  } else addFeedbackSection(doc, result as SectionResult<'feedback'>, budget)
}

function addProblem(doc: SummaryDocument, report: VisitorsReport, complete: boolean): void {
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
function addReportDirRefused(doc: SummaryDocument, report: VisitorsReport): void {
  doc.paragraph(html`<strong>The report directory was refused.</strong> ${text(report.problem ?? '', 2_000)}`)
  doc.paragraph(
    html`<strong>What to do:</strong> Point ${code('report-dir')} at a directory the step can create and write to (empty means ${code('RUNNER_TEMP/visitors-report')}), or remove what is in the way, then run the workflow again. No request was sent to the platform, so none of the analytics budget was spent.`,
  )
}

/** When nothing was published: the site-wide totals of the sections that finished, as facts, not as a report. */
function addCompletedTotals(doc: SummaryDocument, report: VisitorsReport): void {
  const done = report.results.map((result) => {
    const totals = result.current.facts.totals
    const figure = totals
      ? `total ${formatNumber(totals.total)} (human ${formatNumber(totals.human)}, AI ${formatNumber(totals.ai)})`
      : result.current.facts.totalSearches === undefined
        ? count(result.current.rowCount, 'row')
        : count(result.current.facts.totalSearches, 'search', 'searches')
    return html`<li>${result.section}: complete, ${count(result.current.rowCount, 'row')}; ${figure}</li>`
  })
  if (done.length === 0) return
  doc.paragraph(html`Sections that finished before the stop (their files were removed with the rest):`)
  doc.trustedBlock(html`<ul>${done}</ul>`.markup)
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
