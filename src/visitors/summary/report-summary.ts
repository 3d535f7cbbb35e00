import path from 'node:path'
import type { Conclusion } from '../../step/result.ts'
import { count, formatNumber } from '../../text/format.ts'
import { html, join, link, type Html } from '../../text/html.ts'
import { SummaryDocument } from '../../text/summary-document.ts'
import { CONTENT_GAPS_FILE } from '../../step/private-text.ts'
import { describeDateRange } from '../analysis/dates.ts'
import { ANALYTICS_BUDGET_PER_HOUR } from '../analysis/analytics-budget.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { ALWAYS_INCLUDED, readerTextSections } from '../sections/table.ts'
import { addDataMoved } from './data-moved.ts'
import { addHeadline, sectionAnchor } from './headline.ts'
import { addTrend } from './trend.ts'
import { code, right } from '../sections/summary-tables.ts'
import type { VisitorsReport } from './visitors-report.ts'

/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

const ICONS: Record<Conclusion, string> = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' }

/**
 * The summary's opening, whatever the ending: the heading with how the report ended, the period
 * and where its comparison came from, and what reader text is left out. end-report.ts goes on
 * from here as the ending asks.
 */
export function openSummary(report: VisitorsReport): SummaryDocument {
  const { settings } = report
  const doc = new SummaryDocument()
  const state =
    report.conclusion === 'success'
      ? ''
      : report.reportDirRefused
        ? ': report-dir refused, nothing sent'
        : report.reportPath !== undefined
          ? ': files written, not uploaded'
          : ': incomplete'
  doc.heading(2, html`${ICONS[report.conclusion]} Docs analytics report${state} · ${settings.projectId}`)
  const previous = settings.previousRange
    ? html`, compared with the previous period, ${describeDateRange(settings.previousRange)}`
    : undefined
  doc.paragraph(html`Period: ${describeDateRange(settings.dateRange)}${previous}.${comparedFrom(report)}`)
  addReaderTextRule(doc, settings)
  return doc
}

/**
 * A published report as a person reads it on the run page: the headline, the trend, each section
 * (totals first, top rows, changes) within its share of the room, and where the files are.
 */
export function addReportBody(doc: SummaryDocument, report: VisitorsReport): void {
  addHeadline(doc, report)
  addEndedEarly(doc, report.results)
  addTrend(doc, report.trend, report.settings.sections)
  const budget = Math.max(0, SUMMARY_BUDGET_BYTES - doc.bytes - 16 * 1024) / Math.max(1, report.results.length)
  const space = {
    budgetBytes: budget,
    summaryRows: report.settings.summaryRows,
    readerTextShown: report.settings.readerText.shown,
  }
  for (const result of report.results) {
    doc.heading(3, html`<a id="${sectionAnchor(result.name)}"></a>${result.title}`)
    addDataMoved(doc, result)
    result.summarize(doc, space)
  }
  addFiles(doc, report)
}

/** Where the comparison's previous period came from, and why not the last report when it could have. */
function comparedFrom(report: VisitorsReport): Html | undefined {
  const use = report.history
  if (!use) return undefined
  if (use.source === 'previous-report') {
    return html` The previous period comes from the last report's history: no analytics request was spent on it.`
  }
  if (!use.note) return undefined
  const fetched = use.source === 'fetched' ? html` The previous period was fetched.` : undefined
  return html` <sub>History: ${use.note}.</sub>${fetched}`
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
  const kept = report.readerTextFiles.map((file) => path.basename(file))
  const all = report.results.flatMap((result) => [...result.current.files, ...(result.previous?.files ?? [])])
  const names = all.filter((name) => !kept.includes(name))
  const bases = [
    ...new Set(names.filter((name) => name.endsWith('.csv')).map((name) => name.replace(/(-previous)?\.csv$/, ''))),
  ]
  const gapsHere = report.contentGaps !== undefined && !kept.includes(CONTENT_GAPS_FILE)
  // Names in code are never put inside brackets: the code's padding would hug them.
  const previous = report.results.some((result) => result.previous)
    ? html` The previous period's files add ${code('-previous')} to the name, as in ${code(`${bases[0] ?? ALWAYS_INCLUDED}-previous.csv`)}.`
    : undefined
  doc.heading(3, 'Report files')
  doc.paragraph(
    html`${count(names.length + (gapsHere ? 2 : 1), 'file')} ${where}: ${code('report.json')}, which says what the report holds, and a ${code('.csv')} and a ${code('.json')} for each of ${join(bases.map(code), ', ')}.${previous}`,
  )
  if (gapsHere && report.contentGaps) {
    doc.paragraph(
      html`${code(CONTENT_GAPS_FILE)}, among them, lists ${count(report.contentGaps.count, 'content gap')}, ready as the ${code('prompt-file')} of an agent-mode step.`,
    )
  }
  if (kept.length > 0) {
    const gaps =
      report.contentGaps && kept.includes(CONTENT_GAPS_FILE)
        ? html` Among them, ${code(CONTENT_GAPS_FILE)} lists ${count(report.contentGaps.count, 'content gap')}, ready as the ${code('prompt-file')} of an agent-mode step, whose summary then leaves it out (${code('show-prompt: auto')}).`
        : undefined
    doc.paragraph(
      html`🔒 ${count(kept.length, 'file')} holding reader text ${kept.length === 1 ? 'is' : 'are'} on the runner only, in ${code(report.settings.readerTextDir)}, for later steps of this job: ${join(kept.map(code), ', ')}.${gaps}`,
    )
  }
}

/** One line, when the report leaves reader text out: what, why, and how to change it. */
function addReaderTextRule(doc: SummaryDocument, settings: VisitorsReport['settings']): void {
  if (settings.readerText.shown) return
  if (readerTextSections(settings.sections).length === 0) return
  doc.paragraph(
    html`🔒 Reader text (search terms, questions to the assistant) is not shown or uploaded: ${settings.readerText.reason}. Counts, categories and pages are; ${code('reader-text: true')} shows the text.`,
  )
}

/** What the export spent, the previous period taken from the last report counted as the nothing it cost. */
export function addSpend(doc: SummaryDocument, report: VisitorsReport): void {
  const { spent } = report
  doc.heading(3, 'Analytics requests spent')
  const rows: (string | Html)[][] = spent.byEndpoint
    .filter(([, requests]) => requests > 0)
    .map(([endpoint, requests]) => [code(endpoint), formatNumber(requests)])
  if (report.history?.source === 'previous-report') rows.push([html`Previous period: <em>previous report</em>`, '0'])
  rows.push([
    html`<strong>Total</strong>`,
    html`<strong>${formatNumber(spent.total)}</strong> of ${ANALYTICS_BUDGET_PER_HOUR} per hour`,
  ])
  doc.table([{ title: 'Endpoint' }, right('Requests')], rows)
}
