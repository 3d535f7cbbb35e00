import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { COMMON_INPUTS } from '../../src/inputs/common-inputs.ts'
import { MODES } from '../../src/modes.ts'
import { SHARED_OUTPUTS } from '../../src/step/result.ts'
import { readActionMetadata, ROOT } from '../harness/action-metadata.ts'
import { noteNames, readPage, rowName, tables, tableWith, type MarkdownPage, type TableRow } from './markdown-page.ts'

/*
 * The tables of inputs and outputs are what people read instead of action.yml, so they must name
 * the same inputs, defaults and outputs. docs/reference.md carries the full tables (with each
 * name's mode) and the renamed inputs; the README carries short tables, by mode, of the same
 * names and defaults. An input action.yml marks with `deprecationMessage` is an old name: it
 * belongs in the reference's "Renamed inputs" table, and in no other.
 *
 * How a Default cell writes a default:
 * - a code span holding action.yml's default exactly as it is written there, expressions
 *   included: `30m`, `${{ github.token }}`;
 * - "(required)" for an input action.yml marks `required: true`, which has no default;
 * - an empty cell for an input whose default is empty.
 */

interface ActionYaml {
  readonly inputs: Record<string, { readonly required?: boolean; readonly deprecationMessage?: string }>
}

/** The README is for deciding and starting; the rest lives in docs/. */
const README_MAX_BYTES = 15_000
/** Past this, a raw table row no longer reads as a line in an editor or a diff. */
const MAX_TABLE_ROW_CHARS = 200
/** The README's `###` headings over its tables of inputs and outputs, one per action, and the mode each runs. */
const README_ACTION_HEADINGS: Readonly<Record<string, string>> = {
  'Every action': 'every',
  // `mode`, which only the root action takes: a common input, not a mode's.
  'The root action': 'every',
  agent: 'agent',
  report: 'visitors',
  deploy: 'deploy',
  preview: 'preview',
  automation: 'automation',
  rollup: 'rollup',
}
const README_SECTION = 'Inputs and outputs'

const metadata = readActionMetadata()
const declared = (parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYaml).inputs
const deprecated = new Map(
  Object.entries(declared).flatMap(([name, input]) =>
    input.deprecationMessage === undefined ? [] : [[name, input.deprecationMessage] as const],
  ),
)
const currentInputs = [...metadata.inputs.keys()].filter((name) => !deprecated.has(name)).sort()
const reference = readPage('docs/reference.md')
const readme = readPage('README.md')

/**
 * The modes that read an input or set an output, as the mode table says: `every` for what every
 * mode shares, `agent, deploy` for what some share.
 */
function owner(kind: 'input' | 'output', name: string): string | undefined {
  const shared = Object.keys(kind === 'input' ? COMMON_INPUTS : SHARED_OUTPUTS)
  if (shared.includes(name)) return 'every'
  const modes = Object.entries(MODES)
    .filter(([, mode]) => Object.keys(kind === 'input' ? mode.inputs : mode.outputs).includes(name))
    .map(([modeName]) => modeName)
  return modes.length === 0 ? undefined : modes.join(', ')
}

/** Every row whose Default cell is not action.yml's default, written as it should be. */
function wrongDefaults(page: MarkdownPage, rows: readonly TableRow[]): string[] {
  return rows.flatMap((row) => {
    const name = rowName(page, row, 'Input')
    const value = metadata.inputs.get(name)
    if (value === undefined) return [] // the name checks report it
    const expected = writtenAs({ value, required: declared[name]?.required === true })
    const code = row.code.get('Default')
    const text = row.text.get('Default') ?? ''
    const stated = code === undefined ? text : `\`${code}\``
    const cell = code === undefined && text === '' ? 'an empty cell' : stated
    return cell === expected ? [] : [`input "${name}": the Default cell is ${cell}; action.yml calls for ${expected}`]
  })
}

