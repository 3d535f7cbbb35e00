import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { failureMessage } from '../helpers.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { visitorsInputs, VISITORS_ONLY } from './visitors-helpers.ts'

type Body = Record<string, unknown>

/**
 * The contract's `limit` is a maximum ("Max results per page"), and `offset` is "the number of
 * rows to skip". A platform that answers a page with fewer rows than asked while `hasMore` is
 * true (a server-side page cap below 250, rows filtered after paging) has not sent the rows
 * between the end of that page and the next offset the action asks for.
 */
describe('a platform that sends short pages with hasMore: true', () => {
  it('never publishes a report that silently lacks the rows it skipped', async () => {
    // The platform caps each page at 100 rows, whatever `limit` asks, and says whether more follow.
    const transform = (route: AnalyticsRoute, body: Body, query: URLSearchParams) => {
      if (route !== 'visitors') return body
      const rows = (body['visitors'] as Body[]).slice(0, 100)
      return { ...body, visitors: rows, hasMore: Number(query.get('offset') ?? 0) + rows.length < 600 }
    }
    await withServers({ platform: { analytics: { rows: 600 }, transform } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { ...VISITORS_ONLY, 'artifact-name': 'off' }) })
      // Failing, saying the export is incomplete, is a truthful ending too.
      if (run.outputs['conclusion'] !== 'success') return expect(failureMessage(run)).toContain('incomplete')
      // 600 paths exist, 100 to a page: the export must fetch them all.
      const csv = await readFile(path.join(run.outputs['report-path'] ?? '', 'visitors.csv'), 'utf8')
      const rows = csv.trimEnd().split('\r\n').length - 1
      const warned = /^::warning[^\n]*(skip|short|fewer|missing)/im.test(run.stdout)
      // Every path is in the files, or the step says that some are not.
      expect({ rows, pathCount: run.outputs['path-count'], warned }).toMatchObject(
        rows === 600 ? { rows: 600, pathCount: '600' } : { warned: true },
      )
      expect(rows).toBe(600)
      expect(platform.requests.map((request) => request.query['offset'])).toEqual([
        '0',
        '100',
        '200',
        '300',
        '400',
        '500',
      ])
    })
  })
})
