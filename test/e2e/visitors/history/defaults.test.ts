import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../../harness/run-action.ts'
import { withServers } from '../../../harness/servers.ts'
import { readZip } from '../../../harness/zip.ts'
import { recordRunFrom } from '../../../simulator/github-api.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../../../simulator/server.ts'
import { eventFile } from '../../helpers.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { analyticsSince, WORKFLOW_FILE, type HistoryServers } from './history-helpers.ts'

/*
 * The weekly report the README shows, from a workflow that gives only `api-key`, `project-id`
 * and `mode: visitors` (and `base-url`, which points the step at the simulator in place of the
 * platform): the last seven full days, every section, compared with the seven days before; the
 * second week takes its previous period from the first week's report, for no request.
 */

const SECTIONS = ['visitors', 'views', 'searches', 'feedback', 'assistant'] as const
const TITLES = ['Unique visitors', 'Page views', 'Searches', 'Feedback', 'AI assistant']
const THIS_WEEK = todayPlus(-7)
const WEEK_BEFORE = todayPlus(-14)

/**
 * A scheduled run of a workflow whose step gives only the three inputs (and `dates`, for a run
 * that stands for last week's), recorded as GitHub lists it once done.
 */
async function scheduledRun(
  servers: HistoryServers,
  runId: number,
  dates: Record<string, string> = {},
): Promise<ActionRun & { readonly uploaded: Map<string, Buffer> }> {
  const run = await runAction({
    exactInputs: true,
    inputs: {
      'api-key': SIMULATOR_API_KEY,
      'project-id': SIMULATOR_PROJECT,
      mode: 'visitors',
      'base-url': servers.platform.url,
      ...dates,
    },
    env: {
      ...servers.env,
      GITHUB_RUN_ID: String(runId),
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile('schedule-private.json'),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKFLOW_REF: `acme/docs/${WORKFLOW_FILE}@refs/heads/main`,
    },
  })
  const zip = servers.artifacts.artifacts.get('visitors-report')?.zip
  const uploaded = zip ? readZip(zip) : new Map<string, Buffer>()
  recordRunFrom(servers.github, servers.artifacts, { id: runId, event: 'schedule', path: WORKFLOW_FILE })
  return { ...run, uploaded }
}

/** The sections asked for a period (its `dateFrom`) since request `from`, in the order asked. */
function sectionsAsked(servers: HistoryServers, from: number, dateFrom: string): string[] {
  const asked = analyticsSince(servers.platform, from).filter((request) => request.dateFrom === dateFrom)
  return [...new Set(asked.map((request) => request.route))].filter((route) => route !== 'assistant-callers')
}

const SERVERS = { platform: {}, github: { commits: [], tags: {} }, artifacts: true } as const

describe('the weekly report from the defaults alone', () => {
  it('reports the last seven full days, every section, compared with the seven days before', async () => {
    await withServers(SERVERS, async (servers) => {
      const run = await scheduledRun(servers, 8101)
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.stdout).not.toContain('::warning')
      // The first run has no report before it: it fetches the week before.
      expect(run.outputs).toMatchObject({ conclusion: 'success', 'comparison-source': 'fetched', 'history-size': '2' })
      expect(run.outputs['previous-total']).toMatch(/^\d+$/)
      expect(run.outputs['total-change']).toMatch(/^-?\d+\.\d$/)
      expect(sectionsAsked(servers, 0, THIS_WEEK)).toEqual(SECTIONS)
      expect(sectionsAsked(servers, 0, WEEK_BEFORE)).toEqual(SECTIONS)
      const visitors = servers.platform.requests.find((request) => request.route === 'visitors')
      expect(visitors?.query).toMatchObject({ dateFrom: THIS_WEEK, dateTo: todayPlus(0) })
      for (const title of TITLES) expect(run.summary, title).toContain(title)

      // Uploaded as visitors-report, every section in it.
      expect(run.outputs['artifact-id']).not.toBe('')
      const report = JSON.parse(run.uploaded.get('report.json')?.toString() ?? '{}') as {
        sections: Record<string, unknown>
      }
      expect(Object.keys(report.sections)).toEqual(SECTIONS)
    })
  })

  it("takes the previous week from last week's report on the next run: no request for it", async () => {
    await withServers(SERVERS, async (servers) => {
      // Last week's run, as it reported then (the test cannot move the clock, so its dates are given).
      const lastWeek = await scheduledRun(servers, 8201, { 'date-from': '-14d', 'date-to': '-7d' })
      expect(lastWeek.exitCode, lastWeek.stdout).toBe(0)

      const mark = servers.platform.requests.length
      const run = await scheduledRun(servers, 8202)
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs).toMatchObject({ 'comparison-source': 'previous-report', 'history-size': '3' })
      expect(sectionsAsked(servers, mark, THIS_WEEK)).toEqual(SECTIONS)
      expect(analyticsSince(servers.platform, mark).every((request) => request.dateFrom === THIS_WEEK)).toBe(true)
      expect(run.outputs['previous-total']).toBe(lastWeek.outputs['total'])
    })
  })
})
