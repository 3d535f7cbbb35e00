/**
 * The requests issue 15 is about, for `npm run bench`: a full weekly report compared with the week
 * before, run a second week after a first so that it takes its previous period from the first
 * one's report, beside the same report without history (`history: off`, the previous period
 * fetched again) and without comparison (`compare: off`), the baseline the issue names.
 * Request counts do not depend on the machine, so unlike the times they are checked: a run whose
 * comparison came from elsewhere than planned would be measuring the wrong thing.
 */
import { analyticsSince, weeklyRun } from '../e2e/visitors/history/history-helpers.ts'
import { withServers } from '../harness/servers.ts'
import type { SimulatorOptions } from '../simulator/server.ts'

export interface RequestMeasure {
  readonly name: string
  /** Analytics requests the simulator answered during the run. */
  readonly requests: number
  readonly seconds: number
  /** The `comparison-source` output: where the previous period came from. */
  readonly source: string
}

export interface HistoryFigures {
  readonly withoutHistory: RequestMeasure
  readonly withHistory: RequestMeasure
  readonly withoutComparison: RequestMeasure
}

const ANALYTICS_ROUTES = new Set(['visitors', 'views', 'searches', 'feedback', 'assistant', 'assistant-callers'])

/** Runs the weekly report of `inputs` (beyond the fixture's weekly inputs) the three ways, against one simulator. */
export async function historyRequests(
  platform: SimulatorOptions,
  label: string,
  inputs: Readonly<Record<string, string>>,
): Promise<HistoryFigures> {
  return withServers({ platform, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
    let runId = 7_000
    // Every run is recorded as a scheduled run, so each finds the one before it as GitHub would list it.
    const measure = async (name: string, weeksAgo: number, extra: Record<string, string>, source: string) => {
      const mark = servers.platform.requests.length
      const run = await weeklyRun(servers, {
        runId: ++runId,
        weeksAgo,
        inputs: { ...inputs, ...extra },
      })
      const found = run.outputs['comparison-source']
      if (run.exitCode !== 0 || found !== source) {
        throw new Error(
          `${name}: expected exit 0 and comparison-source ${source}, got exit ${run.exitCode} and ` +
            `${found ?? 'no comparison-source'}:\n${run.stdout}\n${run.stderr}`,
        )
      }
      const spent = analyticsSince(servers.platform, mark).filter((request) => ANALYTICS_ROUTES.has(request.route))
      return { name: `${name}, ${label}`, requests: spent.length, seconds: run.wallMs / 1_000, source }
    }
    // Week 1 has no report before it, so it fetches its previous period; week 2 takes it from week 1's report.
    await measure('week 1', 1, {}, 'fetched')
    const withHistory = await measure('week 2 compared, with history', 0, {}, 'previous-report')
    const withoutHistory = await measure('week 2 compared, without history', 0, { history: 'off' }, 'fetched')
    const withoutComparison = await measure('week 2 without comparison', 0, { compare: 'off' }, 'none')
    return { withoutHistory, withHistory, withoutComparison }
  })
}
