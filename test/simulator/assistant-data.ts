import { docsPage, DOCS_SITE } from './docs-pages.ts'
import { storyTurn, type GapStory } from './gap-story.ts'
import { HOSTILE_TERMS } from './hostile-text.ts'

/**
 * Deterministic assistant conversations for the simulated analytics endpoints, one row per user
 * turn as the contract has it: conversations of one to four turns sharing their id, questions
 * in a few categories (some typed twice with other case and punctuation, so deduplication
 * shows), both response types, both resolutions, nullable categories and pages, cited sources,
 * and figures that differ by period (the day `dateFrom` names) the way real weeks do.
 */

export interface AssistantScript {
  /** Turns in a period (default 600: one request at the contract's 1,000 per page). */
  readonly turns?: number
  /** Questions full of markup, workflow commands and invisible characters, and one of 1 MB. */
  readonly hostile?: boolean
  /** Cursor misbehaviour of the conversations endpoint, to exercise the client's guards. */
  readonly misbehave?: 'repeat-cursor' | 'more-without-cursor' | 'cursor-without-more' | 'empty-page-with-more'
  /** AnalyticsScript's `gapStory`, handed on by the route: its questions, and no other left unanswered. */
  readonly gapStory?: GapStory
}

/** One row of the contract's answer: a turn. */
export interface Turn {
  readonly id: string
  readonly timestamp: string
  readonly query: string
  readonly response: string
  readonly responseType?: 'answer' | 'clarifying_question'
  readonly sources: readonly { readonly title: string; readonly url: string }[]
  readonly resolutionStatus: 'answered' | 'unanswered'
  readonly queryCategory: string | null
  readonly pageUrl: string | null
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A ULID: 48 bits of milliseconds and 80 bits that make it unique, in Crockford's base 32. */
export function ulid(milliseconds: number, unique: number): string {
  let time = ''
  let rest = milliseconds
  for (let index = 0; index < 10; index++) {
    time = CROCKFORD[rest % 32] + time
    rest = Math.floor(rest / 32)
  }
  let tail = ''
  let value = unique
  for (let index = 0; index < 16; index++) {
    tail = CROCKFORD[value % 32] + tail
    value = Math.floor(value / 32)
  }
  return time + tail
}

export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/

const QUESTIONS: readonly (readonly [string | null, string])[] = [
  ['Authentication', 'How do I set up SSO with Okta?'],
  ['Authentication', 'how do i set up sso with okta'],
  ['Billing', 'Can I pay yearly?'],
  ['Deployment', 'Why does my preview deployment fail?'],
  ['API', 'What is the rate limit of the admin API?'],
  [null, 'Is there a dark mode?'],
  ['Billing', 'CAN I PAY YEARLY??'],
  ['Deployment', 'How do I roll back a deploy?'],
  ['API', 'my email is reader@example.com, key mint_live_abcdefgh12345678, why 401?'],
]

const DAY_MS = 86_400_000

/** Turns of each conversation in turn: most ask once or twice, some go on. */
const TURNS = [1, 2, 1, 3, 1, 4, 2] as const

/** The turns of the period starting on day `seed`, newest first as the platform sends them. */
export function turns(script: AssistantScript, seed: number): Turn[] {
  // Weeks differ: periods a week apart must not look alike.
  const week = Math.floor(seed / 7)
  const count = (script.turns ?? 600) + (week % 5) * 10
  const start = seed * DAY_MS
  const at = (index: number) => start + (7 * DAY_MS * (count - index)) / (count + 1)
  const conversationOf = conversationIds(count, at)
  const list: Turn[] = []
  for (let index = 0; index < count; index++) {
    const story = script.gapStory && storyTurn(script.gapStory, seed, index)
    const [category, question] = story
      ? [story.category, story.query]
      : (QUESTIONS[index % QUESTIONS.length] ?? [null, ''])
    const hostile = script.hostile ? hostileQuestion(index) : undefined
    const unanswered = script.gapStory ? story?.unanswered === true : index % 5 === 1 || (index + week) % 7 === 3
    const page = index % 6 === 0 ? null : `${DOCS_SITE}${docsPage(index % 17).path}`
    const cited = index % 3 === 0 ? [] : [source(index % 11), ...(index % 4 === 0 ? [source((index * 7) % 11)] : [])]
    const timestamp = at(index)
    list.push({
      id: conversationOf[index] ?? '',
      timestamp: new Date(timestamp).toISOString(),
      query: hostile ?? question,
      response: `Here is what the documentation says about this (${index}). `.repeat(4),
      // Some answers leave out `responseType`: the contract says it then means answer.
      ...(index % 13 === 6 ? {} : { responseType: index % 11 === 4 ? 'clarifying_question' : 'answer' }),
      sources: unanswered ? [] : cited,
      resolutionStatus: unanswered ? 'unanswered' : 'answered',
      queryCategory: category,
      pageUrl: page,
    })
  }
  return list
}

/**
 * The id of each turn's conversation: consecutive turns grouped by TURNS, each conversation's
 * id a ULID of its first turn's time (its oldest, the last of its turns as they are listed).
 */
function conversationIds(count: number, at: (index: number) => number): string[] {
  const ids: string[] = []
  for (let first = 0, conversation = 0; first < count; conversation++) {
    const size = Math.min(TURNS[conversation % TURNS.length] ?? 1, count - first)
    const id = ulid(Math.round(at(first + size - 1)), conversation + 1)
    for (let turn = 0; turn < size; turn++) ids.push(id)
    first += size
  }
  return ids
}

/** A page the answer cites, by its title and address, as the contract's `sources` name it. */
function source(index: number) {
  const page = docsPage(index)
  return { title: page.title, url: `${DOCS_SITE}${page.path}` }
}

/** Markup, workflow commands, invisible characters, and once a 1 MB question. */
function hostileQuestion(index: number): string | undefined {
  if (index === 1) return `${'why '.repeat(262_144)}?`
  if (index === 6) return '::warning title=x::injected\n::add-mask::x'
  if (index === 11) return 'invisible\u200b\u202etext\u2066 here\ufeff'
  return HOSTILE_TERMS[index]
}

/** The assistant's queries in the period by caller: a little over the turns, split web, API, other. */
export function callerStats(script: AssistantScript, seed: number) {
  const week = Math.floor(seed / 7)
  const base = (script.turns ?? 600) + (week % 5) * 10
  const web = Math.round(base * 0.72)
  const api = Math.round(base * (0.2 + (week % 3) / 100))
  const other = Math.round(base * 0.05)
  return { web, api, other, total: web + api + other }
}
