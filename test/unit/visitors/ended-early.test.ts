import { beforeEach, describe, expect, it } from 'vitest'
import type { PlatformCall } from '../../../src/platform/platform-client.ts'
import { resolveDateRange } from '../../../src/visitors/analysis/dates.ts'
import { previousPeriod } from '../../../src/visitors/analysis/previous-period.ts'
import { runVisitorsMode } from '../../../src/visitors/run-visitors.ts'
import { renderGfm } from '../../render/gfm.ts'
import { logged } from '../support/capture-log.ts'
import { collaborators, fakePlatform, visitorsSettings } from '../support/fakes.ts'

beforeEach(() => {
  logged.length = 0
})

/**
 * A period whose paging the platform ended early (an empty page that claimed more) holds only the
 * rows sent: a page missing from it may well have been there. The comparison must not call a
 * page `new` (missing from the previous period) or `gone` (missing from this one) on that ground.
 */
async function compareWhenEndedEarly(which: 'previous' | 'current', rank: (row: number, previous: boolean) => number) {
  const now = new Date()
  const dateRange = resolveDateRange('-7d', 'today', now)
  const previousRange = previousPeriod(dateRange, now)
  const platform = fakePlatform((call: PlatformCall<unknown>) => {
    const offset = Number(call.query?.['offset'] ?? 0)
    const previous = call.query?.['dateFrom'] === previousRange.from?.text
    const totals = { human: 50_000, ai: 0, total: 50_000 }
    const all = Array.from({ length: 100 }, (_, i) => ({ path: `/p${i}`, human: 0, ai: 0, total: rank(i, previous) }))
    all.sort((a, b) => b.total - a.total)
    // 50 rows a page; the period named ends early, after its first page.
    if (offset > 0 && previous === (which === 'previous')) return { totals, visitors: [], hasMore: true }
    return { totals, visitors: all.slice(offset, offset + 50), hasMore: offset + 50 < 100 }
  })
  const settings = visitorsSettings({ dateRange, previousRange, pageSize: 50, summaryRows: 5 })
  const result = await runVisitorsMode(settings, collaborators(platform))
  expect(result.failure).toBeUndefined()
  return renderGfm(result.summary?.render() ?? '')
}

describe('comparing with a period whose paging ended early', () => {
  it('does not call a page new when the previous period was not all fetched', async () => {
    // /p70 was 71st last period (past the 50 rows sent) and is 1st now.
    const page = await compareWhenEndedEarly('previous', (row, previous) =>
      !previous && row === 70 ? 5_000 : 1_000 - row,
    )
    expect(page).toContain(
      '<tr><td align="right">1</td><td>/p70</td><td align="right">5,000</td><td align="right">10.0%</td><td align="right">—</td><td align="right">—</td><td align="right">—</td><td align="right">—</td></tr>',
    )
    expect(page).toContain('Paging ended early in the previous period')
  })

  it('does not call a page gone when this period was not all fetched', async () => {
    // /p70 was 1st last period and is 71st now, past the 50 rows sent.
    const page = await compareWhenEndedEarly('current', (row, previous) =>
      previous && row === 70 ? 5_000 : 1_000 - row,
    )
    expect(page).toContain('<td>/p70</td><td align="right">5,000</td><td align="right">not fetched</td>')
    expect(page).toContain('Paging ended early in this period')
  })
})
