import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { periodSeed, visitorTotals } from '../../simulator/analytics-data.ts'
import { formatNumber } from '../../../src/text/format.ts'
import { foldedPart, renderedSummary } from '../../render/dom.ts'
import type { ActionRun } from '../../harness/run-action.ts'
import { expectEnding, failureMessage } from '../helpers.ts'
import { requestsByRoute, todayPlus, visitorsInputs, VISITORS_ONLY } from './visitors-helpers.ts'

/** The paragraph right under the section's title as a reader opens its part, as text. */
function noteUnder(summary: string, heading: string): string {
  const $ = renderedSummary(summary)
  return foldedPart($, heading).children('summary').next('p').text().replace(/\s+/g, ' ')
}

function manifestOf(run: ActionRun): { sections: Record<string, Record<string, unknown>> } {
  const file = path.join(run.outputs['report-path'] ?? '', 'report.json')
  return JSON.parse(readFileSync(file, 'utf8')) as { sections: Record<string, Record<string, unknown>> }
}

describe('visitors mode pages through exactly what exists, and guards against a platform that misbehaves', () => {
  it('spends ceil(rows / 250) per traffic section and ceil(terms / 100) for every search term', async () => {
    const analytics = { rows: 620, viewRows: 250, searchTerms: 201 }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { include: 'views,searches', compare: 'off', 'max-search-terms': 'all' }),
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
      const inputs = visitorsInputs(platform, { include: 'searches', compare: 'off', 'max-search-terms': '150' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      const limits = platform.requests.filter((r) => r.route === 'searches').map((r) => r.query['limit'])
      expect(limits).toEqual(['100', '50'])
      expect(run.stdout).toContain('Searches: 150 terms (more exist)')
      expect(run.summary).toContain('stopped the export at the 150 most searched terms.')
    })
  })

  it('keeps a path repeated across pages once, saying so in the log, under the section, and in report.json', async () => {
    await withServers({ platform: { analytics: { rows: 300, misbehave: 'rows-shift' } } }, async ({ platform }) => {
      const inputs = { 'page-size': '100', include: 'visitors', compare: 'previous-period' }
      const run = await runAction({ inputs: visitorsInputs(platform, { ...inputs, 'artifact-name': 'off' }) })
      expectEnding(run, 'success')
      expect(run.outputs['path-count']).toBe('300')
      expect(run.stdout).toContain(
        '::warning title=Rows repeated across pages::2 rows of unique visitors repeated a path already fetched on an earlier page',
      )
      expect(noteUnder(run.summary, 'Unique visitors')).toBe(
        '⚠️ The data moved during the export: 2 rows came more than once, each counted once; 2 rows in the previous period came more than once, each counted once.',
      )
      expect(manifestOf(run).sections['visitors']).toMatchObject({
        rows: 300,
        dataMoved: { period: { repeatedRows: 2 }, previousPeriod: { repeatedRows: 2 } },
      })
    })
  })

  it('warns once when the totals change between pages, keeping the first page’s, and says so in the report', async () => {
    await withServers({ platform: { analytics: { rows: 300, misbehave: 'totals-drift' } } }, async ({ platform }) => {
      const inputs = visitorsInputs(platform, { ...VISITORS_ONLY, 'page-size': '100', 'artifact-name': 'off' })
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      const first = visitorTotals({ rows: 300 }, periodSeed(todayPlus(-7)))
      expect(run.outputs['total']).toBe(String(first.total))
      const warnings = run.stdout.split('\n').filter((line) => line.includes('Totals changed during the export'))
      expect(warnings).toHaveLength(1)
      const later = { ...first, total: first.total + 1 }
      const shown = (totals: typeof first) =>
        `human ${formatNumber(totals.human)}, AI ${formatNumber(totals.ai)}, total ${formatNumber(totals.total)}`
      expect(noteUnder(run.summary, 'Unique visitors')).toBe(
        `⚠️ The data moved during the export: the totals changed between pages (first page: ${shown(first)}; page 2: ${shown(later)}), and the report uses the first page's.`,
      )
      // report.json holds the figures themselves, for a later step to read.
      expect(manifestOf(run).sections['visitors']).toMatchObject({
        dataMoved: { period: { totalsChanged: { page: 2, first, later } } },
      })
    })
  })

  it('compares the totals of cursor-paged searches too', async () => {
    await withServers({ platform: { analytics: { rows: 50, misbehave: 'totals-drift' } } }, async ({ platform }) => {
      const inputs = { include: 'searches', compare: 'off', 'max-search-terms': '150', 'artifact-name': 'off' }
      const run = await runAction({ inputs: visitorsInputs(platform, inputs) })
      expectEnding(run, 'success')
      const note = noteUnder(run.summary, 'Searches')
      expect(note).toMatch(
        /^⚠️ The data moved during the export: the totals changed between pages \(first page: ([\d,]+) searches; page 2: ([\d,]+) searches\), and the report uses the first page's\.$/,
      )
      const searches = manifestOf(run).sections['searches'] as { dataMoved: { period: { totalsChanged: unknown } } }
      const { first, later } = searches.dataMoved.period.totalsChanged as Record<string, { totalSearches: number }>
      expect(later?.totalSearches).toBe((first?.totalSearches ?? 0) + 1)
      expect(
        run.stdout.match(/title=Totals changed during the export::The site-wide totals of searches/g),
      ).toHaveLength(1)
    })
  })

  it('says nothing about moved data when none moved', async () => {
    await withServers({ platform: { analytics: { rows: 300 } } }, async ({ platform }) => {
      const run = await runAction({ inputs: visitorsInputs(platform, { 'page-size': '100', 'artifact-name': 'off' }) })
      expectEnding(run, 'success')
      expect(run.summary).not.toContain('The data moved')
      expect(manifestOf(run).sections['visitors']).not.toHaveProperty('dataMoved')
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
