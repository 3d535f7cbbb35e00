import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import type { AssistantFigures } from '../../../../src/visitors/sections/assistant-tally.ts'
import type { PeriodResult, SectionResult, Totals } from '../../../../src/visitors/analysis/section-result.ts'
import { addAssistantSection } from '../../../../src/visitors/sections/assistant-summary.ts'
import { renderGfm } from '../../../render/gfm.ts'

const WEEK = {
  from: { text: '2026-11-16', instant: Date.UTC(2026, 10, 16) },
  to: { text: '2026-11-23', instant: Date.UTC(2026, 10, 23) },
}
const SPACE = { budgetBytes: 100_000, summaryRows: 20, readerTextShown: false }

/** Figures of a week: `questions` turns in `conversations`, 10% of them unanswered, 5% clarifying. */
function week(questions: number, conversations: AssistantFigures['conversations']): AssistantFigures {
  return {
    questions,
    conversations,
    unanswered: questions / 10,
    clarifying: questions / 20,
    categories: [],
    unansweredQuestions: [],
    unansweredPages: [],
    cited: [],
    callers: undefined,
  }
}

function periodOf(extra: AssistantFigures, moreAvailable = false): PeriodResult<unknown, Totals, AssistantFigures> {
  const facts = { totals: {}, moreAvailable, requests: 1 }
  return { range: WEEK, facts, rowCount: extra.questions, top: [], ranked: [], gaps: [], gapCount: 0, files: [], extra }
}

/** The section's first paragraph, as text on one line. */
function firstLine(now: AssistantFigures, before?: AssistantFigures, moreAvailable = false): string {
  const result: SectionResult<unknown, Totals, AssistantFigures> = {
    current: periodOf(now, moreAvailable),
    previous: before && periodOf(before),
    comparison: { rows: [], entered: 0, left: [] },
  }
  const doc = new SummaryDocument()
  addAssistantSection(doc, result, SPACE)
  return renderGfm(doc.render())
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('the assistant section: conversations and questions', () => {
  it('gives the conversations and the questions, with the shares of questions', () => {
    expect(firstLine(week(1_200, { count: 500, atLeast: false }))).toBe(
      '500 conversations; 1,200 questions; 10.0% of questions unanswered; 5.0% answered with a clarifying question.',
    )
  })

  it('compares each with the period before', () => {
    const now = week(1_200, { count: 500, atLeast: false })
    expect(firstLine(now, week(1_000, { count: 400, atLeast: false }))).toBe(
      '500 conversations (▲ 25.0% from 400 the period before); 1,200 questions (▲ 20.0% from 1,000); ' +
        '10.0% of questions unanswered (no change); 5.0% answered with a clarifying question.',
    )
  })

  it('compares questions only with a last report that counted questions as conversations, and says so', () => {
    const now = week(1_200, { count: 500, atLeast: false })
    expect(firstLine(now, week(1_000, undefined))).toBe(
      '500 conversations (not compared: the last report counted questions, not conversations); ' +
        '1,200 questions (▲ 20.0% from 1,000); 10.0% of questions unanswered (no change); 5.0% answered with a clarifying question.',
    )
  })

  it('says "at least" past the conversations the report tells apart, and compares no floor', () => {
    const now = week(3_000_000, { count: 1_000_000, atLeast: true })
    expect(firstLine(now, week(2_000_000, { count: 900_000, atLeast: false }))).toMatch(
      /^at least 1,000,000 conversations \(not compared: a count that is only a floor\); 3,000,000 questions \(▲ 50\.0%/,
    )
  })

  it('says when max-assistant-questions stopped the export, in questions', () => {
    const page = firstLine(week(1_500, { count: 700, atLeast: false }), undefined, true)
    expect(page).toContain(
      'More questions exist: max-assistant-questions stopped the export at 1,500 questions (from 700 conversations), the most recent the platform sent first; the figures are of those.',
    )
  })
})
