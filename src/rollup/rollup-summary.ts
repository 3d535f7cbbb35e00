import { ANALYTICS_BUDGET_PER_HOUR } from '../platform/errors.ts'
import { addRunFooter } from '../step/run-footer.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { changeShare } from '../text/change.ts'
import { count, formatCount, formatNumber } from '../text/format.ts'
import { html, link, text, type Html, type HtmlValue } from '../text/html.ts'
import { describePeriod } from '../text/period.ts'
import { SummaryDocument, type Column } from '../text/summary-document.ts'
import { figuresShown, rollupHeadlineLines, shareDone, totalChange } from './rollup-lines.ts'
import { completeReports, exactSum, spentIn, spentOf, totalOf, type Rollup, type RollupRow } from './rollup-rows.ts'
import type { PartialReport, Period } from './found-report.ts'

/*
 * The roll-up as a person reads it, in the job summary and, word for word, in the summary file:
 * the headline of totals, a row per project (its figures and changes, its content gaps, what its
 * run spent of the organization's budget, its report), the totals, and what could not be read.
 */

/** Artifacts the roll-up could not read, each with why: said, never dropped. */
export interface Unread {
  readonly name: string
  readonly reason: string
}

export function rollupSummary(
  rollup: Rollup,
  unread: readonly Unread[],
  environment: RunnerEnvironment,
  anchorsAt?: string,
): SummaryDocument {
  const doc = new SummaryDocument(anchorsAt)
  const complete = completeReports(rollup.rows)
  const icon = complete.length === rollup.rows.length && unread.length === 0 ? '📊' : '⚠️'
  doc.heading(2, html`${icon} Docs analytics roll-up · ${projectsWord(rollup.rows.length)}`)
  doc.paragraph(
    html`${describePeriods(rollup.rows)} ${formatNumber(complete.length)} of ${projectsWord(rollup.rows.length)} reported in full in this run.`,
  )
  const lines = rollupHeadlineLines(rollup)
  if (lines.length > 0)
    doc.paragraph(html`${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}`)
  if (rollup.rows.length > 0) addTable(doc, rollup, environment)
  addSpend(doc, rollup.rows)
  for (const { name, reason } of unread)
    doc.paragraph(html`⚠️ Artifact <code>${name}</code> was not read: ${text(reason, 500)}.`)
  for (const { artifact, projectId, reason } of rollup.refused)
    doc.paragraph(
      html`⚠️ Artifact <code>${artifact.name}</code> of project <code>${projectId}</code> was refused, nothing of it counted: ${text(reason, 500)}.`,
    )
  for (const { artifact, used } of rollup.setAside)
    doc.paragraph(
      html`⚠️ Artifact <code>${artifact.name}</code> reports a project <code>${used.name}</code> reports too: only <code>${used.name}</code> is counted.`,
    )
  addRunFooter(doc, environment)
  return doc
}

function projectsWord(amount: number): string {
  return amount === 1 ? '1 project' : `${formatNumber(amount)} projects`
}

/** The one period every report found is of; undefined when none was found, or they differ. */
export function commonPeriod(rows: readonly RollupRow[]): string | undefined {
  const periods = periodsOf(rows)
  return periods.length === 1 ? periods[0] : undefined
}

function periodsOf(rows: readonly RollupRow[]): string[] {
  return [
    ...new Set(rows.flatMap(({ report }) => (report && report.kind !== 'refused' ? [periodText(report.period)] : []))),
  ]
}

/** `Period: 2026-11-22 to 2026-11-28 (7 days).`, or each period when the reports differ. */
function describePeriods(rows: readonly RollupRow[]): string {
  const periods = periodsOf(rows)
  if (periods.length === 0) return 'No report was found in this run.'
  if (periods.length === 1) return `Period: ${periods[0]}.`
  return `The reports are of ${periods.length} periods: ${periods.join('; ')}.`
}

function periodText(period: Period): string {
  return describePeriod(period.dateFrom ?? undefined, period.dateTo ?? undefined)
}

