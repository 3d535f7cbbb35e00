import { describe, expect, it } from 'vitest'
import { logged } from '../../support/capture-log.ts'
import { find, paths, printed, record, shared, THIS_RUN, TOKEN, useGitHubStandIn, WORKFLOW } from './github-stand-in.ts'

/* Which artifact is the last report: the newest of a trusted earlier run, and how it is fetched. */

useGitHubStandIn()

describe('findLastReport', () => {
  it('reads the newest trusted report, skipping pull requests, forks, other workflows and this run', async () => {
    const name = 'found'
    record(name, 'schedule', '2026-01-01T00:00:00Z')
    const trusted = record(name, 'workflow_dispatch', '2026-01-08T00:00:00Z')
    const pullRequest = record(name, 'pull_request', '2026-01-09T00:00:00Z')
    const pullRequestTarget = record(name, 'pull_request_target', '2026-01-10T00:00:00Z')
    record(name, 'schedule', '2026-01-11T00:00:00Z', { headRepository: 'mallory/docs' })
    const other = record(name, 'schedule', '2026-01-12T00:00:00Z', { path: '.github/workflows/other.yml' })
    record(name, 'schedule', '2026-01-13T00:00:00Z', { id: THIS_RUN })

    const result = await find(name)

    expect(result).toEqual({
      kind: 'found',
      text: JSON.stringify({ format: 2, label: 'run of 2026-01-08T00:00:00Z' }),
      runId: trusted.runId,
      artifactId: trusted.artifactId,
      createdAt: '2026-01-08T00:00:00Z',
    })
    expect(logged.filter((line) => line.message.startsWith('Skipped'))).toEqual([
      {
        level: 'info',
        message:
          'Skipped 5 artifacts: 1 from this run, 1 from another workflow file, 1 from a fork, 1 from a pull_request_target run, 1 from a pull_request run.',
      },
    ])
    // This run's and the fork's are skipped from the listing alone; the older report is never looked at.
    const runLookups = paths(shared).filter((p) => /\/actions\/runs\/\d+$/.test(p))
    expect(runLookups.map((p) => Number(p.split('/').pop()))).toEqual(
      [other, pullRequestTarget, pullRequest, trusted].map((run) => run.runId),
    )
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
    shared.recordRun({ id: 9_100, event: 'schedule', path: `${WORKFLOW}@refs/heads/main`, artifacts: [] })
    record('lookup', 'schedule', '2026-03-02T00:00:00Z', { path: '.github/workflows/other.yml' })
    const trusted = record('lookup', 'schedule', '2026-03-01T00:00:00Z')
    const result = await find('lookup', { runId: 9_100, workflowPath: undefined })
    expect(result).toMatchObject({ kind: 'found', runId: trusted.runId })
    expect(paths(shared)[0]).toBe('/repos/acme/docs/actions/runs/9100')
    expect(logged.map((line) => line.message)).toContain('Skipped 1 artifact: 1 from another workflow file.')
  })

  it('compares the head repository with the repository regardless of case', async () => {
    const trusted = record('case', 'schedule', '2026-03-05T00:00:00Z', { headRepository: 'Acme/Docs' })
    expect(await find('case')).toMatchObject({ kind: 'found', runId: trusted.runId })
  })

  it('says so when there is no artifact of that name at all', async () => {
    expect(await find('never-uploaded')).toEqual({
      kind: 'missing',
      reason: 'first-run',
      detail: 'No artifact "never-uploaded" in acme/docs yet.',
    })
    expect(paths(shared)).toEqual(['/repos/acme/docs/actions/artifacts?name=never-uploaded&per_page=100&page=1'])
  })

  it('finds none trusted when every artifact is a pull request’s or a fork’s', async () => {
    record('untrusted', 'pull_request', '2026-04-01T00:00:00Z')
    record('untrusted', 'schedule', '2026-04-02T00:00:00Z', { headRepository: 'mallory/docs' })
    expect(await find('untrusted')).toEqual({
      kind: 'missing',
      reason: 'none-trusted',
      detail: `2 artifacts named "untrusted" were found, none from an earlier run of ${WORKFLOW} on the default branch (main) outside pull requests and forks.`,
    })
  })

  it('trusts nothing, and asks nothing, when the workflow file of this run is not known', async () => {
    const result = await find('unknown-workflow', { runId: undefined, workflowPath: undefined })
    expect(result).toMatchObject({ kind: 'missing', reason: 'none-trusted' })
    expect(result.kind === 'missing' && result.detail).toContain("This run's workflow file is not known")
    expect(shared.requests).toEqual([])
  })

  it('trusts only runs on the default branch, whatever their event or workflow file says', async () => {
    const trusted = record('branch', 'schedule', '2026-05-01T00:00:00Z')
    record('branch', 'push', '2026-05-02T00:00:00Z', { headBranch: 'evil-branch' })
    record('branch', 'workflow_dispatch', '2026-05-03T00:00:00Z', { headBranch: 'main-but-not' })
    const result = await find('branch')
    expect(result).toMatchObject({ kind: 'found', runId: trusted.runId })
    expect(logged.map((line) => line.message)).toContain('Skipped 2 artifacts: 2 from a branch other than main.')
  })

  it('checks the branch of the run itself, when the listing does not name one', async () => {
    record('run-branch', 'schedule', '2026-05-04T00:00:00Z')
    const evil = record('run-branch', 'push', '2026-05-05T00:00:00Z', { headBranch: 'evil-branch', listedBranch: null })
    const result = await find('run-branch')
    expect(result).toMatchObject({ kind: 'found' })
    expect(result.kind === 'found' && result.runId).not.toBe(evil.runId)
    expect(paths(shared)).toContain(`/repos/acme/docs/actions/runs/${evil.runId}`)
  })

  it('asks GitHub for the default branch once when the event payload does not name it', async () => {
    const main = record('asked-branch', 'schedule', '2026-05-05T00:00:00Z')
    record('asked-branch', 'schedule', '2026-05-06T00:00:00Z', { headBranch: 'trunk' })
    record('asked-branch', 'schedule', '2026-05-07T00:00:00Z', { headBranch: 'trunk' })
    const result = await find('asked-branch', { defaultBranch: undefined })
    expect(result).toMatchObject({ kind: 'found', runId: main.runId })
    expect(paths(shared).filter((p) => p === '/repos/acme/docs')).toHaveLength(1)
    expect(logged.map((line) => line.message)).toContain('Skipped 2 artifacts: 2 from a branch other than main.')
  })
})
