import { count, formatNumber, formatUtcTime, noun } from '../text/format.ts'
import { html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import type { SectionResult } from './section-export.ts'
import { addRankedTable, changeShare, code, number, right } from './summary-tables.ts'

/** Searches: the total, the top terms with click-through rate, and the searches nobody clicked. */
export function addSearchesSection(
  doc: SummaryDocument,
  result: SectionResult<'searches'>,
  budgetBytes: number,
  summaryRows: number,
): void {
  doc.heading(3, 'Searches')
  const total = result.current.facts.totalSearches ?? 0
  const before = result.previous?.facts.totalSearches
  const change =
    before === undefined ? '' : ` (${changeShare(total, before)} from ${formatNumber(before)} the period before)`
  const capped = result.current.facts.moreAvailable
    ? html` More terms exist: ${code('search-rows')} stopped the export at the ${count(result.current.rowCount, 'most searched term')}.`
    : undefined
  doc.paragraph(
    html`<strong>${formatNumber(total)}</strong> ${noun(total, 'search', 'searches')}${change}, over ${count(result.current.rowCount, 'distinct term')} fetched.${capped}`,
  )
  const compared = result.previous !== undefined
  const rows = result.comparison.rows.map(({ row, rank, previous, unknownBefore }) => [
    number(rank),
    row.searchQuery,
    number(row.hits),
    percent(row.ctr),
    row.topClickedPage ?? '—',
    ...(compared
      ? [previous === undefined ? '—' : number(previous), unknownBefore ? '—' : changeShare(row.hits, previous)]
      : []),
  ])
  const columns = [
    right('#'),
    { title: 'Search term' },
    right('Searches'),
    right('Click-through'),
    { title: 'Most clicked result' },
    ...(compared ? [right('Previous'), right('%')] : []),
  ]
  if (rows.length > 0) {
    doc.paragraph(html`<strong>Top ${formatNumber(rows.length)} search ${noun(rows.length, 'term')}</strong>`)
    addRankedTable(doc, columns, rows, budgetBytes / 2, 'top search terms')
    if (result.comparison.rows.some(({ unknownBefore }) => unknownBefore)) {
      doc.paragraph(
        html`<sub>— in <em>%</em>: the term is not among the ${count(result.previous?.rowCount ?? 0, 'term')} fetched for the previous period, ${result.previous?.facts.endedEarly === undefined ? html`as many as ${code('search-rows')} allows` : html`where paging ended early`}, so its earlier count is not known.</sub>`,
      )
    }
  }
  doc.paragraph(
    html`<strong>Searches nobody clicked</strong> (click-through 0 or no clicked result): ${count(result.current.gapCount, 'term')} of
      ${formatNumber(result.current.rowCount)}, the content gaps readers ran into.`,
  )
  addRankedTable(
    doc,
    [{ title: 'Search term' }, right('Searches'), { title: 'Last searched' }],
    result.current.gaps
      .slice(0, summaryRows)
      .map((row) => [row.searchQuery, number(row.hits), formatUtcTime(row.lastSearchedAt)]),
    budgetBytes / 2,
    'searches nobody clicked',
  )
}

/** The contract's click-through rate is a fraction (0.42 is 42%). */
function percent(rate: number): string {
  return `${formatNumber(Math.round(rate * 1_000) / 10)}%`
}
