import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CancelledError, DeadlineError, type StepLimits } from '../../../../src/step/limits.ts'
import {
  findLastReport,
  MAX_ARTIFACT_BYTES,
  MAX_REPORT_BYTES,
  type LastReportRequest,
} from '../../../../src/visitors/history/last-report.ts'
import { startGitHubApi, type GitHubApi, type RepositoryScript } from '../../../simulator/github-api.ts'
import { writeZip } from '../../../harness/zip.ts'
import { logged } from '../../support/capture-log.ts'
import { testLimits } from '../../support/fakes.ts'

const TOKEN = 'ghs_standInToken0123456789'
const WORKFLOW = '.github/workflows/report.yml'
const THIS_RUN = 9_000

const report = (label: string) =>
  writeZip({ 'report.json': JSON.stringify({ format: 2, label }), 'views.csv': 'a\r\n' })

/** The stand-in whose URL @actions/github read when it loaded: the download's own client goes there. */
let shared: GitHubApi
const started: GitHubApi[] = []
const savedApiUrl = process.env['GITHUB_API_URL']
let printed: string[]
let nextRunId = 100

beforeAll(async () => {
  shared = await startGitHubApi({ commits: [], tags: {} })
  process.env['GITHUB_API_URL'] = shared.url
})
afterAll(async () => {
  await shared.close()
  if (savedApiUrl === undefined) delete process.env['GITHUB_API_URL']
  else process.env['GITHUB_API_URL'] = savedApiUrl
})
beforeEach(() => {
  logged.length = 0
  shared.requests.length = 0
  printed = []
  // The artifact client prints through @actions/core; kept out of the test output, and read.
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk))
    return true
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(started.splice(0).map((github) => github.close()))
})

async function startOwn(script: Partial<RepositoryScript>): Promise<GitHubApi> {
  const github = await startGitHubApi({ commits: [], tags: {}, ...script })
  started.push(github)
  return github
}

interface RunOptions {
  readonly id?: number
  readonly path?: string
  readonly headRepository?: string
  readonly zip?: Buffer
  readonly expired?: boolean
  readonly sizeInBytes?: number
}

/** Records a run of `event` with one artifact; each test uses its own artifact name, so runs never mix. */
function record(name: string, event: string, createdAt: string, options: RunOptions = {}) {
  const runId = options.id ?? nextRunId++
  const {
    path: workflow = WORKFLOW,
    headRepository,
    zip = report(`run of ${createdAt}`),
    expired,
    sizeInBytes,
  } = options
  const artifact = { name, zip, expired, sizeInBytes, createdAt }
  const [artifactId] = shared.recordRun({ id: runId, event, path: workflow, headRepository, artifacts: [artifact] })
  return { runId, artifactId }
}

/** findLastReport with this test's name as the artifact's; the download directory must be gone afterwards. */
async function find(artifactName: string, overrides: Partial<LastReportRequest> = {}, limits?: StepLimits) {
  const request: LastReportRequest = {
    token: TOKEN,
    repository: { owner: 'acme', repo: 'docs' },
    apiUrl: shared.url,
    artifactName,
    runId: THIS_RUN,
    workflowPath: WORKFLOW,
    downloadDir: path.join(mkdtempSync(path.join(tmpdir(), 'last-report-')), 'download'),
    ...overrides,
  }
  try {
    return await findLastReport(request, limits ?? testLimits(), { retryBaseMs: 1 })
  } finally {
    expect(existsSync(request.downloadDir)).toBe(false)
  }
}

