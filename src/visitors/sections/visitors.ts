import { TOTAL_VISITORS_OUTPUT } from '../../posting/posting-outputs.ts'
import { count, formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, join, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { percentChange } from '../analysis/compare.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { defineSection } from './define-section.ts'
import { changePoints, changeFrom } from './summary-tables.ts'
import { trafficSection, type TrafficCounts, type TrafficRow } from './traffic.ts'
import { addTotalsTable, addTrafficSection } from './traffic-summary.ts'

/**
 * Unique visitors, site-wide and per page, human and AI: the section every report has. It opens
 * the summary (its total, the AI share), its pages stand among the biggest movers, it sets the
 * step's figures as outputs, and draws the trend's chart.
 */
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
    headline: headlineLines,
    movers: { what: 'Page', measure: 'Visitors' },
    rollup: { figure: 'total', icon: '👥', title: 'Visitors', noun: ['unique visitor', 'unique visitors'] },
    outputs: {
      declarations: {
        total: TOTAL_VISITORS_OUTPUT,
        'total-human': 'Site-wide unique human visitors.',
        'total-ai': 'Site-wide unique AI visitors.',
        'path-count': 'Number of page paths exported.',
        'previous-total': 'Site-wide unique visitors of the previous period, with compare previous-period.',
        'total-change':
          'Change of total unique visitors against the previous period, in percent with one decimal (such as 12.5 or -3.0).',
      },
      values: (result) => {
        const totals = result.current.facts.totals
        const previous = result.previous?.facts.totals
        const change = totals && previous ? percentChange(totals.total, previous.total) : undefined
        return {
          ...(totals ? { total: totals.total, 'total-human': totals.human, 'total-ai': totals.ai } : {}),
          'path-count': result.current.rowCount,
          ...(previous ? { 'previous-total': previous.total } : {}),
          ...(change === undefined ? {} : { 'total-change': change }),
        }
      },
    },
    chart: {
      title: 'Unique visitors per period',
      axis: 'Unique visitors',
      lines: [
        { key: 'total', label: 'total' },
        { key: 'human', label: 'human' },
        { key: 'ai', label: 'AI' },
      ],
    },
  }),
)

/**
 * Visitors' totals, and in a line why Human + AI exceeds Total: `total` is deduplicated, so a
 * visitor seen as both counts once there and in each of the two others.
 */
function addVisitorTotals(
  doc: SummaryDocument,
  totals: TrafficCounts,
  previous: TrafficCounts | undefined,
  pagesFollow: boolean,
): void {
  addTotalsTable(doc, totals, previous)
  const both = totals.human + totals.ai - totals.total
  const notes = [
    ...(both > 0 ? [html`Human + AI exceeds Total by the ${count(both, 'visitor')} seen as both.`] : []),
    ...(pagesFollow ? [html`A visitor who read several pages counts on each page below.`] : []),
  ]
  if (notes.length > 0) doc.paragraph(html`<sub>${join(notes, ' ')}</sub>`)
}

/** What changed, first: unique visitors and their change, the AI share and its change. */
function headlineLines(result: SectionResult<TrafficRow, TrafficCounts>, link: (text: string) => Html): Html[] {
  const totals = result.current.facts.totals
  if (!totals) return []
  const before = result.previous?.facts.totals
  const visitorsChange = changeFrom(totals.total, before?.total)
  const share = (counts: TrafficCounts) => (counts.total > 0 ? (counts.ai / counts.total) * 100 : 0)
  const shareChange =
    before && before.total > 0
      ? html`, ${changePoints(share(totals), share(before))} from ${formatShare(before.ai, before.total)}`
      : undefined
  return [
    html`👥 <strong>${formatNumber(totals.total)}</strong> unique ${noun(totals.total, 'visitor')}${visitorsChange}${link('Unique visitors')}`,
    html`🤖 AI share of visitors <strong>${formatShare(totals.ai, totals.total)}</strong>${shareChange}${link('Human and AI')}`,
  ]
}
