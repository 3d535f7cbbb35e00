import { lstat, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { getOctokit } from '@actions/github'
import { log } from '../../runner/log.ts'
import { bounded, CancelledError, DeadlineError, errorMessage, type StepLimits } from '../../step/limits.ts'
import { count } from '../../text/format.ts'

/** What finding the last report needs: where to look, with what, and what to skip. */
export interface LastReportRequest {
  /** `github-token`: sent to GitHub's API only. */
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** GITHUB_API_URL, without a trailing slash. */
  readonly apiUrl: string
  /** `artifact-name`: the artifact the report is uploaded as. */
  readonly artifactName: string
  /** This run: its own artifacts (an earlier attempt's) are never the last report. */
  readonly runId: number | undefined
  /** `.github/workflows/report.yml`: only runs of this workflow file count; undefined: asked of GitHub for this run. */
  readonly workflowPath: string | undefined
  /** A directory that does not exist yet, to download into; removed afterwards whatever happens. */
  readonly downloadDir: string
}

/** Why no last report was read. */
export type MissingReason =
  /** No artifact of that name in the repository at all. */
  | 'first-run'
  /** Artifacts of that name exist, none from a trusted earlier run of this workflow. */
  | 'none-trusted'
  /** The newest trusted one has expired. */
  | 'expired'
  /** GitHub refused (401, 403, 404 on the repository): the token lacks `actions: read`. */
  | 'no-permission'
  /** GitHub could not be reached, or answered with a server error after retries. */
  | 'unreachable'
  /** The artifact is larger than the action downloads for a history. */
  | 'too-large'
  /** The artifact holds no report.json, or it is not a regular file of a bounded size. */
  | 'no-report-file'

export type LastReport =
  | {
      readonly kind: 'found'
      /** report.json as read (at most MAX_REPORT_BYTES): untrusted, parsed by read-history.ts. */
      readonly text: string
      readonly runId: number
      readonly artifactId: number
      readonly createdAt: string
    }
  | {
      readonly kind: 'missing'
      readonly reason: MissingReason
      /** One sentence for the log and the summary, with no secret: what was looked at and found. */
      readonly detail: string
    }

/** The largest artifact downloaded for a history; a report's files are far smaller. */
export const MAX_ARTIFACT_BYTES = 100 * 1024 * 1024

/** The largest report.json read: with its kept rows a report stays well under this. */
export const MAX_REPORT_BYTES = 8 * 1024 * 1024

const MAX_LIST_PAGES = 3
const MAX_CANDIDATES = 20

/** For tests: the retry plugin's base wait (its default, 1 s, in production). */
export interface LastReportTuning {
  readonly retryBaseMs?: number
}

type Octokit = ReturnType<typeof getOctokit>
type Artifact = Awaited<ReturnType<Octokit['rest']['actions']['listArtifactsForRepo']>>['data']['artifacts'][number]
type Run = Awaited<ReturnType<Octokit['rest']['actions']['getWorkflowRun']>>['data']

/** Ends the search with a reason; thrown from anywhere below, returned by findLastReport. */
class Missing extends Error {
  readonly reason: MissingReason
  constructor(reason: MissingReason, detail: string) {
    super(detail)
    this.reason = reason
  }
}

/**
 * Finds the last report, the newest artifact `artifactName` of an earlier run of this workflow
 * that was not a pull request's or a fork's run (whose files anyone could have written), and
 * returns its report.json as text. Everything short of the step's deadline or cancellation
 * becomes a missing reason: the report is made without history then.
 */
export async function findLastReport(
  request: LastReportRequest,
  limits: StepLimits,
  tuning: LastReportTuning = {},
): Promise<LastReport> {
  try {
    const [{ getOctokit }, { retry }] = await Promise.all([import('@actions/github'), import('@octokit/plugin-retry')])
    const retryOptions = tuning.retryBaseMs === undefined ? {} : { retry: { retryAfterBaseValue: tuning.retryBaseMs } }
    const octokit = getOctokit(request.token, { baseUrl: request.apiUrl, ...retryOptions }, retry)
    const workflowPath = await workflowFileOf(octokit, request, limits)
    const artifacts = await listArtifacts(octokit, request, limits)
    if (artifacts.length === 0) {
      const { owner, repo } = request.repository
      return missing('first-run', `No artifact "${request.artifactName}" in ${owner}/${repo} yet.`)
    }
    const chosen = await newestTrusted(octokit, request, limits, artifacts, workflowPath)
    return await downloadReport(request, limits, chosen)
  } catch (error) {
    if (error instanceof Missing) return missing(error.reason, error.message)
    throw error
  } finally {
    await rm(request.downloadDir, { recursive: true, force: true })
  }
}

function missing(reason: MissingReason, detail: string): LastReport {
  return { kind: 'missing', reason, detail }
}

/** The workflow file whose runs count: as the runner named it, or as GitHub says of this run. */
async function workflowFileOf(octokit: Octokit, request: LastReportRequest, limits: StepLimits): Promise<string> {
  if (request.workflowPath !== undefined) return withoutRef(request.workflowPath)
  const runId = request.runId
  if (runId === undefined)
    throw new Missing('none-trusted', "This run's workflow file is not known, so no earlier report can be trusted.")
  const { data } = await ask(request, limits, `reading this run (${runId}) from GitHub`, (signal) =>
    octokit.rest.actions.getWorkflowRun({ ...request.repository, run_id: runId, request: { signal } }),
  )
  return withoutRef(data.path)
}

/** `.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`. */
function withoutRef(workflowPath: string): string {
  const at = workflowPath.indexOf('@')
  return at < 0 ? workflowPath : workflowPath.slice(0, at)
}

/** The repository's artifacts of that exact name, newest first (the order is not left to the API). */
async function listArtifacts(octokit: Octokit, request: LastReportRequest, limits: StepLimits): Promise<Artifact[]> {
  const name = request.artifactName
  const found: Artifact[] = []
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const { data } = await ask(request, limits, `listing the artifacts named "${name}"`, (signal) =>
      octokit.rest.actions.listArtifactsForRepo({
        ...request.repository,
        name,
        per_page: 100,
        page,
        request: { signal },
      }),
    )
    const artifacts = data.artifacts ?? []
    found.push(...artifacts.filter((artifact) => artifact.name === name))
    if (artifacts.length < 100) break
  }
  const time = (artifact: Artifact) => Date.parse(artifact.created_at ?? '') || 0
  return found.sort((a, b) => time(b) - time(a) || b.id - a.id)
}

