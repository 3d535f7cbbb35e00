import { describe, expect, it } from 'vitest'
import { SearchAnswers } from '../../../../src/visitors/history/search-answers.ts'
import { MAIN_HEAD_SHA, runSha } from '../../../simulator/github-api.ts'
import { logged } from '../../support/capture-log.ts'
import {
  find,
  paths,
  printed,
  record,
  shared,
  startOwn,
  THIS_RUN,
  TOKEN,
  useGitHubStandIn,
  workflowOf,
} from './github-stand-in.ts'

/* Which artifact is the last report: the newest of a trusted earlier run, and how it is fetched. */

useGitHubStandIn()

const messages = () => logged.map((line) => line.message)
const notices = () => logged.filter((line) => line.level === 'notice').map((line) => line.message)
const compares = () => paths(shared).filter((p) => p.includes('/compare/'))

describe('findLastReport', () => {
  it("reads the newest trusted report, passing over pull requests', forks' and this run's without a request", async () => {
    const name = 'found'
    record(name, 'schedule', '2026-01-01T00:00:00Z')
    const trusted = record(name, 'workflow_dispatch', '2026-01-08T00:00:00Z')
    record(name, 'pull_request', '2026-01-09T00:00:00Z')
    record(name, 'pull_request_target', '2026-01-10T00:00:00Z')
    record(name, 'schedule', '2026-01-11T00:00:00Z', { headRepository: 'mallory/docs' })
    record(name, 'schedule', '2026-01-13T00:00:00Z', { id: THIS_RUN })

    const result = await find(name)

    expect(result).toEqual({
      kind: 'found',
      text: JSON.stringify({ format: 2, label: 'run of 2026-01-08T00:00:00Z' }),
      runId: trusted.runId,
      artifactId: trusted.artifactId,
      createdAt: '2026-01-08T00:00:00Z',
    })
    expect(messages()).toContain(
      `Looking for "found": 1 run of ${workflowOf('found')} on main looked at; passed over 4 runs (1 this run, 1 from another repository, 1 pull_request_target, 1 pull_request).`,
    )
    // One listing of the runs, then the trusted run's artifacts and its commit: the older report is never looked at.
    expect(paths(shared).filter((p) => !p.startsWith('/artifact-blobs/') && !p.endsWith('/zip'))).toEqual([
      `/repos/acme/docs/actions/workflows/found.yml/runs?branch=main&status=completed&per_page=100&page=1`,
      `/repos/acme/docs/actions/runs/${trusted.runId}/artifacts?name=found&per_page=100`,
      '/repos/acme/docs/branches/main',
      `/repos/acme/docs/compare/${MAIN_HEAD_SHA}...${runSha(trusted.runId)}?per_page=1`,
    ])
  })

  it('sends the token to the API only, never to the blob storage it redirects to', async () => {
    const { artifactId } = record('token', 'schedule', '2026-02-01T00:00:00Z')
    expect((await find('token')).kind).toBe('found')
    const api = shared.requests.filter((request) => request.path.startsWith('/repos/'))
    const blobs = shared.requests.filter((request) => request.path.startsWith('/artifact-blobs/'))
    expect(api.map((request) => request.path)).toContain(`/repos/acme/docs/actions/artifacts/${artifactId}/zip`)
    expect(new Set(api.map((request) => request.authorization))).toEqual(new Set([`token ${TOKEN}`]))
    expect(blobs).toMatchObject([{ path: `/artifact-blobs/${artifactId}?sig=stand-in`, authorization: undefined }])
    expect(printed.join('')).not.toContain(TOKEN)
    expect(printed.join('')).not.toContain('sig=stand-in')
  })

  it('asks GitHub for the workflow file of this run when the runner did not name it', async () => {
    shared.recordRun({ id: 9_100, event: 'schedule', path: `${workflowOf('lookup')}@refs/heads/main`, artifacts: [] })
    record('lookup', 'schedule', '2026-03-02T00:00:00Z', { path: '.github/workflows/other.yml' })
    const trusted = record('lookup', 'schedule', '2026-03-01T00:00:00Z')
    const result = await find('lookup', { runId: 9_100, workflowPath: undefined })
    expect(result).toMatchObject({ kind: 'found', runId: trusted.runId })
    expect(paths(shared)[0]).toBe('/repos/acme/docs/actions/runs/9100')
  })

  it('compares the head repository with the repository regardless of case', async () => {
    const trusted = record('case', 'schedule', '2026-03-05T00:00:00Z', { headRepository: 'Acme/Docs' })
    expect(await find('case')).toMatchObject({ kind: 'found', runId: trusted.runId })
  })

  it('says so when no run uploaded an artifact of that name', async () => {
    shared.recordRun({ id: 9_200, event: 'schedule', path: workflowOf('never-uploaded'), artifacts: [] })
    expect(await find('never-uploaded')).toEqual({
      kind: 'missing',
      reason: 'first-run',
      detail: `No earlier run of ${workflowOf('never-uploaded')} on main uploaded "never-uploaded" yet.`,
    })
  })

  it('finds none trusted when every run that uploaded it is a pull request’s or a fork’s', async () => {
    record('untrusted', 'pull_request', '2026-04-01T00:00:00Z')
    record('untrusted', 'schedule', '2026-04-02T00:00:00Z', { headRepository: 'mallory/docs' })
    expect(await find('untrusted')).toEqual({
      kind: 'missing',
      reason: 'none-trusted',
      detail: `No earlier run of ${workflowOf('untrusted')} on main outside pull requests and other repositories uploaded "untrusted".`,
    })
    expect(compares()).toEqual([])
  })

  it('trusts nothing, and asks nothing, when the workflow file of this run is not known', async () => {
    const result = await find('unknown-workflow', { runId: undefined, workflowPath: undefined })
    expect(result).toMatchObject({ kind: 'missing', reason: 'none-trusted' })
    expect(result.kind === 'missing' && result.detail).toContain("This run's workflow file is not known")
    expect(shared.requests).toEqual([])
  })

  it('trusts a run by its commit, not its branch name: a tag "main" off the branch is not trusted, with a notice', async () => {
    const trusted = record('tag-main', 'schedule', '2026-05-01T00:00:00Z')
    const tag = record('tag-main', 'push', '2026-05-02T00:00:00Z', { onDefaultBranch: false })
    const result = await find('tag-main')
    expect(result).toMatchObject({ kind: 'found', runId: trusted.runId })
    expect(notices()).toEqual([
      `The artifact "tag-main" of run ${tag.runId} (push of main) is not trusted: its commit ${runSha(tag.runId)} is not in the history of main, so it ran a workflow main never held.`,
    ])
    expect(compares()).toHaveLength(2)
  })

  it('does not trust a run whose commit GitHub does not know, with a notice', async () => {
    const trusted = record('unknown-commit', 'schedule', '2026-05-03T00:00:00Z')
    const gone = record('unknown-commit', 'schedule', '2026-05-04T00:00:00Z', { commitKnown: false })
    expect(await find('unknown-commit')).toMatchObject({ kind: 'found', runId: trusted.runId })
    expect(notices()).toEqual([
      `The artifact "unknown-commit" of run ${gone.runId} (schedule of main) is not trusted: GitHub does not know its commit ${runSha(gone.runId)}, so it cannot say whether main holds it.`,
    ])
  })

  it('asks nothing twice in one step: a second search reads the runs and the commits it already has', async () => {
    const first = record('first-name', 'schedule', '2026-05-05T00:00:00Z', { path: workflowOf('shared-step') })
    const second = record('second-name', 'schedule', '2026-05-06T00:00:00Z', { path: workflowOf('shared-step') })
    const answers = new SearchAnswers()
    const step = { workflowPath: workflowOf('shared-step'), answers, defaultBranch: undefined }
    expect(await find('first-name', step)).toMatchObject({ kind: 'found', runId: first.runId })
    expect(await find('second-name', step)).toMatchObject({ kind: 'found', runId: second.runId })
    const asked = paths(shared).filter((p) => !p.includes('/zip') && !p.startsWith('/artifact-blobs/'))
    expect(asked.filter((p) => p.includes('/workflows/'))).toHaveLength(1)
    expect(asked.filter((p) => p === '/repos/acme/docs')).toHaveLength(1)
    expect(new Set(asked).size).toBe(asked.length)
  })

  it('looks first at the run a record names, then lists no runs', async () => {
    const named = record('named', 'schedule', '2026-05-07T00:00:00Z')
    record('named', 'schedule', '2026-05-08T00:00:00Z')
    const result = await find('named', { namedRun: named.runId })
    expect(result).toMatchObject({ kind: 'found', runId: named.runId })
    expect(paths(shared).some((p) => p.includes('/workflows/'))).toBe(false)
  })

  it("goes on with this run's earlier attempt when the search counts it, judged as GitHub lists the run", async () => {
    const attempt = record('attempt', 'schedule', '2026-05-09T00:00:00Z', { id: THIS_RUN + 1 })
    const result = await find('attempt', { runId: attempt.runId, thisRunCounts: true, runAttempt: 2 })
    expect(result).toMatchObject({ kind: 'found', runId: attempt.runId })
    expect(paths(shared).some((p) => p.includes('/workflows/'))).toBe(false)
    expect(paths(shared)).toContain(`/repos/acme/docs/actions/runs/${attempt.runId}`)
  })

  it("never trusts this run's earlier attempt for its event: a pull request's re-run is no default branch's", async () => {
    const attempt = record('attempt-pr', 'pull_request_target', '2026-05-10T00:00:00Z', { id: THIS_RUN + 2 })
    const result = await find('attempt-pr', { runId: attempt.runId, thisRunCounts: true, runAttempt: 2 })
    expect(result).toMatchObject({ kind: 'missing' })
    expect(notices()).toEqual([
      `The artifact "attempt-pr" of this run's earlier attempt is not trusted: it is not a run of this workflow on main outside pull requests (pull_request_target).`,
    ])
  })

  it('looks at no earlier attempt on a first attempt', async () => {
    const attempt = record('first-attempt', 'schedule', '2026-05-11T00:00:00Z', { id: THIS_RUN + 3 })
    await find('first-attempt', { runId: attempt.runId, thisRunCounts: true, runAttempt: 1 })
    expect(paths(shared).some((p) => p.startsWith(`/repos/acme/docs/actions/runs/${attempt.runId}`))).toBe(false)
  })
})

