import { count, formatNumber, formatShare, noun } from '../../text/format.ts'
import { html, link, type Html } from '../../text/html.ts'
import type { SummaryDocument } from '../../text/summary-document.ts'
import type { AssistantFigures, CallerStats } from './assistant-tally.ts'
import type { ConversationCount } from './assistant-conversations.ts'
import type { SectionResult, Totals } from '../analysis/section-result.ts'
import type { SummarySpace } from './section.ts'
import { addRankedTable, changePoints, changeFrom, changeShare, code, right } from './summary-tables.ts'

/** How many questions a category's row quotes, when reader text may be shown. */
const EXAMPLES = 3

type AssistantResult = SectionResult<unknown, Totals, AssistantFigures>

/**
 * The assistant section: conversations (distinct ids) and questions (turns, one a row), the
 * shares of questions unanswered and clarifying, with change; queries by caller; unanswered
 * questions by category (with a few examples where reader text may be shown); the pages where
 * the conversations of unanswered questions started; the pages the assistant cited.
 */
export function addAssistantSection(doc: SummaryDocument, result: AssistantResult, space: SummarySpace): void {
  const now = result.current.extra
  if (!now) return
  const before = result.previous?.extra
  doc.paragraph(headline(now, before))
  if (result.current.facts.moreAvailable) {
    doc.paragraph(
      html`More questions exist: ${code('max-assistant-questions')} stopped the export at ${count(now.questions, 'question')} (from ${describeConversations(now.conversations)}), the most recent the platform sent first; the figures are of those.`,
    )
  }
  if (now.callers) addCallers(doc, now.callers, before?.callers)
  const { budgetBytes, summaryRows, readerTextShown } = space
  const categories = now.categories
    .slice(0, summaryRows)
    .map((group, index) => [
      formatNumber(index + 1),
      group.category ?? html`<em>no category</em>`,
      formatNumber(group.count),
      formatShare(group.count, now.unanswered),
      ...(readerTextShown ? [examples(group.questions)] : []),
    ])
  if (categories.length > 0) {
    doc.paragraph(
      html`<strong>Unanswered questions by category</strong> (${count(now.unansweredQuestions.length, 'distinct question')})`,
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
  addPages(doc, 'Pages where conversations with unanswered questions started', 'Unanswered', now.unansweredPages, space)
  addPages(doc, 'Pages the assistant cited most', 'Cited', now.cited, space)
}

/** The assistant's line in the summary's headline: questions and their change, the share unanswered and its change. */
export function assistantHeadline(result: AssistantResult, link: (text: string) => Html): Html[] {
  const now = result.current.extra
  if (!now) return []
  const before = result.previous?.extra
  const questionsChange = changeFrom(now.questions, before?.questions)
  const unansweredChange = before
    ? html` (${changePoints(share(now.unanswered, now.questions), share(before.unanswered, before.questions))})`
    : undefined
  return [
    html`💬 <strong>${formatNumber(now.questions)}</strong> ${noun(now.questions, 'question')} to the assistant${questionsChange}; <strong>${formatShare(now.unanswered, now.questions)}</strong> unanswered${unansweredChange}${link('AI assistant')}`,
  ]
}

function headline(now: AssistantFigures, before: AssistantFigures | undefined): Html {
  const questionsBefore = before
    ? html` (${changeShare(now.questions, before.questions)} from ${formatNumber(before.questions)})`
    : undefined
  const unansweredBefore = before
    ? html` (${changePoints(share(now.unanswered, now.questions), share(before.unanswered, before.questions))})`
    : undefined
  return html`${conversations(now.conversations, before)};
    <strong>${formatNumber(now.questions)}</strong> ${noun(now.questions, 'question')}${questionsBefore};
    <strong>${formatShare(now.unanswered, now.questions)}</strong> of questions unanswered${unansweredBefore};
    <strong>${formatShare(now.clarifying, now.questions)}</strong> answered with a clarifying question.`
}

/** The conversations, and their change when both periods counted them one by one. */
function conversations(now: ConversationCount | undefined, before: AssistantFigures | undefined): Html {
  if (!now) return html`conversations not counted`
  const figure = html`${now.atLeast ? 'at least ' : ''}<strong>${formatNumber(now.count)}</strong> ${noun(now.count, 'conversation')}`
  if (!before) return figure
  const then = before.conversations
  if (!then) {
    return html`${figure} (not compared: the last report counted questions, not conversations)`
  }
  if (now.atLeast || then.atLeast) return html`${figure} (not compared: a count that is only a floor)`
  return html`${figure} (${changeShare(now.count, then.count)} from ${formatNumber(then.count)} the period before)`
}

/** `610 conversations`, `at least 1,000,000 conversations` past what the tally tells apart. */
export function describeConversations(conversations: ConversationCount | undefined): string {
  if (!conversations) return 'conversations not counted'
  return `${conversations.atLeast ? 'at least ' : ''}${count(conversations.count, 'conversation')}`
}

function addCallers(doc: SummaryDocument, now: CallerStats, before: CallerStats | undefined): void {
  const rows = (['web', 'api', 'other', 'total'] as const).map((caller) => [
    caller === 'total'
      ? html`<strong>Total</strong>`
      : { web: 'Web (the docs site)', api: 'API', other: 'Other' }[caller],
    formatNumber(now[caller]),
    ...(before ? [formatNumber(before[caller]), changeShare(now[caller], before[caller])] : []),
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
    .map((page, index) => [
      formatNumber(index + 1),
      page.title ? link(page.title, page.page) : page.page,
      formatNumber(page.count),
    ])
  doc.paragraph(html`<strong>${title}</strong>`)
  addRankedTable(doc, [right('#'), { title: 'Page' }, right(measure)], rows, budgetBytes / 3, title.toLowerCase())
}

function examples(questions: AssistantFigures['unansweredQuestions']): Html {
  const shown = questions
    .slice(0, EXAMPLES)
    .map((question) => html`“${question.text}” (${formatNumber(question.count)})`)
  return html`${shown.flatMap((item, index) => (index === 0 ? [item] : [html`<br>`, item]))}`
}

function share(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0
}
