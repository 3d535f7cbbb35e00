import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportVisitors, IncompleteExportError } from '../../src/visitors/export.ts'
import { parseVisitorsPage } from '../../src/visitors/page.ts'
import { fakeCallContext, json } from './fake-client.ts'

const TOTALS = { human: 10, ai: 5, total: 12 }
const row = (path: string) => ({ path, human: 1, ai: 2, total: 3 })
const page = (paths: string[], hasMore: boolean, totals = TOTALS) =>
  json(200, { totals, visitors: paths.map(row), hasMore })

const query = { projectId: 'acme', dateFrom: '2026-11-14', dateTo: '2026-11-21', pageSize: 2 }

afterEach(() => vi.restoreAllMocks())

function warnings(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([text]) => String(text)).filter((text) => text.startsWith('::warning'))
}

describe('parseVisitorsPage', () => {
  it('keeps each row exactly as sent', () => {
    const raw = { path: '/a', human: 1, ai: 0, total: 1, extra: 'kept' }
    expect(parseVisitorsPage({ totals: TOTALS, visitors: [raw], hasMore: false }).visitors[0]).toBe(raw)
  })

  it.each([
    [{ totals: TOTALS, visitors: [] }, 'the answer has no boolean "hasMore"'],
    [{ totals: TOTALS, hasMore: false }, 'the answer has no "visitors" array'],
    [{ visitors: [], hasMore: false }, '"totals" is not a JSON object'],
    [{ totals: { ...TOTALS, ai: '5' }, visitors: [], hasMore: false }, '"totals" has no non-negative number "ai"'],
    [{ totals: TOTALS, visitors: [{ human: 1, ai: 1, total: 1 }], hasMore: false }, 'visitors[0] has no string "path"'],
    [
      { totals: TOTALS, visitors: [{ ...row('/a'), total: -1 }], hasMore: false },
      'visitors[0] has no non-negative number',
    ],
  ])('rejects %j', (body, message) => {
    expect(() => parseVisitorsPage(body)).toThrow(message)
  })
})

describe('exportVisitors', () => {
  it('pages by offset while hasMore is true, with the dates and limit on every request', async () => {
    const { client, context: ctx } = fakeCallContext([
      page(['/a', '/b'], true),
      page(['/c', '/d'], true),
      page(['/e'], false),
    ])
    const result = await exportVisitors(ctx, query)
    expect(result.rows.map((r) => r.path)).toEqual(['/a', '/b', '/c', '/d', '/e'])
    expect(result.requests).toBe(3)
    expect(result.totals).toEqual(TOTALS)
    expect(client.requests.map((request) => request.query)).toEqual(
      [0, 2, 4].map((offset) => ({
        dateFrom: '2026-11-14',
        dateTo: '2026-11-21',
        limit: '2',
        offset: String(offset),
      })),
    )
  })

  it('keeps a path that reappears on a later page once, and warns', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { context: ctx } = fakeCallContext([page(['/a', '/b'], true), page(['/b', '/c'], false)])
    const result = await exportVisitors(ctx, query)
    expect(result.rows.map((r) => r.path)).toEqual(['/a', '/b', '/c'])
    expect(result.repeatedPaths).toBe(1)
    expect(warnings(stdout)).toEqual([expect.stringContaining('1 row repeated a path already fetched')])
  })

  it('warns once when the totals change between pages and keeps the first', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const moved = { ...TOTALS, total: 13 }
    const { context: ctx } = fakeCallContext([
      page(['/a', '/b'], true),
      page(['/c', '/d'], true, moved),
      page(['/e'], false, moved),
    ])
    const result = await exportVisitors(ctx, query)
    expect(result.totals).toEqual(TOTALS)
    expect(warnings(stdout)).toEqual([expect.stringContaining('The site-wide totals changed during the export')])
  })

  it('stops with a clear error on an empty page that claims more', async () => {
    const { context: ctx } = fakeCallContext([page(['/a', '/b'], true), page([], true)])
    await expect(exportVisitors(ctx, query)).rejects.toThrow(
      new IncompleteExportError(
        'The visitors export stopped after 2 rows from 2 pages: the platform reported more rows after offset 2 but sent an empty page. No report was published.',
      ),
    )
  })

  it('stops when the platform repeats the same page forever', async () => {
    const { context: ctx } = fakeCallContext([page(['/a', '/b'], true)])
    await expect(exportVisitors(ctx, query)).rejects.toThrow(
      /repeated only paths already fetched; the platform may be ignoring "offset"/,
    )
  })

  it('says how many rows it had when a request fails for good', async () => {
    const { context: ctx } = fakeCallContext([page(['/a', '/b'], true), json(500, {})])
    await expect(exportVisitors(ctx, query)).rejects.toThrow(
      /^The visitors export stopped after 2 rows from 1 page: Gave up trying to export unique visitors \(offset 2\) after 2 failed attempts; the last one: HTTP 500\. No report was published\.$/,
    )
  })
})
