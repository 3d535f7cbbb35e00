import { describe, expect, it } from 'vitest'
import type { ActionRun } from '../../../harness/run-action.ts'
import { withServers } from '../../../harness/servers.ts'
import { renderedSummary } from '../../../render/dom.ts'
import { week, weeklyRun, type HistoryServers } from './history-helpers.ts'

/*
 * Content gaps followed across four weekly reports of the simulator's gap story
 * (test/simulator/gap-story.ts): per kind (search terms, pages, questions) the same nine gaps
 * appear, stay, close and go quiet on purpose, so each report's states are known: week 1 finds
 * 2 new, 3 open, 1 closed, 1 quiet per kind; week 2 1 new, 4 open, 1 closed; week 3 1 new, 3 open
 * (2 of them in their 4th report), 1 closed, 1 quiet. Times three kinds.
 */

const INCLUDE = { include: 'searches, feedback, assistant' }
/** Words readers typed, asked or visited in the story: none may reach a file anyone can download. */
const STORY_TEXT = ['saml azure', 'webhook signature', 'Ruby SDK', 'SAML with Azure', 'ip allowlist']

function platform(weeksAgo = 3) {
  return { analytics: { rows: 60, gapStory: { from: week(weeksAgo)['date-from'] } } }
}

/** The headline's line on the gaps followed, as read; undefined without one. */
function gapsLine(run: ActionRun): string | undefined {
  const $ = renderedSummary(run.summary)
  const headline = $('p')
    .filter((_, paragraph) => $(paragraph).text().includes('🧩'))
    .first()
  return headline.length === 0 ? undefined : (/🧩[^\n]*/.exec(headline.html()?.replace(/<br>/g, '\n') ?? '')?.[0] ?? '')
}

/** The rows of the content gaps to act on, each as its cells' text joined by ` | `. */
function gapRows(run: ActionRun): string[] {
  const $ = renderedSummary(run.summary)
  const table = $('h3')
    .filter((_, heading) => $(heading).text().includes('Content gaps to act on'))
    .nextAll('table')
    .first()
  return table
    .find('tbody tr')
    .map((_, row) =>
      $(row)
        .children('td')
        .map((__, cell) => $(cell).text())
        .get()
        .join(' | '),
    )
    .get()
}

function states(run: ActionRun) {
  const { outputs } = run
  return [outputs['content-gaps-new'], outputs['content-gaps-open'], outputs['content-gaps-closed']]
}

async function chain(servers: HistoryServers, event?: string) {
  const runs: (ActionRun & { uploaded: Map<string, Buffer> })[] = []
  for (const weeksAgo of [3, 2, 1, 0]) {
    const run = await weeklyRun(servers, {
      runId: 7100 + weeksAgo,
      weeksAgo,
      inputs: INCLUDE,
      ...(event ? { event } : {}),
    })
    expect(run.exitCode, run.stdout).toBe(0)
    runs.push(run)
  }
  return runs
}

