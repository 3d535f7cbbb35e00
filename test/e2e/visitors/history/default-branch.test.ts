import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { renderGfm } from '../../../render/gfm.ts'
import type { RepositoryScript } from '../../../simulator/github-api.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { creditLine, handOffOf, plantHandOff } from './hand-off-helpers.ts'
import { weeklyRun, type HistoryServers } from './history-helpers.ts'
import { lastWeek, poisoned, record, type Report } from './planted-reports.ts'

/*
 * Whoever can push a branch can run the report's workflow as that branch changed it, and have it
 * upload an artifact of the report's name: only runs on the repository's default branch are
 * built on, the last report and the hand-off its run recorded alike. GitHub lists the runs of
 * the default branch alone (its `branch` filter); tag-main.test.ts has the tag named like it.
 */

const GITHUB: RepositoryScript = { commits: [], tags: {} }
const POISONED_TOTAL = 999_999_992

const totalOf = (report: Report) => (report.history.last.sections['visitors']?.['totals'] as { total: number }).total

/** The requests GitHub's stand-in saw for the repository itself, where the default branch is asked. */
const repositoryReads = (servers: HistoryServers) =>
  servers.github.requests.filter((request) => request.path === '/repos/acme/docs')

describe('history: only runs on the default branch are trusted', () => {
  it('never reads a newer report of a run on another branch, and reads the default branch’s', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, report, { id: 140 })
      record(servers, files, poisoned(report, POISONED_TOTAL), { id: 141, event: 'push', headBranch: 'evil-branch' })
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['comparison-source']).toBe('previous-report')
      expect(run.outputs['previous-total']).toBe(String(totalOf(report)))
      expect(run.stdout).toContain('Read report.json of run 140 ')
      expect(servers.github.requests.some((request) => request.path.includes('/runs/141/'))).toBe(false)
      expect(run.summary).not.toContain('999,999,99')
      // The event payload names the default branch: GitHub is not asked.
      expect(repositoryReads(servers)).toEqual([])
    })
  })

  it('with only a report of another branch, builds on none and says why', async () => {
    await withServers({ platform: {}, github: GITHUB, artifacts: true }, async (servers) => {
      const { files, report } = await lastWeek(servers)
      record(servers, files, poisoned(report, POISONED_TOTAL), {
        id: 142,
        event: 'workflow_dispatch',
        headBranch: 'evil-branch',
      })
      const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.outputs['comparison-source']).toBe('fetched')
      const why = 'No earlier run of .github/workflows/docs-report.yml on main uploaded "docs-report" yet.'
      expect(run.stdout).toContain(why)
      expect(renderGfm(run.summary)).toContain(why.replaceAll('"', '&quot;').replace(/\.$/, ''))
      expect(run.summary).not.toContain('999,999,99')
    })
  })

  it('asks GitHub for the default branch once when the event payload does not name it', async () => {
    await withServers(
      { platform: {}, github: { ...GITHUB, defaultBranch: 'trunk' }, artifacts: true },
      async (servers) => {
        const { files, report } = await lastWeek(servers)
        record(servers, files, report, { id: 143, headBranch: 'trunk' })
        record(servers, files, poisoned(report, POISONED_TOTAL), { id: 144, headBranch: 'main' })
        const run = await weeklyRun(servers, { runId: 900, weeksAgo: 0, record: false, event: 'schedule-bare.json' })
        expect(run.outputs['comparison-source']).toBe('previous-report')
        expect(run.outputs['previous-total']).toBe(String(totalOf(report)))
        expect(servers.github.requests.some((request) => request.path.includes('/runs/144/'))).toBe(false)
        expect(repositoryReads(servers)).toHaveLength(1)
      },
    )
  })

  it('never reads the hand-off of a run on another branch, and credits the default branch’s', async () => {
    const pulls = { 42: { title: 'Docs: close the gaps', body: null, mergedAt: `${todayPlus(-3)}T10:00:00Z` } }
    await withServers({ platform: {}, github: { ...GITHUB, pulls }, artifacts: true }, async (servers) => {
      await plantHandOff(servers, 8301, (report) => handOffOf(report))
      const evilPull = 'https://github.com/acme/docs/pull/43'
      await plantHandOff(servers, 8302, (report) => handOffOf(report, { prLink: evilPull }), {
        run: { headBranch: 'evil-branch' },
      })
      const run = await weeklyRun(servers, { runId: 8303, weeksAgo: 0 })
      expect(run.exitCode, run.stdout).toBe(0)
      expect(run.stdout).toContain('Read report.json of run 8301 ')
      expect(creditLine(run)).toMatch(/^Docs pull request #42\b/)
      const pullPaths = servers.github.requests.map((request) => request.path).filter((p) => p.includes('/pulls/'))
      expect(pullPaths).toEqual(['/repos/acme/docs/pulls/42'])
      expect(run.summary).not.toContain('/pull/43')
    })
  })
})
