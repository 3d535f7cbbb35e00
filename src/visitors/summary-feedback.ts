import { count, formatNumber } from '../text/format.ts'
import { html, type Html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import type { SectionResult } from './section-export.ts'
import { PAGE_LIMITS } from './sections.ts'
import { addRankedTable, changeAmount, number, right } from './summary-tables.ts'

/** Feedback by page: the pages with the most thumbs-down, with up and down counts. */
export function addFeedbackSection(doc: SummaryDocument, result: SectionResult<'feedback'>, budgetBytes: number): void {
  doc.heading(3, 'Feedback')
  const compared = result.previous !== undefined
  // The platform returns at most 100 pages a period: the note below says why a missing page shows —.
  const previousCut = result.previous?.facts.moreAvailable ?? false
  const rows = result.comparison.rows.map(({ row, rank, previous, unknownBefore }) => [
    number(rank),
    row.path,
    number(row.thumbsDown),
    number(row.thumbsUp),
    number(row.code),
    number(row.total),
    ...(compared
      ? [
          previous === undefined ? '—' : number(previous),
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
      html`<sub>The previous period${also} had feedback on more than the ${formatNumber(PAGE_LIMITS.feedback)} pages one request
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
function countsSentence(result: SectionResult<'feedback'>): Html {
  const gaps = result.current.gapCount
  if (!result.current.facts.moreAvailable)
    return html`${count(result.current.rowCount, 'page')} with feedback; ${count(gaps, 'page')} had more thumbs-down than thumbs-up.`
  const returned = formatNumber(result.current.rowCount)
  return html`More than ${formatNumber(PAGE_LIMITS.feedback)} pages had feedback. The platform returns at most
    ${formatNumber(PAGE_LIMITS.feedback)} in one request and offers no way to page through the rest, so this report counts the
    ${returned} it returned: ${formatNumber(gaps)} of them had more thumbs-down than thumbs-up.`
}
