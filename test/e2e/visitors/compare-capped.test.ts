import { describe, expect, it } from 'vitest'
import { renderGfm } from '../../render/gfm.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { periodSeed, searchRows } from '../../simulator/analytics-data.ts'
import { expectEnding } from '../helpers.ts'
import { todayPlus, visitorsInputs } from './visitors-helpers.ts'

/**
 * `max-search-terms` caps the previous period's export too. A term of this period's top list that
 * fell just below the cap in the previous period is absent from the previous export, and the
 * summary calls it `new` ("when there was nothing before", README), though readers searched it
 * then as well.
 */
describe('comparing searches when the previous period was capped by max-search-terms', () => {
  it('never calls a term new that the previous period had, only below the cap', async () => {
    const inputs = {
      include: 'searches',
      'max-search-terms': '20',
      'summary-rows': '20',
      'date-from': '-7d',
      'date-to': 'today',
      compare: 'previous-period',
      'artifact-name': 'off',
    }
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, inputs) })
      expectEnding(run, 'success')
      // Every term of the simulator exists in both periods, only with other counts.
      const previous = new Map(
        searchRows({ rows: 120 }, periodSeed(todayPlus(-14))).map((row) => [row.searchQuery, row.hits]),
      )
      const page = renderGfm(run.summary)
      const table = page.slice(page.indexOf('Top 20 search terms'), page.indexOf('Searches nobody clicked'))
      const calledNew = [...table.matchAll(/<tr><td align="right">\d+<\/td><td>([^<]*)<\/td>(.*?)<\/tr>/g)]
        .filter((match) => (match[2] ?? '').includes('<td align="right">new</td>'))
        .map((match) => `${match[1]} (previous period: ${previous.get(match[1] ?? '')} searches)`)
      expect(calledNew).toEqual([])
    })
  })
})
