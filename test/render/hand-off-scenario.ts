import { contentGapsStep, recordWeek, weeklyReport } from '../demo/weekly-report.ts'
import { REPORT_WEEK } from '../fixtures/sample-inputs.ts'
import type { ActionRun } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { plusDays } from './trend-scenario.ts'

/*
 * The weekly report that closes the loop, for the gallery: the week before REPORT_WEEK's report
 * handed its content gaps to the docs agent in the same run, the agent's pull request #42 was
 * merged mid-week, and REPORT_WEEK's report follows those gaps (the simulator's gap story, see
 * test/simulator/gap-story.ts) and credits the pull request with what became of them.
 */

export function creditedHandOff(): () => Promise<ActionRun> {
  const weekBefore = plusDays(REPORT_WEEK['date-from'], -7)
  const platform = { visitors: { rows: 120, gapStory: { from: weekBefore } } }
  const pulls = {
    42: { title: 'Docs: close the gaps readers found', body: null, mergedAt: `${plusDays(weekBefore, 9)}T14:20:00Z` },
  }
  return () =>
    withServers({ platform, github: { commits: [], tags: {}, pulls }, artifacts: true }, async (servers) => {
      const dates = (from: string) => ({ 'date-from': from, 'date-to': plusDays(from, 7) })
      const first = await weeklyReport(servers, { runId: 8_101, weeksAgo: 0, inputs: dates(weekBefore) })
      if (first.run.exitCode !== 0) return first.run
      const handOff = await contentGapsStep(servers, first)
      if (handOff.run?.exitCode !== 0) return handOff.run ?? first.run
      recordWeek(servers, 8_101)
      const { run } = await weeklyReport(servers, {
        runId: 8_102,
        weeksAgo: 0,
        inputs: dates(REPORT_WEEK['date-from']),
      })
      // Without the credit the picture would show an ordinary report under this one's name.
      if (!/took on \d+ gaps/.test(run.summary))
        throw new Error(`The second week credited no hand-off. Its summary:\n${run.summary}`)
      return run
    })
}
