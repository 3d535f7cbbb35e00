import type { Conclusion } from '../../step/result.ts'
import { count } from '../../text/format.ts'
import { html, link, type Html } from '../../text/html.ts'
import { SummaryDocument } from '../../text/summary-document.ts'
import { DAY_MS, describeDateRange, type DateRange } from '../analysis/dates.ts'
import type { GapFollowing } from '../history/gap-lives.ts'
import type { SectionReport } from '../sections/section-report.ts'
import { readerTextSections } from '../sections/table.ts'
import { addDataMoved } from './data-moved.ts'
import { addGapsToActOn, gapsHeadline } from './gaps-to-act-on.ts'
import { handOffCredits } from './hand-off-credits.ts'
import { addBiggestMovers } from './movers.ts'
import { addReportFiles } from './report-files.ts'
import { addTrendChart, addTrendTable } from './trend.ts'
import { code, sectionAnchor } from '../sections/summary-tables.ts'
import type { VisitorsReport } from './visitors-report.ts'

/** GitHub refuses a step summary over 1 MiB; the sections share what is left below this. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

/** The page of the action's docs that says how to read a report's figures (docs/weekly-report.md). */
export const READING_THE_REPORT = 'docs/weekly-report.md#reading-the-report'

const ICONS: Record<Conclusion, string> = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' }

/**
 * The summary's opening, whatever the ending: the heading with how the report ended, the period
 * and where its comparison came from, and what reader text is left out. end-report.ts goes on
 * from here as the ending asks.
 */
export function openSummary(report: VisitorsReport, anchorsAt?: string): SummaryDocument {
  const { settings } = report
  const doc = new SummaryDocument(anchorsAt)
  const state =
    report.state === 'partial'
      ? ': partial, kept for the next run'
      : report.conclusion === 'success'
        ? report.reportPath === undefined && report.places !== undefined
          ? ': not begun, the budget spent for now'
          : ''
        : report.reportDirRefused
          ? ': report-dir refused, nothing sent'
          : report.reportPath !== undefined
            ? ': files written, not uploaded'
            : ': incomplete'
  const icon = report.state === 'partial' && report.conclusion === 'success' ? '⏳' : ICONS[report.conclusion]
  doc.heading(2, html`${icon} Docs analytics report${state} · ${settings.projectId}`)
  const fromLastReport = report.history?.source === 'previous-report' ? ' (from the last report)' : undefined
  const previous = settings.previousRange
    ? html`, compared with ${describePrevious(settings.dateRange, settings.previousRange)}${fromLastReport}`
    : undefined
  doc.paragraph(html`Period: ${describeDateRange(settings.dateRange)}${previous}.${historyNote(report)}`)
  addReaderTextRule(doc, settings)
  return doc
}

/**
 * A published report as a person reads it on the run page, in two screens: open, the headline,
 * the trend's chart, the content gaps most worth acting on and the biggest movers, with a line
 * on how to read them; folded, the trend's table, each section (totals first, top rows, changes,
 * within its share of the room) and the report files. `readingUrl` is the page that explains
 * the figures.
 */
export function addReportBody(doc: SummaryDocument, report: VisitorsReport, readingUrl: string): void {
  const { settings, results } = report
  addReportOpening(doc, report)
  doc.paragraph(
    html`<sub>Open a part below for its figures. How to read them: ${link('reading the report', readingUrl)}.</sub>`,
  )
  addTrendTable(doc, report.trend, settings.sections)
  const budget = Math.max(0, SUMMARY_BUDGET_BYTES - doc.bytes - 16 * 1024) / Math.max(1, results.length)
  const space = { budgetBytes: budget, summaryRows: settings.summaryRows, readerTextShown: settings.readerText.shown }
  for (const result of results) {
    doc.details(html`<a id="${sectionAnchor(result.name)}"></a><strong>${result.title}</strong>`, (inner) => {
      addDataMoved(inner, result)
      result.summarize(inner, space)
    })
  }
  addReportFiles(doc, report)
}

/**
 * What the summary shows open, after its heading: the headline, the trend's chart, the content
 * gaps most worth acting on and the biggest movers. The job summary and the summary file
 * (summary-copy.ts) both open with it, so they say the same.
 */
export function addReportOpening(doc: SummaryDocument, report: VisitorsReport): void {
  const { settings, results } = report
  addHeadline(doc, results, report.following)
  addEndedEarly(doc, results)
  addTrendChart(doc, report.trend, settings.sections)
  addGapsToActOn(doc, {
    results,
    contentGaps: report.contentGaps,
    following: report.following,
    readerTextShown: settings.readerText.shown,
    when: isWeek(settings.dateRange) ? 'this week' : 'this period',
    credits: handOffCredits(report.history?.handOffs ?? [], {
      following: report.following,
      periodEnd: settings.dateRange.to?.instant,
    }),
  })
  addBiggestMovers(doc, results, settings.readerText.shown)
}

/**
 * What changed, first, in a few lines a person reads on Monday before anything else: each
 * section's own lines (unique visitors and their change, the AI share, page views, searches,
 * feedback, the assistant), each pointing to its folded part, then what became of the content
 * gaps the last report listed, pointing to the gaps to act on. No headline when there is no
 * line to open it with.
 */
export function addHeadline(
  doc: SummaryDocument,
  results: readonly SectionReport[],
  following: GapFollowing | undefined,
): void {
  const pointer = (name: string, title: string) => html` · <a href="#${sectionAnchor(name)}">${title} ↓</a>`
  const gaps = gapsHeadline(following)
  const lines = [
    ...results.flatMap((result) => result.headline((text) => pointer(result.name, text))),
    ...(gaps ? [gaps] : []),
  ]
  if (lines.length === 0) return
  doc.paragraph(html`${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}`)
}

/** The period's length in whole days, when it starts and ends on a day's start. */
function wholeDays(range: DateRange): number | undefined {
  const { from, to } = range
  if (!from || !to || from.instant % DAY_MS !== 0 || to.instant % DAY_MS !== 0) return undefined
  return (to.instant - from.instant) / DAY_MS
}

/** Whether the report's period is seven whole days: then the summary says `this week`. */
function isWeek(range: DateRange): boolean {
  return wholeDays(range) === 7
}

/** `the week before`, `the 30 days before`: the previous period is as long and ends where this one starts. */
function describePrevious(range: DateRange, previous: DateRange): string {
  const days = wholeDays(range)
  if (days === undefined || previous.to?.instant !== range.from?.instant) return describeDateRange(previous)
  if (days === 1) return 'the day before'
  return days === 7 ? 'the week before' : `the ${count(days, 'day')} before`
}

/** Why the comparison did not take its previous period from the last report when it could have. */
function historyNote(report: VisitorsReport): Html | undefined {
  const use = report.history
  if (!use || use.source === 'previous-report' || !use.note) return undefined
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

/** One line, when the report leaves reader text out: what, why, and how to change it. */
function addReaderTextRule(doc: SummaryDocument, settings: VisitorsReport['settings']): void {
  if (settings.readerText.shown) return
  if (readerTextSections(settings.sections).length === 0) return
  doc.paragraph(
    html`🔒 Reader text (search terms, questions to the assistant) is not shown or uploaded: ${settings.readerText.reason}. Counts, categories and pages are; ${code('reader-text: true')} shows the text.`,
  )
}
