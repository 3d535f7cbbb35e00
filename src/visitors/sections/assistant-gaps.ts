import { count } from '../../text/format.ts'
import {
  questionKey,
  questionText,
  type AskedQuestion,
  type AssistantFigures,
  type TalliedTurn,
} from './assistant-tally.ts'
import { CONTENT_GAP_LIST, listedOf, quote, type ContentGapPart } from '../analysis/content-gaps.ts'
import type { PeriodResult, Totals } from '../analysis/section-result.ts'
import type { GapRows } from './section.ts'

/**
 * The assistant's part of the content gaps: the questions it marked unanswered, deduplicated,
 * the most asked first and grouped by category (the groups in the order of their most asked
 * question), each with the page it was asked on. What readers could not find, in their words.
 */
export function assistantContentGaps(period: PeriodResult<unknown, Totals, AssistantFigures>): ContentGapPart {
  const figures = period.extra
  const questions = figures?.unansweredQuestions ?? []
  const heading = 'Questions the assistant could not answer'
  if (questions.length === 0) {
    return { heading, lines: ['The assistant answered every question fetched.'], count: 0, keys: [], items: [] }
  }
  const listed = questions.slice(0, CONTENT_GAP_LIST)
  const lines = [
    `Readers asked the docs site's AI assistant these questions and it found no answer in the documentation (${listedOf(listed.length, questions.length, 'distinct question')}, ${asked(figures?.unanswered ?? 0)}${questions.length === 1 ? '' : ' in all'}), grouped by category:`,
  ]
  for (const [category, group] of groupInOrder(listed)) {
    lines.push('', `### ${category === null ? 'No category' : quote(category)}`, '')
    for (const question of group) lines.push(`- ${describe(question)}`)
  }
  return {
    heading,
    lines,
    count: questions.length,
    keys: listed.map((question) => question.key),
    items: listed.map((question) => ({ text: question.text, often: `💬 ${asked(question.count)}, unanswered` })),
  }
}

/**
 * A question followed from the last report, however it was typed and in whichever category: it
 * is closed when it was asked this period and no turn of it was left unanswered.
 */
export const assistantGapRows: GapRows<TalliedTurn> = {
  key: (turn) => questionKey(turn.query),
  stillGap: (turn) => turn.resolutionStatus === 'unanswered',
  closed: (turn, turns) => ({ text: questionText(turn.query), often: `💬 ${asked(turns)}, answered` }),
}

function describe(question: AskedQuestion): string {
  return `${quote(question.text)}: ${asked(question.count)}${question.page === null ? '' : `, on ${quote(question.page)}`}`
}

/** Each unanswered turn is one asking: `asked once`, `asked 3 times`. */
function asked(times: number): string {
  return times === 1 ? 'asked once' : `asked ${count(times, 'time')}`
}

/** Questions by category, each group where its first (most asked) question stands. */
function groupInOrder(questions: readonly AskedQuestion[]): Map<string | null, AskedQuestion[]> {
  const groups = new Map<string | null, AskedQuestion[]>()
  for (const question of questions) {
    const group = groups.get(question.category) ?? []
    group.push(question)
    groups.set(question.category, group)
  }
  return groups
}
