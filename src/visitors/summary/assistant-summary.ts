import { count, formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, link, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { AssistantFigures, CallerStats } from '../analysis/assistant-tally.ts'
import type { SectionResult } from '../analysis/section-result.ts'
import type { SummarySpace, Totals } from '../sections/section.ts'
import { addRankedTable, changePoints, changeShare, code, number, right } from './tables.ts'

/** How many questions a category's row quotes, when reader text may be shown. */
const EXAMPLES = 3

type AssistantResult = SectionResult<unknown, Totals, AssistantFigures>

/**
 * The assistant section: conversations and the shares unanswered and clarifying, with change;
 * queries by caller; unanswered questions by category (with a few examples where reader text
 * may be shown); the pages unanswered conversations started on; the pages the assistant cited.
 */
export function addAssistantSection(doc: SummaryDocument, result: AssistantResult, space: SummarySpace): void {
  const now = result.current.extra
  if (!now) return
  const before = result.previous?.extra
  doc.paragraph(headline(now, before))
  if (result.current.facts.moreAvailable) {
    doc.paragraph(
      html`More conversations exist: ${code('assistant-rows')} stopped the export at ${count(now.conversations, 'conversation')}, the most recent the platform sent first; the shares are of those.`,
    )
  }
  if (now.callers) addCallers(doc, now.callers, before?.callers)
  const { budgetBytes, summaryRows, readerTextShown } = space
  const categories = now.categories
    .slice(0, summaryRows)
    .map((group, index) => [
      number(index + 1),
      group.category ?? html`<em>no category</em>`,
      number(group.count),
      formatShare(group.count, now.unanswered),
      ...(readerTextShown ? [examples(group.questions)] : []),
    ])
  if (categories.length > 0) {
    doc.paragraph(
      html`<strong>Unanswered questions by category</strong> (${count(now.questions.length, 'distinct question')})`,
    )
    const columns = [right('#'), { title: 'Category' }, right('Unanswered'), right('Share')]
    addRankedTable(
      doc,
      readerTextShown ? [...columns, { title: 'Most asked' }] : columns,
      categories,
      budgetBytes / 3,
      'categories',
    )
  }
  addPages(doc, 'Pages where unanswered conversations started', 'Unanswered', now.unansweredPages, space)
  addPages(doc, 'Pages the assistant cited most', 'Cited', now.cited, space)
}

function headline(now: AssistantFigures, before: AssistantFigures | undefined): Html {
  const change = before
    ? html` (${changeShare(now.conversations, before.conversations)} from ${formatNumber(before.conversations)} the period before)`
    : undefined
  const unansweredBefore = before
    ? html` (${changePoints(share(now.unanswered, now.conversations), share(before.unanswered, before.conversations))})`
    : undefined
  return html`<strong>${formatNumber(now.conversations)}</strong> ${noun(now.conversations, 'conversation')}${change};
    <strong>${formatShare(now.unanswered, now.conversations)}</strong> unanswered${unansweredBefore};
    <strong>${formatShare(now.clarifying, now.conversations)}</strong> answered with a clarifying question.`
}

function addCallers(doc: SummaryDocument, now: CallerStats, before: CallerStats | undefined): void {
  const rows = (['web', 'api', 'other', 'total'] as const).map((caller) => [
    caller === 'total'
      ? html`<strong>Total</strong>`
      : { web: 'Web (the docs site)', api: 'API', other: 'Other' }[caller],
    number(now[caller]),
    ...(before ? [number(before[caller]), changeShare(now[caller], before[caller])] : []),
  ])
  const columns = [{ title: 'Assistant queries by caller' }, right('Queries')]
  doc.table(before ? [...columns, right('Previous'), right('%')] : columns, rows)
}

function addPages(
  doc: SummaryDocument,
  title: string,
  measure: string,
  pages: AssistantFigures['cited'],
  { budgetBytes, summaryRows }: SummarySpace,
): void {
  if (pages.length === 0 || summaryRows === 0) return
  const rows = pages
    .slice(0, summaryRows)
    .map((page, index) => [number(index + 1), page.title ? link(page.title, page.page) : page.page, number(page.count)])
  doc.paragraph(html`<strong>${title}</strong>`)
  addRankedTable(doc, [right('#'), { title: 'Page' }, right(measure)], rows, budgetBytes / 3, title.toLowerCase())
}

function examples(questions: AssistantFigures['questions']): Html {
  const shown = questions.slice(0, EXAMPLES).map((question) => html`“${question.text}” (${number(question.count)})`)
  return html`${shown.flatMap((item, index) => (index === 0 ? [item] : [html`<br>`, item]))}`
}

function share(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0
}
