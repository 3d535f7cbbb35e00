/** A deterministic visitor data set of any size, for the simulated analytics endpoint. */

export interface VisitorsScript {
  readonly rows: number
  /** Paths with characters that break naive CSV, Markdown and HTML. */
  readonly hostilePaths?: boolean
  /** Server misbehaviour to exercise the client's guards. */
  readonly misbehave?: 'empty-page-with-more' | 'ignore-offset' | 'rows-shift' | 'totals-drift'
  /** Fixed-window rate limit: at most `limit` requests per `windowMs`, then 429 with Retry-After. */
  readonly rateLimit?: { readonly limit: number; readonly windowMs: number }
}

export const HOSTILE_PATHS: readonly string[] = [
  '/a|b',
  '/<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  '+cmd',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '/quote"and,comma',
  '/line\nbreak',
  '/*bold*_under_',
  '/[link](https://example.com)',
  '/`code`',
  '/ünïcode/文档',
]

export interface Row {
  readonly path: string
  readonly human: number
  readonly ai: number
  readonly total: number
}

export function visitorRow(index: number, script: VisitorsScript): Row {
  const hostile = script.hostilePaths ? HOSTILE_PATHS[index] : undefined
  const human = (index * 7_919) % 1_000
  const ai = (index * 104_729) % 300
  return { path: hostile ?? `/docs/page-${index}`, human, ai, total: Math.max(human, ai) + Math.min(human, ai) / 2 }
}

export function siteTotals(script: VisitorsScript): { human: number; ai: number; total: number } {
  // Site-wide figures are distinct visitors over the whole site, not sums of the rows.
  return { human: script.rows * 31, ai: script.rows * 7, total: script.rows * 35 }
}

/** One page of the answer, as the contract shapes it, including any scripted misbehaviour. */
export function visitorsPage(script: VisitorsScript, limit: number, offset: number, requestIndex: number) {
  const totals = siteTotals(script)
  if (script.misbehave === 'totals-drift' && requestIndex > 0) totals.total += requestIndex
  const start =
    script.misbehave === 'ignore-offset' ? 0 : script.misbehave === 'rows-shift' && offset > 0 ? offset - 2 : offset
  const end = Math.min(script.rows, start + limit)
  const visitors: Row[] = []
  for (let index = start; index < end; index++) visitors.push(visitorRow(index, script))
  if (script.misbehave === 'empty-page-with-more' && offset > 0) return { totals, visitors: [], hasMore: true }
  return { totals, visitors, hasMore: end < script.rows }
}

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** Contract validation of the query; returns the `details` messages of a 400, empty when valid. */
export function validateVisitorsQuery(query: URLSearchParams): string[] {
  const problems: string[] = []
  const limit = query.get('limit')
  if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 250)) {
    problems.push('limit must be an integer from 1 to 250')
  }
  const offset = query.get('offset')
  if (offset !== null && !/^\d+$/.test(offset)) problems.push('offset must be an integer of at least 0')
  for (const name of ['dateFrom', 'dateTo']) {
    const value = query.get(name)
    if (value !== null && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
      problems.push(`${name} must be a date in ISO 8601 or YYYY-MM-DD format`)
    }
  }
  return problems
}
