import { count, formatNumber, formatUtcTime, noun } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import type { SummarySpace } from './section.ts'
import { addRankedTable, changeFrom, changeShare, code, right } from './summary-tables.ts'

/** Searches' part of the summary (searches.ts declares the section), and the row it reads. */

/** A search term as the platform's answer states it, kept to the contract's fields. */
export interface SearchRow {
  readonly searchQuery: string
  readonly hits: number
  readonly ctr: number
  readonly topClickedPage: string | null
  readonly lastSearchedAt: string
}

export type SearchTotals = { readonly totalSearches: number }

/** Searches: the total, the top terms with click-through rate, and the searches nobody clicked. */
export function addSearchesSection(
  doc: SummaryDocument,
  result: SectionResult<SearchRow, SearchTotals>,
  { budgetBytes, summaryRows, readerTextShown }: SummarySpace,
): void {
  const total = result.current.facts.totals?.totalSearches ?? 0
  const before = result.previous?.facts.totals?.totalSearches
  const change =
    before === undefined ? '' : ` (${changeShare(total, before)} from ${formatNumber(before)} the period before)`
  const capped = result.current.facts.moreAvailable
    ? html` More terms exist: ${code('max-search-terms')} stopped the export at the ${count(result.current.rowCount, 'most searched term')}.`
    : undefined
  doc.paragraph(
    html`<strong>${formatNumber(total)}</strong> ${noun(total, 'search', 'searches')}${change}, over ${count(result.current.rowCount, 'distinct term')} fetched.${capped}`,
  )
  if (readerTextShown) addTopTerms(doc, result, budgetBytes / 2)
  doc.paragraph(
    html`<strong>Searches nobody clicked</strong> (click-through 0 or no clicked result): ${count(result.current.gapCount, 'term')} of
      ${formatNumber(result.current.rowCount)}, the content gaps readers ran into.`,
  )
  if (!readerTextShown) return
  addRankedTable(
    doc,
    [{ title: 'Search term' }, right('Searches'), { title: 'Last searched' }],
    result.current.gaps
      .slice(0, summaryRows)
      .map((row) => [row.searchQuery, formatNumber(row.hits), formatUtcTime(row.lastSearchedAt)]),
    budgetBytes / 2,
    'searches nobody clicked',
  )
}

/** Searches' line in the summary's headline: how many, their change, and how many terms found nothing clicked. */
export function searchesHeadline(result: SectionResult<SearchRow, SearchTotals>, link: (text: string) => Html): Html[] {
  const totals = result.current.facts.totals
  if (!totals) return []
  const before = result.previous?.facts.totals?.totalSearches
  const change = changeFrom(totals.totalSearches, before)
  const { gapCount, rowCount } = result.current
  return [
    html`🔎 <strong>${formatNumber(totals.totalSearches)}</strong> ${noun(totals.totalSearches, 'search', 'searches')}${change}; ${formatNumber(gapCount)} of ${count(rowCount, 'term')} found nothing clicked${link('Searches')}`,
  ]
}

/** The most searched terms with their click-through, compared with the period before when asked. */
function addTopTerms(doc: SummaryDocument, result: SectionResult<SearchRow, SearchTotals>, budgetBytes: number): void {
  const compared = result.previous !== undefined
  const rows = result.comparison.rows.map(({ row, rank, previous, unknownBefore }) => [
    formatNumber(rank),
    row.searchQuery,
    formatNumber(row.hits),
    percent(row.ctr),
    row.topClickedPage ?? '—',
    ...(compared
      ? [previous === undefined ? '—' : formatNumber(previous), unknownBefore ? '—' : changeShare(row.hits, previous)]
      : []),
  ])
  if (rows.length === 0) return
  const columns = [
    right('#'),
    { title: 'Search term' },
    right('Searches'),
    right('Click-through'),
    { title: 'Most clicked result' },
    ...(compared ? [right('Previous'), right('%')] : []),
  ]
  doc.paragraph(html`<strong>Top ${formatNumber(rows.length)} search ${noun(rows.length, 'term')}</strong>`)
  addRankedTable(doc, columns, rows, budgetBytes, 'top search terms')
  if (result.comparison.rows.some(({ unknownBefore }) => unknownBefore)) {
    doc.paragraph(
      html`<sub>— in <em>%</em>: the term is not among ${whyUnknown(result)}, so its earlier count is not known.</sub>`,
    )
  }
}

/** Which terms of the previous period are known: those fetched, or the best the last report kept. */
function whyUnknown(result: SectionResult<SearchRow, SearchTotals>): Html {
  const facts = result.previous?.facts
  if (facts?.keptRows !== undefined) return html`the ${count(facts.keptRows, 'term')} the last report kept`
  const fetched = count(result.previous?.rowCount ?? 0, 'term')
  return facts?.endedEarly === undefined
    ? html`the ${fetched} fetched for the previous period, as many as ${code('max-search-terms')} allows`
    : html`the ${fetched} fetched for the previous period, where paging ended early`
}

/** The contract's click-through rate is a fraction (0.42 is 42%). */
function percent(rate: number): string {
  return `${formatNumber(Math.round(rate * 1_000) / 10)}%`
}
