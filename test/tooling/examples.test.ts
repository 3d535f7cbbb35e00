import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { MODE_OF_ACTION } from '../../src/modes.ts'
import { PUBLISHED_NAME } from '../../src/step/run-footer.ts'
import { ROOT } from '../harness/action-metadata.ts'
import {
  ACTION_REPOSITORY,
  actionSteps,
  declaredInputs,
  declaredInputsOf,
  inputFindings,
  type ActionStep,
} from './action-steps.ts'

/*
 * What actionlint cannot know of the examples: each step runs its mode's own action, at the
 * major version the package is, with inputs that action's action.yml declares under their
 * current names; the key and the project come from the secret and the variable the README sets
 * up; the token gets only the permissions written down; and each job outlasts its steps, so a
 * step ends on its own timeout with its summary written rather than being killed by the job's.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const EXAMPLES = readdirSync(path.join(ROOT, 'examples'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `examples/${name}`)
const MAJOR = `v${(JSON.parse(read('package.json')) as { version: string }).version.split('.')[0]}`

/** `40m`, `1h`, `90s` in minutes: the examples write the step's `timeout` in these units. */
function minutes(duration: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(duration)
  if (!match) throw new Error(`Not a duration the examples use: "${duration}"`)
  return Number(match[1]) * { s: 1 / 60, m: 1, h: 60 }[match[2] as 's' | 'm' | 'h']
}

/** The mode a step runs: its own action's, or (the root action) its `mode` input's. */
function modeOf(step: ActionStep): string | undefined {
  return step.folder === undefined ? (step.inputs['mode'] ?? 'agent') : MODE_OF_ACTION[step.folder]
}

it("names the action in the step a summary tells people to paste at the package's major version", () => {
  expect(PUBLISHED_NAME.split('@')[1]).toBe(MAJOR)
})

describe.each(EXAMPLES)('%s', (file) => {
  const steps = actionSteps(read(file))

  it("runs each step's mode by its own action, never the root action with mode", () => {
    expect(steps).not.toEqual([])
    expect(steps.filter((step) => step.folder === undefined || !Object.hasOwn(MODE_OF_ACTION, step.folder))).toEqual([])
  })

  it("gives each step inputs its own action's action.yml declares, the required ones, and no old spelling", () => {
    expect(steps.flatMap((step) => inputFindings(step))).toEqual([])
  })

  it(`names the action at the package's major version`, () => {
    expect(steps.map((step) => step.ref)).toEqual(steps.map(() => MAJOR))
  })

  it('takes the key from secrets.DOCS_API_KEY and the project from vars.DOCS_PROJECT_ID (or a matrix of projects)', () => {
    // Several projects of one organization are a matrix over their ids; one project is the repository's variable.
    const project =
      file === 'examples/weekly-report-projects.yml' ? '${{ matrix.project }}' : '${{ vars.DOCS_PROJECT_ID }}'
    for (const step of steps) {
      // The roll-up sends nothing to the platform: it takes neither, and refuses both.
      if (modeOf(step) === 'rollup') expect(step.inputs).not.toHaveProperty('api-key')
      else expect(step.inputs).toMatchObject({ 'api-key': '${{ secrets.DOCS_API_KEY }}', 'project-id': project })
    }
  })

  it('writes down the permissions its token gets, writing only where it posts', () => {
    const workflow = parse(read(file)) as {
      permissions?: Record<string, string>
      jobs: Record<string, { permissions?: Record<string, string> }>
    }
    expect(workflow.permissions).toBeTypeOf('object')
    const granted = [workflow.permissions, ...Object.values(workflow.jobs).map((job) => job.permissions)]
    const writes = granted
      .flatMap((permissions) => Object.entries(permissions ?? {}))
      .filter(([, access]) => access === 'write')
    // A pull-request comment, a request's reply and reactions, the weekly report's issue, or the GitHub
    // deployment a deploy or a preview step records: nothing else is written with the token.
    const posts: Readonly<Record<string, readonly string[]>> = {
      'examples/deploy-on-release.yml': ['deployments'],
      'examples/docs-on-comment.yml': ['issues', 'pull-requests'],
      'examples/merged-pr-docs.yml': ['pull-requests'],
      'examples/preview-pull-requests.yml': ['pull-requests', 'deployments'],
      'examples/weekly-report-issue.yml': ['issues'],
      'examples/weekly-report-projects.yml': ['issues'],
    }
    expect(writes.map(([scope]) => scope)).toEqual(posts[file] ?? [])
  })

  it('grants deployments: write wherever a deploy or a preview step runs, to record its GitHub deployment', () => {
    const workflow = parse(read(file)) as {
      permissions?: Record<string, string>
      jobs: Record<string, { permissions?: Record<string, string> }>
    }
    for (const [job, { permissions = workflow.permissions }] of Object.entries(workflow.jobs)) {
      const deploys = steps.some(
        (step) => step.where.startsWith(`jobs.${job}.`) && ['deploy', 'preview'].includes(modeOf(step) ?? ''),
      )
      expect(permissions?.['deployments'] === 'write', `job ${job}`).toBe(deploys)
    }
  })

  it("gives each job more time than its steps' timeouts add up to", () => {
    const workflow = parse(read(file)) as { jobs: Record<string, { 'timeout-minutes'?: number }> }
    for (const [job, { 'timeout-minutes': limit = 360 }] of Object.entries(workflow.jobs)) {
      const budget = steps
        .filter((step) => step.where.startsWith(`jobs.${job}.`))
        .map((step) => minutes(step.inputs['timeout'] ?? declaredInputsOf(step).get('timeout')?.default ?? ''))
      expect(
        budget.reduce((sum, each) => sum + each, 0),
        `job ${job}`,
      ).toBeLessThan(limit)
    }
  })
})

