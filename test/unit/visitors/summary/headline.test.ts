import { describe, expect, it } from 'vitest'
import { SummaryDocument } from '../../../../src/text/summary-document.ts'
import type { GapFollowing } from '../../../../src/visitors/history/gap-lives.ts'
import type { SectionReport } from '../../../../src/visitors/sections/section-report.ts'
import { addHeadline } from '../../../../src/visitors/summary/report-summary.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { page, rated, feedbackReport, searchesReport, term, visitorsReport } from './summary-fixtures.ts'

function headline(results: readonly SectionReport[], following?: GapFollowing): string[] {
  const doc = new SummaryDocument()
  addHeadline(doc, results, following)
  const rendered = renderGfm(doc.render())
  return rendered === '' ? [] : rendered.replace(/^<p>|<\/p>\n$/g, '').split('<br>')
}

const thisWeek = { totals: { human: 95, ai: 40, total: 120 }, pages: [page('/docs/auth', 60)] }
const lastWeek = { totals: { human: 85, ai: 20, total: 100 }, pages: [page('/docs/auth', 50)] }

describe('addHeadline', () => {
  it("opens with each section's lines in the report's order, each pointing to its folded part", () => {
    const results = [
      visitorsReport(thisWeek, lastWeek),
      searchesReport([term('sso', 30), term('api keys', 20, '/docs/keys')]),
      feedbackReport([rated('/docs/auth', 9, 1)]),
    ]
    expect(headline(results)).toEqual([
      '👥 <strong>120</strong> unique visitors, ▲ 20.0% from 100 · <a href="#report-visitors">Unique visitors ↓</a>',
      '🤖 AI share of visitors <strong>33.3%</strong>, ▲ 13.3 points from 20.0% · <a href="#report-visitors">Human and AI ↓</a>',
      '🔎 <strong>50</strong> searches; 1 of 2 terms found nothing clicked · <a href="#report-searches">Searches ↓</a>',
      '👎 <strong>9</strong> thumbs-down; 1 page with more down than up · <a href="#report-feedback">Feedback ↓</a>',
    ])
  })

  it('ends with what became of the gaps the last report listed, when it followed them', () => {
    const following: GapFollowing = {
      sections: new Map(),
      counts: { new: 9, open: 42, closed: 12, quiet: 0, longOpen: 5 },
    }
    const lines = headline([searchesReport([term('sso', 30)])], following)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(
      '🧩 <strong>12</strong> gaps closed since the last report, 42 still open (5 for 4+ reports), 9 new · <a href="#report-content-gaps">Gaps ↓</a>',
    )
  })

  it('writes nothing when no section has a line to open it with', () => {
    expect(headline([])).toEqual([])
  })
})
