import { describe, expect, it } from 'vitest'
import { withServers } from '../harness/servers.ts'
import { SIMULATOR_API_KEY, type SimulatorOptions } from '../simulator/server.ts'

const DATA: SimulatorOptions = { analytics: { rows: 3, searchTerms: 150, feedbackPages: 120 } }

/** GETs from a simulator with `options`, started for the test and stopped after it. */
function withAnalytics(
  options: SimulatorOptions,
  body: (
    get: (path: string) => Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }>,
  ) => Promise<void>,
) {
  return withServers({ platform: options }, ({ platform }) =>
    body(async (path) => {
      const response = await fetch(`${platform.url}/v1/analytics/acme-docs/${path}`, {
        headers: { authorization: `Bearer ${SIMULATOR_API_KEY}` },
      })
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        retryAfter: response.headers.get('retry-after'),
      }
    }),
  )
}

describe('the simulated analytics keep to the published contract', () => {
  it.each([
    [
      'visitors?limit=251&offset=-1',
      ['limit must be an integer from 1 to 250', 'offset must be an integer of at least 0'],
    ],
    [
      'views?limit=0&dateTo=soon',
      ['limit must be an integer from 1 to 250', 'dateTo must be a date in ISO 8601 or YYYY-MM-DD format'],
    ],
    ['searches?limit=101&cursor=bogus', ['limit must be an integer from 1 to 100', 'invalid cursor']],
    ['feedback/by-page?limit=101&offset=0', ['limit must be an integer from 1 to 100', 'offset is not a parameter']],
  ])('answers 400 with details past the limits: %s', async (path, messages) => {
    await withAnalytics(DATA, async (get) => {
      const { status, body } = await get(path)
      expect({ status, body }).toEqual({
        status: 400,
        body: { error: 'Invalid query parameters', details: messages.map((message) => ({ message })) },
      })
    })
  })

  it('pages searches by cursor, most searched first, with the total of every hit', async () => {
    await withAnalytics(DATA, async (get) => {
      const first = await get('searches?limit=100&dateFrom=2026-11-14')
      const searches = first.body['searches'] as { hits: number }[]
      expect(searches).toHaveLength(100)
      expect(searches.every((row, index) => index === 0 || (searches[index - 1]?.hits ?? 0) >= row.hits)).toBe(true)
      const second = await get(`searches?limit=100&dateFrom=2026-11-14&cursor=${String(first.body['nextCursor'])}`)
      expect(second.body['searches']).toHaveLength(50)
      expect(second.body['nextCursor']).toBeNull()
      const all = [...searches, ...(second.body['searches'] as { hits: number }[])]
      expect(first.body['totalSearches']).toBe(all.reduce((sum, row) => sum + row.hits, 0))
    })
  })

  it('answers feedback by page once, saying more exist past the limit', async () => {
    await withAnalytics(DATA, async (get) => {
      const answer = await get('feedback/by-page?limit=100')
      expect([(answer.body['feedback'] as unknown[]).length, answer.body['hasMore']]).toEqual([100, true])
    })
  })

  it('serves different figures for different periods', async () => {
    await withAnalytics(DATA, async (get) => {
      const week = await get('views?limit=3&dateFrom=2026-11-14&dateTo=2026-11-21')
      const before = await get('views?limit=3&dateFrom=2026-11-07&dateTo=2026-11-14')
      expect(week.body['totals']).not.toEqual(before.body['totals'])
      expect(week.body['views']).not.toEqual(before.body['views'])
    })
  })
})

describe('one rate limit for every analytics endpoint', () => {
  it('answers 429 with Retry-After once the shared window is spent', async () => {
    await withAnalytics({ analytics: { rows: 3, rateLimit: { limit: 2, windowMs: 60_000 } } }, async (get) => {
      expect((await get('visitors')).status).toBe(200)
      expect((await get('searches')).status).toBe(200)
      const refused = await get('feedback/by-page')
      expect([refused.status, refused.retryAfter]).toEqual([429, '60'])
    })
  })
})
