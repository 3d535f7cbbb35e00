import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { periodSeed, searchRows } from '../../simulator/analytics-data.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { expectEnding } from '../helpers.ts'
import { visitorsInputs } from './visitors-helpers.ts'

type Body = Record<string, unknown>

/**
 * The action cuts a search page to the terms still wanted (`page.rows.slice(0, wanted - rowCount)`)
 * but decides "more exist" from the cursor alone. A platform that answers with more terms than
 * `limit` asked and no cursor (every term at once) has terms the report dropped, and the report
 * says none exist.
 */
describe('a search page longer than the terms still wanted, with no cursor', () => {
  it('says more terms exist than max-search-terms kept', async () => {
    const transform = (route: AnalyticsRoute, body: Body, query: URLSearchParams) =>
      route === 'searches'
        ? {
            ...body,
            searches: searchRows({ rows: 120 }, periodSeed(query.get('dateFrom'))).slice(0, 100),
            nextCursor: null,
          }
        : body
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { include: 'searches', 'max-search-terms': '50', 'artifact-name': 'off' }),
      })
      expectEnding(run, 'success')
      const manifest = JSON.parse(
        await readFile(path.join(run.outputs['report-path'] ?? '', 'report.json'), 'utf8'),
      ) as {
        sections: { searches: { rows: number; capped: unknown } }
      }
      expect(manifest.sections.searches.rows).toBe(50)
      // 100 terms came, 50 were kept: more exist, and the manifest, the log and the summary say so.
      expect(manifest.sections.searches.capped).toEqual({ searchRows: 50, moreAvailable: true })
      expect(run.stdout).toContain('Searches: 50 terms (more exist)')
      expect(run.summary).toContain('More terms exist')
    })
  })
})
