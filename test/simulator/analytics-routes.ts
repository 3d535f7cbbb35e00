/**
 * The analytics part of the simulated platform: the contract's query limits (400 with
 * `details`), offset paging for visitors and views, cursor paging for searches, one request
 * for feedback by page, and one rate limit shared by all of them.
 */
import {
  feedbackRows,
  periodSeed,
  searchRows,
  viewRow,
  viewTotals,
  visitorRow,
  visitorTotals,
  type AnalyticsScript,
  type TrafficRow,
} from './analytics-data.ts'
import { assistantCallers, assistantPage, validAssistantCursor } from './assistant-routes.ts'

export type AnalyticsRoute = 'visitors' | 'views' | 'searches' | 'feedback' | 'assistant' | 'assistant-callers'

export interface AnalyticsAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const LIMITS: Record<AnalyticsRoute, number> = {
  visitors: 250,
  views: 250,
  searches: 100,
  feedback: 100,
  assistant: 1_000,
  'assistant-callers': 0,
}

/** Contract validation of the query; returns the `details` messages of a 400, empty when valid. */
export function validateAnalyticsQuery(route: AnalyticsRoute, query: URLSearchParams): string[] {
  const problems: string[] = []
  const limit = query.get('limit')
  const max = LIMITS[route]
  if (limit !== null && max === 0) problems.push('limit is not a parameter')
  else if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= max)) {
    problems.push(`limit must be an integer from 1 to ${max}`)
  }
  const offset = query.get('offset')
  if (offset !== null && route !== 'visitors' && route !== 'views') problems.push('offset is not a parameter')
  else if (offset !== null && !/^\d+$/.test(offset)) problems.push('offset must be an integer of at least 0')
  const cursor = query.get('cursor')
  if (cursor !== null && !validCursor(route, cursor)) problems.push('invalid cursor')
  for (const name of ['dateFrom', 'dateTo']) {
    const value = query.get(name)
    if (value !== null && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
      problems.push(`${name} must be a date in ISO 8601 or YYYY-MM-DD format`)
    }
  }
  return problems
}

function validCursor(route: AnalyticsRoute, cursor: string): boolean {
  if (route === 'searches') return decodeCursor(cursor) !== undefined
  return route === 'assistant' && validAssistantCursor(cursor)
}

function encodeCursor(offset: number, seed: number): string {
  return Buffer.from(JSON.stringify({ o: offset, s: seed })).toString('base64url')
}

function decodeCursor(cursor: string): { o: number; s: number } | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown; s?: unknown }
    return typeof value.o === 'number' && typeof value.s === 'number' ? { o: value.o, s: value.s } : undefined
  } catch {
    return undefined
  }
}

/** The organization's analytics budget: one fixed window for every analytics route and every project. */
export interface AnalyticsBudget {
  /** Counts a request; the 429 to answer when the window is spent. */
  take(): AnalyticsAnswer | undefined
  /** Starts a new window now, as an hour passing would (a test need not wait for it). */
  startWindow(): void
}

/** A fixed window shared by every analytics route and project, as the platform's per-organization limit is. */
export function createRateLimiter(rateLimit: AnalyticsScript['rateLimit']): AnalyticsBudget {
  let window = { start: Date.now(), used: 0 }
  return {
    take() {
      if (!rateLimit) return undefined
      const now = Date.now()
      if (now - window.start >= rateLimit.windowMs) window = { start: now, used: 0 }
      if (window.used < rateLimit.limit) {
        window.used++
        return undefined
      }
      const seconds = Math.max(1, Math.ceil((window.start + rateLimit.windowMs - now) / 1_000))
      return { status: 429, body: { error: 'Rate limit exceeded' }, headers: { 'retry-after': String(seconds) } }
    },
    startWindow() {
      window = { start: Date.now(), used: 0 }
    },
  }
}

/** The answer of one analytics request (the query already valid); `requestIndex` counts the route's requests. */
export function analyticsAnswer(
  route: AnalyticsRoute,
  script: AnalyticsScript,
  query: URLSearchParams,
  requestIndex: number,
): AnalyticsAnswer {
  const seed = periodSeed(query.get('dateFrom'))
  const limit = Number(query.get('limit') ?? (route === 'feedback' ? 10 : 50))
  switch (route) {
    case 'visitors':
    case 'views': {
      const offset = Number(query.get('offset') ?? 0)
      const page = trafficPage(route, script, seed, limit, offset, requestIndex)
      return { status: 200, body: page }
    }
    case 'searches': {
      const cursor = query.get('cursor')
      const start = cursor === null ? 0 : (decodeCursor(cursor)?.o ?? 0)
      const all = searchRows(script, seed)
      const end = Math.min(all.length, start + limit)
      // Live data: with `totals-drift`, every later page counts one more search than the first.
      const drift = script.misbehave === 'totals-drift' && start > 0 ? 1 : 0
      const totalSearches = all.reduce((sum, row) => sum + row.hits, 0) + drift
      return {
        status: 200,
        body: {
          searches: all.slice(start, end),
          totalSearches,
          nextCursor: end < all.length ? encodeCursor(end, seed) : null,
        },
      }
    }
    case 'feedback': {
      const all = feedbackRows(script, seed)
      return { status: 200, body: { feedback: all.slice(0, limit), hasMore: all.length > limit } }
    }
    case 'assistant':
      return { status: 200, body: assistantPage({ ...script.assistant, gapStory: script.gapStory }, seed, query) }
    case 'assistant-callers':
      return { status: 200, body: assistantCallers(script.assistant ?? {}, seed) }
  }
}

function trafficPage(
  route: 'visitors' | 'views',
  script: AnalyticsScript,
  seed: number,
  limit: number,
  offset: number,
  requestIndex: number,
) {
  const rows = route === 'views' ? (script.viewRows ?? script.rows) : script.rows
  const totals = route === 'views' ? viewTotals(script, seed) : visitorTotals(script, seed)
  if (script.misbehave === 'totals-drift' && requestIndex > 0) totals.total += requestIndex
  const start =
    script.misbehave === 'ignore-offset' ? 0 : script.misbehave === 'rows-shift' && offset > 0 ? offset - 2 : offset
  const end = Math.min(rows, start + limit)
  const list: TrafficRow[] = []
  const row = route === 'views' ? viewRow : visitorRow
  for (let index = start; index < end; index++) list.push(row(index, script, seed))
  if (script.misbehave === 'empty-page-with-more' && offset > 0) return { totals, [route]: [], hasMore: true }
  return { totals, [route]: list, hasMore: end < rows }
}