describe('the check of the inputs', () => {
  const release = read('examples/release-docs.yml')

  it('catches a misspelt input', () => {
    const misspelt = release.replace('timeout: 40m', 'timout: 40m')
    expect(misspelt).not.toBe(release)
    expect(actionSteps(misspelt).flatMap((step) => inputFindings(step))).toEqual([
      'jobs.docs.steps[0]: "timout" is not an input of agent/action.yml',
    ])
  })

  it("catches another mode's input in a mode's own action, which the root action, declaring every mode's, lets by", () => {
    const foreign = release.replace('timeout: 40m', 'timeout: 40m\n          include: views')
    expect(foreign).not.toBe(release)
    expect(actionSteps(foreign).flatMap((step) => inputFindings(step))).toEqual([
      'jobs.docs.steps[0]: "include" is not an input of agent/action.yml',
    ])
    const root = foreign.replace(`${ACTION_REPOSITORY}/agent@v2`, `${ACTION_REPOSITORY}@v2`)
    expect(actionSteps(root).map(({ folder }) => folder)).toEqual([undefined])
    expect(actionSteps(root).flatMap((step) => inputFindings(step))).toEqual([])
  })

  it('catches a step that leaves out an input its own action requires', () => {
    const keyless = release.replace('          project-id: ${{ vars.DOCS_PROJECT_ID }}\n', '')
    expect(keyless).not.toBe(release)
    expect(actionSteps(keyless).flatMap((step) => inputFindings(step))).toEqual([
      'jobs.docs.steps[0]: "project-id" is required by agent/action.yml',
    ])
  })

  it('catches an input action.yml keeps only as an old spelling', () => {
    const declared = declaredInputs(
      [
        'inputs:',
        '  timeout:',
        '    default: 30m',
        '  old-timeout:',
        '    deprecationMessage: Renamed to timeout.',
        '  api-key:',
        '  project-id:',
        '  prompt:',
      ].join('\n'),
    )
    expect(declared.get('old-timeout')).toEqual({ deprecationMessage: 'Renamed to timeout.' })
    const old = release.replace('timeout: 40m', 'old-timeout: 40m')
    expect(actionSteps(old).flatMap((step) => inputFindings(step, declared))).toEqual([
      'jobs.docs.steps[0]: "old-timeout" is deprecated: Renamed to timeout.',
    ])
    expect(actionSteps(release).flatMap((step) => inputFindings(step, declared))).toEqual([])
  })

  it('finds every step of the action, in every job, and only those', () => {
    const workflow = read('examples/create-then-wait.yml')
    expect(actionSteps(workflow).map(({ where }) => where)).toEqual(['jobs.start.steps[0]', 'jobs.wait.steps[0]'])
    expect(actionSteps('jobs:\n  a:\n    steps:\n      - uses: actions/checkout@v4\n      - run: echo\n')).toEqual([])
  })

  it("reads the root action and a mode's own action apart, and no other action", () => {
    const steps = (uses: string) =>
      actionSteps(`jobs:\n  a:\n    steps:\n      - uses: ${uses}\n`).map(({ folder, ref }) => ({ folder, ref }))
    expect(steps(`${ACTION_REPOSITORY}@v2`)).toEqual([{ folder: undefined, ref: 'v2' }])
    expect(steps(`${ACTION_REPOSITORY}/report@v2.1.0`)).toEqual([{ folder: 'report', ref: 'v2.1.0' }])
    expect(steps(`${ACTION_REPOSITORY}-fork/report@v2`)).toEqual([])
    expect(steps('./report')).toEqual([])
  })
})
