import { count, formatNumber } from '../../text/format.ts'
import { pageAddress, redactedDistinct } from '../../text/reader-redaction.ts'
import { requireNullableString, requireNumbers, requireString } from '../analysis/answer-fields.ts'
import { CONTENT_GAP_LIST, listedOf, quote } from '../analysis/content-gaps.ts'
import { keptText } from '../analysis/kept-rows.ts'
import { defineSection } from './define-section.ts'
import { NO_OUTPUTS } from './section.ts'
import { rankedHistory } from './section-history.ts'
import { readRowCap } from './section-inputs.ts'
import { addSearchesSection, searchesHeadline, type SearchRow, type SearchTotals } from './searches-summary.ts'

/**
 * Searches (`include: searches`): what readers searched for, most searched first, and what they
 * clicked; the terms nobody clicked are its content gaps. Its part of the summary, and the row
 * it reads (SearchRow), are in searches-summary.ts.
 */

/** The most one request may ask for, per the contract. */
const PAGE_LIMIT = 100

/** `max-search-terms` past this would spend the whole hourly analytics budget (100 requests of 100 terms). */
export const MAX_SEARCH_ROWS = 10_000

export const searches = defineSection({
  name: 'searches',
  includeHint: undefined,
  inputs: {
    declarations: {
      'max-search-terms': {
        default: '500',
        description: `Visitors mode with include searches: how many search terms to fetch, most searched first: 1 to ${formatNumber(MAX_SEARCH_ROWS)}, or all.`,
        formerName: 'search-rows',
        formerDefault: '500',
      },
    },
    // searchRows, as report.json names the cap: a later report compares its own with it.
    read: (input, nameOf) => ({
      searchRows: readRowCap(nameOf('max-search-terms'), input('max-search-terms'), MAX_SEARCH_ROWS),
    }),
  },
  outputs: NO_OUTPUTS,
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
  readRow: (fields, where): SearchRow => {
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
  readTotals: (answer): SearchTotals => {
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
  headline: searchesHeadline,
  movers: { what: 'Search term', measure: 'Searches' },
  rollup: { figure: 'searches', icon: '🔎', title: 'Searches', noun: ['search', 'searches'] },
  summarize: addSearchesSection,
  extras: undefined,
  history: rankedHistory<SearchRow, SearchTotals>(
    [
      { key: 'searches', label: 'Searches', shown: true },
      { key: 'unclickedTerms', label: 'Unclicked', shown: true },
    ],
    (period): Readonly<Record<string, number>> =>
      period.facts.totals === undefined
        ? {}
        : { searches: period.facts.totals.totalSearches, unclickedTerms: period.gapCount },
    undefined,
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
      items: terms.map((row) => ({
        text: row.searchQuery,
        often: `🔎 ${count(row.hits, 'search', 'searches')}, none clicked`,
      })),
    }
  },
  // The listed terms are kept rows' (kept-rows.ts): a term is keyed as the list keeps it.
  gapRows: {
    key: (row) => keptText(row.searchQuery),
    stillGap: isUnclickedSearch,
    closed: (row) => ({
      text: row.searchQuery,
      often: `🔎 ${count(row.hits, 'search', 'searches')}, a result clicked`,
    }),
  },
})

/** Searches nobody clicked: the content gaps the report hands to the docs agent. */
export function isUnclickedSearch(row: SearchRow): boolean {
  return row.ctr === 0 || row.topClickedPage === null || row.topClickedPage === ''
}
