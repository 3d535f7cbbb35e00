import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import { buildContentGaps } from '../../../../src/visitors/analysis/content-gaps.ts'
import type { DateRange } from '../../../../src/visitors/analysis/dates.ts'
import type { NewGaps } from '../../../../src/visitors/history/gap-digests.ts'
import type { StoredSection } from '../../../../src/visitors/history/history-format.ts'
import { searches } from '../../../../src/visitors/sections/searches.ts'
import type { SearchRow } from '../../../../src/visitors/sections/searches-summary.ts'
import { sectionReport, type SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import type { TrafficCounts, TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { addHeadline } from '../../../../src/visitors/summary/headline.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { exportReportSection } from '../../../../src/visitors/fetching/section-export.ts'
import { sectionNamed } from '../../../../src/visitors/sections/table.ts'
import { fakePlatform, testLimits } from '../../support/fakes.ts'

const day = (text: string) => ({ text, instant: Date.parse(`${text}T00:00:00Z`) })
const week: DateRange = { from: day('2026-11-16'), to: day('2026-11-23') }
const before: DateRange = { from: day('2026-11-09'), to: day('2026-11-16') }
const options = { pageSize: 250, searchRows: 500, assistantRows: 1_000, assistantResponses: false, summaryRows: 20 }
const page = (path: string, total: number): TrafficRow => ({ path, human: total, ai: 0, total })
const staged: string[] = []
afterAll(() => staged.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

interface Period {
  readonly totals: TrafficCounts
  readonly pages: readonly TrafficRow[]
}

/**
 * Unique visitors as the section's own export reports them (the headline finds the section's
 * result by the report its export made): this week fetched, the week before fetched too or
 * taken from the last report's `stored` part.
 */
async function visitorsReport(now: Period, then?: Period | StoredSection): Promise<SectionReport> {
  const platform = fakePlatform((call) => {
    const period = call.query?.['dateFrom'] === week.from?.text ? now : (then as Period)
    return { totals: period.totals, visitors: period.pages, hasMore: false }
  })
  const staging = mkdtempSync(path.join(tmpdir(), 'headline-'))
  staged.push(staging)
  const context = {
    platform,
    limits: testLimits(),
    projectId: 'acme',
    staging,
    readerTextStaging: undefined,
    reportDir: staging,
    options,
    generatedAt: '2026-11-23T06:00:00Z',
    negativeCounts: { warned: false },
  }
  const previous = then && { range: before, stored: 'rowCount' in then ? then : undefined }
  return exportReportSection(context, sectionNamed(visitors.name), week, previous)
}

function headline(results: readonly SectionReport[], newGaps?: NewGaps): string {
  const doc = new SummaryDocument()
  addHeadline(doc, { results, contentGaps: buildContentGaps('acme', results), newGaps })
  return renderGfm(doc.render())
}
const lines = (rendered: string) => rendered.replace(/^<p>|<\/p>\n$/g, '').split('<br>')

const thisWeek: Period = {
  totals: { human: 95, ai: 40, total: 120 },
  pages: [page('/docs/auth', 60), page('/docs/<img src=x>', 30)],
}
const lastWeek: Period = { totals: { human: 85, ai: 20, total: 100 }, pages: [page('/docs/auth', 50)] }

describe('addHeadline', () => {
  it('gives visitors and their change, the AI share and its change in points, and the page that moved most', async () => {
    const rendered = headline([await visitorsReport(thisWeek, lastWeek)])
    expect(lines(rendered)).toEqual([
      '👥 <strong>120</strong> unique visitors, ▲ 20.0% from 100 · <a href="#report-visitors">Unique visitors ↓</a>',
      '🤖 AI share <strong>33.3%</strong>, ▲ 13.3 points from 20.0% · <a href="#report-visitors">Human and AI ↓</a>',
      '📈 Moved most: <code>/docs/&lt;img src=x&gt;</code>, +30 visitors (new) · <a href="#report-visitors">Top pages ↓</a>',
    ])
  })

  it('counts a page that left the list as a move down', async () => {
    const gone: Period = { totals: lastWeek.totals, pages: [page('/docs/auth', 50), page('/docs/old', 200)] }
    const rendered = headline([await visitorsReport(thisWeek, gone)])
    expect(lines(rendered)[2]).toBe(
      '📈 Moved most: <code>/docs/old</code>, −200 visitors (▼ 100.0%) · <a href="#report-visitors">Top pages ↓</a>',
    )
  })

  it('leaves out a page whose earlier figure is unknown (the last report kept only its best rows)', async () => {
    const kept: StoredSection = {
      rowCount: 5_000,
      gapCount: 0,
      moreAvailable: false,
      endedEarly: undefined,
      totals: lastWeek.totals,
      ranked: [page('/docs/auth', 50)],
      rankedAll: false,
      cap: null,
      extra: null,
      gapDigests: [],
    }
    const rendered = headline([await visitorsReport(thisWeek, kept)])
    expect(lines(rendered)[2]).toBe(
      '📈 Moved most: <code>/docs/auth</code>, +10 visitors (▲ 20.0%) · <a href="#report-visitors">Top pages ↓</a>',
    )
    // The section itself shows — for that page and says why.
    const report = await visitorsReport(thisWeek, kept)
    const doc = new SummaryDocument()
    report.summarize(doc, { budgetBytes: 100_000, summaryRows: 20, readerTextShown: true })
    expect(renderGfm(doc.render())).toContain('— : the page is not among the 1 page the last report kept')
  })

  it('says no change without a period to compare with, and nothing moved when nothing did', async () => {
    expect(lines(headline([await visitorsReport(thisWeek)]))).toEqual([
      '👥 <strong>120</strong> unique visitors · <a href="#report-visitors">Unique visitors ↓</a>',
      '🤖 AI share <strong>33.3%</strong> · <a href="#report-visitors">Human and AI ↓</a>',
    ])
    const same = lines(headline([await visitorsReport(thisWeek, thisWeek)]))
    expect(same.slice(0, 2)).toEqual([
      '👥 <strong>120</strong> unique visitors, 0.0% from 120 · <a href="#report-visitors">Unique visitors ↓</a>',
      '🤖 AI share <strong>33.3%</strong>, no change from 33.3% · <a href="#report-visitors">Human and AI ↓</a>',
    ])
    expect(same).toHaveLength(2)
  })

  it('counts the content gaps by section, and how many are new since the last report', async () => {
    const results = [await visitorsReport(thisWeek), searchesReport(3)]
    const gaps = '🧩 <strong>3 content gaps</strong>'
    const where = ' (<a href="#report-searches">Searches</a> 3)'
    expect(lines(headline(results, { added: 2, listed: 3 }))[2]).toBe(
      `${gaps}, 2 of the 3 listed new since the last report${where}`,
    )
    expect(lines(headline(results, { added: 0, listed: 0 }))[2]).toBe(gaps + where)
    expect(lines(headline(results))[2]).toBe(gaps + where)
  })

  it('writes nothing without unique visitors from an export', () => {
    expect(headline([searchesReport(3)])).toBe('')
  })
})

/** Searches with `gapCount` terms nobody clicked, as content-gaps.test.ts builds a section's report. */
function searchesReport(gapCount: number): SectionReport {
  const gaps: SearchRow[] = Array.from({ length: gapCount }, (_, n) => ({
    searchQuery: `term ${n}`,
    hits: 10 - n,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-20T09:00:00Z',
  }))
  const current = {
    range: week,
    facts: { totals: { totalSearches: 50 }, moreAvailable: false, requests: 1 },
    rowCount: gapCount,
    extra: undefined,
    top: gaps,
    ranked: gaps,
    gaps,
    gapCount,
    files: [],
  }
  return sectionReport(
    searches,
    { current, previous: undefined, comparison: { rows: [], entered: 0, left: [] } },
    options,
  )
}
