import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { SIMULATOR_API_KEY } from '../../simulator/server.ts'
import { exampleStepAction, exampleStepInputs, withExpressions } from '../example-workflows.ts'
import { conditionHolds } from '../workflow-condition.ts'
import { weeklyRun, type HistoryServers } from '../visitors/history/history-helpers.ts'
import { exampleRunStep, fakeGh, runStepScript } from '../visitors/posting/posting-helpers.ts'
import { rollupStep } from './rollup-helpers.ts'

/*
 * examples/weekly-report-projects.yml hour by hour: the matrix of report steps (one project's
 * step failing in the first hour, so the reports complete in different hours), then the roll-up
 * job of the same run, and its issue step run as the runner would, against a stand-in gh.
 */

const EXAMPLE = 'examples/weekly-report-projects.yml'
const PROJECTS = ['docs-main', 'docs-api', 'docs-sdk']
const SERVERS = {
  platform: { analytics: { rows: 3_000, rateLimit: { limit: 100, windowMs: 3_600_000 } }, otherProjects: PROJECTS },
  github: { commits: [], tags: {} },
  artifacts: true,
} as const

/** One hourly run: each project's report step but those in `failing`, then the roll-up. */
async function hour(servers: HistoryServers, runId: number, failing: readonly string[] = []) {
  servers.platform.startBudgetWindow()
  const given = exampleStepInputs(EXAMPLE, 'report')
  const states: Record<string, string> = {}
  const totals: Record<string, number> = {}
  for (const project of PROJECTS.filter((name) => !failing.includes(name))) {
    const values = { 'secrets.DOCS_API_KEY': SIMULATOR_API_KEY, 'matrix.project': project }
    const run = await weeklyRun(servers, {
      runId,
      weeksAgo: 0,
      inputs: { ...withExpressions(given, values), include: 'views' },
      action: exampleStepAction(EXAMPLE, 'report'),
    })
    states[project] = `${run.outputs['conclusion']}/${run.outputs['report-state'] ?? 'none'}`
    if (run.outputs['total'] !== undefined) totals[project] = Number(run.outputs['total'])
  }
  // The matrix and the roll-up read one list, the repository variable DOCS_PROJECTS.
  const projectList = { "join(fromJSON(vars.DOCS_PROJECTS), ', ')": PROJECTS.join(', ') }
  const rollup = await rollupStep(
    servers,
    withExpressions(exampleStepInputs(EXAMPLE, 'rollup'), projectList),
    runId,
    exampleStepAction(EXAMPLE, 'rollup'),
  )
  expect(rollup.outputs['conclusion'], rollup.stdout).toBe('success')
  return { states, totals, rollup }
}

/** The issue step after the roll-up, when its condition holds: the gh calls it made, or undefined when it did not run. */
async function issueStep(rollup: ActionRun, existing: boolean) {
  const step = exampleRunStep(EXAMPLE)
  expect(step.run).not.toContain('${{')
  if (!conditionHolds(step.if, { steps: { rollup: { outputs: rollup.outputs } } })) return undefined
  const outputs = Object.fromEntries(
    Object.entries(rollup.outputs).map(([name, value]) => [`steps.rollup.outputs.${name}`, value]),
  )
  const values = { ...outputs, 'github.token': HARNESS_GITHUB_TOKEN, 'github.repository': 'acme/docs' }
  const title = `Docs reports: ${rollup.outputs['period'] ?? ''}`
  const gh = await fakeGh(existing ? { number: 42, title, state: 'OPEN' } : null)
  const script = await runStepScript(step, withExpressions(step.env, values), [gh.bin])
  expect(script.exitCode, script.stderr).toBe(0)
  return gh.calls()
}

describe('examples/weekly-report-projects.yml: the roll-up job after the matrix', () => {
  it('rolls up every hour, and posts the week once every report is in, reports done in earlier hours included', async () => {
    await withServers(SERVERS, async (servers) => {
      const first = await hour(servers, 1_001, ['docs-sdk'])
      expect(first.states).toEqual({ 'docs-main': 'success/partial', 'docs-api': 'success/partial' })
      expect(first.rollup.outputs).toMatchObject({ projects: '3', 'projects-missing': '3' })
      expect(await issueStep(first.rollup, false)).toBeUndefined()

      const second = await hour(servers, 1_002)
      expect(second.states).toEqual({
        'docs-main': 'success/complete',
        'docs-api': 'success/complete',
        'docs-sdk': 'success/partial',
      })
      expect(second.rollup.outputs['projects-missing']).toBe('1')
      expect(await issueStep(second.rollup, false)).toBeUndefined()

      const third = await hour(servers, 1_003)
      expect(third.states).toEqual({
        'docs-main': 'skipped/complete',
        'docs-api': 'skipped/complete',
        'docs-sdk': 'success/complete',
      })
      expect(third.rollup.outputs).toMatchObject({ projects: '3', 'projects-missing': '0' })
      const summary = third.rollup.summary
      expect(summary).toContain('<a href="https://github.com/acme/docs/actions/runs/1002">run 1002</a>')
      // The total is every project's unique visitors, each from the hour its report completed in.
      const completed = { ...second.totals, ...third.totals }
      expect(Object.keys(completed).sort()).toEqual([...PROJECTS].sort())
      const sum = Object.values(completed).reduce((all, total) => all + total, 0)
      expect(third.rollup.outputs['total']).toBe(String(sum))
      expect(summary).toContain(`<strong>${sum.toLocaleString('en-US')}<br>`)
      const calls = (await issueStep(third.rollup, false)) ?? []
      const created = calls.find((call) => call.args.slice(0, 2).join(' ') === 'issue create')
      expect(created?.args).toContain('--title')
      expect(created?.args[created.args.indexOf('--title') + 1]).toMatch(
        /^Docs reports: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(7 days\)$/,
      )
      expect(created?.args.slice(-4)).toEqual([
        '--label',
        'docs-roll-up',
        '--body-file',
        third.rollup.outputs['summary-file'],
      ])
      expect(created?.body).toBe(readFileSync(third.rollup.outputs['summary-file'] ?? '', 'utf8'))

      // An hour later every report is done: the roll-up is whole again, and the week's issue, already there, is left.
      const fourth = await hour(servers, 1_004)
      expect(Object.values(fourth.states)).toEqual(['skipped/complete', 'skipped/complete', 'skipped/complete'])
      expect(fourth.rollup.outputs['projects-missing']).toBe('0')
      expect(fourth.rollup.outputs['total']).toBe(third.rollup.outputs['total'])
      const again = (await issueStep(fourth.rollup, true)) ?? []
      expect(again.filter((call) => call.args.slice(0, 2).join(' ') === 'issue create')).toEqual([])
      expect(again.some((call) => call.args.slice(0, 2).join(' ') === 'issue list')).toBe(true)
    })
  }, 120_000)
})
