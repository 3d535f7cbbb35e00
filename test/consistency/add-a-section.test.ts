import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THROWAWAY_DRIVER, THROWAWAY_SECTION } from '../fixtures/throwaway-section.ts'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * CONTRIBUTING.md's recipe for a report section, held to its word: one file in sections/ and its
 * line in the table are all src/ needs. A copy of src/ gets a throwaway section (downloads, with an
 * input of its own, an output and a headline line) and nothing else; the copy must type-check, and
 * its visitors mode, run as main.ts runs it (inputs from the environment, the mode table, the
 * settings reader) with the unit tests' fake collaborators, must carry the section's rows to its
 * files, report.json, the summary and the outputs, and list its input and output for action.yml.
 */

const execute = promisify(execFile)

/** Runs `node args` in `cwd`; a failure says what the command printed, a type error or a stack. */
async function run(args: readonly string[], cwd: string): Promise<string> {
  try {
    return (await execute(process.execPath, args, { cwd })).stdout
  } catch (error) {
    const printed = (field: string) =>
      error instanceof Error && field in error ? String(error[field as keyof Error]) : ''
    throw new Error(`node ${args.join(' ')} failed:\n${printed('stdout')}${printed('stderr')}`, { cause: error })
  }
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2024',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2024'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    verbatimModuleSyntax: true,
    erasableSyntaxOnly: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src', 'test', 'drive.ts'],
}

/** A copy of src/ and the fakes, with the throwaway section in sections/ and its line (and import) in table.ts. */
function copyWithSection(directory: string): void {
  cpSync(path.join(ROOT, 'src'), path.join(directory, 'src'), { recursive: true })
  mkdirSync(path.join(directory, 'test/unit/support'), { recursive: true })
  cpSync(path.join(ROOT, 'test/unit/support/fakes.ts'), path.join(directory, 'test/unit/support/fakes.ts'))
  cpSync(path.join(ROOT, 'package.json'), path.join(directory, 'package.json'))
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(directory, 'node_modules'), 'dir')
  const sections = path.join(directory, 'src/visitors/sections')
  writeFileSync(path.join(sections, 'downloads.ts'), THROWAWAY_SECTION)
  const table = readFileSync(path.join(sections, 'table.ts'), 'utf8')
  const added = table
    .replace("import { assistant } from './assistant.ts'\n", "$&import { downloads } from './downloads.ts'\n")
    .replace('  .and(assistant)\n', '$&  .and(downloads)\n')
  expect(added.split('\n').length - table.split('\n').length).toBe(2)
  writeFileSync(path.join(sections, 'table.ts'), added)
  writeFileSync(path.join(directory, 'drive.ts'), THROWAWAY_DRIVER)
  writeFileSync(path.join(directory, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
}

interface Driven {
  readonly files: string[]
  readonly manifest: {
    readonly sections: Record<string, unknown>
    readonly headline: { readonly figures: Record<string, { readonly period: Record<string, number> } | undefined> }
  }
  readonly summary: string
  readonly outputs: Record<string, unknown>
  readonly failure: unknown
  readonly inputs: Record<string, { readonly default: string; readonly description: string }>
  readonly outputNames: string[]
  /** The figures the mode table hands rollup mode. */
  readonly rolled: string[]
  readonly refused: string
}

describe('adding a report section: one file and its line in the table', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'add-a-section-'))
  let driven: Driven
  let log: string

  beforeAll(async () => {
    copyWithSection(directory)
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc')
    await run([tsc, '-p', path.join(directory, 'tsconfig.json')], directory)
    const out = path.join(directory, 'driven.json')
    log = await run(['drive.ts', out, path.join(directory, 'report'), path.join(directory, 'runner-temp')], directory)
    driven = JSON.parse(readFileSync(out, 'utf8')) as Driven
  }, 50_000)
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('type-checks, and the mode declares the section, its input and its output for action.yml', () => {
    expect(driven.inputs['download-rows']?.default).toBe('100')
    expect(driven.inputs['include']?.description).toContain('downloads (files readers downloaded)')
    expect(driven.outputNames).toContain('download-total')
  })

  it('reads its input in the settings, plans it, and writes its rows to its files and report.json', () => {
    expect(driven.failure).toBeUndefined()
    expect(log).toContain('downloads, up to 2 files')
    expect(driven.files).toEqual([
      'downloads.csv',
      'downloads.json',
      'report.json',
      'summary.md',
      'visitors.csv',
      'visitors.json',
    ])
    expect(driven.manifest.sections['downloads']).toMatchObject({
      rows: 2,
      capped: { downloadRows: 2, moreAvailable: true },
    })
  })

  it('puts its rows in the summary, its line in the headline and its figure in the outputs', () => {
    expect(driven.summary).toContain('⬇️ <strong>42</strong> downloads')
    expect(driven.summary).toContain('<a id="report-downloads"></a><strong>Downloads</strong>')
    expect(driven.summary).toContain('guide.pdf')
    expect(driven.outputs['download-total']).toBe(42)
  })

  it("hands its figure to the roll-up, keyed as report.json's headline holds it", () => {
    expect(driven.rolled).toEqual([
      'visitors.total',
      'views.total',
      'searches.searches',
      'feedback.thumbsDown',
      'assistant.questions',
      'downloads.downloads',
    ])
    expect(driven.manifest.headline.figures['downloads']?.period['downloads']).toBe(42)
  })

  it('refuses its input when include leaves it out, as every section input is refused', () => {
    expect(driven.refused).toBe('Input "download-rows" applies only when "include" lists downloads.')
  })
})
