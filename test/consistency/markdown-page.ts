import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as cheerio from 'cheerio'
import { ROOT } from '../harness/action-metadata.ts'
import { renderGfm } from '../render/gfm.ts'

/**
 * A Markdown file of the repository as GitHub renders it (GFM through micromark), so escaped
 * pipes, code spans and padding mean what they mean there, and the tables and sections the
 * consistency tests read from it.
 */
export interface MarkdownPage {
  /** The path from the repository's root, as the tests name it. */
  readonly file: string
  readonly raw: string
  readonly $: cheerio.CheerioAPI
}

export interface TableRow {
  /** Cell text by column heading. */
  readonly text: ReadonlyMap<string, string>
  /** The cell's content when it is exactly one code span, else undefined. */
  readonly code: ReadonlyMap<string, string | undefined>
}

export interface Table {
  /** The `###` heading the table stands under inside its section; '' when none. */
  readonly subheading: string
  readonly headers: readonly string[]
  readonly rows: readonly TableRow[]
}

export function readPage(file: string): MarkdownPage {
  const raw = readFileSync(path.join(ROOT, file), 'utf8')
  return { file, raw, $: cheerio.load(renderGfm(raw)) }
}

/** The elements between `## heading` and the next `##`. */
export function section(page: MarkdownPage, heading: string) {
  const { $ } = page
  const headings = $('h2').filter((_, element) => $(element).text().trim() === heading)
  if (headings.length !== 1)
    throw new Error(`${page.file} should have one "## ${heading}" section, not ${headings.length}`)
  return headings.nextUntil('h2')
}

/** Every table of a section, its rows keyed by column heading, with the `###` heading above it. */
export function tables(page: MarkdownPage, heading: string): Table[] {
  const { $ } = page
  return section(page, heading)
    .filter('table')
    .map((_, table) => {
      const headers = $(table)
        .find('thead th')
        .map((_, cell) => $(cell).text().trim())
        .get()
      const rows = $(table)
        .find('tbody tr')
        .map((_, row) => {
          const cells = $(row).children('td')
          const text = new Map<string, string>()
          const code = new Map<string, string | undefined>()
          headers.forEach((header, index) => {
            const cell = cells.eq(index)
            const content = cell.text().trim()
            const spans = cell.children('code')
            text.set(header, content)
            code.set(header, spans.length === 1 && spans.text() === content ? spans.text() : undefined)
          })
          return { text, code } satisfies TableRow
        })
        .get()
      // The nearest `###` above the table, not past the section's own `##`.
      const subheading = $(table).prevUntil('h2').filter('h3').first().text().trim()
      return { subheading, headers, rows } satisfies Table
    })
    .get()
}

/** The one table of a section that has every one of `columns`. */
export function tableWith(page: MarkdownPage, heading: string, columns: readonly string[]): Table {
  const found = tables(page, heading).filter((table) => columns.every((column) => table.headers.includes(column)))
  if (found.length !== 1) {
    throw new Error(
      `${page.file}'s "## ${heading}" should hold one table of ${columns.join(', ')}, not ${found.length}`,
    )
  }
  return found[0] as Table
}

/** The name a row is about: the cell of `column` must hold the name alone, as code. */
export function rowName(page: MarkdownPage, row: TableRow, column: string): string {
  const name = row.code.get(column)
  if (name === undefined) throw new Error(`${page.file} row "${row.text.get(column)}": write the name alone, as code`)
  return name
}

/** The names the list right under a section's first table explains: `name`: explanation. */
export function noteNames(page: MarkdownPage, heading: string): string[] {
  const { $ } = page
  return section(page, heading)
    .filter('table')
    .first()
    .nextUntil('h2')
    .filter('ul')
    .first()
    .children('li')
    .map((_, item) => $(item).children('code').first().text())
    .get()
}