const paths = (github: GitHubApi) => github.requests.map((request) => request.path)

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
    expect(blobs).toEqual([{ path: `/artifact-blobs/${artifactId}?sig=stand-in`, authorization: undefined }])
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
      detail: `2 artifacts named "untrusted" were found, none from an earlier run of ${WORKFLOW} outside pull requests and forks.`,
    })
  })

  it('trusts nothing, and asks nothing, when the workflow file of this run is not known', async () => {
    const result = await find('unknown-workflow', { runId: undefined, workflowPath: undefined })
    expect(result).toMatchObject({ kind: 'missing', reason: 'none-trusted' })
    expect(result.kind === 'missing' && result.detail).toContain("This run's workflow file is not known")
    expect(shared.requests).toEqual([])
  })

  it('reports the newest trusted artifact as expired rather than falling back to an older one', async () => {
    record('expired', 'schedule', '2026-05-01T00:00:00Z')
    const newest = record('expired', 'schedule', '2026-05-08T00:00:00Z', { expired: true })
    expect(await find('expired')).toEqual({
      kind: 'missing',
      reason: 'expired',
      detail: `The last report, artifact "expired" (id ${newest.artifactId}) of run ${newest.runId} created 2026-05-08T00:00:00Z, has expired.`,
    })
    expect(paths(shared).some((p) => p.includes('/zip') || p.startsWith('/artifact-blobs/'))).toBe(false)
  })

  it('does not download an artifact larger than the cap', async () => {
    const big = record('too-large', 'schedule', '2026-06-01T00:00:00Z', { sizeInBytes: MAX_ARTIFACT_BYTES + 1 })
    expect(await find('too-large')).toEqual({
      kind: 'missing',
      reason: 'too-large',
      detail: `The last report, artifact "too-large" (id ${big.artifactId}) of run ${big.runId}, is 104,857,601 bytes, over the 100 MiB downloaded for a history.`,
    })
    expect(paths(shared).some((p) => p.includes('/zip'))).toBe(false)
  })

  it.each([
    ['no report.json', { 'views.csv': 'a\r\n' }, 'holds no report.json'],
    ['report.json as a directory', { 'report.json/': '', 'report.json/inner.json': '{}' }, 'is not a regular file'],
    [
      'report.json over 8 MiB',
      { 'report.json': ' '.repeat(MAX_REPORT_BYTES + 1) },
      'is 8,388,609 bytes, over the 8 MiB read',
    ],
  ])('refuses an artifact with %s', async (label, files, expected) => {
    const name = `no-report-${label.replaceAll(' ', '-').replaceAll('.', '')}`
    record(name, 'schedule', '2026-07-01T00:00:00Z', { zip: writeZip(files) })
    const result = await find(name)
    expect(result).toMatchObject({ kind: 'missing', reason: 'no-report-file' })
    expect(result.kind === 'missing' && result.detail).toContain(expected)
    expect(paths(shared).filter((p) => p.startsWith('/artifact-blobs/'))).toHaveLength(1)
  })

  it('reads a 403 on the artifacts as a missing permission, without the token GitHub echoed', async () => {
    const github = await startOwn({ artifactsFailWith: 403, echoToken: true })
    const result = await find('refused', { apiUrl: github.url })
    expect(result).toMatchObject({ kind: 'missing', reason: 'no-permission' })
    const detail = result.kind === 'missing' ? result.detail : ''
    expect(detail).toContain('GitHub answered 403 (Resource not accessible by integration (sent token ***))')
    expect(detail).toContain('"permissions: actions: read"')
    expect(detail).not.toContain(TOKEN)
    expect(github.requests).toHaveLength(1)
  })

  it('gives up as unreachable after the retries when GitHub answers 500 to everything', async () => {
    const github = await startOwn({ failWith: 500, message: 'Server Error' })
    expect(await find('broken', { apiUrl: github.url })).toEqual({
      kind: 'missing',
      reason: 'unreachable',
      detail: 'GitHub answered 500 while listing the artifacts named "broken", also when asked again: Server Error.',
    })
    expect(github.requests).toHaveLength(4)
  })

  it('reads a connection refused as unreachable', async () => {
    const github = await startOwn({})
    await github.close()
    const result = await find('closed', { apiUrl: github.url })
    expect(result).toMatchObject({ kind: 'missing', reason: 'unreachable' })
    expect(result.kind === 'missing' && result.detail).toContain(`GitHub's API at ${github.url} could not be reached`)
  })

  it('lets the deadline end a GitHub that never answers', async () => {
    const github = await startOwn({ hang: true })
    const failure = find('hang', { apiUrl: github.url }, testLimits(300))
    await expect(failure).rejects.toThrow(DeadlineError)
    await expect(failure).rejects.toThrow('The timeout ran out while listing the artifacts named "hang".')
  })

  it('lets cancellation end a GitHub that never answers', async () => {
    const github = await startOwn({ hang: true })
    const limits = testLimits()
    const failure = find('hang', { apiUrl: github.url }, limits)
    setTimeout(limits.cancel, 100)
    await expect(failure).rejects.toThrow(CancelledError)
    expect(github.requests).toHaveLength(1)
  })
})
