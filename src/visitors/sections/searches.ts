import { count, formatNumber, formatUtcTime, noun } from '../../text/format.ts'
import { pageAddress, redactedDistinct } from '../../text/reader-redaction.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { CONTENT_GAP_LIST, listedOf, quote } from '../analysis/content-gaps.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { requireNullableString, requireNumbers, requireString } from '../fetching/answer-fields.ts'
import { addRankedTable, changeShare, code, number, right } from '../summary/tables.ts'
import { defineSection } from './define-section.ts'
import { rankedHistory } from './history-figures.ts'
import type { SummarySpace } from './section.ts'

/** Searches (`include: searches`): what readers searched for, most searched first, and what they clicked. */

export interface SearchRow {
  readonly searchQuery: string
  readonly hits: number
  readonly ctr: number
  readonly topClickedPage: string | null
  readonly lastSearchedAt: string
}

type SearchTotals = { readonly totalSearches: number }

/** The most one request may ask for, per the contract. */
const PAGE_LIMIT = 100

export const searches = defineSection<'searches', SearchRow, SearchTotals>({
  name: 'searches',
  endpoint: 'searches',
  arrayName: 'searches',
  label: 'searches',
  title: 'Searches',
  groupName: 'Export searches',
  action: 'export search terms',
  rowNoun: 'term',
  keyNoun: 'term',
  paging: {
    kind: 'cursor',
    limit: PAGE_LIMIT,
    wanted: (options) => options.searchRows,
    showTotals: (totals) => `${formatNumber(totals.totalSearches)} searches`,
    hasMore: false,
  },
  readRow: (fields, where) => {
    const term = requireString(fields, 'searchQuery', where)
    const [hits, ctr] = [fields['hits'], fields['ctr']]
    requireNumbers(fields, where, ['hits', 'ctr'])
    const page = requireNullableString(fields, 'topClickedPage', where)
    const lastSearchedAt = requireString(fields, 'lastSearchedAt', where)
    // Only the contract's fields, and no address or key a reader pasted into the search box: a
    // term redacted keeps a mark of its own, so two such terms stay two rows.
    const topClickedPage = page === null ? null : pageAddress(page)
    return { searchQuery: redactedDistinct(term), hits, ctr, topClickedPage, lastSearchedAt } as SearchRow
  },
  readerText: true,
  readTotals: (answer) => {
    requireNumbers(answer, 'the answer', ['totalSearches'])
    return { totalSearches: answer['totalSearches'] as number }
  },
  totalsFields: ['totalSearches'],
  fileHead: (totals) => ({ totalSearches: totals.totalSearches }),
  key: (row) => row.searchQuery,
  measure: (row) => row.hits,
  csvHeader: ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'],
  csvFields: (row) => [row.searchQuery, row.hits, row.ctr, row.topClickedPage, row.lastSearchedAt],
  countFields: ['hits', 'ctr'],
  isGap: isUnclickedSearch,
  planLine: ({ searchRows }) =>
    searchRows === 'all'
      ? 'searches, 1 request per 100 terms until every term is fetched'
      : `searches, at most ${count(Math.ceil(searchRows / PAGE_LIMIT), 'request')} (${count(searchRows, 'term')}, 100 per request)`,
  cap: ({ searchRows }) => ({ searchRows }),
  describeTotals: (period) =>
    period.facts.totals === undefined
      ? count(period.rowCount, 'row')
      : count(period.facts.totals.totalSearches, 'search', 'searches'),
  summarize: addSearchesSection,
  extras: undefined,
  history: rankedHistory(
    [
      { key: 'searches', label: 'Searches', shown: true },
      { key: 'unclickedTerms', label: 'Unclicked', shown: true },
    ],
    (period): Readonly<Record<string, number>> =>
      period.facts.totals === undefined
        ? {}
        : { searches: period.facts.totals.totalSearches, unclickedTerms: period.gapCount },
  ),
  contentGaps: (period) => {
    const terms = period.gaps.slice(0, CONTENT_GAP_LIST)
    const listed = terms.map(
      (row) =>
        `- ${quote(row.searchQuery)}: ${count(row.hits, 'search', 'searches')}, click-through rate ${formatNumber(row.ctr)}`,
    )
    const lines =
      terms.length === 0
        ? ['Every search term fetched had a clicked result.']
        : [
            `Readers searched for these terms and clicked no result (${listedOf(terms.length, period.gapCount, 'term')}):`,
            '',
            ...listed,
          ]
    return {
      heading: 'Searches nobody clicked',
      lines,
      count: period.gapCount,
      keys: terms.map((row) => row.searchQuery),
    }
  },
})

/** Searches nobody clicked: the content gaps the report hands to the docs agent. */
export function isUnclickedSearch(row: SearchRow): boolean {
  return row.ctr === 0 || row.topClickedPage === null || row.topClickedPage === ''
}

/** Searches: the total, the top terms with click-through rate, and the searches nobody clicked. */
function addSearchesSection(
  doc: SummaryDocument,
  result: SectionResult<SearchRow, SearchTotals>,
  { budgetBytes, summaryRows, readerTextShown }: SummarySpace,
): void {
  const total = result.current.facts.totals?.totalSearches ?? 0
  const before = result.previous?.facts.totals?.totalSearches
  const change =
    before === undefined ? '' : ` (${changeShare(total, before)} from ${formatNumber(before)} the period before)`
  const capped = result.current.facts.moreAvailable
    ? html` More terms exist: ${code('search-rows')} stopped the export at the ${count(result.current.rowCount, 'most searched term')}.`
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
      .map((row) => [row.searchQuery, number(row.hits), formatUtcTime(row.lastSearchedAt)]),
    budgetBytes / 2,
    'searches nobody clicked',
  )
}

/** The most searched terms with their click-through, compared with the period before when asked. */
function addTopTerms(doc: SummaryDocument, result: SectionResult<SearchRow, SearchTotals>, budgetBytes: number): void {
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
    ? html`the ${fetched} fetched for the previous period, as many as ${code('search-rows')} allows`
    : html`the ${fetched} fetched for the previous period, where paging ended early`
}

/** The contract's click-through rate is a fraction (0.42 is 42%). */
function percent(rate: number): string {
  return `${formatNumber(Math.round(rate * 1_000) / 10)}%`
}
