import type { AssistantFigures } from './assistant-tally.ts'
import type { ConversationCount } from './assistant-conversations.ts'
import type { PeriodResult } from '../analysis/section-result.ts'
import { asRecord, refuseAnswer, requireBoolean } from '../analysis/answer-fields.ts'
import { readCounts, type StoredTrendFigures } from './section-history.ts'

/*
 * What report.json's history keeps of the assistant, and how a report of an earlier version
 * reads. Versions before this one stored a figure named `conversations` that counted rows, which
 * the contract calls turns: questions. This version stores `questions` (the turns) beside
 * `conversations` (the distinct conversation ids). `questions` is the marker: a record with it
 * was written this way; a record without it is older, and its `conversations` are read as
 * questions, its conversations as unknown. Older records stay as they were written, so the
 * marker still tells what they counted when they are carried into later reports.
 */

/** Said under the trend when a period's assistant figures are from a report written before `questions`. */
export const COUNTED_TURNS_NOTE =
  'AI assistant: reports before this version counted questions (turns), not conversations: their count shows under Questions, and their conversations as —.'

/** The counts only: the questions, categories and pages stay out of a file anyone may download. */
export function storedFigures(figures: AssistantFigures): Record<string, unknown> {
  const { questions, conversations, unanswered, clarifying, callers } = figures
  return {
    questions,
    conversations: conversations?.count ?? null,
    conversationsAtLeast: conversations?.atLeast ?? false,
    unanswered,
    clarifying,
    callers: callers ?? null,
  }
}

/** What storedFigures wrote, or an earlier version stored, read back from an earlier (untrusted) report. */
export function readStoredFigures(value: unknown, where: string): AssistantFigures {
  const fields = asRecord(value, where)
  const callers =
    fields['callers'] === null
      ? undefined
      : readCounts(fields['callers'], `${where}.callers`, ['web', 'api', 'other', 'total'])
  const lists = { categories: [], unansweredQuestions: [], unansweredPages: [], cited: [] }
  if (fields['questions'] === undefined) {
    const older = readCounts(value, where, ['conversations', 'unanswered', 'clarifying'])
    return { ...lists, questions: older.conversations, conversations: undefined, ...unanswered(older), callers }
  }
  const counts = readCounts(value, where, ['questions', 'unanswered', 'clarifying'])
  const conversations = readConversations(fields, where, counts.questions)
  return { ...lists, questions: counts.questions, conversations, ...unanswered(counts), callers }
}

function unanswered(counts: { readonly unanswered: number; readonly clarifying: number }) {
  return { unanswered: counts.unanswered, clarifying: counts.clarifying }
}

/** A count that is null (not counted), or a number no larger than the questions: each conversation has one. */
function readConversations(
  fields: Record<string, unknown>,
  where: string,
  questions: number,
): ConversationCount | undefined {
  const atLeast = requireBoolean(fields, 'conversationsAtLeast', where)
  if (fields['conversations'] === null) return undefined
  const { conversations } = readCounts(fields, where, ['conversations'])
  if (conversations > questions) {
    throw refuseAnswer(where, 'has more "conversations" than "questions"')
  }
  return { count: conversations, atLeast }
}

/**
 * The figures the trend keeps of a period. A count that is only a floor is left out (the trend
 * shows — for it, the summary "at least"): a period's figure in the trend is what it counted.
 */
export function trendFigures(period: PeriodResult<unknown, unknown, AssistantFigures>): Record<string, number> {
  const figures = period.extra
  if (!figures) return {}
  const { questions, conversations, unanswered } = figures
  if (!conversations || conversations.atLeast) return { questions, unanswered }
  return { conversations: conversations.count, questions, unanswered }
}

/** A period's figures as the history holds them, in this version's terms: an older period's count was of questions. */
export function readTrendFigures(stored: Readonly<Record<string, number>>): StoredTrendFigures {
  const { conversations, ...rest } = stored
  if (stored['questions'] !== undefined || conversations === undefined) return { figures: stored, note: undefined }
  return { figures: { ...rest, questions: conversations }, note: COUNTED_TURNS_NOTE }
}