describe('findLastReport, at its bound', () => {
  it('looks at the newest 100 runs outside pull requests, then stops with a notice; pull requests do not count', async () => {
    const path = workflowOf('bounded')
    record('bounded', 'schedule', '2026-08-01T00:00:00Z')
    for (let index = 0; index < 150; index++) {
      const createdAt = new Date(Date.parse('2026-08-02T00:00:00Z') + index * 60_000).toISOString()
      const event = index % 3 === 0 ? 'pull_request' : 'schedule'
      shared.recordRun({ id: 20_000 + index, event, path, createdAt, artifacts: [] })
    }
    const result = await find('bounded')
    expect(result).toEqual({
      kind: 'missing',
      reason: 'none-trusted',
      detail: `No earlier run of ${path} on main outside pull requests and other repositories uploaded "bounded" among the newest 100.`,
    })
    expect(notices()).toEqual([
      `The search for artifact "bounded" stopped at its bound, the newest 100 runs of ${path} on main outside pull requests: an older one is not looked for.`,
    ])
    expect(paths(shared).filter((p) => p.includes('/artifacts?name=bounded'))).toHaveLength(100)
    expect(paths(shared).filter((p) => p.includes('/workflows/'))).toHaveLength(2)
  })
  it("lists each event of the branch's own runs alone when pull requests' runs fill the 1,000 GitHub lists", async () => {
    const path = workflowOf('flooded')
    const trusted = record('flooded', 'schedule', '2026-09-01T00:00:00Z')
    const start = Date.parse('2026-09-02T00:00:00Z')
    for (let index = 0; index < 1_000; index++) {
      const createdAt = new Date(start + index * 60_000).toISOString()
      const fork = { headRepository: 'mallory/docs', createdAt }
      shared.recordRun({ id: 30_000 + index, event: 'pull_request', path, ...fork, artifacts: [] })
    }
    expect(await find('flooded')).toMatchObject({ kind: 'found', runId: trusted.runId })
    // The 1,000 GitHub lists, then a page of each event the branch's own runs come from: the newest found is taken.
    const listings = paths(shared).filter((p) => p.includes('/workflows/'))
    const events = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch', 'workflow_run']
    expect(listings.slice(10)).toEqual(
      events.map(
        (event) =>
          `/repos/acme/docs/actions/workflows/flooded.yml/runs?branch=main&status=completed&per_page=100&page=1&event=${event}`,
      ),
    )
    expect(new Set(listings).size).toBe(listings.length)
  })
  it("says none was found, with no notice of a bound, when the branch's own runs are all listed past the 1,000", async () => {
    const path = workflowOf('flooded-none')
    shared.recordRun({ id: 40_999, event: 'schedule', path, createdAt: '2026-10-01T00:00:00Z', artifacts: [] })
    const start = Date.parse('2026-10-02T00:00:00Z')
    for (let index = 0; index < 1_000; index++) {
      const createdAt = new Date(start + index * 60_000).toISOString()
      shared.recordRun({
        id: 41_000 + index,
        event: 'pull_request',
        path,
        headRepository: 'mallory/docs',
        createdAt,
        artifacts: [],
      })
    }
    expect(await find('flooded-none')).toEqual({
      kind: 'missing',
      reason: 'none-trusted',
      detail: `No earlier run of ${path} on main outside pull requests and other repositories uploaded "flooded-none".`,
    })
    expect(notices()).toEqual([])
  })
})

describe('findLastReport, when GitHub cannot say', () => {
  it.each([403, 404])('ends the search naming contents: read when the branch is answered %i', async (status) => {
    const github = await startOwn({ compareFailWith: status })
    github.recordRun({
      id: 1,
      event: 'schedule',
      path: workflowOf('no-contents'),
      artifacts: [{ name: 'no-contents', zip: Buffer.from('zip') }],
    })
    const result = await find('no-contents', { apiUrl: github.url })
    expect(result).toMatchObject({ kind: 'missing', reason: 'no-permission' })
    expect(result.kind === 'missing' && result.detail).toContain('"permissions: contents: read"')
    expect(result.kind === 'missing' && result.detail).toContain('reading the head of the default branch (main)')
  })
})
