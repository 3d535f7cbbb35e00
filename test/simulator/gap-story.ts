import type { FeedbackRow, SearchRow } from './analytics-data.ts'

/*
 * Content gaps that close, stay, appear and go quiet on purpose, week by week (AnalyticsScript's
 * `gapStory`). Week 0 is the period starting on `from`; a period starting 7 days later is week
 * 1, and so on (a period before week 0 has none of the story). With a story, no other row is a
 * gap: every other search has a clicked result, every other page as many thumbs up as down,
 * every other question is answered. Then each kind (search terms, pages with feedback, questions
 * to the assistant) plays the same nine stories, one per letter:
 *
 *   gap   week 0    week 1    week 2    week 3    then
 *   A     gap       gap       gap       gap       gap         open all along
 *   B     gap       gap       gap       gap       gap         open all along
 *   C     gap       closed    closed    closed    closed      closes in week 1
 *   D     gap       —         —         —         —           goes quiet in week 1
 *   E     gap       gap       closed    closed    closed      closes in week 2
 *   F     —         gap       gap       gap       gap         new in week 1, stays
 *   G     —         gap       gap       closed    closed      new in week 1, closes in week 3
 *   H     —         —         gap       —         —           new in week 2, quiet in week 3
 *   I     —         —         —         gap       gap         new in week 3
 *
 * (— : not searched, no feedback, not asked.) So a report of each week, following the one
 * before, finds per kind: week 1: 2 new (F G), 3 open (A B E), 1 closed (C), 1 quiet (D);
 * week 2: 1 new (H), 4 open (A B F G), 1 closed (E); week 3: 1 new (I), 3 open (A B F, of which A
 * and B in their 4th report), 1 closed (G), 1 quiet (H). Every gap is listed: never more than 25.
 */

export interface GapStory {
  /** `dateFrom` of week 0, as the report sends it. */
  readonly from: string
}

/** Where a gap stands in a week: a gap, closed (readers found what they needed), or not seen. */
export type Chapter = 'gap' | 'closed' | 'absent'

interface Story {
  readonly appears: number
  /** The week it stops being a gap, and how: closed, or not seen again. */
  readonly ends?: { readonly week: number; readonly how: 'closed' | 'absent' }
}

const STORIES: readonly Story[] = [
  { appears: 0 },
  { appears: 0 },
  { appears: 0, ends: { week: 1, how: 'closed' } },
  { appears: 0, ends: { week: 1, how: 'absent' } },
  { appears: 0, ends: { week: 2, how: 'closed' } },
  { appears: 1 },
  { appears: 1, ends: { week: 3, how: 'closed' } },
  { appears: 2, ends: { week: 3, how: 'absent' } },
  { appears: 3 },
]

export const STORY_GAPS = STORIES.length

const DAY_MS = 86_400_000

/** The story's week of the period starting on day `seed` (periodSeed); negative before week 0. */
export function storyWeek(story: GapStory, seed: number): number {
  return Math.floor((seed - Math.floor(Date.parse(story.from) / DAY_MS)) / 7)
}

/** Where the `index`th story stands in `week`. */
export function chapter(index: number, week: number): Chapter {
  const story = STORIES[index]
  if (!story || week < story.appears) return 'absent'
  return story.ends && week >= story.ends.week ? story.ends.how : 'gap'
}

/** The stories' search terms, pages and questions, A to I. */
const TERMS = [
  'saml azure',
  'webhook signature',
  'sdk ruby',
  'scim okta',
  'audit log export',
  'terraform provider',
  'ip allowlist',
  'cli proxy',
  'data residency',
]
const PAGES = [
  '/guides/saml',
  '/guides/webhook-signatures',
  '/sdks/ruby',
  '/guides/scim-okta',
  '/guides/audit-log-export',
  '/guides/terraform',
  '/guides/ip-allowlist',
  '/cli/proxy',
  '/concepts/data-residency',
]
const QUESTIONS = [
  'How do I set up SAML with Azure AD?',
  'How do I verify a webhook signature?',
  'Is there a Ruby SDK?',
  'Does SCIM work with Okta?',
  'Can I export the audit log?',
  'Is there a Terraform provider?',
  'Can I restrict access by IP address?',
  'How do I use the CLI behind a proxy?',
  'Where is my data stored?',
]

/** The story's search terms this week, in no order: unclicked while a gap, clicked once closed. */
export function storySearchRows(story: GapStory, seed: number): SearchRow[] {
  const week = storyWeek(story, seed)
  return TERMS.flatMap((searchQuery, index) => {
    const now = chapter(index, week)
    if (now === 'absent') return []
    const closed = now === 'closed'
    const hits = 90 - index * 7
    const lastSearchedAt = new Date(Date.UTC(2026, 10, 20) - index * 60_000).toISOString()
    return [{ searchQuery, hits, ctr: closed ? 0.4 : 0, topClickedPage: closed ? '/quickstart' : null, lastSearchedAt }]
  })
}

/** The story's pages with feedback this week: more thumbs down than up while a gap, fewer once closed. */
export function storyFeedbackRows(story: GapStory, seed: number): FeedbackRow[] {
  const week = storyWeek(story, seed)
  return PAGES.flatMap((path, index) => {
    const now = chapter(index, week)
    if (now === 'absent') return []
    const [thumbsUp, thumbsDown] = now === 'closed' ? [12, 3] : [2, 14 - index]
    return [{ path, thumbsUp, thumbsDown, code: 0, total: thumbsUp + thumbsDown }]
  })
}

/**
 * The story's question a turn asks this week, if any: every 60th of the first 600 turns, from the
 * `index`th, asks the `index`th question (10 times a week, however many turns the week has),
 * unanswered while a gap, answered once closed. Undefined for the other turns.
 */
export function storyTurn(
  story: GapStory,
  seed: number,
  turn: number,
): { readonly query: string; readonly category: string; readonly unanswered: boolean } | undefined {
  const index = turn % 60
  const query = turn < 600 ? QUESTIONS[index] : undefined
  const now = chapter(index, storyWeek(story, seed))
  if (query === undefined || now === 'absent') return undefined
  return { query, category: 'Integrations', unanswered: now === 'gap' }
}
