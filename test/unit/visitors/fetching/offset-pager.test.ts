import { beforeEach, describe, expect, it } from 'vitest'
import type { PlatformCall } from '../../../../src/platform/platform-client.ts'
import { PeriodRows } from '../../../../src/visitors/analysis/period-rows.ts'
import { fetchPeriod } from '../../../../src/visitors/fetching/pager.ts'
import type { TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { logged } from '../../support/capture-log.ts'
import { fakePlatform } from '../../support/fakes.ts'

beforeEach(() => {
  logged.length = 0
})

/**
 * Two pages of unique visitors whose totals are `totals(page)`: the warning about totals that
 * moved during the export, and the totals the period keeps.
 */
async function exportTwoPages(totals: (page: number) => Record<string, unknown>) {
  const platform = fakePlatform((call: PlatformCall<unknown>) => {
    const page = Number(call.query?.['offset'] ?? 0)
    return { totals: totals(page), visitors: [{ path: `/p${page}`, human: 1, ai: 0, total: 1 }], hasMore: page === 0 }
  })
  const rows = new PeriodRows<TrafficRow>(
    visitors,
    { write: () => Promise.resolve() },
    { top: 5, label: 'unique visitors' },
  )
  const facts = await fetchPeriod(
    platform,
    {
      section: visitors,
      query: { projectId: 'acme', dateFrom: undefined, dateTo: undefined },
      options: { pageSize: 1, summaryRows: 5 },
      reportDir: '/tmp/report',
      label: 'unique visitors',
      onFirstPage: () => undefined,
    },
    rows,
  )
  const warnings = logged.filter(
    (line) => line.level === 'warning' && line.title === 'Totals changed during the export',
  )
  return { facts, warnings }
}

describe('offset paging, when the totals differ between pages', () => {
  it('warns once when a figure the contract names moved, and keeps the first page’s', async () => {
    const { facts, warnings } = await exportTwoPages((page) => ({ human: 10 + page, ai: 2, total: 11 + page }))
    expect(warnings.map((line) => line.message)).toEqual([
      "The site-wide totals of unique visitors changed during the export (first page: human 10, AI 2, total 11; page 2: human 11, AI 2, total 12). The report uses the first page's totals.",
    ])
    expect(facts.totals).toEqual({ human: 10, ai: 2, total: 11 })
    expect(facts.totalsMoved).toEqual({
      page: 2,
      first: { human: 10, ai: 2, total: 11 },
      later: { human: 11, ai: 2, total: 12 },
      shown: { first: 'human 10, AI 2, total 11', later: 'human 11, AI 2, total 12' },
    })
  })

  it('says nothing when only a field beyond the contract changed, and keeps that field as sent', async () => {
    const { facts, warnings } = await exportTwoPages((page) => ({
      human: 10,
      ai: 2,
      total: 11,
      asOf: `2026-11-24T09:0${page}:00Z`,
      bySource: { web: 9 },
    }))
    expect(warnings).toEqual([])
    expect(facts.totals).toEqual({ human: 10, ai: 2, total: 11, asOf: '2026-11-24T09:00:00Z', bySource: { web: 9 } })
  })
})
