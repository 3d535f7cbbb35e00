import { describe, expect, it } from 'vitest'
import type { ActionRun } from '../../../harness/run-action.ts'
import { withServers } from '../../../harness/servers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { creditLine, weekHandedOff } from './hand-off-helpers.ts'
import { analyticsSince, week, weeklyRun } from './history-helpers.ts'

/*
 * The whole loop, as a team runs it: four weekly reports of the simulator's gap story
 * (test/simulator/gap-story.ts), the first handing its content gaps to the docs agent in the same
 * run, whose pull request is merged before the second report. Per kind (search terms, pages,
 * questions) the first report lists A to E; in the story's week 1, A, B and E are still gaps, C
 * closed, D went quiet, F and G are new. So the second report credits the pull request with the
 * fifteen gaps it took on: 3 closed, 9 still open, 3 quiet; and the states and ages of every
 * report follow the story.
 */

const INCLUDE = { include: 'searches, feedback, assistant' }
/** Merged between the first report and the end of the second one's period. */
const MERGED_DAY = todayPlus(-18)

function counts(run: ActionRun): (string | undefined)[] {
  const { outputs } = run
  return [outputs['content-gaps-new'], outputs['content-gaps-open'], outputs['content-gaps-closed']]
}

describe('a hand-off followed to its close across four weekly reports', () => {
  it('credits the merged pull request with what became of its gaps, and counts every state and age', async () => {
    const spec = {
      platform: { analytics: { rows: 60, gapStory: { from: week(3)['date-from'] } } },
      github: {
        commits: [],
        tags: {},
        pulls: { 42: { title: 'Docs: close the gaps', body: null, mergedAt: `${MERGED_DAY}T09:30:00Z` } },
      },
      artifacts: true,
    } as const
    await withServers(spec, async (servers) => {
      const first = await weekHandedOff(servers, { runId: 7501, weeksAgo: 3, inputs: INCLUDE })
      expect([first.report.exitCode, first.agent.exitCode], first.agent.stdout).toEqual([0, 0])
      // A to E of each kind, as content-gaps.md lists them.
      expect(Object.values(first.handOff?.['sections'] ?? {}).flat()).toHaveLength(15)
      expect(counts(first.report)).toEqual([undefined, undefined, undefined])

      const mark = servers.platform.requests.length
      const second = await weeklyRun(servers, { runId: 7502, weeksAgo: 2, inputs: INCLUDE })
      expect(second.exitCode, second.stdout).toBe(0)
      expect(creditLine(second)).toBe(
        `Docs pull request #42 (merged ${MERGED_DAY}) took on 15 gaps: 3 closed, 9 still open, 3 quiet.`,
      )
      expect(counts(second)).toEqual(['6', '9', '3'])
      // Following and crediting spent nothing of the analytics budget: every request is for this period.
      const spent = analyticsSince(servers.platform, mark)
      expect(spent.every((request) => request.dateFrom === week(2)['date-from'])).toBe(true)
      expect(renderGfm(second.summary)).toContain(
        'GitHub: pull requests read <em>(not analytics)</em></td><td align="right">1</td>',
      )

      const third = await weeklyRun(servers, { runId: 7503, weeksAgo: 1, inputs: INCLUDE })
      expect(counts(third)).toEqual(['3', '12', '3'])
      // The second report's run handed nothing on: nothing to credit.
      expect(creditLine(third)).toBeUndefined()

      const fourth = await weeklyRun(servers, { runId: 7504, weeksAgo: 0, inputs: INCLUDE })
      expect(counts(fourth)).toEqual(['3', '9', '3'])
      const page = renderGfm(fourth.summary)
      expect(page).toContain('9 still open (6 for 4+ reports), 3 new, 3 quiet')
      expect(page).toContain(`4th report, since ${week(3)['date-from']}`)
    })
  })
})
