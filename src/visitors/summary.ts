import type { RunnerEnvironment } from '../runner/environment.ts'
import type { Conclusion } from '../step/result.ts'
import { count, formatNumber, formatShare } from '../text/format.ts'
import { html, link, text } from '../text/html.ts'
import { addRunFooter } from '../text/run-footer.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { UploadedArtifact } from './artifact.ts'
import type { VisitorsExport } from './export.ts'
import type { VisitorRow } from './page.ts'

/** GitHub refuses a step summary over 1 MiB; the table stops well before that. */
export const SUMMARY_BUDGET_BYTES = 900 * 1024

export interface VisitorsReport {
  readonly projectId: string
  readonly range: string
  readonly exported: VisitorsExport | undefined
  readonly summaryRows: number
  readonly artifactName: string
  readonly artifact: UploadedArtifact | undefined
  /** Set only when the report files were written. */
  readonly reportPath: string | undefined
  readonly conclusion: Conclusion
  /** What went wrong, when the step fails. */
  readonly problem: string | undefined
}

const ICONS: Record<Conclusion, string> = { success: '📊', failure: '❌', 'timed-out': '⏱️', cancelled: '🚫' }

/** The pages with the most visitors first; ties by path so the table is stable. */
export function topPages(rows: readonly VisitorRow[], limit: number): VisitorRow[] {
  return [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, limit)
}

export function buildVisitorsSummary(report: VisitorsReport, environment: RunnerEnvironment): SummaryDocument {
  const summary = new SummaryDocument()
  const state = report.conclusion === 'success' ? '' : report.exported ? ': not published' : ': incomplete'
  summary.heading(2, html`${ICONS[report.conclusion]} Unique visitors${state} · ${report.projectId}`)
  summary.paragraph(html`Date range: ${report.range}`)
  if (report.problem)
    summary.paragraph(
      html`<strong>${report.exported ? 'The report was not published' : 'No report was published'}:</strong> ${text(report.problem, 2_000)}`,
    )
  const exported = report.exported
  if (exported) {
    const { totals } = exported
    summary.table(
      ['Human', 'AI', 'Total', 'AI share'].map((title) => ({ title, align: 'right' as const })),
      [
        [
          formatNumber(totals.human),
          formatNumber(totals.ai),
          formatNumber(totals.total),
          formatShare(totals.ai, totals.total),
        ],
      ],
    )
    addTopPages(summary, exported.rows, report.summaryRows)
    if (report.reportPath) {
      const where = report.artifact
        ? html`in the artifact ${link(report.artifactName, report.artifact.url)}`
        : html`in <code>${report.reportPath}</code> on the runner`
      summary.paragraph(
        html`${count(exported.rows.length, 'page')} in all; the full list (visitors.csv, visitors.json) is ${where}.`,
      )
    }
  }
  addRunFooter(summary, environment)
  return summary
}

function addTopPages(summary: SummaryDocument, rows: readonly VisitorRow[], limit: number): void {
  const listed = topPages(rows, limit)
  const tableRows: string[][] = []
  let bytes = summary.bytes
  for (const row of listed) {
    const cells = [row.path, formatNumber(row.human), formatNumber(row.ai), formatNumber(row.total)]
    bytes += cells.reduce((sum, cell) => sum + Buffer.byteLength(cell) * 2 + 30, 10)
    if (bytes > SUMMARY_BUDGET_BYTES) break
    tableRows.push(cells)
  }
  if (tableRows.length === 0) return
  summary.heading(3, html`Top ${tableRows.length} pages by visitors`)
  summary.table(
    [{ title: 'Path' }, ...['Human', 'AI', 'Total'].map((title) => ({ title, align: 'right' as const }))],
    tableRows,
  )
  if (tableRows.length < listed.length) {
    summary.paragraph(
      html`The table stops at ${tableRows.length} of the ${listed.length} requested rows to stay within GitHub's 1 MiB summary limit.`,
    )
  }
}