/** The newest artifact from a trusted earlier run; the skipped ones are counted in one log line. */
async function newestTrusted(
  octokit: Octokit,
  request: LastReportRequest,
  limits: StepLimits,
  artifacts: readonly Artifact[],
  workflowPath: string,
): Promise<{ artifact: Artifact; runId: number }> {
  const skipped = new Map<string, number>()
  const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1)
  let asked = 0
  let chosen: { artifact: Artifact; runId: number } | undefined
  for (const artifact of artifacts) {
    const run = artifact.workflow_run
    if (run?.id === undefined) skip('from an unknown run')
    else if (run.id === request.runId) skip('from this run')
    else if (run.head_repository_id !== run.repository_id) skip('from a fork')
    else if (asked++ < MAX_CANDIDATES) {
      const runId = run.id
      const { data } = await ask(request, limits, `reading workflow run ${runId}`, (signal) =>
        octokit.rest.actions.getWorkflowRun({ ...request.repository, run_id: runId, request: { signal } }),
      )
      const why = distrust(data, workflowPath, request.repository)
      if (!why) {
        chosen = { artifact, runId }
        break
      }
      skip(why)
    }
  }
  const total = [...skipped.values()].reduce((sum, n) => sum + n, 0)
  if (total > 0)
    log.info(`Skipped ${count(total, 'artifact')}: ${[...skipped].map(([why, n]) => `${n} ${why}`).join(', ')}.`)
  if (chosen) return chosen
  const checked = asked > MAX_CANDIDATES ? ` (the runs of the newest ${MAX_CANDIDATES} were checked)` : ''
  const found = `${count(artifacts.length, 'artifact')} named "${request.artifactName}" ${artifacts.length === 1 ? 'was' : 'were'} found`
  throw new Missing(
    'none-trusted',
    `${found}, none from an earlier run of ${workflowPath} outside pull requests and forks${checked}.`,
  )
}

