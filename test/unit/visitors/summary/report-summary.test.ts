import { describe, expect, it } from 'vitest'
import type { PlatformCall } from '../../../../src/platform/platform-client.ts'
import { runVisitorsMode } from '../../../../src/visitors/run-visitors.ts'
import { SUMMARY_BUDGET_BYTES } from '../../../../src/visitors/summary/report-summary.ts'
import { changeAmount, changeShare, lineCell, rankMove } from '../../../../src/visitors/sections/summary-tables.ts'
import { addSecret } from '../../../../src/text/untrusted.ts'
import type { VisitorsSettings } from '../../../../src/visitors/visitors-inputs.ts'
import { renderGfm } from '../../../render/gfm.ts'
import '../../support/capture-log.ts'
import { collaborators, fakePlatform, visitorsSettings } from '../../support/fakes.ts'

const settings = (overrides: Partial<VisitorsSettings>): VisitorsSettings => visitorsSettings(overrides)

/** `rows` traffic rows per endpoint with paths of `pathChars` characters, biggest first. */
function trafficAnswer(rows: number, pathChars: number, totals = { human: 9e6, ai: 3e6, total: 1.1e7 }) {
  return (call: PlatformCall<unknown>) => {
    const offset = Number(call.query?.['offset'] ?? 0)
    const list = Array.from({ length: Math.min(250, rows - offset) }, (_, index) => {
      const n = offset + index
      return {
        path: `/${String(n).padStart(4, '0')}${'文'.repeat(pathChars)}`,
        human: 5_000 - n,
        ai: 10,
        total: 5_000 - n,
      }
    })
    return { totals, [call.endpoint]: list, hasMore: offset + 250 < rows }
  }
}

async function summaryOf(given: VisitorsSettings, answer: (call: PlatformCall<unknown>) => unknown) {
  const result = await runVisitorsMode(given, collaborators(fakePlatform(answer)))
  expect(result.failure).toBeUndefined()
  return result.summary?.render() ?? ''
}

