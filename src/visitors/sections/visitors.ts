import { formatNumber } from '../../text/format.ts'
import { html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { defineSection } from './define-section.ts'
import { trafficSection, type TrafficCounts } from './traffic.ts'
import { addTotalsTable, addTrafficSection } from './traffic-summary.ts'

/** Unique visitors, site-wide and per page, human and AI: the section every report has. */
export const visitors = defineSection(
  trafficSection({
    name: 'visitors',
    label: 'unique visitors',
    title: 'Unique visitors',
    trendNoun: 'Visitors',
    summarize: (doc, result, space) =>
      addTrafficSection(
        doc,
        result,
        space.budgetBytes,
        { measure: 'Visitors', per: 'visitors', share: '% of all visitors' },
        addVisitorTotals,
      ),
  }),
)

const PAGES_OVERLAP = html` In the pages below, a visitor who read several pages counts on each of them, so their
  <em>% of all visitors</em> can add up to more than 100%.`

/**
 * Visitors' totals beside a pie of who they were. `total` is deduplicated, so human + AI
 * exceeds it by the visitors seen as both; the pie shows the three parts that add up.
 */
function addVisitorTotals(
  doc: SummaryDocument,
  totals: TrafficCounts,
  previous: TrafficCounts | undefined,
  pagesFollow: boolean,
): void {
  const both = totals.human + totals.ai - totals.total
  const parts = { 'Human only': totals.total - totals.ai, 'AI only': totals.total - totals.human, Both: both }
  const drawable = Object.values(parts).every((value) => Number.isFinite(value) && value >= 0) && totals.total > 0
  // The table always, the chart under it: where Mermaid is not drawn (mail, the API), the numbers still read.
  addTotalsTable(doc, totals, previous)
  if (drawable) {
    // The count goes in the label, with separators: Mermaid's own `showData` writes 87293.
    const slices = Object.entries(parts).map(([label, value]) => `    "${label}: ${formatNumber(value)}" : ${value}`)
    doc.trustedBlock(['```mermaid', 'pie title Unique visitors this period', ...slices, '```'].join('\n'))
  }
  doc.paragraph(
    html`<strong>How to read it:</strong> <em>Total</em> counts each visitor once, while a visitor seen as both human
      and AI traffic counts in both <em>Human</em> and <em>AI</em>, so Human + AI exceeds Total. Visitors seen as both =
      Human + AI − Total = ${formatNumber(both)}. <em>AI share</em> is AI ÷ Total.${pagesFollow ? PAGES_OVERLAP : undefined}${drawable ? '' : ' (No chart: the counts do not split into parts.)'}`,
  )
}
