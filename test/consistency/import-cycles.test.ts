import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'

/**
 * No import cycle anywhere in src/, type-only imports included: a cycle leaves no order in
 * which a reader can take the files, and a type import is as much a dependency to a reader as
 * any other. dependency-cruiser counts `import type` edges (tsPreCompilationDeps) and the lazy
 * `import()` of a mode's runner alike.
 */
async function cyclesIn(directory: string): Promise<{ result: ICruiseResult; cycles: string[] }> {
  const relative = path.relative(process.cwd(), directory) || '.'
  const output = await cruise([relative], {
    validate: true,
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    includeOnly: `^${relative.replaceAll('\\', '/')}/`,
  })
  const result = output.output as ICruiseResult
  const cycles = result.summary.violations.map((violation: IViolation) =>
    [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '),
  )
  return { result, cycles }
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))
}

describe('imports in src/', () => {
  it('form no cycle, type-only imports included', async () => {
    const { result, cycles } = await cyclesIn(path.join(ROOT, 'src'))
    expect(cycles).toEqual([])
    // The check saw every file, and counted the type-only imports it is meant to count.
    expect(result.modules.filter((module) => module.source.startsWith('src/'))).toHaveLength(
      sourceFiles(path.join(ROOT, 'src')).length,
    )
    const typeOnly = result.modules
      .flatMap((module) => module.dependencies)
      .filter((dependency) => dependency.dependencyTypes.includes('type-only'))
    expect(typeOnly.length).toBeGreaterThan(10)
  })

  it('would be caught: a cycle made of type imports alone fails the check', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'import-cycle-'))
    writeFileSync(path.join(directory, 'a.ts'), "import type { B } from './b.ts'\nexport type A = { b?: B }\n")
    writeFileSync(path.join(directory, 'b.ts'), "import type { A } from './a.ts'\nexport type B = { a?: A }\n")
    const { cycles } = await cyclesIn(directory)
    expect(cycles.length).toBeGreaterThan(0)
    expect(cycles[0]).toMatch(/a\.ts → .*b\.ts → .*a\.ts|b\.ts → .*a\.ts → .*b\.ts/)
  })
})
