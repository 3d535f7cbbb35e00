import { count, formatNumber } from '../../text/format.ts'
import { requireNumbers, requireString } from '../analysis/answer-fields.ts'
import { CONTENT_GAP_LIST, listedOf, quote } from '../analysis/content-gaps.ts'
import { keptText } from '../analysis/kept-rows.ts'
import { defineSection } from './define-section.ts'
import { NO_OUTPUTS } from './section.ts'
import { asStored, readCounts } from './section-history.ts'
import { NO_INPUTS } from './section-inputs.ts'
import {
  addFeedbackSection,
  feedbackHeadline,
  PAGE_LIMIT,
  type FeedbackRow,
  type FeedbackSums,
  type NoTotals,
} from './feedback-summary.ts'

/**
 * Feedback by page (`include: feedback`): thumbs up and down per page, and the pages readers
 * marked unhelpful. Its part of the summary, and the row it reads, are in feedback-summary.ts.
 */

const SUMS = ['thumbsUp', 'thumbsDown'] as const

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
  headline: feedbackHeadline,
  movers: undefined,
  rollup: { figure: 'thumbsDown', icon: '👎', title: 'Down', noun: ['thumbs-down', 'thumbs-down'] },
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
      items: pages.map((row) => ({
        text: row.path,
        often: `👎 ${formatNumber(row.thumbsDown)} down, ${formatNumber(row.thumbsUp)} up`,
      })),
    }
  },
  // A page readers marked unhelpful is closed once it has at least as many thumbs up as down.
  gapRows: {
    key: (row) => keptText(row.path),
    stillGap: isUnhelpfulPage,
    closed: (row) => ({
      text: row.path,
      often: `👍 ${formatNumber(row.thumbsUp)} up, ${formatNumber(row.thumbsDown)} down`,
    }),
  },
})

/** A page readers marked unhelpful more often than helpful. */
export function isUnhelpfulPage(row: FeedbackRow): boolean {
  return row.thumbsDown > 0 && row.thumbsDown > row.thumbsUp
}