function addTable(doc: SummaryDocument, rollup: Rollup, environment: RunnerEnvironment): void {
  const { rows } = rollup
  const figures = figuresShown(rollup)
  const right = (title: string): Column => ({ title, align: 'right' })
  const columns: Column[] = [
    // An id keeps to one line however narrow the table: `docs-main`, never `docs-` over `main`.
    { title: 'Project', nowrap: true },
    ...figures.map((figure) => right(`${figure.icon} ${figure.title}`)),
    right('🧩 Gaps'),
    right('Requests'),
    { title: 'Report' },
  ]
  const body = rows.map((row): HtmlValue[] => {
    const report = row.report
    const complete = report?.kind === 'complete' ? report : undefined
    const cells = figures.map((figure) => {
      const found = complete?.figures.get(figure.key)
      return found ? figureCell(found.value, found.previous) : '—'
    })
    const earlier = complete?.completedIn
    // Short, so the table fits a page: how far a partial report got, and why a row is empty, the headline says.
    const where = !report
      ? html`❔ none`
      : report.kind === 'refused'
        ? html`⚠️ refused · ${link('artifact', report.artifact.url)}`
        : report.kind === 'partial'
          ? html`⏳ ${partialCell(report)} · ${link('progress', report.artifact.url)}`
          : earlier !== undefined
            ? html`${link(`run ${earlier}`, runPage(environment, earlier))}`
            : html`${link('artifact', report.artifact.url)} · ${link('summary', environment.runUrl)}`
    const spent = spentOf(row)
    return [
      html`<code>${row.projectId}</code>${row.expected ? undefined : html`<br><sub>not in projects, not counted</sub>`}`,
      ...cells,
      complete ? gapsCell(complete.gaps) : '—',
      spent === undefined ? '—' : formatNumber(spent),
      where,
    ]
  })
  const reports = completeReports(rows)
  const spent = spentIn(rows)
  const totals: HtmlValue[] = [
    html`<strong>Total</strong>`,
    ...figures.map((figure) => {
      const total = totalOf(reports, figure.key)
      if (!total) return '—'
      const change = total.previous === undefined ? undefined : html`<br><sub>${totalChange(total)}</sub>`
      return html`<strong>${formatCount(total.value)}${change}</strong>`
    }),
    formatCount(exactSum(reports.map((report) => report.gaps.found))),
    html`<strong>${formatCount(spent)}</strong>`,
    '',
  ]
  doc.table(columns, [...body, totals])
}

/** How far a partial report got, in a word: `45%`, or its answers when there is no estimate. */
function partialCell(report: PartialReport): string {
  const share = shareDone(report)
  return share === undefined ? count(report.answers, 'answer') : `${share}%`
}

/** `146,623`, and under it `▲ 19.2%`. */
function figureCell(value: number, previous: number | undefined): Html {
  return html`${formatNumber(value)}${previous === undefined ? undefined : html`<br><sub>${changeShare(value, previous)}</sub>`}`
}

/** `12` found, or `12 · 3 new · 2 closed` when the report followed the last one's. */
function gapsCell(gaps: {
  readonly found: number
  readonly followed?: { open: number; new: number; closed: number }
}): Html {
  const followed = gaps.followed
  if (!followed) return html`${formatNumber(gaps.found)}`
  return html`${formatNumber(gaps.found)}<br><sub>${formatNumber(followed.open)} open · ${formatNumber(followed.new)} new · ${formatNumber(followed.closed)} closed</sub>`
}

function addSpend(doc: SummaryDocument, rows: readonly RollupRow[]): void {
  const spent = spentIn(rows)
  const over =
    spent > BigInt(ANALYTICS_BUDGET_PER_HOUR)
      ? ' (more than an hour holds: the reports ran across hours, or waited for the budget)'
      : ''
  doc.paragraph(
    html`<sub>Analytics requests this run's reports spent: <strong>${formatCount(spent)}</strong> of the organization's ${ANALYTICS_BUDGET_PER_HOUR} per hour, shared by all its projects${over}. The roll-up itself sent none.</sub>`,
  )
}

/** The page of another run of this repository's workflows. */
function runPage(environment: RunnerEnvironment, runId: number): string | undefined {
  return environment.runUrl?.replace(/\/runs\/\d+$/, `/runs/${runId}`)
}
