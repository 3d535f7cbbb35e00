import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { runSha, type RepositoryScript } from '../../../simulator/github-api.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { creditLine, handOffOf, plantHandOff } from './hand-off-helpers.ts'
import { weeklyRun, type HistoryServers } from './history-helpers.ts'
import { lastWeek, poisoned, record } from './planted-reports.ts'

/*
 * A tag named like the default branch. For a tag's run GitHub puts the tag's name in
 * `head_branch`, so `main` there is no proof: whoever may push a tag but not to main pushes a tag
 * `main` on a commit that changes the workflow, and its run uploads whatever it likes. Trust is
 * the commit's: GitHub's compare says the tag's commit is not in main's history, and the run's
 * report, hand-off and progress are each ignored, with a notice naming the run.
 */

const GITHUB: RepositoryScript = { commits: [], tags: {} }
/** How GitHub lists the run of a pushed tag `main` whose commit is not on the branch. */
const TAG_MAIN = { event: 'push', headBranch: 'main', onDefaultBranch: false } as const
const POISONED_TOTAL = 987_654_321

/** The notice a run not trusted for its commit gets, for `artifact` of run `runId`. */
function notTrusted(artifact: string, runId: number): string {
  return `::notice title=Earlier run not trusted::The artifact "${artifact}" of run ${runId} (push of main) is not trusted: its commit ${runSha(runId)} is not in the history of main, so it ran a workflow main never held.`
}

const compares = (servers: HistoryServers) =>
  servers.github.requests.map((request) => request.path).filter((path) => path.includes('/compare/'))

describe('a tag named main is not the default branch', () => {
  it("its run's newer report is not the comparison: the trusted one is, with a notice", async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 150 })
      record(servers, files, poisoned(report, POISONED_TOTAL), { id: 151, ...TAG_MAIN })
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['comparison-source']).toBe('previous-report')
      expect(run.outputs['previous-total']).not.toBe(String(POISONED_TOTAL))
      expect(run.stdout).toContain('Read report.json of run 150 ')
      expect(run.stdout).toContain(notTrusted('docs-report', 151))
      expect(run.summary).not.toContain('987,654,321')
      // Each commit compared once in the step, though the progress and the history both looked at both runs.
      expect(compares(servers)).toEqual([...new Set(compares(servers))])
    })
  })

  it("its run's hand-off is never read: the trusted run's is credited", async () => {
    const pulls = { 42: { title: 'Docs: close the gaps', body: null, mergedAt: `${todayPlus(-3)}T10:00:00Z` } }
    await withServers({ platform: {}, github: { ...GITHUB, pulls }, artifacts: true }, async (servers) => {
      await plantHandOff(servers, 8401, (report) => handOffOf(report))
      const evilPull = 'https://github.com/acme/docs/pull/43'
      await plantHandOff(servers, 8402, (report) => handOffOf(report, { prLink: evilPull }), { run: TAG_MAIN })
      const run = await weeklyRun(servers, { runId: 8403, weeksAgo: 0 })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.stdout).toContain('Read report.json of run 8401 ')
      expect(run.stdout).toContain(notTrusted('docs-report', 8402))
      expect(creditLine(run)).toMatch(/^Docs pull request #42\b/)
      const paths = servers.github.requests.map((request) => request.path)
      expect(paths.filter((path) => path.includes('/pulls/'))).toEqual(['/repos/acme/docs/pulls/42'])
      expect(
        paths.some((path) => path.startsWith('/repos/acme/docs/actions/runs/8402/artifacts?name=docs-report-hand-off')),
      ).toBe(false)
      expect(run.summary).not.toContain('/pull/43')
    })
  })

  it("its run's progress is not gone on with: the report starts afresh, with a notice", async () => {
    const servers = { platform: { analytics: { rows: 3_000 } }, github: GITHUB, artifacts: true } as const
    await withServers(servers, async (servers) => {
      const partial = { include: 'views', 'max-requests': '10' }
      const planted = await weeklyRun(servers, { runId: 950, weeksAgo: 0, inputs: partial, record: TAG_MAIN })
      expect(planted.outputs['report-state']).toBe('partial')
      const before = servers.platform.requests.length
      const run = await weeklyRun(servers, { runId: 951, weeksAgo: 0, inputs: { include: 'views' } })
      expect(run.outputs['report-state']).toBe('complete')
      expect(run.stdout).toContain(notTrusted('docs-report-progress', 950))
      expect(run.stdout).not.toContain('Going on with')
      // Every request of the report again: 3,000 paths of visitors and views, compared.
      expect(servers.platform.requests.length - before).toBe(48)
    })
  })
})
