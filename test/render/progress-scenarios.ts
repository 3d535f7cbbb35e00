import { weeklyRun } from '../e2e/visitors/history/history-helpers.ts'
import type { ActionRun } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'

/*
 * A report over several runs, for the gallery: a site of 12,000 paths whose last report gives
 * the plan its row counts, reported by runs of `max-requests: 40`; the second run's summary (the
 * report partial, how far, what is next), and the run after the report is complete (skipped).
 */

const GITHUB = { github: { commits: [], tags: {} }, artifacts: true } as const
const CAPPED = { 'max-requests': '40' }

/** The runs of the report until the `stopAfter`-th, with last week's complete report before them. */
function continuedReport(stopAfter: number): () => Promise<ActionRun> {
  return () =>
    withServers({ platform: { analytics: { rows: 12_000 } }, ...GITHUB }, async (servers) => {
      let run = await weeklyRun(servers, { runId: 8_201, weeksAgo: 1 })
      for (let index = 0; index < stopAfter && run.exitCode === 0; index++)
        run = await weeklyRun(servers, { runId: 8_202 + index, weeksAgo: 0, inputs: CAPPED })
      return run
    })
}

export const PROGRESS_SCENARIOS = [
  {
    name: 'visitors-report-partial',
    job: 'report',
    caption: 'visitors mode: a large site reported over several runs, the second stopped at its max-requests',
    conclusion: 'success',
    run: continuedReport(2),
  },
  {
    name: 'visitors-report-done',
    job: 'report',
    caption: 'visitors mode: an hourly run after the report is complete sends nothing and ends skipped',
    conclusion: 'skipped',
    run: continuedReport(5),
  },
] as const
