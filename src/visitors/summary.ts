import type * as core from '@actions/core'
import { escapeText, linkOrText } from '../escape.ts'
import { addRunLine, type RunContext } from '../run-context.ts'
import type { VisitorCounts, VisitorRow } from './page.ts'

/** GitHub refuses a step summary over 1 MiB; the table stops well before that. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

export interface VisitorsReport {
  readonly projectId: string
  readonly range: string
  readonly totals: VisitorCounts
  readonly rows: readonly VisitorRow[]
  readonly summaryRows: number
  /** Undefined when nothing was uploaded. */
  readonly artifact: { readonly name: string; readonly url: string | undefined } | undefined
  readonly reportPath: string
  readonly run: RunContext
}

/** The pages with the most visitors first; ties by path so the table is stable. */
export function topPages(rows: readonly VisitorRow[], count: number): VisitorRow[] {
  return [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, count)
}

export function addVisitorsSummary(summary: typeof core.summary, report: VisitorsReport): typeof core.summary {
  const { totals } = report
  summary.addHeading(`Unique visitors: ${escapeText(report.projectId)}`, 2)
  summary.addRaw(`<p>Date range: ${escapeText(report.range)}</p>`, true)
  const aiShare = totals.total > 0 ? `${((totals.ai / totals.total) * 100).toFixed(1)}%` : '—'
  summary.addTable([
    ['Human', 'AI', 'Total', 'AI share'].map((data) => ({ data, header: true })),
    [formatCount(totals.human), formatCount(totals.ai), formatCount(totals.total), aiShare],
  ])

  const listed = topPages(report.rows, report.summaryRows)
  const tableRows: string[][] = []
  let bytes = Buffer.byteLength(summary.stringify())
  for (const row of listed) {
    const cells = [escapeText(row.path), formatCount(row.human), formatCount(row.ai), formatCount(row.total)]
    bytes += cells.reduce((sum, cell) => sum + Buffer.byteLength(cell) + '<td></td>'.length, '<tr></tr>'.length)
    if (bytes > SUMMARY_BUDGET_BYTES) break
    tableRows.push(cells)
  }
  if (tableRows.length > 0) {
    summary.addHeading(`Top ${tableRows.length} pages by visitors`, 3)
    summary.addTable([['Path', 'Human', 'AI', 'Total'].map((data) => ({ data, header: true })), ...tableRows])
  }
  if (tableRows.length < listed.length) {
    summary.addRaw(
      `<p>The table stops at ${tableRows.length} of the ${listed.length} requested rows to stay within GitHub's 1 MiB summary limit.</p>`,
      true,
    )
  }
  const where = report.artifact
    ? `in the artifact ${linkOrText(report.artifact.name, report.artifact.url)}`
    : `in ${escapeText(report.reportPath)} on the runner`
  summary.addRaw(
    `<p>${formatCount(report.rows.length)} pages in all; the full list (visitors.csv, visitors.json) is ${where}.</p>`,
    true,
  )
  addRunLine(summary, report.run)
  return summary
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 })
}
