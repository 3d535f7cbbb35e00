import { formatNumber } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { ANALYTICS_BUDGET_PER_HOUR } from '../analysis/analytics-budget.ts'
import { code, right } from '../sections/summary-tables.ts'
import type { VisitorsReport } from './visitors-report.ts'

/**
 * What the export spent, the previous period taken from the last report counted as the nothing it
 * cost; and beside it, not counted in the analytics budget, what reading the hand-offs took.
 */
export function addSpend(doc: SummaryDocument, report: VisitorsReport, progressRows: (string | Html)[][] = []): void {
  const { spent } = report
  const rows: (string | Html)[][] = spent.byEndpoint
    .filter(([, requests]) => requests > 0)
    .map(([endpoint, requests]) => [code(endpoint), formatNumber(requests)])
  if (report.history?.source === 'previous-report') rows.push([html`Previous period: <em>previous report</em>`, '0'])
  const handOffs = report.history?.handOffs ?? []
  const reads = (kind: 'pullRequests' | 'jobs') => handOffs.reduce((sum, handOff) => sum + handOff.reads[kind], 0)
  for (const [what, requests] of [
    ['GitHub: pull requests read', reads('pullRequests')],
    ['agent job read', reads('jobs')],
  ] as const) {
    if (requests > 0) rows.push([html`${what} <em>(not analytics)</em>`, formatNumber(requests)])
  }
  rows.push([
    html`<strong>Total</strong>`,
    html`<strong>${formatNumber(spent.total)}</strong> of ${ANALYTICS_BUDGET_PER_HOUR} per hour`,
  ])
  rows.push(...progressRows)
  const of = html`${formatNumber(spent.total)} of ${ANALYTICS_BUDGET_PER_HOUR} per hour`
  doc.details(html`<strong>Analytics requests spent</strong>: ${of}`, (inner) => {
    inner.table([{ title: 'Endpoint' }, right('Requests')], rows)
  })
}
