import { count } from '../text/format.ts'
import { html } from '../text/html.ts'
import type { SummaryDocument } from '../text/summary-document.ts'
import type { SectionResult } from './section-export.ts'
import { PAGE_LIMITS } from './sections.ts'
import { addRankedTable, changeAmount, number, right } from './summary-tables.ts'

/** Feedback by page: the pages with the most thumbs-down, with up and down counts. */
export function addFeedbackSection(doc: SummaryDocument, result: SectionResult<'feedback'>, budgetBytes: number): void {
  doc.heading(3, 'Feedback')
  const compared = result.previous !== undefined
  // The platform returns at most 100 pages a period: a page missing from a cut list is not known to be new.
  const previousCut = result.previous?.facts.moreAvailable ?? false
  const rows = result.comparison.rows.map(({ row, rank, previous }) => [
    number(rank),
    row.path,
    number(row.thumbsDown),
    number(row.thumbsUp),
    number(row.code),
    number(row.total),
    ...(compared
      ? [
          previous === undefined ? '—' : number(previous),
          previous === undefined ? (previousCut ? '—' : 'new') : changeAmount(row.thumbsDown, previous),
        ]
      : []),
  ])
  doc.paragraph(
    html`${count(result.current.rowCount, 'page')} with feedback; ${count(result.current.gapCount, 'page')} had more thumbs-down
      than thumbs-up.`,
  )
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
  if (result.current.facts.moreAvailable || result.previous?.facts.moreAvailable) {
    doc.paragraph(
      html`<em>More pages have feedback than the ${PAGE_LIMITS.feedback} one request returns, and the API offers no way to
        page through them: only the top ${PAGE_LIMITS.feedback} pages the platform returned are counted and shown.</em>`,
    )
  }
  doc.paragraph(
    html`<sub>Individual feedback comments are not exported: they can hold readers' contact details, and a public
      repository's summaries and artifacts are readable by anyone.</sub>`,
  )
}