describe("docs/reference.md's tables agree with action.yml", () => {
  const inputs = tableWith(reference, 'Inputs', ['Input', 'Mode', 'Default', 'Description']).rows
  const outputs = tableWith(reference, 'Outputs', ['Output', 'Mode', 'Description']).rows

  it('lists exactly the inputs action.yml declares, old names left out', () => {
    expect(inputs.map((row) => rowName(reference, row, 'Input')).sort()).toEqual(currentInputs)
  })

  it("gives each input action.yml's default, and marks the required ones", () => {
    expect(wrongDefaults(reference, inputs)).toEqual([])
  })

  it('lists exactly the outputs action.yml declares', () => {
    expect(outputs.map((row) => rowName(reference, row, 'Output')).sort()).toEqual([...metadata.outputs].sort())
  })

  it('says which mode reads each input and sets each output, as the mode table does', () => {
    const wrong = [
      ...inputs.map((row) => ['input', rowName(reference, row, 'Input'), row.text.get('Mode')] as const),
      ...outputs.map((row) => ['output', rowName(reference, row, 'Output'), row.text.get('Mode')] as const),
    ].flatMap(([kind, name, stated]) => {
      const expected = owner(kind, name)
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
      const names = rows.map((row) => rowName(reference, row, column))
      const notes = noteNames(reference, heading)
      expect(notes.length, `notes under "## ${heading}"`).toBeGreaterThan(3)
      expect(
        notes.filter((name) => !names.includes(name)),
        `notes under "## ${heading}" about unlisted names`,
      ).toEqual([])
      const pointing = rows
        .filter((row) => row.text.get('Description')?.includes('(see below)'))
        .map((row) => rowName(reference, row, column))
      expect(
        pointing.filter((name) => !notes.includes(name)),
        `"## ${heading}" rows saying "see below" without a note`,
      ).toEqual([])
    }
  })
})

describe("docs/reference.md's renamed inputs agree with action.yml's deprecated ones", () => {
  const renamed = tableWith(reference, 'Renamed inputs', ['Old name', 'New name']).rows.map((row) => ({
    old: rowName(reference, row, 'Old name'),
    new: rowName(reference, row, 'New name'),
  }))

  it('lists exactly the inputs action.yml marks deprecated', () => {
    expect(renamed.map((row) => row.old).sort()).toEqual([...deprecated.keys()].sort())
  })

  it('names, for each, the input its deprecation message names, one action.yml still declares', () => {
    const wrong = renamed.flatMap((row) => {
      const message = deprecated.get(row.old) ?? ''
      if (!currentInputs.includes(row.new)) return [`"${row.new}" (for "${row.old}") is not a current input`]
      return message.includes(row.new) ? [] : [`the deprecation message of "${row.old}" does not name "${row.new}"`]
    })
    expect(wrong).toEqual([])
  })
})

describe("the README's short tables agree with action.yml", () => {
  /** Each row of the README's tables of `column` (`Input`, `Output`), with the mode its action's `###` heading names. */
  const rowsOf = (column: 'Input' | 'Output') =>
    tables(readme, README_SECTION)
      .filter((table) => table.headers.includes(column))
      .flatMap((table) => table.rows.map((row) => ({ row, mode: README_ACTION_HEADINGS[table.subheading] })))
  const inputs = rowsOf('Input')
  const outputs = rowsOf('Output')

  /** A row under the heading of an action that does not take (or set) it. */
  const misplaced = (kind: 'input' | 'output', rows: typeof inputs) =>
    rows.flatMap(({ row, mode }) => {
      const name = rowName(readme, row, kind === 'input' ? 'Input' : 'Output')
      // A name several modes share stands once, under the heading of one of them.
      const expected = owner(kind, name)
      return mode !== undefined && expected?.split(', ').includes(mode)
        ? []
        : [`${kind} "${name}" stands under ${mode ?? 'no action heading'}; it is ${expected}`]
    })

  it('lists exactly the inputs action.yml declares, old names left out, each under its action', () => {
    expect(inputs.map(({ row }) => rowName(readme, row, 'Input')).sort()).toEqual(currentInputs)
    expect(misplaced('input', inputs)).toEqual([])
  })

  it("gives each input action.yml's default, and marks the required ones", () => {
    expect(
      wrongDefaults(
        readme,
        inputs.map(({ row }) => row),
      ),
    ).toEqual([])
  })

  it('lists exactly the outputs action.yml declares, each under an action that sets it', () => {
    expect(outputs.map(({ row }) => rowName(readme, row, 'Output')).sort()).toEqual([...metadata.outputs].sort())
    expect(misplaced('output', outputs)).toEqual([])
  })
})

describe('the README and the reference read well raw', () => {
  it(`keep the README within ${README_MAX_BYTES.toLocaleString('en')} bytes: it is for deciding and starting`, () => {
    expect(Buffer.byteLength(readme.raw)).toBeLessThanOrEqual(README_MAX_BYTES)
  })

  it.each([readme, reference])(`keep every table row of $file within ${MAX_TABLE_ROW_CHARS} characters`, (page) => {
    let fenced = false
    const long: string[] = []
    page.raw.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
      // Characters, not UTF-16 units: `…` and `→` are one each on screen.
      const length = [...line].length
      if (!fenced && /^\s*\|/.test(line) && length > MAX_TABLE_ROW_CHARS) long.push(`line ${index + 1}: ${length}`)
    })
    expect(long).toEqual([])
  })
})

/** A default as a Default cell writes it. */
function writtenAs(stated: { readonly value: string; readonly required: boolean }): string {
  if (stated.required) return '(required)'
  return stated.value === '' ? 'an empty cell' : `\`${stated.value}\``
}
