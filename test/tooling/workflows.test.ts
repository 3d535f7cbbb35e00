import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'
import { lintWorkflow } from './actionlint.ts'

/**
 * The example workflows people copy, and the project's own, pass actionlint; the README or a
 * page of docs/ shows each example exactly as its file is; and a release trigger does not fire
 * on moved major tags.
 */
function workflowFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(directory, name))
    .sort()
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const EXAMPLES = workflowFiles('examples')
const PROJECT_WORKFLOWS = workflowFiles('.github/workflows')
const PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/**
 * GitHub's filter-pattern syntax for the characters release triggers use: `[0-9]` one character
 * of a set, `+` one or more of the preceding character, `*` anything but `/`; the rest literal.
 */
function matchesFilter(pattern: string, ref: string): boolean {
  const source = pattern.replace(/\[[^\]]*\]|\*|\+|[^[*+]+/g, (token) =>
    token === '*' ? '[^/]*' : token === '+' || token.startsWith('[') ? token : token.replace(/[.?^${}()|\\]/g, '\\$&'),
  )
  return new RegExp(`^${source}$`).test(ref)
}

/** The tag filters of a workflow's push trigger; none when it is not triggered by pushed tags. */
function pushTags(file: string): string[] {
  const workflow = parse(read(file)) as { on?: { push?: { tags?: string[] } | null } }
  return workflow.on?.push?.tags ?? []
}

describe('workflows', () => {
  it('find the examples and the project workflows', () => {
    expect(EXAMPLES).toEqual([
      'examples/automation-on-merge.yml',
      'examples/create-then-wait.yml',
      'examples/deploy-on-release.yml',
      'examples/docs-on-comment.yml',
      'examples/merged-pr-docs.yml',
      'examples/preview-pull-requests.yml',
      'examples/release-docs.yml',
      'examples/wait-for-job.yml',
      'examples/weekly-report-issue.yml',
      'examples/weekly-report-large.yml',
      'examples/weekly-report-projects.yml',
      'examples/weekly-report-slack.yml',
      'examples/weekly-report.yml',
    ])
    expect(PROJECT_WORKFLOWS).toEqual(
      expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/release.yml']),
    )
  })

  it.each([...EXAMPLES, ...PROJECT_WORKFLOWS])('%s passes actionlint', async (file) => {
    expect(await lintWorkflow(read(file), file)).toEqual([])
  })

  it.each(PROJECT_WORKFLOWS)('%s pins every third-party action by commit SHA', (file) => {
    const targets = [...read(file).matchAll(/uses:\s*(\S+)/g)].map((match) => match[1] ?? '')
    expect(targets.filter((target) => !target.startsWith('./') && !/@[0-9a-f]{40}$/.test(target))).toEqual([])
  })

  // A reader copies a workflow from the page, so the page shows the tested file, byte for byte.
  it.each(EXAMPLES)('the README or a page of docs/ shows %s exactly as the file is', (file) => {
    const block = '```yaml\n' + read(file) + '```\n'
    expect(
      PAGES.filter((page) => read(page).includes(block)),
      `no page shows ${file}`,
    ).not.toEqual([])
  })

  it('run on release tags such as v1.4.2, never on a moved major tag such as v1', () => {
    const byFile = EXAMPLES.map((file) => ({ file, tags: pushTags(file) })).filter(({ tags }) => tags.length > 0)
    expect(byFile.map(({ file }) => file)).toEqual(['examples/release-docs.yml'])
    for (const { tags } of byFile) {
      expect(tags.some((pattern) => matchesFilter(pattern, 'v1.4.2'))).toBe(true)
      expect(tags.filter((pattern) => ['v1', 'v12'].some((major) => matchesFilter(pattern, major)))).toEqual([])
    }
  })

  it('reads tag filters as GitHub does', () => {
    expect(matchesFilter('v*', 'v1')).toBe(true)
    expect(matchesFilter('v[0-9]+.[0-9]+.[0-9]+', 'v10.0.3')).toBe(true)
    expect(matchesFilter('v[0-9]+.[0-9]+.[0-9]+', 'v1')).toBe(false)
    expect(matchesFilter('v[0-9]+.[0-9]+.[0-9]+', 'v1x2y3')).toBe(false)
  })
})