describe('the visitors summary', () => {
  it('stays under 1 MiB with the longest paths, cutting every section fairly and saying so', async () => {
    const markdown = await summaryOf(
      settings({ sections: ['visitors', 'views'], summaryRows: 1_000 }),
      trafficAnswer(1_000, 2_000),
    )
    expect(Buffer.byteLength(markdown)).toBeLessThan(SUMMARY_BUDGET_BYTES)
    const cuts = [...markdown.matchAll(/This table stops at ([\d,]+) of 1,000 rows/g)].map((match) => match[1])
    expect(cuts).toHaveLength(2)
    expect(cuts[0]).toBe(cuts[1])
    expect(Number(cuts[0]?.replace(',', ''))).toBeGreaterThan(100)
    expect(renderGfm(markdown)).toContain('…')
  })

  it('folds each section under its title: totals, the overlap in a line, ten rows open and the rest folded again', async () => {
    const markdown = await summaryOf(settings({ summaryRows: 12 }), trafficAnswer(30, 3))
    const page = renderGfm(markdown)
    const section = page.slice(page.indexOf('<details><summary><a id="report-visitors"></a><strong>Unique visitors'))
    expect(section).toContain('<td>This period</td><td align="right">9,000,000</td><td align="right">3,000,000</td>')
    expect(markdown).not.toContain('pie')
    expect(section).toContain(
      'Human + AI exceeds Total by the 1,000,000 visitors seen as both. A visitor who read several pages counts on each page below.',
    )
    expect(section).toContain('<strong>Top 12 pages by visitors</strong> (of 30 pages)')
    expect(section).toContain('<summary>2 more rows (top pages by visitors)</summary>')
    expect(section).toContain('<td align="right">0.0%</td>')
    // Unique visitors per page overlap: the column says what it is.
    expect(section).toContain('<th align="right">% of all visitors</th>')
    expect(page).not.toContain('How to read it')
    expect(page).toContain(
      '<p><sub>Open a part below for its figures. How to read them: <a href="https://github.com/docs-agent-action/docs-agent-action/blob/v2/docs/weekly-report.md#reading-the-report">reading the report</a>.</sub></p>',
    )
  })

  it.each([
    [false, '<p>2 pages with feedback; 1 page had more thumbs-down than thumbs-up.</p>'],
    [
      true,
      '<p>More than 100 pages had feedback. The platform returns at most\n    100 in one request and offers no way to page through the rest, so this report counts the\n    2 it returned: 1 of them had more thumbs-down than thumbs-up.</p>',
    ],
  ])('says once how many pages had feedback (more than one request returns: %s)', async (hasMore, sentence) => {
    const rows = [
      { path: '/docs/auth', thumbsUp: 1, thumbsDown: 9, code: 0, total: 10 },
      { path: '/docs/sso', thumbsUp: 5, thumbsDown: 2, code: 1, total: 8 },
    ]
    const answer = (call: PlatformCall<unknown>) =>
      call.endpoint === 'feedback/by-page' ? { feedback: rows, hasMore } : trafficAnswer(5, 3)(call)
    const page = renderGfm(await summaryOf(settings({ sections: ['visitors', 'feedback'] }), answer))
    const feedback = page.slice(page.indexOf('<a id="report-feedback"></a><strong>Feedback</strong>'))
    expect(feedback).toContain(sentence)
    expect(feedback.match(/(with|had) feedback/g)).toHaveLength(1)
  })

  it('says nothing of an overlap when the counts do not split into parts, and lists no table for summary-rows 0', async () => {
    const traffic = trafficAnswer(5, 3, { human: -1, ai: 2, total: 1 })
    const search = { searchQuery: 'sso', hits: 4, ctr: 0, topClickedPage: null, lastSearchedAt: '2026-11-20T00:00:00Z' }
    const answer = (call: PlatformCall<unknown>) =>
      call.endpoint === 'searches' ? { searches: [search], totalSearches: 4, nextCursor: null } : traffic(call)
    const page = renderGfm(await summaryOf(settings({ summaryRows: 0, sections: ['visitors', 'searches'] }), answer))
    expect(page).not.toContain('language-mermaid')
    expect(page).not.toContain('seen as both')
    expect(page).toContain('<strong>Searches nobody clicked</strong> (click-through 0 or no clicked result): 1 term of')
    expect(page).not.toContain('<table>\n<thead><tr><th>Search term</th>')
    expect(page).not.toContain('Top ')
  })

  it('writes changes as arrows with one decimal, new, and rank moves', () => {
    expect(changeShare(112.5, 100)).toBe('▲ 12.5%')
    expect(changeShare(97, 100)).toBe('▼ 3.0%')
    expect(changeShare(100, 100)).toBe('0.0%')
    expect(changeShare(5, undefined)).toBe('new')
    expect(changeShare(5, 0)).toBe('new')
    expect(changeAmount(1_250, 0)).toBe('+1,250')
    expect(changeAmount(60, 100)).toBe('−40')
    expect(changeAmount(3, undefined)).toBe('—')
    expect([rankMove(1, 3), rankMove(4, 2), rankMove(2, 2), rankMove(5, undefined)]).toEqual([
      '▲ 2',
      '▼ 2',
      '=',
      'entered',
    ])
  })

  it('cuts a cell of an open table to one line with an ellipsis, a secret redacted before the cut', () => {
    expect(lineCell('deploy <preview>', 20).markup).toBe('deploy &lt;preview&gt;')
    expect(lineCell('abcdefghij', 10).markup).toBe('abcdefghij')
    expect(lineCell('abcdefghijk', 10).markup).toBe('abcdefghi…')
    expect(lineCell('why is sso slow', 8).markup).toBe('why is…')
    addSecret('mint_lineCellKey_0123')
    // The cut falls inside the key: redacted first, nothing of it is left to read.
    expect(lineCell('my key mint_lineCellKey_0123 fails', 15).markup).toBe('my key *** fai…')
  })
})
