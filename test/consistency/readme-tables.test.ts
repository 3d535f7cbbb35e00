import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { COMMON_INPUTS } from '../../src/inputs/common-inputs.ts'
import { MODES } from '../../src/modes.ts'
import { SHARED_OUTPUTS } from '../../src/step/result.ts'
import { readActionMetadata, ROOT } from '../harness/action-metadata.ts'
import { renderGfm } from '../render/gfm.ts'

/*
 * The README's Inputs and Outputs tables are what people read instead of action.yml, so they
 * must name the same inputs, defaults and outputs. The README is read as GitHub renders it
 * (GFM through micromark), so escaped pipes, code spans and padding mean what they mean there.
 *
 * How the Inputs table writes a default (column "Default"):
 * - a code span holding action.yml's default exactly as it is written there, expressions
 *   included: `30m`, `${{ github.token }}`;
 * - "(required)" for an input action.yml marks `required: true`, which has no default;
 * - an empty cell for an input whose default is empty.
 */

/** Past this, a raw table row no longer reads as a line in an editor or a diff. */
const MAX_TABLE_ROW_CHARS = 200

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const $ = cheerio.load(renderGfm(README))
const metadata = readActionMetadata()

interface ActionYaml {
  readonly inputs: Record<string, { readonly required?: boolean }>
}

/** readActionMetadata gives names and defaults; whether an input is required is read from the YAML itself. */
const requiredInputs = new Set(
  Object.entries((parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYaml).inputs)
    .filter(([, input]) => input.required === true)
    .map(([name]) => name),
)

interface TableRow {
  /** Cell text by column heading. */
  readonly text: ReadonlyMap<string, string>
  /** The cell's content when it is exactly one code span, else undefined. */
  readonly code: ReadonlyMap<string, string | undefined>
}

/** The elements between `## heading` and the next `##`. */
function section(heading: string) {
  const headings = $('h2').filter((_, element) => $(element).text().trim() === heading)
  if (headings.length !== 1) throw new Error(`README should have one "## ${heading}" section, not ${headings.length}`)
  return headings.nextUntil('h2')
}

/** The one table of a section, its rows keyed by column heading. */
function tableRows(heading: string, columns: readonly string[]): TableRow[] {
  const tables = section(heading).filter('table')
  if (tables.length !== 1) throw new Error(`README's "## ${heading}" should hold one table, not ${tables.length}`)
  const headers = tables
    .find('thead th')
    .map((_, cell) => $(cell).text().trim())
    .get()
  const missing = columns.filter((column) => !headers.includes(column))
  if (missing.length > 0) throw new Error(`README's "## ${heading}" table has no column ${missing.join(', ')}`)
  return tables
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
}

/** The name a row is about: the cell of `column` must hold the name alone, as code. */
function rowName(row: TableRow, column: string): string {
  const name = row.code.get(column)
  if (name === undefined) throw new Error(`README row "${row.text.get(column)}": write the name alone, as code`)
  return name
}

/** What a Default cell says, in action.yml's terms; undefined when it follows none of the forms above. */
function readmeDefault(row: TableRow): { readonly value: string; readonly required: boolean } | undefined {
  const text = row.text.get('Default') ?? ''
  const code = row.code.get('Default')
  if (code !== undefined) return { value: code, required: false }
  if (text === '(required)') return { value: '', required: true }
  if (text === '') return { value: '', required: false }
  return undefined
}

/** The items of the list right under a section's table: `name`: explanation. */
function noteNames(heading: string): string[] {
  return section(heading)
    .filter('table')
    .nextUntil('h2')
    .filter('ul')
    .first()
    .children('li')
    .map((_, item) => $(item).children('code').first().text())
    .get()
}

