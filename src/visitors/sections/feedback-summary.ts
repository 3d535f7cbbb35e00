import { count, formatNumber } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import type { SummarySpace } from './section.ts'
import { addRankedTable, changeAmount, changeFrom, right } from './summary-tables.ts'

/** Feedback's part of the summary (feedback.ts declares the section), and the row it reads. */

export interface FeedbackRow {
  readonly path: string
  readonly thumbsUp: number
  readonly thumbsDown: number
  readonly code: number
  readonly total: number
}

/** The answer states no figures for the period beside its rows. */
export type NoTotals = Readonly<Record<never, number>>

/** Thumbs up and down over the pages the one request returned: the figures the history keeps. */
export interface FeedbackSums {
  readonly thumbsUp: number
  readonly thumbsDown: number
}

/** The contract returns at most this many pages in its one request, and offers no way to page further. */
export const PAGE_LIMIT = 100

type FeedbackResult = SectionResult<FeedbackRow, NoTotals, FeedbackSums>

/** Feedback's line in the summary's headline: thumbs-down over the pages returned, its change, the pages marked unhelpful. */
export function feedbackHeadline(result: FeedbackResult, link: (text: string) => Html): Html[] {
  const sums = result.current.extra
  if (!sums) return []
  const before = result.previous?.extra
  const change = changeFrom(sums.thumbsDown, before?.thumbsDown)
  return [
    html`👎 <strong>${formatNumber(sums.thumbsDown)}</strong> thumbs-down${change}; ${count(result.current.gapCount, 'page')} with more down than up${link('Feedback')}`,
  ]
}

/** Feedback by page: the pages with the most thumbs-down, with up and down counts. */
export function addFeedbackSection(doc: SummaryDocument, result: FeedbackResult, { budgetBytes }: SummarySpace): void {
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
function countsSentence(result: FeedbackResult): Html {
  const gaps = result.current.gapCount
  if (!result.current.facts.moreAvailable)
    return html`${count(result.current.rowCount, 'page')} with feedback; ${count(gaps, 'page')} had more thumbs-down than thumbs-up.`
  const returned = formatNumber(result.current.rowCount)
  return html`More than ${formatNumber(PAGE_LIMIT)} pages had feedback. The platform returns at most
    ${formatNumber(PAGE_LIMIT)} in one request and offers no way to page through the rest, so this report counts the
    ${returned} it returned: ${formatNumber(gaps)} of them had more thumbs-down than thumbs-up.`
}
