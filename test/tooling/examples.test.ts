import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { PUBLISHED_NAME } from '../../src/step/run-footer.ts'
import { ROOT } from '../harness/action-metadata.ts'
import { actionSteps, declaredInputs, inputFindings } from './action-steps.ts'

/*
 * What actionlint cannot know of the examples: each step of the action gives inputs action.yml
 * declares under their current names, at the major version the package is; the key and the
 * project come from the secret and the variable the README sets up; the token gets only the
 * permissions written down; and each job outlasts its steps, so a step ends on its own timeout
 * with its summary written rather than being killed by the job's.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const EXAMPLES = readdirSync(path.join(ROOT, 'examples'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `examples/${name}`)
const DECLARED = declaredInputs()
const DEFAULT_TIMEOUT = DECLARED.get('timeout')?.default ?? ''
const MAJOR = `v${(JSON.parse(read('package.json')) as { version: string }).version.split('.')[0]}`

/** `40m`, `1h`, `90s` in minutes: the examples write the step's `timeout` in these units. */
function minutes(duration: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(duration)
  if (!match) throw new Error(`Not a duration the examples use: "${duration}"`)
  return Number(match[1]) * { s: 1 / 60, m: 1, h: 60 }[match[2] as 's' | 'm' | 'h']
}

it("names the action in the step a summary tells people to paste at the package's major version", () => {
  expect(PUBLISHED_NAME.split('@')[1]).toBe(MAJOR)
})

describe.each(EXAMPLES)('%s', (file) => {
  const steps = actionSteps(read(file))

  it('runs the action, with inputs action.yml declares and none of their old spellings', () => {
    expect(steps).not.toEqual([])
    expect(steps.flatMap((step) => inputFindings(step, DECLARED))).toEqual([])
  })

  it(`names the action at the package's major version`, () => {
    expect(steps.map((step) => step.ref)).toEqual(steps.map(() => MAJOR))
  })

  it('takes the key from secrets.DOCS_API_KEY and the project from vars.DOCS_PROJECT_ID (or a matrix of projects)', () => {
    // Several projects of one organization are a matrix over their ids; one project is the repository's variable.
    const project =
      file === 'examples/weekly-report-projects.yml' ? '${{ matrix.project }}' : '${{ vars.DOCS_PROJECT_ID }}'
    for (const { inputs } of steps) {
      // The roll-up sends nothing to the platform: it takes neither, and refuses both.
      if (inputs['mode'] === 'rollup') expect(inputs).not.toHaveProperty('api-key')
      else expect(inputs).toMatchObject({ 'api-key': '${{ secrets.DOCS_API_KEY }}', 'project-id': project })
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
    // A pull-request comment, or the weekly report's issue: nothing else is written with the token.
    const posts: Readonly<Record<string, string>> = {
      'examples/merged-pr-docs.yml': 'pull-requests',
      'examples/preview-pull-requests.yml': 'pull-requests',
      'examples/weekly-report-issue.yml': 'issues',
      'examples/weekly-report-projects.yml': 'issues',
    }
    expect(writes.map(([scope]) => scope)).toEqual(posts[file] ? [posts[file]] : [])
  })

  it("gives each job more time than its steps' timeouts add up to", () => {
    const workflow = parse(read(file)) as { jobs: Record<string, { 'timeout-minutes'?: number }> }
    for (const [job, { 'timeout-minutes': limit = 360 }] of Object.entries(workflow.jobs)) {
      const budget = steps
        .filter((step) => step.where.startsWith(`jobs.${job}.`))
        .map((step) => minutes(step.inputs['timeout'] ?? DEFAULT_TIMEOUT))
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
    expect(actionSteps(misspelt).flatMap((step) => inputFindings(step, DECLARED))).toEqual([
      'jobs.docs.steps[0]: "timout" is not an input of action.yml',
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
})