describe("the README's tables agree with action.yml", () => {
  const inputs = tableRows('Inputs', ['Input', 'Mode', 'Default', 'Description'])
  const outputs = tableRows('Outputs', ['Output', 'Mode', 'Description'])

  it('lists exactly the inputs action.yml declares', () => {
    expect(inputs.map((row) => rowName(row, 'Input')).sort()).toEqual([...metadata.inputs.keys()].sort())
  })

  it("gives each input action.yml's default, and marks the required ones", () => {
    const mismatches: string[] = []
    for (const row of inputs) {
      const name = rowName(row, 'Input')
      const value = metadata.inputs.get(name)
      if (value === undefined) continue // the test above names it
      const expected = { value, required: requiredInputs.has(name) }
      const stated = readmeDefault(row)
      if (stated === undefined) {
        const cell = row.text.get('Default') ?? ''
        mismatches.push(`input "${name}": write the Default cell "${cell}" as ${writtenAs(expected)}`)
      } else if (stated.value !== expected.value || stated.required !== expected.required) {
        mismatches.push(
          `input "${name}": the Default cell is ${writtenAs(stated)}; action.yml calls for ${writtenAs(expected)}`,
        )
      }
    }
    expect(mismatches).toEqual([])
  })

  it('lists exactly the outputs action.yml declares', () => {
    expect(outputs.map((row) => rowName(row, 'Output')).sort()).toEqual([...metadata.outputs].sort())
  })

  it('says which mode reads each input and sets each output, as the mode table does', () => {
    // `both` for what every mode shares, else the one mode that declares the name.
    const owner = (
      name: string,
      shared: readonly string[],
      ofMode: (mode: (typeof MODES)[keyof typeof MODES]) => readonly string[],
    ) => (shared.includes(name) ? 'both' : Object.entries(MODES).find(([, mode]) => ofMode(mode).includes(name))?.[0])
    const wrong = [
      ...inputs.map((row) => ['input', rowName(row, 'Input'), row.text.get('Mode')] as const),
      ...outputs.map((row) => ['output', rowName(row, 'Output'), row.text.get('Mode')] as const),
    ].flatMap(([kind, name, stated]) => {
      const expected =
        kind === 'input'
          ? owner(name, Object.keys(COMMON_INPUTS), (mode) => Object.keys(mode.inputs))
          : owner(name, Object.keys(SHARED_OUTPUTS), (mode) => Object.keys(mode.outputs))
      return stated === expected
        ? []
        : [`${kind} "${name}": the Mode cell is "${stated}"; the mode table says "${expected}"`]
    })
    expect(wrong).toEqual([])
  })

  it('explains under each table only names the table lists, and every row that points below', () => {
    for (const [heading, column, rows] of [
      ['Inputs', 'Input', inputs],
      ['Outputs', 'Output', outputs],
    ] as const) {
      const names = rows.map((row) => rowName(row, column))
      const notes = noteNames(heading)
      expect(
        notes.filter((name) => !names.includes(name)),
        `notes under "## ${heading}" about names the table does not list`,
      ).toEqual([])
      const pointing = rows
        .filter((row) => row.text.get('Description')?.includes('(see below)'))
        .map((row) => rowName(row, column))
      expect(
        pointing.filter((name) => !notes.includes(name)),
        `rows of "## ${heading}" that say "see below" without a note`,
      ).toEqual([])
    }
  })
})

describe('the README reads well raw', () => {
  it(`keeps every table row within ${MAX_TABLE_ROW_CHARS} characters`, () => {
    let fenced = false
    const long: string[] = []
    README.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
      // Characters, not UTF-16 units: `…` and `→` are one each on screen.
      const length = [...line].length
      if (!fenced && /^\s*\|/.test(line) && length > MAX_TABLE_ROW_CHARS) long.push(`line ${index + 1}: ${length}`)
    })
    expect(long).toEqual([])
  })
})

/** A default as the Inputs table writes it. */
function writtenAs(stated: { readonly value: string; readonly required: boolean }): string {
  if (stated.required) return '(required)'
  return stated.value === '' ? 'an empty cell' : `\`${stated.value}\``
}
