import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { withServers } from '../../../harness/servers.ts'
import { renderedSummary } from '../../../render/dom.ts'
import { renderGfm } from '../../../render/gfm.ts'
import type { RepositoryScript, SimulatedPull } from '../../../simulator/github-api.ts'
import { SIMULATOR_PROJECT } from '../../helpers.ts'
import { todayPlus } from '../visitors-helpers.ts'
import { creditLine, handOffOf, plantHandOff, weekHandedOff } from './hand-off-helpers.ts'
import { analyticsSince, warnings, week, weeklyRun, type HistoryServers } from './history-helpers.ts'

const MERGED_DAY = todayPlus(-3)
const PULL: SimulatedPull = {
  title: 'Docs: close the gaps readers found',
  body: null,
  mergedAt: `${MERGED_DAY}T10:00:00Z`,
}
const github = (pull: SimulatedPull | undefined): RepositoryScript => ({
  commits: [],
  tags: {},
  pulls: pull ? { 42: pull } : {},
})

/** How many gaps a hand-off took on: the digests of its sections. */
function handedOf(handOff: Record<string, unknown> | undefined): number {
  return Object.values((handOff?.['sections'] ?? {}) as Record<string, string[]>).flat().length
}

/** The requests GitHub's stand-in saw since `from` for pull request 42. */
function pullReads(servers: HistoryServers, from: number): string[] {
  return servers.github.requests
    .slice(from)
    .filter((request) => request.path.startsWith('/repos/acme/docs/pulls/'))
    .map((request) => `${request.method} ${request.path}`)
}

/** The analytics requests and the job reads the simulator saw since `from`. */
function platformSince(servers: HistoryServers, from: number) {
  const requests = servers.platform.requests.slice(from)
  const jobReads = requests.filter((request) => request.route === 'get').map((request) => request.path)
  const analytics = analyticsSince(servers.platform, from).filter((request) => request.route !== 'get')
  return { jobReads, analytics }
}

/** The spend table's rows as rendered: what it lists beside the analytics endpoints, and its total. */
function expectSpend(page: string, analytics: number, reads: { pulls: number; jobs: number }): void {
  const row = (what: string, requests: number) =>
    `${what} <em>(not analytics)</em></td><td align="right">${requests}</td>`
  for (const [what, requests] of [
    ['GitHub: pull requests read', reads.pulls],
    ['agent job read', reads.jobs],
  ] as const) {
    if (requests > 0) expect(page).toContain(row(what, requests))
    else expect(page).not.toContain(`${what} <em>`)
  }
  expect(page).toContain(`<strong>${analytics}</strong> of 100 per hour`)
}

