import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'

/**
 * The folders of src/visitors/ in a strict order, lowest first: a folder imports only the ones
 * below it (and src/ outside visitors), never one above, so no two folders import each other and
 * a reader can take them bottom up. Type-only imports count, as they do for the cycle check. The
 * files at the top of src/visitors/ (settings, plan, runner, ending) come last and may import
 * every folder. CONTRIBUTING.md's code map says what each folder holds.
 */
const ORDER = ['analysis', 'sections', 'history', 'files', 'fetching', 'summary'] as const

/** One rule per folder: nothing of it imports a folder above it, or the files at the top. */
function layerRules(visitors: string): IForbiddenRuleType[] {
  return ORDER.map((folder, index) => ({
    name: `${folder}-imports-no-layer-above`,
    severity: 'error',
    from: { path: `^${visitors}/${folder}/` },
    to: { path: `^${visitors}/(${[...ORDER.slice(index + 1)].join('|')})/|^${visitors}/[^/]+\\.ts$` },
  }))
}

/** Every import from a folder to one above it, as `from → to`. */
async function upwardImports(directory: string): Promise<{ result: ICruiseResult; upward: string[] }> {
  const visitors = path.join(path.relative(process.cwd(), directory), 'src', 'visitors').replaceAll('\\', '/')
  const output = await cruise([visitors], {
    validate: true,
    ruleSet: { forbidden: layerRules(visitors) },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    includeOnly: `^${visitors}/`,
  })
  const result = output.output as ICruiseResult
  return { result, upward: result.summary.violations.map((violation) => `${violation.from} → ${violation.to}`) }
}

describe('the folders of src/visitors/', () => {
  it('import only folders below them, type-only imports included', async () => {
    const { result, upward } = await upwardImports(ROOT)
    expect(upward).toEqual([])
    // The check saw each folder and the imports between them it is meant to judge.
    const folders = new Set(result.modules.map((module) => module.source.split('/').at(-2)))
    for (const folder of ORDER) expect(folders).toContain(folder)
    const typeOnly = result.modules
      .flatMap((module) => module.dependencies)
      .filter((dependency) => dependency.dependencyTypes.includes('type-only'))
    expect(typeOnly.length).toBeGreaterThan(10)
  })

  it('would be caught: a type import from a low folder to a higher one, or to the top, fails the check', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'visitors-layers-'))
    const visitors = path.join(directory, 'src', 'visitors')
    for (const folder of ['analysis', 'sections']) mkdirSync(path.join(visitors, folder), { recursive: true })
    writeFileSync(path.join(visitors, 'plan.ts'), 'export type Plan = { readonly lines: string[] }\n')
    writeFileSync(path.join(visitors, 'sections', 'table.ts'), 'export type Table = { readonly names: string[] }\n')
    writeFileSync(
      path.join(visitors, 'analysis', 'rows.ts'),
      "import type { Table } from '../sections/table.ts'\nimport type { Plan } from '../plan.ts'\nexport type Rows = { table?: Table; plan?: Plan }\n",
    )
    const { upward } = await upwardImports(directory)
    expect(upward).toHaveLength(2)
    expect(upward.join('\n')).toMatch(/analysis\/rows\.ts → .*sections\/table\.ts/)
    expect(upward.join('\n')).toMatch(/analysis\/rows\.ts → .*visitors\/plan\.ts/)
  })
})
