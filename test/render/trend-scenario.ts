import { recordWeek, weeklyReport } from '../demo/weekly-report.ts'
import { REPORT_WEEK } from '../fixtures/sample-inputs.ts'
import type { ActionRun } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import type { SimulatorOptions } from '../simulator/server.ts'

const DAY_MS = 86_400_000

/** `YYYY-MM-DD` of `date` plus `days`. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The weekly report after `weeks` scheduled runs in a row, the last of them on REPORT_WEEK, so
 * pictures taken on different days show the same dates. The first run fetches the week before
 * its own; every later one takes its previous period from the report before it, so the last
 * summary carries a trend of `weeks` + 1 periods. A run that fails is the scenario's run, so the
 * picture script names the wrong ending and prints its log instead of photographing a chain cut short.
 */
export function weeklyChain(platform: SimulatorOptions, weeks: number): () => Promise<ActionRun> {
  return () =>
    withServers({ platform, github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      let last: ActionRun | undefined
      for (let index = 0; index < weeks; index++) {
        const from = plusDays(REPORT_WEEK['date-from'], -7 * (weeks - 1 - index))
        const dates = { 'date-from': from, 'date-to': plusDays(from, 7) }
        const inputs = dates
        const { run } = await weeklyReport(servers, { runId: 8_001 + index, weeksAgo: 0, inputs })
        recordWeek(servers, 8_001 + index)
        last = run
        if (run.exitCode !== 0) return run
      }
      if (last === undefined) throw new Error('A chain of weekly runs needs at least one week.')
      // Without a trend the picture would show an ordinary report under the trend's name.
      if (!last.summary.includes('xychart-beta')) {
        throw new Error(`The last of ${weeks} weekly runs drew no trend chart. Its summary:\n${last.summary}`)
      }
      return last
    })
}
