import { describe, expect, it } from 'vitest'
import { BrokenAnswerError } from '../../../../src/platform/errors.ts'
import { AssistantTally, type AssistantFigures } from '../../../../src/visitors/sections/assistant-tally.ts'
import type { PeriodResult } from '../../../../src/visitors/analysis/section-result.ts'
import {
  COUNTED_TURNS_NOTE,
  readStoredFigures,
  readTrendFigures,
  storedFigures,
  trendFigures,
} from '../../../../src/visitors/sections/assistant-history.ts'

const WHERE = 'history.last.sections.assistant.extra'
const LISTS = { categories: [], unansweredQuestions: [], unansweredPages: [], cited: [] }

/** The tally of turns in conversations `ids` (one turn each), `unanswered` of them unanswered. */
function tallied(ids: readonly string[], unanswered = 0): AssistantFigures {
  const tally = new AssistantTally()
  ids.forEach((id, index) =>
    tally.add({
      id,
      query: `question ${index}`,
      responseType: 'answer',
      resolutionStatus: index < unanswered ? 'unanswered' : 'answered',
      queryCategory: null,
      pageUrl: null,
      sources: [],
    }),
  )
  return tally.figures({ web: 3, api: 1, other: 0, total: 4 })
}

const periodOf = (extra: AssistantFigures | undefined) =>
  ({ extra }) as PeriodResult<unknown, unknown, AssistantFigures>

describe("the assistant's stored figures", () => {
  it('stores the questions and the conversations, and reads back the counts they were', () => {
    const figures = tallied(['a', 'b', 'a', 'c', 'a'], 2)
    const stored = storedFigures(figures)
    expect(stored).toEqual({
      questions: 5,
      conversations: 3,
      conversationsAtLeast: false,
      unanswered: 2,
      clarifying: 0,
      callers: { web: 3, api: 1, other: 0, total: 4 },
    })
    const read = readStoredFigures(JSON.parse(JSON.stringify(stored)), WHERE)
    expect(read).toEqual({ ...figures, ...LISTS })
  })

  it('reads a record of an earlier version, which counted turns as "conversations", as questions', () => {
    const older = { conversations: 610, unanswered: 70, clarifying: 12, callers: null }
    expect(readStoredFigures(older, WHERE)).toEqual({
      questions: 610,
      conversations: undefined,
      unanswered: 70,
      clarifying: 12,
      callers: undefined,
      ...LISTS,
    })
  })

  it('keeps a count that is a floor a floor, and one not counted unknown', () => {
    const base = { questions: 9, unanswered: 1, clarifying: 0, callers: null }
    const floor = readStoredFigures({ ...base, conversations: 8, conversationsAtLeast: true }, WHERE)
    expect(floor.conversations).toEqual({ count: 8, atLeast: true })
    const none = readStoredFigures({ ...base, conversations: null, conversationsAtLeast: false }, WHERE)
    expect(none.conversations).toBeUndefined()
  })

  it.each([
    ['"questions" that is not a number', { questions: null }, 'has no number "questions"'],
    ['no "conversationsAtLeast"', { conversationsAtLeast: undefined }, 'has no boolean "conversationsAtLeast"'],
    ['"conversations" that is a text', { conversations: '3' }, 'has no number "conversations"'],
    ['more conversations than questions', { conversations: 6 }, 'has more "conversations" than "questions"'],
  ])('refuses a record with %s', (_name, change, message) => {
    const record = { ...storedFigures(tallied(['a', 'b', 'c', 'd', 'e'])), ...change }
    expect(() => readStoredFigures(record, WHERE)).toThrow(BrokenAnswerError)
    expect(() => readStoredFigures(record, WHERE)).toThrow(`${WHERE} ${message}`)
  })
})

describe("the assistant's figures in the trend", () => {
  it('keeps conversations, questions and unanswered; no conversations when the count is only a floor', () => {
    const figures = tallied(['a', 'a', 'b'], 1)
    expect(trendFigures(periodOf(figures))).toEqual({ conversations: 2, questions: 3, unanswered: 1 })
    const floor = { ...figures, conversations: { count: 2, atLeast: true } }
    expect(trendFigures(periodOf(floor))).toEqual({ questions: 3, unanswered: 1 })
    expect(trendFigures(periodOf(undefined))).toEqual({})
  })

  it('reads figures with "questions" as stored, and older ones as questions with a note', () => {
    const current = { conversations: 250, questions: 610, unanswered: 70 }
    expect(readTrendFigures(current)).toEqual({ figures: current, note: undefined })
    expect(readTrendFigures({ questions: 610, unanswered: 70 })).toEqual({
      figures: { questions: 610, unanswered: 70 },
      note: undefined,
    })
    expect(readTrendFigures({ conversations: 610, unanswered: 70 })).toEqual({
      figures: { questions: 610, unanswered: 70 },
      note: COUNTED_TURNS_NOTE,
    })
    expect(readTrendFigures({})).toEqual({ figures: {}, note: undefined })
  })
})
