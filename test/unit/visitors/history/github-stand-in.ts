import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import type { StepLimits } from '../../../../src/runner/limits.ts'
import {
  findLastReport,
  type LastReport,
  type LastReportRequest,
} from '../../../../src/visitors/history/last-report.ts'
import { NoUsableReport, type NoUsableReportReason } from '../../../../src/visitors/history/report-download.ts'
import { SearchAnswers } from '../../../../src/visitors/history/search-answers.ts'
import { writeZip } from '../../../harness/zip.ts'
import { startGitHubApi, type GitHubApi, type RepositoryScript } from '../../../simulator/github-api.ts'
import { logged } from '../../support/capture-log.ts'
import { testLimits } from '../../support/fakes.ts'

/*
 * findLastReport against the loopback GitHub stand-in: runs recorded with their artifacts, listed,
 * looked up and downloaded as GitHub serves them. Shared by the tests of the choice
 * (trusted-artifact.test.ts) and of what stands in its way (history-lookup.test.ts).
 */

export const TOKEN = 'ghs_standInToken0123456789'
export const WORKFLOW = '.github/workflows/report.yml'
/** Each test's own workflow file, named for its artifact: the runs GitHub lists for it are that test's alone. */
export const workflowOf = (artifactName: string) => `.github/workflows/${artifactName}.yml`
export const THIS_RUN = 9_000
/** The retry plugin's base wait, short enough for a test. */
export const TUNING = { retryBaseMs: 1 }

/** The stand-in whose URL @actions/github read when it loaded: the download's own client goes there. */
export let shared: GitHubApi
/** What the artifact client printed through @actions/core, kept out of the test output. */
export const printed: string[] = []
const started: GitHubApi[] = []
let nextRunId = 100

/** Starts the shared stand-in for the calling test file, and resets what each test reads. */
export function useGitHubStandIn(): void {
  const savedApiUrl = process.env['GITHUB_API_URL']
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
    printed.length = 0
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk))
      return true
    })
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await Promise.all(started.splice(0).map((github) => github.close()))
  })
}

/** A stand-in of the test's own, for faults the shared one must not show; closed after the test. */
export async function startOwn(script: Partial<RepositoryScript>): Promise<GitHubApi> {
  const github = await startGitHubApi({ commits: [], tags: {}, ...script })
  started.push(github)
  return github
}

export interface RunOptions {
  readonly id?: number
  readonly path?: string
  readonly headRepository?: string
  readonly headBranch?: string
  /** The branch the artifacts' listing names for the run, when it differs from the run's own; null names none. */
  readonly listedBranch?: string | null
  readonly zip?: Buffer
  readonly expired?: boolean
  readonly sizeInBytes?: number
  /** Whether the run's commit is in the default branch's history; default true. */
  readonly onDefaultBranch?: boolean
  /** False: GitHub does not have the run's commit. */
  readonly commitKnown?: boolean
}

/** Records a run of `event` with one artifact; each test uses its own artifact name, so runs never mix. */
export function record(name: string, event: string, createdAt: string, options: RunOptions = {}) {
  const runId = options.id ?? nextRunId++
  const {
    path: workflow = workflowOf(name),
    headRepository,
    headBranch,
    listedBranch,
    zip = writeZip({
      'report.json': JSON.stringify({ format: 2, label: `run of ${createdAt}` }),
      'views.csv': 'a\r\n',
    }),
    expired,
    sizeInBytes,
    onDefaultBranch,
    commitKnown,
  } = options
  const artifact = { name, zip, expired, sizeInBytes, createdAt, listedBranch }
  const run = {
    id: runId,
    event,
    path: workflow,
    headRepository,
    headBranch,
    onDefaultBranch,
    commitKnown,
    artifacts: [artifact],
  }
  const [artifactId] = shared.recordRun(run)
  return { runId, artifactId }
}

/** The request of this run of acme/docs for `artifactName`, downloading into a directory not made yet. */
export function requestFor(artifactName: string, overrides: Partial<LastReportRequest> = {}): LastReportRequest {
  return {
    token: TOKEN,
    repository: { owner: 'acme', repo: 'docs' },
    apiUrl: shared.url,
    artifactName,
    runId: THIS_RUN,
    workflowPath: workflowOf(artifactName),
    defaultBranch: 'main',
    downloadDir: path.join(mkdtempSync(path.join(tmpdir(), 'last-report-')), 'download'),
    answers: new SearchAnswers(),
    ...overrides,
  }
}

/** What a search ended with: the report found, or the reason none is used and the sentence saying so. */
export type SearchEnd =
  | ({ readonly kind: 'found' } & LastReport)
  | { readonly kind: 'missing'; readonly reason: NoUsableReportReason; readonly detail: string }

/** findLastReport with this test's name as the artifact's; the download directory must be gone afterwards. */
export async function find(
  artifactName: string,
  overrides: Partial<LastReportRequest> = {},
  limits?: StepLimits,
): Promise<SearchEnd> {
  const request = requestFor(artifactName, overrides)
  try {
    return { kind: 'found', ...(await findLastReport(request, limits ?? testLimits(), TUNING)) }
  } catch (error) {
    if (!(error instanceof NoUsableReport)) throw error
    return { kind: 'missing', reason: error.reason, detail: error.message }
  } finally {
    expect(existsSync(request.downloadDir)).toBe(false)
  }
}

export const paths = (github: GitHubApi) => github.requests.map((request) => request.path)
