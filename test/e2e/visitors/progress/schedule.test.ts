import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../../../simulator/server.ts'
import { exampleStepAction, exampleStepInputs, withExpressions } from '../../example-workflows.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { weeklyRun } from '../history/history-helpers.ts'
import { analyticsRequests, DEFAULT_DATES, runUntilComplete } from './progress-helpers.ts'

const GITHUB = { github: { commits: [], tags: {} }, artifacts: true } as const

const KEYS = { 'secrets.DOCS_API_KEY': SIMULATOR_API_KEY, 'vars.DOCS_PROJECT_ID': SIMULATOR_PROJECT }

describe('examples/weekly-report-large.yml: a report continued hourly on its day', () => {
  it('completes over the hours it needs, then its runs send no analytics request and end skipped until the next week', async () => {
    const given = exampleStepInputs('examples/weekly-report-large.yml', 'report')
    expect(given['max-requests']).toBe('90')
    const inputs = { ...withExpressions(given, KEYS), ...DEFAULT_DATES }
    const action = exampleStepAction('examples/weekly-report-large.yml', 'report')
    await withServers({ platform: { analytics: { rows: 12_000 } }, ...GITHUB }, async (servers) => {
      const runs = await runUntilComplete(servers, { runId: 600, weeksAgo: 0, inputs, action }, 6)
      expect(runs.map((run) => run.outputs['report-state'])).toEqual(['partial', 'partial', 'complete'])
      expect(runs.map((run) => run.outputs['conclusion'])).toEqual(['success', 'success', 'success'])
      const spent = analyticsRequests(servers)
      const uploaded = [...servers.artifacts.artifacts.keys()]
      const next = await weeklyRun(servers, { runId: 700, weeksAgo: 0, inputs, action })
      expect(next.outputs).toMatchObject({ conclusion: 'skipped', 'report-state': 'complete' })
      expect(analyticsRequests(servers)).toBe(spent)
      // A run with nothing to do uploads nothing: no report, no progress.
      expect([...servers.artifacts.artifacts.keys()]).toEqual(uploaded)
      expect(next.outputs['report-path']).toBeUndefined()
      const page = renderGfm(next.summary)
      expect(page).toContain('Docs analytics report: complete, nothing to do')
      expect(page).toContain(`a run on ${todayPlus(7)} or later begins it.`)
    })
  }, 60_000)
})

describe('three projects of one organization, one budget', () => {
  it('each completes within its week, taking turns within the 100 requests an hour', async () => {
    const projects = [SIMULATOR_PROJECT, 'docs-b', 'docs-c']
    const platform = {
      analytics: { rows: 3_000, rateLimit: { limit: 100, windowMs: 3_600_000 } },
      otherProjects: projects.slice(1),
    }
    await withServers({ platform, ...GITHUB }, async (servers) => {
      const states = new Map(projects.map((project) => [project, 'none']))
      const given = exampleStepInputs('examples/weekly-report-projects.yml', 'report')
      const action = exampleStepAction('examples/weekly-report-projects.yml', 'report')
      let runId = 800
      for (let hour = 0; hour < 4 && [...states.values()].some((state) => state !== 'complete'); hour++) {
        servers.platform.startBudgetWindow()
        // The matrix with max-parallel: 1 runs the projects one after the other, each its own artifact.
        for (const project of projects.filter((name) => states.get(name) !== 'complete')) {
          const inputs = { ...withExpressions(given, { ...KEYS, 'matrix.project': project }), include: 'views' }
          const run = await weeklyRun(servers, { runId: runId++, weeksAgo: 0, inputs, action })
          expect(run.outputs['conclusion'], run.stdout).toBe('success')
          states.set(project, run.outputs['report-state'] ?? 'none')
        }
      }
      expect([...states.values()]).toEqual(['complete', 'complete', 'complete'])
      expect(servers.platform.requests.filter((request) => request.status === 429)).toEqual([])
      expect(analyticsRequests(servers)).toBe(3 * 48)
    })
  }, 60_000)
})
