import { count, formatNumber } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import { requireNumbers, requireString } from '../analysis/answer-fields.ts'
import { CONTENT_GAP_LIST, listedOf, quote } from '../analysis/content-gaps.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import { defineSection } from './define-section.ts'
import { NO_OUTPUTS, type SummarySpace } from './section.ts'
import { asStored, readCounts } from './section-history.ts'
import { NO_INPUTS } from './section-inputs.ts'
import { addRankedTable, changeAmount, right } from './summary-tables.ts'

/** Feedback by page (`include: feedback`): thumbs up and down per page, and the pages readers marked unhelpful. */

export interface FeedbackRow {
  readonly path: string
  readonly thumbsUp: number
  readonly thumbsDown: number
  readonly code: number
  readonly total: number
}

/** The answer states no figures for the period beside its rows. */
type NoTotals = Readonly<Record<never, number>>

/** Thumbs up and down over the pages the one request returned: the figures the history keeps. */
export interface FeedbackSums {
  readonly thumbsUp: number
  readonly thumbsDown: number
}

const SUMS = ['thumbsUp', 'thumbsDown'] as const

/** The contract returns at most this many pages in its one request, and offers no way to page further. */
const PAGE_LIMIT = 100

export const feedback = defineSection({
  name: 'feedback',
  includeHint: undefined,
  inputs: NO_INPUTS,
  outputs: NO_OUTPUTS,
  endpoint: 'feedback/by-page',
  arrayName: 'feedback',
  label: 'feedback',
  title: 'Feedback',
  groupName: 'Export feedback by page',
  action: 'export feedback by page',
  rowNoun: 'page',
  keyNoun: 'path',
  paging: { kind: 'single', limit: PAGE_LIMIT },
  readRow: (fields, where): FeedbackRow => {
    requireString(fields, 'path', where)
    requireNumbers(fields, where, ['thumbsUp', 'thumbsDown', 'code', 'total'])
    // Only the contract's fields: a field the platform may add here (a comment, a reader's
    // contact) must not reach files and summaries that anyone can read in a public repository.
    const { path, thumbsUp, thumbsDown, code, total } = fields
    return { path, thumbsUp, thumbsDown, code, total } as FeedbackRow
  },
  // Only pages and counts: the by-page export carries no comment a reader wrote.
  readerText: false,
  readTotals: (): NoTotals => ({}),
  totalsFields: [],
  fileHead: (_totals, moreAvailable) => ({ hasMore: moreAvailable }),
  key: (row) => row.path,
  measure: (row) => row.thumbsDown,
  csvHeader: ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
  csvFields: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
  countFields: ['thumbsUp', 'thumbsDown', 'code', 'total'],
  isGap: isUnhelpfulPage,
  planLine: () => `feedback, 1 request (the ${PAGE_LIMIT} pages with feedback the contract returns at once)`,
  cap: () => ({ limit: PAGE_LIMIT }),
  describeTotals: (period) => count(period.rowCount, 'row'),
  headline: undefined,
  summarize: addFeedbackSection,
  extras: {
    endpoints: [],
    fileBases: [],
    start: () => {
      const sums = { thumbsUp: 0, thumbsDown: 0 }
      return {
        add: (row) => {
          sums.thumbsUp += row.thumbsUp
          sums.thumbsDown += row.thumbsDown
        },
        finish: (): Promise<FeedbackSums> => Promise.resolve({ ...sums }),
      }
    },
  },
  history: {
    figures: [
      { key: 'thumbsDown', label: '👎', shown: true },
      { key: 'thumbsUp', label: '👍', shown: false },
    ],
    figuresOf: (period) => (period.extra ? { ...period.extra } : {}),
    readFigures: asStored,
    chart: undefined,
    keepsRows: true,
    storeExtra: (sums) => sums,
    readExtra: (value, where) => readCounts(value, where, SUMS),
  },
  contentGaps: (period) => {
    const pages = period.gaps.slice(0, CONTENT_GAP_LIST)
    const listed = pages.map(
      (row) =>
        `- ${quote(row.path)}: ${formatNumber(row.thumbsDown)} thumbs-down, ${formatNumber(row.thumbsUp)} thumbs-up`,
    )
    const lines =
      pages.length === 0
        ? ['No page had more thumbs-down than thumbs-up.']
        : [
            `These pages had more thumbs-down than thumbs-up (${listedOf(pages.length, period.gapCount, 'page')}):`,
            '',
            ...listed,
          ]
    return {
      heading: 'Pages readers marked unhelpful',
      lines,
      count: period.gapCount,
      keys: pages.map((row) => row.path),
    }
  },
})

