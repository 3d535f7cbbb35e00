import * as cheerio from 'cheerio'
import { CHART_HEIGHT } from '../../src/visitors/summary/trend.ts'
import { renderGfm } from './gfm.ts'

/**
 * How tall a job summary stands when a person opens it, its `<details>` closed, at 900 px wide
 * (a run's page on a laptop), worked out from its blocks without a browser: a text line, a
 * table row, a heading, a chart and a folded part each take what page-style.ts gives them; a
 * paragraph wraps at the characters a line holds, and a table's cells at the width its columns
 * get as a browser shares the summary's width between them (long names wrap the row, or squeeze
 * the figures beside them until they do). The figures are those Chromium measures on
 * the pages `npm run screenshots` takes (see summary-height.test.ts, which checks the two agree
 * within MARGIN when Chromium is at hand), so CI holds the summary to its two screens without a
 * browser.
 */

/** The page around the summary in the pictures: the header bar, the box and the body's padding. */
const FRAME = 112
const LINE = 24
/** Characters a line of text holds in the summary's 804 px, at 16 px. */
const LINE_CHARS = 100
/** The room a table may take: the summary's width, less the table's outer border. */
const TABLE_WIDTH = 802
/** A character's width in a cell, on average, at 16 px: mostly lower case, figures and punctuation. */
const CHAR_WIDTH = 7.6
/** A cell's padding and border, left and right. */
const CELL_FRAME = 27
const ROW = 37
const BLOCK_MARGIN = 16
const HEADING = { h2: 78, h3: 65, h4: 60 } as const
/** A Mermaid chart in its frame: the chart's own height with the frame's padding and border. */
const CHART = CHART_HEIGHT + 34
/** A closed `<details>`: its summary line and the margin under it. */
const FOLDED = LINE + BLOCK_MARGIN

/** How far the estimate may stray from what Chromium measures. */
export const MARGIN = 0.05

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
  const rows = table
    .find('tr')
    .toArray()
    .map((row) =>
      $(row)
        .children()
        .toArray()
        .map((cell) => $(cell).text().replace(/\s+/g, ' ').trim()),
    )
  const widths = columnWidths(rows)
  return rows.reduce((height, cells) => {
    const lines = cells.map((cell, index) => {
      // Characters its column's line holds; the nudge keeps a cell exactly as wide as its column on one line.
      const fits = Math.max(1, Math.floor(((widths[index] ?? TABLE_WIDTH) - CELL_FRAME) / CHAR_WIDTH + 1e-6))
      return Math.ceil(cell.length / fits)
    })
    return height + ROW + (Math.max(1, ...lines) - 1) * LINE
  }, 0)
}

/**
 * Each column's width as a browser lays out a table as wide as its content and no wider than
 * the summary: every column as wide as its longest cell when they all fit; otherwise each keeps
 * its longest word and shares the rest of the room by how much more its longest cell wants.
 */
function columnWidths(rows: readonly (readonly string[])[]): number[] {
  const columns = Math.max(0, ...rows.map((cells) => cells.length))
  const widest = (measure: (cell: string) => number) =>
    Array.from(
      { length: columns },
      (_, index) => Math.max(0, ...rows.map((cells) => measure(cells[index] ?? ''))) * CHAR_WIDTH + CELL_FRAME,
    )
  const most = widest((cell) => cell.length)
  const least = widest((cell) => Math.max(0, ...cell.split(/[\s-]/).map((word) => word.length)))
  const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0)
  if (sum(most) <= TABLE_WIDTH) return most
  const room = Math.max(0, TABLE_WIDTH - sum(least))
  const wanted = sum(most) - sum(least)
  return least.map((width, index) => width + (room * ((most[index] ?? 0) - width)) / Math.max(1, wanted))
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
