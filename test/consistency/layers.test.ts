import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'
import { LAYERS, layerRules } from './layers.ts'

/**
 * The folders of src/ keep the order layers.ts writes down, type-only imports included: a
 * type import is as much a dependency to a reader as any other. dependency-cruiser counts
 * `import type` edges (tsPreCompilationDeps) and the lazy `import()` of a mode's runner alike.
 * There is no list of exceptions.
 */
async function violationsIn(directory: string, layers?: readonly string[]) {
  const relative = (path.relative(process.cwd(), directory) || '.').replaceAll('\\', '/')
  const output = await cruise([relative], {
    validate: true,
    ruleSet: { forbidden: layerRules(relative, layers) },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    includeOnly: `^${relative}/`,
  })
  const result = output.output as ICruiseResult
  const violations = result.summary.violations.map((violation) =>
    [`${violation.rule.name}:`, violation.from, '→', violation.to, ...(violation.cycle ?? []).map((s) => s.name)].join(
      ' ',
    ),
  )
  return { result, violations }
}

function foldersOf(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(directory, entry.parentPath).replaceAll('\\', '/'))
    .filter((folder, index, all) => all.indexOf(folder) === index)
}

describe('the folders of src/', () => {
  const src = path.join(ROOT, 'src')

  it('import only downwards, the modes apart, with no cycle', async () => {
    const { result, violations } = await violationsIn(src)
    expect(violations).toEqual([])
    // The check saw every file, and counted the type-only imports it is meant to count.
    expect(result.modules.filter((module) => module.source.startsWith('src/'))).toHaveLength(
      readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts')).length,
    )
    const typeOnly = result.modules
      .flatMap((module) => module.dependencies)
      .filter((dependency) => dependency.dependencyTypes.includes('type-only'))
    expect(typeOnly.length).toBeGreaterThan(10)
  })

  it('each have their place in the order', () => {
    expect(foldersOf(src).sort()).toEqual([...LAYERS].sort())
  })

  it('would be caught: an import upwards, one between modes, and a cycle of type imports', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'layers-'))
    for (const folder of ['low', 'high', 'agent', 'visitors']) mkdirSync(path.join(directory, folder))
    writeFileSync(
      path.join(directory, 'low/a.ts'),
      "import type { B } from '../high/b.ts'\nexport type A = { b?: B }\n",
    )
    writeFileSync(
      path.join(directory, 'high/b.ts'),
      "import type { A } from '../low/a.ts'\nexport type B = { a?: A }\n",
    )
    writeFileSync(path.join(directory, 'agent/c.ts'), "export { type A } from '../low/a.ts'\n")
    writeFileSync(path.join(directory, 'visitors/d.ts'), "export { type C } from '../agent/c.ts'\nexport type C = 1\n")
    const { violations } = await violationsIn(directory, ['low', 'high', 'agent', 'visitors', ''])
    expect(violations.join('\n')).toMatch(/layer:low: .*low\/a\.ts → .*high\/b\.ts/)
    expect(violations.join('\n')).toMatch(/mode:visitors: .*visitors\/d\.ts → .*agent\/c\.ts/)
    expect(violations.join('\n')).toMatch(/no-circular:/)
  })
})
