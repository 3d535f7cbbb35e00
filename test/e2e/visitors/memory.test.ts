import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { AnalyticsRoute } from '../../simulator/analytics-routes.ts'
import { visitorsInputs } from './visitors-helpers.ts'

type Body = Record<string, unknown>

/**
 * The summary shows 500 characters of a path and content-gaps.md 200, yet the top list keeps
 * every row whole, as the platform's own object: a hostile platform (or one that records a
 * crawler's 8 MB URL) makes each kept row as large as an answer may be. The heap is lowered, as
 * in agent-memory.test.ts, so the test runs in seconds: 40 kept rows of 8 MB do not fit in 256 MB,
 * where the export itself needs one page at a time. On a runner's default heap the same happens
 * with `summary-rows: 1000`, or across sections and periods (up to 8 top and gap lists).
 */
describe('a platform whose every page brings one new top path of 8 MB', () => {
  it('keeps memory to one page and the shown part of the top rows: the step still ends with a summary', async () => {
    const big = 'x'.repeat(8 * 1024 * 1024)
    const pages = 45
    const transform = (route: AnalyticsRoute, body: Body, query: URLSearchParams) => {
      if (route !== 'visitors') return body
      const offset = Number(query.get('offset'))
      // Each page's row outranks every earlier one, so it enters the top list.
      return {
        totals: { human: 1_000, ai: 0, total: 1_000 },
        visitors: [{ path: `/${offset}/${big}`, human: offset + 1, ai: 0, total: offset + 1 }],
        hasMore: offset + 1 < pages,
      }
    }
    await withServers({ platform: { transform } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, {
          'page-size': '1',
          'summary-rows': '40',
          'artifact-name': 'off',
          timeout: '60s',
        }),
        nodeArguments: ['--max-old-space-size=256'],
      })
      expect(run.stderr).not.toContain('heap out of memory')
      expect(run.outputs['conclusion']).toBe('success')
      expect(run.summary).not.toBe('')
    })
  }, 120_000)
})
