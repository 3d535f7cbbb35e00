import * as cheerio from 'cheerio'
import { CHART_HEIGHT } from '../../src/visitors/summary/trend.ts'
import { renderGfm } from './gfm.ts'

/**
 * How tall a job summary stands when a person opens it, its `<details>` closed, at 900 px wide
 * (a run's page on a laptop), worked out from its blocks without a browser: a text line, a
 * table row, a heading, a chart and a folded part each take what page-style.ts gives them, and
 * a paragraph wraps at the characters a line holds. The figures are those Chromium measures on
 * the pages `npm run screenshots` takes (see summary-height.test.ts, which checks the two agree
 * within MARGIN when Chromium is at hand), so CI holds the summary to its two screens without a
 * browser.
 */

/** The page around the summary in the pictures: the header bar, the box and the body's padding. */
const FRAME = 112
const LINE = 24
/** Characters a line of text holds in the summary's 804 px, at 16 px. */
const LINE_CHARS = 100
/** Characters a table cell's line holds: cells are padded and tables rarely take the whole width. */
const CELL_CHARS = 42
const ROW = 37
const BLOCK_MARGIN = 16
const HEADING = { h2: 78, h3: 65, h4: 60 } as const
/** A Mermaid chart in its frame: the chart's own height with the frame's padding and border. */
const CHART = CHART_HEIGHT + 34
/** A closed `<details>`: its summary line and the margin under it. */
const FOLDED = LINE + BLOCK_MARGIN

/** How far the estimate may stray from what Chromium measures. */
export const MARGIN = 0.08

/** A block of the rendered summary: a paragraph, a table, a heading, a folded part. */
type Block = ReturnType<ReturnType<cheerio.CheerioAPI['root']>['children']>

/** The open summary's height in pixels, with the frame the pictures put around it. */
export function openHeight(markdown: string): number {
  const $ = cheerio.load(renderGfm(markdown), null, false)
  let height = FRAME
  $.root()
    .children()
    .each((_, element) => {
      height += blockHeight($, $(element))
    })
  return height
}

function blockHeight($: cheerio.CheerioAPI, block: Block): number {
  if (block.is('details')) return FOLDED
  if (block.is('h2')) return HEADING.h2
  if (block.is('h3')) return HEADING.h3
  if (block.is('h4')) return HEADING.h4
  if (block.is('table')) return tableHeight($, block) + BLOCK_MARGIN
  if (block.is('pre') && block.find('code.language-mermaid').length > 0) return CHART + BLOCK_MARGIN
  if (block.is('p, pre, ul, ol')) return textLines(block) * LINE + BLOCK_MARGIN
  return 0
}

function tableHeight($: cheerio.CheerioAPI, table: Block): number {
  let height = 0
  table.find('tr').each((_, row) => {
    const lengths = $(row)
      .children()
      .map((_, cell) => $(cell).text().length)
      .get()
    height += ROW + (Math.max(1, ...lengths.map((length) => Math.ceil(length / CELL_CHARS))) - 1) * LINE
  })
  return height
}

/** The lines a block of text takes: a paragraph's `<br>` or a `<pre>`'s newline starts one, and each wraps at LINE_CHARS. */
function textLines(block: Block): number {
  const parts = block.is('pre')
    ? block.text().split('\n')
    : (block.html() ?? '').split(/<br\s*\/?>/).map((part) => cheerio.load(part, null, false).root().text())
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / LINE_CHARS)), 0)
}
