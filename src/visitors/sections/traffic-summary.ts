import { count, formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { addRankedTable, changeAmount, changeFrom, changeShare, rankMove, right } from './summary-tables.ts'
import type { TrafficCounts, TrafficRow } from './traffic.ts'

/**
 * How a traffic section's tables name things. `share` heads the column of a page's part of the
 * site's total. Views add up to the total; unique visitors do not (a visitor reading three pages
 * counts on each), so that column is named for what it is and can sum to more than 100%.
 */
export interface TrafficWords {
  readonly measure: string
  readonly per: string
  readonly share: string
}

/** Shows the section's totals; `pagesFollow` says whether the top pages follow them. */
export type TotalsBlock = (
  doc: SummaryDocument,
  totals: TrafficCounts,
  previous: TrafficCounts | undefined,
  pagesFollow: boolean,
) => void

/** Unique visitors or page views: totals first, then the top pages, compared when asked. */
export function addTrafficSection(
  doc: SummaryDocument,
  result: SectionResult<TrafficRow, TrafficCounts>,
  budgetBytes: number,
  names: TrafficWords,
  addTotals: TotalsBlock,
): void {
  const totals = result.current.facts.totals
  const previous = result.previous?.facts.totals
  if (totals) addTotals(doc, totals, previous, result.comparison.rows.length > 0)
  const compared = result.previous !== undefined
  const rows = result.comparison.rows.map(({ row, rank, previous: before, previousRank, unknownBefore: unknown }) => {
    return [
      formatNumber(rank),
      row.path,
      formatNumber(row.total),
      formatShare(row.total, totals?.total ?? 0),
      ...(compared
        ? [
            before === undefined ? '—' : formatNumber(before),
            unknown ? '—' : changeAmount(row.total, before),
            unknown ? '—' : changeShare(row.total, before),
            unknown ? '—' : rankMove(rank, previousRank),
          ]
        : []),
    ]
  })
  if (rows.length === 0) return
  const columns = [
    right('#'),
    { title: 'Path' },
    right(names.measure),
    right(names.share),
    ...(compared ? [right('Previous'), right('Change'), right('%'), right('Rank')] : []),
  ]
  doc.paragraph(
    html`<strong>Top ${formatNumber(rows.length)} ${noun(rows.length, 'page')} by ${names.per}</strong> (of ${count(result.current.rowCount, 'page')})`,
  )
  const share = compared ? (budgetBytes * 2) / 3 : budgetBytes
  addRankedTable(doc, columns, rows, share, `top pages by ${names.per}`)
  if (!compared) return
  const kept = result.previous?.facts.keptRows
  if (kept !== undefined && result.comparison.rows.some((row) => row.unknownBefore)) {
    doc.paragraph(
      html`<sub>— : the page is not among the ${count(kept, 'page')} the last report kept of the previous period, so its earlier figure is not known.</sub>`,
    )
  }
  const previousCut = result.previous?.facts.endedEarly !== undefined
  const currentCut = result.current.facts.endedEarly !== undefined
  if (previousCut || currentCut) {
    const which = previousCut && currentCut ? 'both periods' : previousCut ? 'the previous period' : 'this period'
    doc.paragraph(
      html`<sub>Paging ended early in ${which}, so a page missing from what it sent is not known to be new or gone: such changes show as — or <em>not fetched</em>.</sub>`,
    )
  }
  const { entered, left } = result.comparison
  doc.paragraph(
    html`${count(entered, 'page')} of this list ${entered === 1 ? 'was' : 'were'} not in the previous period's top
      ${formatNumber(rows.length)} (rank <em>entered</em>); ${count(left.length, 'page')} left it.`,
  )
  if (left.length === 0) return
  addRankedTable(
    doc,
    [right('Previous #'), { title: 'Path that left the top list' }, right('Previous'), right('Now'), right('%')],
    left.map(({ row, previousRank, current, unknownNow }) => [
      formatNumber(previousRank),
      row.path,
      formatNumber(row.total),
      current === undefined ? (unknownNow ? 'not fetched' : 'gone') : formatNumber(current),
      current === undefined ? '—' : changeShare(current, row.total),
    ]),
    budgetBytes / 3,
    'pages that left the top list',
  )
}

function totalsRows(totals: TrafficCounts, previous: TrafficCounts | undefined): string[][] {
  const line = (label: string, counts: TrafficCounts) => [
    label,
    formatNumber(counts.human),
    formatNumber(counts.ai),
    formatNumber(counts.total),
    formatShare(counts.ai, counts.total),
  ]
  if (!previous) return [line('This period', totals)]
  return [
    line('This period', totals),
    line('Previous period', previous),
    [
      'Change',
      changeShare(totals.human, previous.human),
      changeShare(totals.ai, previous.ai),
      changeShare(totals.total, previous.total),
      '',
    ],
  ]
}

/** The totals of this period, and of the previous one with the change, in one table. */
export function addTotalsTable(doc: SummaryDocument, totals: TrafficCounts, previous: TrafficCounts | undefined): void {
  doc.table(
    [{ title: '' }, right('Human'), right('AI'), right('Total'), right('AI share')],
    totalsRows(totals, previous),
  )
}

/** Page views' line in the summary's headline: the total and its change. */
export function viewsHeadline(result: SectionResult<TrafficRow, TrafficCounts>, link: (text: string) => Html): Html[] {
  const totals = result.current.facts.totals
  if (!totals) return []
  const before = result.previous?.facts.totals
  const change = changeFrom(totals.total, before?.total)
  return [
    html`📄 <strong>${formatNumber(totals.total)}</strong> page ${noun(totals.total, 'view')}${change}${link('Page views')}`,
  ]
}
