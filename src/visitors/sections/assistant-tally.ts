import { cap, redact } from '../../text/untrusted.ts'
import { ConversationIds, type ConversationCount } from './assistant-conversations.ts'
import { hash } from '../analysis/key-index.ts'
import { keptText } from '../analysis/kept-rows.ts'

/*
 * What the assistant section works out from every row of a period while the rows stream to the
 * files. A row is one user turn, a question (the contract's word); the turns of one conversation
 * share its id. So: the questions, the conversations they came from, how many questions were
 * unanswered or answered with a clarifying question (the contract judges each turn), the
 * unanswered ones grouped by category and deduplicated, the pages their conversations started
 * on, and the pages the assistant cited. Memory grows with distinct questions, pages and
 * conversation ids, each kept short or hashed, never with the rows' text.
 */

/** A turn as the tally reads it (the section's row has more). */
export interface TalliedTurn {
  /** The conversation's: every turn of it has the same. */
  readonly id: string
  readonly query: string
  readonly responseType: 'answer' | 'clarifying_question'
  readonly resolutionStatus: 'answered' | 'unanswered'
  readonly queryCategory: string | null
  readonly pageUrl: string | null
  readonly sources: readonly { readonly title: string; readonly url: string }[]
}

/** One unanswered question, however often and however it was typed. */
export interface AskedQuestion {
  /** As first asked, redacted and cut to QUESTION_CHARS. */
  readonly text: string
  /** questionKey of the question as the platform sent it: what the followed gaps key it by. */
  readonly key: string
  readonly count: number
  /** The page of its first asking that had one. */
  readonly page: string | null
  readonly category: string | null
}

export interface CategoryCount {
  readonly category: string | null
  /** Unanswered questions (turns) in it. */
  readonly count: number
  /** Its distinct questions, most asked first. */
  readonly questions: readonly AskedQuestion[]
}

export interface PageCount {
  readonly page: string
  readonly count: number
  /** The cited page's title, as the platform sent it. */
  readonly title?: string
}

/** The assistant's queries by caller, as the caller-stats endpoint states them. */
export interface CallerStats {
  readonly web: number
  readonly api: number
  readonly other: number
  readonly total: number
}

export interface AssistantFigures {
  /** Turns: every row is one question. */
  readonly questions: number
  /** Distinct conversation ids; undefined when an earlier report did not count them (it counted turns). */
  readonly conversations: ConversationCount | undefined
  /** Questions the assistant found no answer to, and those it answered with a question: both per turn. */
  readonly unanswered: number
  readonly clarifying: number
  /** Unanswered questions by category, most first. */
  readonly categories: readonly CategoryCount[]
  /** Distinct unanswered questions, most asked first (ties: first asked first). */
  readonly unansweredQuestions: readonly AskedQuestion[]
  /** Pages where the conversations of unanswered questions started, most first. */
  readonly unansweredPages: readonly PageCount[]
  /** Pages the assistant cited, most first. */
  readonly cited: readonly PageCount[]
  readonly callers: CallerStats | undefined
}

/** A question is kept this long: enough to read and to quote in the content gaps. */
const QUESTION_CHARS = 300
/** Distinct pages (and cited pages) counted; a platform sending more adds to those already counted only. */
const MAX_PAGES = 5_000
/** Distinct questions kept, the same way: enough for any real week, bounded whatever a platform sends. */
const MAX_QUESTIONS = 50_000

/** A question as the report quotes it: secrets redacted, cut to QUESTION_CHARS. */
export function questionText(query: string): string {
  return cap(redact(query), QUESTION_CHARS)
}

/** Case, spacing and punctuation do not make two questions different. */
export function questionKey(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return hash(plain).join('.')
}

export class AssistantTally {
  private questions = 0
  private readonly conversations: ConversationIds
  private unanswered = 0
  private clarifying = 0
  private readonly asked = new Map<
    string,
    { text: string; key: string; count: number; page: string | null; category: string | null; order: number }
  >()
  private readonly pages = new Map<string, number>()
  private readonly cited = new Map<string, { count: number; title: string }>()

  /** `conversations` counts the distinct ids; a test lowers its bound. */
  constructor(conversations = new ConversationIds()) {
    this.conversations = conversations
  }

  add(row: TalliedTurn): void {
    this.questions++
    this.conversations.add(row.id)
    if (row.responseType === 'clarifying_question') this.clarifying++
    for (const source of row.sources) {
      const url = keptText(source.url)
      const known = this.cited.get(url)
      if (known) known.count++
      else if (this.cited.size < MAX_PAGES) this.cited.set(url, { count: 1, title: keptText(source.title) })
    }
    if (row.resolutionStatus !== 'unanswered') return
    this.unanswered++
    const page = row.pageUrl === null || row.pageUrl === '' ? null : keptText(row.pageUrl)
    if (page !== null && (this.pages.has(page) || this.pages.size < MAX_PAGES)) {
      this.pages.set(page, (this.pages.get(page) ?? 0) + 1)
    }
    const category = row.queryCategory === null ? null : keptText(row.queryCategory)
    const question = questionKey(row.query)
    const key = `${category === null ? '' : hash(category).join('.')} ${question}`
    const known = this.asked.get(key)
    if (known) {
      known.count++
      known.page ??= page
      return
    }
    if (this.asked.size >= MAX_QUESTIONS) return
    const text = questionText(row.query)
    this.asked.set(key, { text, key: question, count: 1, page, category, order: this.asked.size })
  }

  figures(callers: CallerStats | undefined): AssistantFigures {
    const unansweredQuestions = [...this.asked.values()]
      .sort((a, b) => b.count - a.count || a.order - b.order)
      .map(({ text, key, count, page, category }) => ({ text, key, count, page, category }))
    return {
      questions: this.questions,
      conversations: this.conversations.count(),
      unanswered: this.unanswered,
      clarifying: this.clarifying,
      categories: byCategory(unansweredQuestions),
      unansweredQuestions,
      unansweredPages: mostFirst([...this.pages].map(([page, count]) => ({ page, count }))),
      cited: mostFirst([...this.cited].map(([page, { count, title }]) => ({ page, count, title }))),
      callers,
    }
  }
}

function byCategory(questions: readonly AskedQuestion[]): CategoryCount[] {
  const groups = new Map<string | null, { count: number; questions: AskedQuestion[] }>()
  for (const question of questions) {
    const group = groups.get(question.category) ?? { count: 0, questions: [] }
    group.count += question.count
    group.questions.push(question)
    groups.set(question.category, group)
  }
  return [...groups]
    .map(([category, group]) => ({ category, ...group }))
    .sort((a, b) => b.count - a.count || byName(a.category ?? '\uffff', b.category ?? '\uffff'))
}

/** Names in a fixed order: `localeCompare` would load the locale data, megabytes the report never needs. */
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function mostFirst(counts: PageCount[]): PageCount[] {
  return counts.sort((a, b) => b.count - a.count || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
}