/** A page readers marked unhelpful more often than helpful. */
export function isUnhelpfulPage(row: FeedbackRow): boolean {
  return row.thumbsDown > 0 && row.thumbsDown > row.thumbsUp
}

/** Feedback by page: the pages with the most thumbs-down, with up and down counts. */
function addFeedbackSection(
  doc: SummaryDocument,
  result: SectionResult<FeedbackRow, NoTotals, FeedbackSums>,
  { budgetBytes }: SummarySpace,
): void {
  const compared = result.previous !== undefined
  // The platform returns at most 100 pages a period: the note below says why a missing page shows —.
  const previousCut = result.previous?.facts.moreAvailable ?? false
  const rows = result.comparison.rows.map(({ row, rank, previous, unknownBefore }) => [
    formatNumber(rank),
    row.path,
    formatNumber(row.thumbsDown),
    formatNumber(row.thumbsUp),
    formatNumber(row.code),
    formatNumber(row.total),
    ...(compared
      ? [
          previous === undefined ? '—' : formatNumber(previous),
          previous === undefined ? (unknownBefore ? '—' : 'new') : changeAmount(row.thumbsDown, previous),
        ]
      : []),
  ])
  doc.paragraph(countsSentence(result))
  if (rows.length > 0) {
    doc.paragraph(html`<strong>Pages with the most thumbs-down</strong>`)
    addRankedTable(
      doc,
      [
        right('#'),
        { title: 'Path' },
        right('👎 Down'),
        right('👍 Up'),
        right('On code blocks'),
        right('Total'),
        ...(compared ? [right('Previous 👎'), right('Change')] : []),
      ],
      rows,
      budgetBytes,
      'pages with the most thumbs-down',
    )
  }
  if (previousCut) {
    const also = result.current.facts.moreAvailable ? ' also' : ''
    doc.paragraph(
      html`<sub>The previous period${also} had feedback on more than the ${formatNumber(PAGE_LIMIT)} pages one request
        returns, so a page missing from its list shows — rather than <em>new</em>: it may have had feedback then too.</sub>`,
    )
  }
  doc.paragraph(
    html`<sub>Individual feedback comments are not exported: they can hold readers' contact details, and a public
      repository's summaries and artifacts are readable by anyone.</sub>`,
  )
}

/**
 * How many pages had feedback and how many more thumbs-down than up, said once: when the one
 * request the contract allows could not return them all, the sentence says the counts cover
 * only the pages it returned.
 */
function countsSentence(result: SectionResult<FeedbackRow, NoTotals, FeedbackSums>): Html {
  const gaps = result.current.gapCount
  if (!result.current.facts.moreAvailable)
    return html`${count(result.current.rowCount, 'page')} with feedback; ${count(gaps, 'page')} had more thumbs-down than thumbs-up.`
  const returned = formatNumber(result.current.rowCount)
  return html`More than ${formatNumber(PAGE_LIMIT)} pages had feedback. The platform returns at most
    ${formatNumber(PAGE_LIMIT)} in one request and offers no way to page through the rest, so this report counts the
    ${returned} it returned: ${formatNumber(gaps)} of them had more thumbs-down than thumbs-up.`
}
