import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { periodSeed, visitorTotals } from '../../simulator/analytics-data.ts'
import { expectEnding, failureMessage } from '../helpers.ts'
import { requestsByRoute, visitorsInputs } from './visitors-helpers.ts'

describe('visitors mode pages through exactly what exists, and guards against a platform that misbehaves', () => {
  it('spends ceil(rows / 250) per traffic section and ceil(terms / 100) for every search term', async () => {
    const analytics = { rows: 620, viewRows: 250, searchTerms: 201 }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { include: 'views,searches', 'search-rows': 'all' }),
      })
      expectEnding(run, 'success')
      expect(requestsByRoute(platform)).toEqual({ visitors: 3, views: 1, searches: 3 })
      expect(platform.requests.map((request) => request.query['offset'] ?? request.query['limit'])).toEqual([
        '0',
        '250',
        '500',
        '0',
        '100',
        '100',
        '100',
      ])
      expect(run.outputs['path-count']).toBe('620')
    })
  })

  it('asks the last search page for only the terms still wanted, and says more exist', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { include: 'searches', 'search-rows': '150' }) })
      expectEnding(run, 'success')
      const limits = platform.requests.filter((r) => r.route === 'searches').map((r) => r.query['limit'])
      expect(limits).toEqual(['100', '50'])
      expect(run.stdout).toContain('Searches: 150 terms (more exist)')
      expect(run.summary).toContain('stopped the export at the 150 most searched terms.')
    })
  })

  it('keeps a path repeated across pages once, with one warning', async () => {
    await withServers({ platform: { analytics: { rows: 300, misbehave: 'rows-shift' } } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'page-size': '100' }) })
      expectEnding(run, 'success')
      expect(run.outputs['path-count']).toBe('300')
      expect(run.stdout).toContain(
        '::warning title=Rows repeated across pages::2 rows of unique visitors repeated a path already fetched on an earlier page',
      )
    })
  })

  it('warns once when the totals change between pages, keeping the first page’s', async () => {
    await withServers({ platform: { analytics: { rows: 300, misbehave: 'totals-drift' } } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'page-size': '100' }) })
      expectEnding(run, 'success')
      expect(run.outputs['total']).toBe(String(visitorTotals({ rows: 300 }, periodSeed(undefined)).total))
      const warnings = run.stdout.split('\n').filter((line) => line.includes('Totals changed during the export'))
      expect(warnings).toHaveLength(1)
    })
  })

  it('stops, publishing nothing, when the platform ignores the offset', async () => {
    await withServers({ platform: { analytics: { rows: 300, misbehave: 'ignore-offset' } } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'page-size': '100' }) })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(
        'The unique visitors export is incomplete: 100 rows from 2 pages; it stopped because the page at offset 100 repeated only paths already fetched; the platform may be ignoring "offset". No report was published.',
      )
      expect(run.outputs['report-path']).toBeUndefined()
    })
  })
})
