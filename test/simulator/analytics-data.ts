import type { AssistantScript } from './assistant-data.ts'
import { docsPage } from './docs-pages.ts'
import { storyFeedbackRows, storySearchRows, type GapStory } from './gap-story.ts'
import { HOSTILE_PATHS, HOSTILE_TERMS } from './hostile-text.ts'
import { searchTerm } from './search-terms.ts'

/**
 * Deterministic analytics of any size for the simulated analytics endpoints. Every figure depends
 * on the row's index and on the period (the day `dateFrom` names), so two periods differ the
 * way real weeks do: counts move, ranks swap, a few pages appear and disappear.
 */

export interface AnalyticsScript {
  /** Page paths of unique visitors (and of page views, unless `viewRows` says otherwise). */
  readonly rows: number
  readonly viewRows?: number
  /** Distinct search terms in a period (default 230: three requests at 100 per page). */
  readonly searchTerms?: number
  /** Pages with feedback (default 140: more than the 100 one request returns). */
  readonly feedbackPages?: number
  /** Paths with characters that break naive CSV, Markdown, HTML and log readers (see hostile-text.ts). */
  readonly hostilePaths?: boolean
  /** Search terms full of Markdown and HTML, as anyone can type them, and hostile paths as their clicked results. */
  readonly hostileSearches?: boolean
  /** Server misbehaviour of the offset-paged endpoints, to exercise the client's guards. */
  readonly misbehave?: 'empty-page-with-more' | 'ignore-offset' | 'rows-shift' | 'totals-drift'
  /** The assistant's conversations and caller stats (see assistant-data.ts). */
  readonly assistant?: AssistantScript
  /** Content gaps that close, stay, appear and go quiet week by week, and no other gap (see gap-story.ts). */
  readonly gapStory?: GapStory
  /** One fixed-window rate limit shared by every analytics endpoint, then 429 with Retry-After. */
  readonly rateLimit?: { readonly limit: number; readonly windowMs: number }
}

export interface TrafficRow {
  readonly path: string
  readonly human: number
  readonly ai: number
  readonly total: number
}

export interface SearchRow {
  readonly searchQuery: string
  readonly hits: number
  readonly ctr: number
  readonly topClickedPage: string | null
  readonly lastSearchedAt: string
}

export interface FeedbackRow {
  readonly path: string
  readonly thumbsUp: number
  readonly thumbsDown: number
  readonly code: number
  readonly total: number
}

const DAY_MS = 86_400_000

/** The period a request asks for, as a day number; 0 when it names no start. */
export function periodSeed(dateFrom: string | null | undefined): number {
  if (!dateFrom) return 0
  const instant = Date.parse(dateFrom)
  return Number.isNaN(instant) ? 0 : Math.floor(instant / DAY_MS)
}

/** A factor from 0.75 to 1.25 that differs by row and period. */
function wobble(index: number, seed: number, salt: number): number {
  return 0.75 + ((((index * 31 + seed * 17 + salt * 7) % 51) + 51) % 51) / 100
}

/**
 * Every 13th page (from the 6th) moves to the next version of the docs each week: new pages
 * arrive, old ones leave.
 */
export function pagePath(index: number, script: AnalyticsScript, seed: number): string {
  const hostile = script.hostilePaths ? HOSTILE_PATHS[index] : undefined
  if (hostile !== undefined) return hostile
  const { path } = docsPage(index)
  return index % 13 === 5 ? `/v${(Math.floor(seed / 7) % 4) + 1}${path}` : path
}

/** Popularity falls with the index (a long tail), so the top list is stable but not frozen. */
function popularity(index: number): number {
  return Math.round(40_000 / (index + 1)) + ((index * 7_919) % 40)
}

export function visitorRow(index: number, script: AnalyticsScript, seed = 0): TrafficRow {
  const human = Math.round(popularity(index) * wobble(index, seed, 1))
  const ai = Math.round(popularity(index) * 0.35 * wobble(index, seed, 2))
  // `total` is deduplicated: some visitors count as both human and AI.
  return { path: pagePath(index, script, seed), human, ai, total: human + ai - Math.round(Math.min(human, ai) / 5) }
}