/** Why a run's files are not to be built on, or undefined when they are. */
function distrust(run: Run, workflowPath: string, repository: LastReportRequest['repository']): string | undefined {
  if (run.event.startsWith('pull_request')) return `from a ${run.event} run`
  if (withoutRef(run.path) !== workflowPath) return 'from another workflow file'
  // A deleted fork leaves no head repository: as untrusted as any fork.
  const head = (run.head_repository as Run['head_repository'] | null)?.full_name.toLowerCase()
  const own = `${repository.owner}/${repository.repo}`.toLowerCase()
  if (head !== own || head !== run.repository.full_name.toLowerCase()) return 'from a fork'
  return undefined
}

/** Downloads the chosen artifact and reads its report.json, within the limits the artifact checks set. */
async function downloadReport(
  request: LastReportRequest,
  limits: StepLimits,
  { artifact, runId }: { artifact: Artifact; runId: number },
): Promise<LastReport> {
  const label = `artifact "${artifact.name}" (id ${artifact.id}) of run ${runId}`
  const createdAt = artifact.created_at ?? ''
  if (artifact.expired)
    throw new Missing('expired', `The last report, ${label} created ${createdAt || 'at an unknown time'}, has expired.`)
  if (artifact.size_in_bytes > MAX_ARTIFACT_BYTES)
    throw new Missing(
      'too-large',
      `The last report, ${label}, is ${count(artifact.size_in_bytes, 'byte')}, over the ${mebibytes(MAX_ARTIFACT_BYTES)} downloaded for a history.`,
    )
  try {
    // The client takes no signal: at the deadline or on cancellation the step stops waiting and ends soon after.
    // It asks GitHub through its own client, at GITHUB_API_URL: the variable request.apiUrl is read from.
    await bounded(limits, `downloading ${label}`, async () => {
      const { DefaultArtifactClient } = await import('@actions/artifact')
      const { owner, repo } = request.repository
      const findBy = { token: request.token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo }
      await new DefaultArtifactClient().downloadArtifact(artifact.id, { path: request.downloadDir, findBy })
    })
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    throw new Missing('unreachable', `Downloading ${label} failed: ${said(errorMessage(error), request.token)}.`)
  }
  const text = await readReportFile(request.downloadDir, label)
  return { kind: 'found', text, runId, artifactId: artifact.id, createdAt }
}

/** report.json at the artifact's top, only as a regular file (never through a link) of a bounded size. */
async function readReportFile(directory: string, label: string): Promise<string> {
  const file = path.join(directory, 'report.json')
  const stats = await lstat(file).catch(() => undefined)
  if (!stats) throw new Missing('no-report-file', `The last report, ${label}, holds no report.json.`)
  if (!stats.isFile()) throw new Missing('no-report-file', `report.json in ${label} is not a regular file.`)
  if (stats.size > MAX_REPORT_BYTES)
    throw new Missing(
      'no-report-file',
      `report.json in ${label} is ${count(stats.size, 'byte')}, over the ${mebibytes(MAX_REPORT_BYTES)} read for a history.`,
    )
  return readFile(file, 'utf8')
}

/**
 * Runs one GitHub call within the step's limits; a failure becomes the missing reason it means.
 * GitHub's own words are kept (they say what was refused), with the token taken out should they echo it.
 */
async function ask<T>(
  request: LastReportRequest,
  limits: StepLimits,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  try {
    return await bounded(limits, what, call)
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    const status = (error as { status?: unknown }).status
    if (typeof status !== 'number') throw error
    const message = said(errorMessage(error), request.token)
    if (status === 401 || status === 403 || status === 404)
      throw new Missing(
        'no-permission',
        `GitHub answered ${status} (${message}) while ${what}: the workflow needs "permissions: actions: read".`,
      )
    // Octokit reports a request that got no answer (refused, reset, timed out) with status 500 and no response.
    if ((error as { response?: unknown }).response === undefined)
      throw new Missing(
        'unreachable',
        `GitHub's API at ${request.apiUrl} could not be reached while ${what}: ${message}.`,
      )
    const retried = status >= 500 || status === 429 ? ', also when asked again' : ''
    throw new Missing('unreachable', `GitHub answered ${status} while ${what}${retried}: ${message}.`)
  }
}

/** Text from GitHub or the artifact client as part of one sentence: one line, bounded, with no token. */
function said(text: string, token: string): string {
  const redacted = token === '' ? text : text.split(token).join('***')
  const line = redacted
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || 'no message'
}

function mebibytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MiB`
}