describe('content gaps followed across weekly reports', () => {
  it('counts each gap new, open, closed or quiet, with its age, report after report', async () => {
    await withServers({ platform: platform(), github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      const [first, second, third, fourth] = await chain(servers)
      if (!first || !second || !third || !fourth) throw new Error('The chain stopped early.')
      const since = week(3)['date-from']

      // The first report follows nothing: no states, no headline line, no column of ages.
      expect(states(first)).toEqual([undefined, undefined, undefined])
      expect(gapsLine(first)).toBeUndefined()
      expect(first.summary).not.toContain('<th>Open</th>')
      expect(gapRows(first)).toHaveLength(6)

      expect(states(second)).toEqual(['6', '9', '3'])
      expect(gapsLine(second)).toBe(
        '🧩 <strong>3</strong> gaps closed since the last report, 9 still open, 6 new, 3 quiet · <a href="#report-content-gaps">Gaps ↓</a>',
      )
      expect(gapRows(second)).toEqual([
        'saml azure | 🔎 90 searches, none clicked | 2nd report',
        '/guides/saml | 👎 14 down, 2 up | 2nd report',
        'How do I set up SAML with Azu… | 💬 asked 10 times, unanswered | 2nd report',
        'webhook signature | 🔎 83 searches, none clicked | 2nd report',
        'sdk ruby | 🔎 76 searches, a result clicked | ✅ closed after 1 report',
        '/sdks/ruby | 👍 12 up, 3 down | ✅ closed after 1 report',
      ])

      expect(states(third)).toEqual(['3', '12', '3'])
      expect(gapsLine(third)).toContain('3</strong> gaps closed since the last report, 12 still open, 3 new ·')
      expect(gapRows(third).slice(0, 2)).toEqual([
        `saml azure | 🔎 90 searches, none clicked | 3rd report, since ${since}`,
        `/guides/saml | 👎 14 down, 2 up | 3rd report, since ${since}`,
      ])
      expect(gapRows(third)).toContain(
        'audit log export | 🔎 62 searches, a result clicked | ✅ closed after 2 reports',
      )

      expect(states(fourth)).toEqual(['3', '9', '3'])
      expect(gapsLine(fourth)).toContain(
        '3</strong> gaps closed since the last report, 9 still open (6 for 4+ reports), 3 new, 3 quiet ·',
      )
      expect(gapRows(fourth)[0]).toBe(`saml azure | 🔎 90 searches, none clicked | 4th report, since ${since}`)
      expect(gapRows(fourth)).toContain('ip allowlist | 🔎 48 searches, a result clicked | ✅ closed after 2 reports')
      expect(gapRows(fourth).filter((row) => row.endsWith(`4th report, since ${since}`))).toHaveLength(4)
    })
  })

  it('hands on digests, dates and counts only: no reader text in report.json or the summary of a public repository', async () => {
    await withServers({ platform: platform(), github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      const runs = await chain(servers, 'schedule-public.json')
      const last = runs[3]
      if (!last) throw new Error('The chain stopped early.')
      expect(states(last)).toEqual(['3', '9', '3'])
      expect(gapsLine(last)).toContain('9 still open (6 for 4+ reports), 3 new, 3 quiet ·')
      // Pages are not reader text: they stay listed, with their ages.
      expect(gapRows(last)).toContain(`/guides/saml | 👎 14 down, 2 up | 4th report, since ${week(3)['date-from']}`)
      expect(last.summary).toMatch(/🔒 Not listed here: 4 from Searches \(1 closed since the last report\)/)
      const uploaded = [...last.uploaded].map(([name, bytes]) => [name, bytes.toString()] as const)
      expect(uploaded.map(([name]) => name)).toContain('report.json')
      for (const [name, text] of uploaded) {
        for (const typed of ['saml azure', 'webhook signature', 'SAML with Azure', 'Ruby SDK'])
          expect(text, `${name} holds "${typed}"`).not.toContain(typed)
      }
      for (const typed of ['saml azure', 'SAML with Azure']) expect(last.summary).not.toContain(typed)
      const report = JSON.parse(last.uploaded.get('report.json')?.toString() ?? '{}') as {
        history: { last: { sections: Record<string, { gaps: { digest: string; since: string; reports: number }[] }> } }
      }
      const searches = report.history.last.sections['searches']?.gaps ?? []
      // A, B, F and I go on; in the order listed (most searched first).
      expect(searches.map(({ since, reports }) => [since, reports])).toEqual([
        [week(3)['date-from'], 4],
        [week(3)['date-from'], 4],
        [week(2)['date-from'], 3],
        [week(0)['date-from'], 1],
      ])
      for (const gap of searches) expect(Object.keys(gap).sort()).toEqual(['digest', 'reports', 'since'])
      for (const gap of searches) expect(gap.digest).toMatch(/^[0-9a-f]{16}$/)
      expect(STORY_TEXT.some((text) => JSON.stringify(report.history).includes(text))).toBe(false)
    })
  })

  it('sets no states without a history to follow from (history: off)', async () => {
    await withServers(
      { platform: platform(1), github: { commits: [], tags: {} }, artifacts: true },
      async (servers) => {
        await weeklyRun(servers, { runId: 7201, weeksAgo: 1, inputs: INCLUDE })
        const off = await weeklyRun(servers, { runId: 7202, weeksAgo: 0, inputs: { ...INCLUDE, history: 'off' } })
        expect(off.exitCode, off.stdout).toBe(0)
        expect(off.outputs['content-gap-count']).toBeDefined()
        expect(states(off)).toEqual([undefined, undefined, undefined])
        expect(gapsLine(off)).toBeUndefined()
        expect(off.summary).not.toContain('<th>Open</th>')
      },
    )
  })
  it('lets a re-run of the same week hand on the ages it replaces, so the next report counts on from them', async () => {
    await withServers({ platform: platform(), github: { commits: [], tags: {} }, artifacts: true }, async (servers) => {
      const gapsOf = (run: { uploaded: Map<string, Buffer> }) =>
        (
          JSON.parse(run.uploaded.get('report.json')?.toString() ?? '{}') as {
            history: { last: { sections: Record<string, { gaps: unknown[] }> } }
          }
        ).history.last.sections
      await weeklyRun(servers, { runId: 7201, weeksAgo: 3, inputs: INCLUDE })
      const second = await weeklyRun(servers, { runId: 7202, weeksAgo: 2, inputs: INCLUDE })
      const rerun = await weeklyRun(servers, { runId: 7212, weeksAgo: 2, inputs: INCLUDE })
      expect(rerun.exitCode, rerun.stdout).toBe(0)
      // The re-run follows nothing itself (its week was counted once), and hands on what it replaces.
      expect(states(rerun)).toEqual([undefined, undefined, undefined])
      expect(gapsOf(rerun)).toEqual(gapsOf(second))
      const third = await weeklyRun(servers, { runId: 7203, weeksAgo: 1, inputs: INCLUDE })
      expect(states(third)).toEqual(['3', '12', '3'])
      expect(gapRows(third)[0]).toBe(
        `saml azure | 🔎 90 searches, none clicked | 3rd report, since ${week(3)['date-from']}`,
      )
    })
  })
})