export function viewRow(index: number, script: AnalyticsScript, seed = 0): TrafficRow {
  const visitors = visitorRow(index, script, seed)
  const human = Math.round(visitors.human * 2.6 * wobble(index, seed, 3))
  const ai = Math.round(visitors.ai * 4.1 * wobble(index, seed, 4))
  return { path: visitors.path, human, ai, total: human + ai }
}

/** The sum of every page's popularity: exact for the first pages, the long tail by its integral. */
function popularitySum(rows: number): number {
  const exact = Math.min(rows, 5_000)
  let sum = 0
  for (let index = 0; index < exact; index++) sum += popularity(index)
  if (rows > exact) sum += 40_000 * (Math.log(rows) - Math.log(exact)) + 19.5 * (rows - exact)
  return sum
}

/**
 * Site-wide figures: distinct visitors over the whole site, fewer than the sum of the pages
 * (one visitor reads several pages), and `total` deduplicated across human and AI.
 */
export function visitorTotals(script: AnalyticsScript, seed = 0): { human: number; ai: number; total: number } {
  const base = popularitySum(script.rows) / 2
  const human = Math.round(base * wobble(0, seed, 9))
  const ai = Math.round(base * 0.35 * wobble(0, seed, 10))
  return { human, ai, total: human + ai - Math.round(Math.min(human, ai) / 5) }
}

/** View events add up: the site's views are about the sum of its pages'. */
export function viewTotals(script: AnalyticsScript, seed = 0): { human: number; ai: number; total: number } {
  const base = popularitySum(script.viewRows ?? script.rows)
  const human = Math.round(base * 2.6 * wobble(1, seed, 11))
  const ai = Math.round(base * 0.35 * 4.1 * wobble(1, seed, 12))
  return { human, ai, total: human + ai }
}

/** Search terms, most searched first, as the contract orders them. */
export function searchRows(script: AnalyticsScript, seed = 0): SearchRow[] {
  const terms = script.searchTerms ?? 230
  const rows: SearchRow[] = []
  for (let index = 0; index < terms; index++) {
    // About three terms in ten find nothing worth a click (none in a gap story, but its own);
    // a term nobody clicked has no most clicked result.
    const nobodyClicked = !script.gapStory && (index % 4 === 1 || index % 10 === 3)
    const hostile = script.hostileSearches ? HOSTILE_TERMS[index] : undefined
    const clicked = script.hostileSearches
      ? HOSTILE_PATHS[index % HOSTILE_PATHS.length]
      : docsPage((index * 3) % 50).path
    rows.push({
      searchQuery: hostile ?? searchTerm(index),
      hits: Math.max(1, Math.round((3_000 / (index + 1)) * wobble(index, seed, 5))),
      ctr: nobodyClicked ? 0 : Math.round(wobble(index, seed, 6) * 60) / 100,
      topClickedPage: nobodyClicked ? null : (clicked ?? null),
      lastSearchedAt: new Date(Date.UTC(2026, 10, 20) - index * 60_000).toISOString(),
    })
  }
  if (script.gapStory) rows.push(...storySearchRows(script.gapStory, seed))
  return rows.sort((a, b) => b.hits - a.hits || (a.searchQuery < b.searchQuery ? -1 : 1))
}

export function feedbackRows(script: AnalyticsScript, seed = 0): FeedbackRow[] {
  const pages = script.feedbackPages ?? 140
  // A story's pages come first: the contract's one request returns the first 100.
  const story = script.gapStory ? storyFeedbackRows(script.gapStory, seed) : []
  // The wobble evens out over many pages: a week's own mood moves the sums from week to week.
  const mood = 0.9 + (Math.floor(seed / 7) % 5) * 0.05
  const rows: FeedbackRow[] = []
  for (let index = 0; index < pages; index++) {
    const thumbsUp = Math.round(((index * 37) % 60) * wobble(index, seed, 7))
    const down = Math.round(((index * 53) % 25) * wobble(index, seed, 8) * mood)
    // In a gap story only its own pages have more thumbs down than up.
    const thumbsDown = script.gapStory ? Math.min(down, thumbsUp) : down
    const code = (index * 11) % 4
    rows.push({ path: pagePath(index, script, seed), thumbsUp, thumbsDown, code, total: thumbsUp + thumbsDown + code })
  }
  return [...story, ...rows]
}
