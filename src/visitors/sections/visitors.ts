import { formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { percentChange } from '../analysis/compare.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { defineSection } from './define-section.ts'
import { changePoints, changeShare } from './summary-tables.ts'
import { trafficSection, type TrafficCounts, type TrafficRow } from './traffic.ts'
import { addTotalsTable, addTrafficSection } from './traffic-summary.ts'

/**
 * Unique visitors, site-wide and per page, human and AI: the section every report has. It opens
 * the summary (its total, the AI share, the page that moved most), sets the step's figures as
 * outputs, and draws the trend's chart.
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
    outputs: {
      declarations: {
        total: 'Site-wide unique visitors (deduplicated across human and AI traffic).',
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
        { key: 'human', label: 'human' },
        { key: 'ai', label: 'AI' },
      ],
    },
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

/** What changed, first: unique visitors and their change, the AI share and its change, the page that moved most. */
function headlineLines(result: SectionResult<TrafficRow, TrafficCounts>, link: (text: string) => Html): Html[] {
  const totals = result.current.facts.totals
  if (!totals) return []
  const before = result.previous?.facts.totals
  const visitorsChange = before
    ? html`, ${changeShare(totals.total, before.total)} from ${formatNumber(before.total)}`
    : undefined
  const share = (counts: TrafficCounts) => (counts.total > 0 ? (counts.ai / counts.total) * 100 : 0)
  const shareChange =
    before && before.total > 0
      ? html`, ${changePoints(share(totals), share(before))} from ${formatShare(before.ai, before.total)}`
      : undefined
  const moved = movedMost(result)
  return [
    html`👥 <strong>${formatNumber(totals.total)}</strong> unique ${noun(totals.total, 'visitor')}${visitorsChange}${link('Unique visitors')}`,
    html`🤖 AI share <strong>${formatShare(totals.ai, totals.total)}</strong>${shareChange}${link('Human and AI')}`,
    ...(moved ? [html`${moved}${link('Top pages')}`] : []),
  ]
}

/** The listed page whose visitors changed most in number, new and departed pages included. */
function movedMost(result: SectionResult<TrafficRow, TrafficCounts>): Html | undefined {
  if (!result.previous) return undefined
  const moves = [
    ...result.comparison.rows
      .filter((row) => !row.unknownBefore)
      .map(({ row, previous }) => ({ path: row.path, now: row.total, before: previous ?? 0 })),
    ...result.comparison.left
      .filter((row) => !row.unknownNow)
      .map(({ row, current }) => ({ path: row.path, now: current ?? 0, before: row.total })),
  ]
  const best = moves.sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before))[0]
  if (!best || best.now === best.before) return undefined
  const difference = best.now - best.before
  const amount = `${difference > 0 ? '+' : '−'}${formatNumber(Math.abs(difference))}`
  return html`📈 Moved most: <code>${best.path}</code>, ${amount} ${noun(Math.abs(difference), 'visitor')} (${changeShare(best.now, best.before === 0 ? undefined : best.before)})`
}