describe('the hand-off of the content gaps, credited by the next report', () => {
  it('credits the merged pull request, linked, spending no analytics request on it', async () => {
    await withServers({ platform: {}, github: github(PULL), artifacts: true }, async (servers) => {
      const first = await weekHandedOff(servers, { runId: 7001, weeksAgo: 1 })
      expect([first.report.exitCode, first.agent.exitCode], first.agent.stdout).toEqual([0, 0])
      expect(first.agent.stdout).toContain('is the content gaps of the report for')
      expect(first.sidecars).toHaveLength(1)
      const sidecar = JSON.parse(first.sidecars[0] ?? '{}') as Record<string, unknown>
      const report = JSON.parse(first.report.uploaded.get('report.json')?.toString() ?? '{}') as {
        history: { last: { digestCheck: string; sections: Record<string, { gapDigests: string[] }> } }
      }
      expect(first.handOff).toEqual({
        format: 1,
        projectId: SIMULATOR_PROJECT,
        dateFrom: week(1)['date-from'],
        dateTo: week(1)['date-to'],
        digestCheck: report.history.last.digestCheck,
        sections: sidecar['sections'],
        jobId: 'job_0001',
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/42',
        recordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      })
      // What content-gaps.md lists, as report.json keeps it.
      for (const [name, digests] of Object.entries(sidecar['sections'] as Record<string, string[]>))
        expect(digests, name).toEqual(report.history.last.sections[name]?.gapDigests)
      const handed = handedOf(first.handOff)
      expect(handed).toBeGreaterThan(10)

      const [platformMark, githubMark] = [servers.platform.requests.length, servers.github.requests.length]
      const next = await weeklyRun(servers, { runId: 7002, weeksAgo: 0 })
      expect(next.exitCode, next.stdout).toBe(0)
      expect(next.outputs['comparison-source']).toBe('previous-report')
      const line = creditLine(next) ?? ''
      const credited = new RegExp(`^Docs pull request #42 \\(merged ${MERGED_DAY}\\) took on ${handed} gaps: (.+)\\.$`)
      expect(line).toMatch(credited)
      const parts = (credited.exec(line)?.[1] ?? '').split(', ').map((part) => Number(part.split(' ')[0]))
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(handed)
      const $ = renderedSummary(next.summary)
      expect($('a[href="https://github.com/acme/docs/pull/42"]').text()).toBe('#42')

      const { jobReads, analytics } = platformSince(servers, platformMark)
      expect(jobReads).toEqual([])
      expect(analytics.every((request) => request.dateFrom === week(0)['date-from'])).toBe(true)
      expect(pullReads(servers, githubMark)).toEqual(['GET /repos/acme/docs/pulls/42'])
      expectSpend(renderGfm(next.summary), analytics.length, { pulls: 1, jobs: 0 })
    })
  })

  it.each([
    ['open', { ...PULL, state: 'open' }, /^Docs pull request #42 \(open, not merged\) took on \d+ gaps\.$/],
    [
      'closed unmerged',
      { ...PULL, mergedAt: null },
      /^Docs pull request #42 \(closed without merging\) took on \d+ gaps\.$/,
    ],
    [
      'merged after the period',
      { ...PULL, mergedAt: `${todayPlus(0)}T09:00:00Z` },
      new RegExp(
        `^Docs pull request #42 \\(merged ${todayPlus(0)}, after this period: too soon to tell\\) took on \\d+ gaps\\.$`,
      ),
    ],
    [
      'one GitHub does not show (404)',
      undefined,
      /^Docs pull request #42, which took on \d+ gaps, could not be read from GitHub \(404\): on a private or internal repository, reading it needs pull-requests: read in the workflow's permissions\.$/,
    ],
  ] as const)('says of a pull request %s in one line', async (_, pull, said) => {
    await withServers({ platform: {}, github: github(pull), artifacts: true }, async (servers) => {
      await plantHandOff(servers, 8001, (report) => handOffOf(report))
      const [platformMark, githubMark] = [servers.platform.requests.length, servers.github.requests.length]
      const next = await weeklyRun(servers, { runId: 8002, weeksAgo: 0 })
      expect(next.exitCode, next.stdout).toBe(0)
      expect(creditLine(next)).toMatch(said)
      expect(pullReads(servers, githubMark)).toEqual(['GET /repos/acme/docs/pulls/42'])
      const { jobReads, analytics } = platformSince(servers, platformMark)
      expect(jobReads).toEqual([])
      expectSpend(renderGfm(next.summary), analytics.length, { pulls: 1, jobs: 0 })
    })
  })

  it.each([
    ['not JSON', () => '{ "format": 1, ', undefined, /hand-off\.json is not JSON/],
    [
      'an artifact over 64 KiB',
      (report: Buffer | undefined) => handOffOf(report),
      100_000,
      /The hand-off, artifact "docs-report-hand-off" \(id \d+\) of run 8101, is 100,000 bytes, over the 64 KiB downloaded for a hand-off/,
    ],
    [
      'nested thousands deep',
      () => `{"format":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
      undefined,
      /hand-off\.json is not of format 1 \(it says a list\)/,
    ],
    [
      'another project',
      (report: Buffer | undefined) => handOffOf(report, { projectId: 'other-docs' }),
      undefined,
      /hand-off\.json "projectId" is not the last report's/,
    ],
    [
      'a pull request on another host',
      (report: Buffer | undefined) => handOffOf(report, { prLink: 'https://github.example/acme/docs/pull/42' }),
      undefined,
      /hand-off\.json "prLink" is refused: it is not on github\.com/,
    ],
  ] as const)(
    'ignores a hand-off that is %s, in one line and a warning, keeping the history',
    async (_, text, size, said) => {
      await withServers({ platform: {}, github: github(PULL), artifacts: true }, async (servers) => {
        await plantHandOff(servers, 8101, text, { sizeInBytes: size })
        const [platformMark, githubMark] = [servers.platform.requests.length, servers.github.requests.length]
        const next = await weeklyRun(servers, { runId: 8102, weeksAgo: 0 })
        expect(next.exitCode, next.stdout).toBe(0)
        expect(next.outputs['comparison-source']).toBe('previous-report')
        expect(creditLine(next)).toMatch(/^The hand-off recorded in run 8101 was not read: /)
        expect(creditLine(next)).toMatch(said)
        expect(warnings(next).filter((line) => line.includes('Hand-off not read'))).toHaveLength(1)
        expect(pullReads(servers, githubMark)).toEqual([])
        expect(platformSince(servers, platformMark).jobReads).toEqual([])
      })
    },
  )

  it('says a job failed, without reading it again', async () => {
    const platform = { job: { statuses: ['active', 'failed'], prLink: null } }
    await withServers({ platform, github: github(PULL), artifacts: true }, async (servers) => {
      const first = await weekHandedOff(servers, { runId: 7101, weeksAgo: 1 })
      expect(first.agent.outputs['status']).toBe('failed')
      expect(first.handOff).toMatchObject({ jobId: 'job_0001', status: 'failed', prLink: null })
      const [platformMark, githubMark] = [servers.platform.requests.length, servers.github.requests.length]
      const next = await weeklyRun(servers, { runId: 7102, weeksAgo: 0 })
      expect(next.exitCode, next.stdout).toBe(0)
      expect(creditLine(next)).toBe(
        `Agent job job_0001 failed: nothing to credit for the ${handedOf(first.handOff)} gaps handed to it.`,
      )
      expect(platformSince(servers, platformMark).jobReads).toEqual([])
      expect(pullReads(servers, githubMark)).toEqual([])
    })
  })

  it('reads a job not waited for once, then its pull request', async () => {
    // The job has finished by the first time anyone reads it: the next report.
    const platform = { job: { statuses: ['completed'], prLink: 'https://github.com/acme/docs/pull/42' } }
    await withServers({ platform, github: github(PULL), artifacts: true }, async (servers) => {
      const first = await weekHandedOff(servers, { runId: 7201, weeksAgo: 1, agentInputs: { wait: 'false' } })
      expect(first.agent.exitCode, first.agent.stdout).toBe(0)
      expect(first.handOff).toMatchObject({ jobId: 'job_0001', status: 'active', prLink: null })
      const [platformMark, githubMark] = [servers.platform.requests.length, servers.github.requests.length]
      const next = await weeklyRun(servers, { runId: 7202, weeksAgo: 0 })
      expect(next.exitCode, next.stdout).toBe(0)
      const { jobReads, analytics } = platformSince(servers, platformMark)
      expect(jobReads).toEqual([`/v2/agent/${SIMULATOR_PROJECT}/job/job_0001`])
      expect(creditLine(next)).toMatch(
        new RegExp(`^Docs pull request #42 \\(merged ${MERGED_DAY}\\) took on \\d+ gaps: `),
      )
      expect(pullReads(servers, githubMark)).toEqual(['GET /repos/acme/docs/pulls/42'])
      expectSpend(renderGfm(next.summary), analytics.length, { pulls: 1, jobs: 1 })
    })
  })

  it('reads no hand-off on a re-run of the same week: it credits forward only', async () => {
    await withServers({ platform: {}, github: github(PULL), artifacts: true }, async (servers) => {
      await weekHandedOff(servers, { runId: 7301, weeksAgo: 1 })
      const githubMark = servers.github.requests.length
      const rerun = await weeklyRun(servers, { runId: 7311, weeksAgo: 1 })
      expect(rerun.exitCode, rerun.stdout).toBe(0)
      expect(creditLine(rerun)).toBeUndefined()
      expect(pullReads(servers, githubMark)).toEqual([])
    })
  })

  it('looks in the trusted run only: a hand-off from a pull request run is never read', async () => {
    await withServers({ platform: {}, github: github(PULL), artifacts: true }, async (servers) => {
      await weeklyRun(servers, { runId: 7301, weeksAgo: 1 })
      const pullRequestRun = await weekHandedOff(servers, {
        runId: 7302,
        weeksAgo: 1,
        record: { event: 'pull_request' },
      })
      expect(pullRequestRun.handOff).toMatchObject({ jobId: 'job_0001' })
      const githubMark = servers.github.requests.length
      const next = await weeklyRun(servers, { runId: 7303, weeksAgo: 0 })
      expect(next.exitCode, next.stdout).toBe(0)
      expect(next.outputs['comparison-source']).toBe('previous-report')
      expect(creditLine(next)).toBeUndefined()
      const asked = servers.github.requests.slice(githubMark).map((request) => request.path)
      expect(asked.filter((path) => path.includes('/runs/7302/artifacts') || path.includes('/pulls/'))).toEqual([])
      expect(asked.some((path) => path.startsWith('/repos/acme/docs/actions/runs/7301/artifacts'))).toBe(true)
      expect(next.stdout).toContain('Run 7301 recorded no hand-off of its content gaps to the docs agent.')
    })
  })

  it('on a public repository, uploads and summarises no reader text, and keeps the job answer out of the log', async () => {
    const platform = { job: { statuses: ['completed'], prLink: 'https://github.com/acme/docs/pull/42' } }
    await withServers({ platform, github: github(PULL), artifacts: true }, async (servers) => {
      const eventFile = 'schedule-public.json'
      const first = await weekHandedOff(servers, {
        runId: 7401,
        weeksAgo: 1,
        event: eventFile,
        agentInputs: { wait: 'false' },
      })
      expect(first.agent.exitCode, first.agent.stdout).toBe(0)
      const gaps = await readFile(first.report.outputs['content-gaps-file'] ?? '', 'utf8')
      // The search terms content-gaps.md quotes: what readers typed.
      const searches = gaps.split('\n## ').find((part) => part.startsWith('Searches nobody clicked')) ?? ''
      const typed = [...searches.matchAll(/^- (".*?[^\\]")/gm)].map((match) => JSON.parse(match[1] ?? '""') as string)
      expect(typed.length).toBeGreaterThan(10)
      const sidecar = JSON.parse(first.sidecars[0] ?? '{}') as Record<string, unknown>
      expect(Object.keys(sidecar).sort()).toEqual(
        ['artifactName', 'contentSha256', 'dateFrom', 'dateTo', 'digestCheck', 'format', 'projectId']
          .concat(['readerTextShown', 'retentionDays', 'sections'])
          .sort(),
      )
      expect(sidecar['readerTextShown']).toBe(false)
      expect(Object.keys(first.handOff ?? {}).sort()).toEqual(
        ['dateFrom', 'dateTo', 'digestCheck', 'format', 'jobId', 'prLink', 'projectId', 'recordedAt', 'sections']
          .concat(['status'])
          .sort(),
      )
      for (const file of [sidecar, first.handOff])
        for (const digests of Object.values(file?.['sections'] as Record<string, string[]>))
          expect(digests.every((digest) => /^[0-9a-f]{16}$/.test(digest))).toBe(true)
      const debugging = { ...servers, env: { ...servers.env, RUNNER_DEBUG: '1' } }
      const next = await weeklyRun(debugging, { runId: 7402, weeksAgo: 0, event: eventFile })
      expect(next.exitCode, next.stdout).toBe(0)
      expect(creditLine(next)).toMatch(/^Docs pull request #42 \(merged /)
      expect(next.stdout).toMatch(/HTTP 200: \d+ characters, not shown \(the job could quote the prompt/)
      const uploaded = [first.sidecars[0] ?? '', JSON.stringify(first.handOff), next.summary]
      // Terms of more than one word: a single word may be part of a page's path, which the summary shows.
      const phrases = typed.filter((term) => term.includes(' '))
      expect(phrases.length).toBeGreaterThan(5)
      for (const term of phrases)
        expect(
          uploaded.filter((text) => text.includes(term)),
          term,
        ).toEqual([])
    })
  })
})
