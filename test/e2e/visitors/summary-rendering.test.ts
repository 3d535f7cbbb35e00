import type { CheerioAPI } from 'cheerio'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { linkTargets, renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { liveReferences } from '../../render/github-references.ts'
import { HOSTILE_PATHS, HOSTILE_TERMS } from '../../simulator/hostile-text.ts'
import { expectEnding, platformInputs } from '../helpers.ts'

/**
 * The visitors report rendered as GitHub reads it (CommonMark + GFM, raw HTML kept). Paths and
 * search terms come from the platform, and anyone who visits the docs can type a search: each
 * must show as the text it is, never as a heading, emphasis, a link, an image or a new element.
 */

/** How the summary writes a value on one line: line breaks and tabs as escapes. */
const oneLine = (text: string) => text.replaceAll('\n', '\\n').replaceAll('\t', '\\t')

/**
 * The text of every table cell as a person reads it (without the invisible word joiner that keeps
 * an `@` or a `#` from linking), each paired with whether the cell holds any element at all.
 */
function cells($: CheerioAPI): { text: string; plain: boolean }[] {
  return $('td')
    .map((_, element) => ({
      text: $(element).text().replaceAll('\u2060', ''),
      plain: $(element).children().length === 0,
    }))
    .get()
}

/** Nothing a hostile value could have made: no script, image, heading, list, quote or strikethrough. */
function expectNoInjectedMarkup($: CheerioAPI): void {
  expect($('script, img, h1, ol, ul, blockquote, del, hr, input').length).toBe(0)
  // The headline's links to the sections below are the action's own.
  expect(linkTargets($).filter((href) => !/^https?:\/\//.test(href) && !/^#report-[a-z]+$/.test(href))).toEqual([])
  expect(linkTargets($).filter((href) => href.includes('example.com'))).toEqual([])
}

describe('the visitors summary rendered as GitHub renders it', () => {
  it('shows page paths full of Markdown and HTML as text', async () => {
    const visitors = { rows: 13, hostilePaths: true }
    await withServers({ platform: { visitors } }, async ({ platform }) => {
      const inputs = { ...platformInputs(platform, 'visitors'), 'summary-rows': '50', 'artifact-name': 'off' }
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      // The paths exactly as the platform sent them, from the report file that keeps them so.
      const report = await readFile(path.join(run.outputs['report-path'] ?? '', 'visitors.json'), 'utf8')
      const paths = (JSON.parse(report) as { visitors: { path: string }[] }).visitors.map((row) => row.path)
      expect(paths).toContain('/[link](https://example.com)')

      const $ = renderedSummary(run.summary)
      const shown = cells($)
      for (const text of paths.map(oneLine)) expect(shown).toContainEqual({ text, plain: true })
      expect($('em, strong, code').filter((_, element) => /^(bold|under|code)$/.test($(element).text()))).toHaveLength(
        0,
      )
      expectNoInjectedMarkup($)
      // A path such as `@SUM(A1)` mentions nobody.
      expect(liveReferences(renderGfm(run.summary))).toEqual([])
    })
  })

  it('shows search terms, clicked results and feedback paths full of Markdown and HTML as text', async () => {
    const analytics = {
      rows: 20,
      hostilePaths: true,
      hostileSearches: true,
      searchTerms: HOSTILE_TERMS.length,
      feedbackPages: HOSTILE_PATHS.length,
    }
    await withServers({ platform: { analytics } }, async ({ platform }) => {
      const inputs = {
        ...platformInputs(platform, 'visitors'),
        include: 'searches,feedback',
        'summary-rows': '50',
        'artifact-name': 'off',
        'reader-text': 'true',
      }
      const run = await runAction({ inputs })
      expectEnding(run, 'success')
      const report = run.outputs['report-path'] ?? ''
      const searches = JSON.parse(await readFile(path.join(report, 'searches.json'), 'utf8')) as {
        searches: { searchQuery: string; ctr: number; topClickedPage: string | null }[]
      }
      const feedback = JSON.parse(await readFile(path.join(report, 'feedback.json'), 'utf8')) as {
        feedback: { path: string }[]
      }
      // The platform sent every hostile term, some clicked and some not, and every hostile path as feedback.
      expect(searches.searches.map((row) => row.searchQuery).sort()).toEqual([...HOSTILE_TERMS].sort())
      const unclicked = searches.searches.filter((row) => row.ctr === 0)
      expect(unclicked.length).toBeGreaterThan(2)
      expect(unclicked.every((row) => row.topClickedPage === null)).toBe(true)
      expect(feedback.feedback.map((row) => row.path).sort()).toEqual([...HOSTILE_PATHS].sort())

      const $ = renderedSummary(run.summary)
      const shown = cells($)
      const count = (text: string) => shown.filter((cell) => cell.text === oneLine(text) && cell.plain).length
      // Each term in the top terms table, and the unclicked ones again among the searches nobody clicked (the
      // most searched of those a third time, among the gaps to act on); the biggest movers, a few terms
      // compared with the week before, once more.
      const moved: string[] = []
      for (const row of searches.searches) {
        const listed = row.ctr === 0 ? 3 : 1
        expect(count(row.searchQuery)).toBeGreaterThanOrEqual(row.ctr === 0 ? 2 : 1)
        expect(count(row.searchQuery)).toBeLessThanOrEqual(listed + 1)
        if (count(row.searchQuery) > listed) moved.push(row.searchQuery)
      }
      expect(moved.length).toBeLessThanOrEqual(4)
      expect(shown.filter((cell) => /^🔎 [\d,]+ search/.test(cell.text)).length).toBeGreaterThan(0)
      for (const row of searches.searches.filter((candidate) => candidate.topClickedPage !== null)) {
        expect(count(row.topClickedPage ?? '')).toBeGreaterThan(0)
      }
      for (const row of feedback.feedback) expect(count(row.path)).toBeGreaterThan(0)

      // Every table row still has one cell per column: no term closed a cell or a table early.
      $('table').each((_, table) => {
        const columns = $(table).find('thead th').length
        $(table)
          .find('tbody tr')
          .each((_, row) => void expect($(row).children('td')).toHaveLength(columns))
      })
      expect($('h2')).toHaveLength(1)
      // The only collapsed sections are the summary's own: each section, the files and the spend, and a table's
      // rows past the first ten.
      const collapsed = $('details > summary')
        .map((_, element) => $(element).text())
        .get()
      expect(collapsed.length).toBe($('details').length)
      for (const label of collapsed)
        expect(label).toMatch(
          /^(\d+ more rows? \((top search terms|top pages by visitors|pages with the most thumbs-down)\)|Unique visitors|Searches|Feedback|Report files: .*|Analytics requests spent: .*)$/,
        )
      expectNoInjectedMarkup($)
    })
  })
})
