import type { GitHubClient } from '../../github/github-client.ts'
import { BrokenAnswerError } from '../../platform/errors.ts'
import type { PlatformClient } from '../../platform/platform-client.ts'
import { bounded, CancelledError, DeadlineError, remainingMs, type StepLimits } from '../../runner/limits.ts'
import { JOB_STATUS, type HandOffRecord } from '../../step/hand-off-record.ts'
import { errorMessage } from '../../text/format.ts'
import { encodeSegment } from '../../text/path-segment.ts'
import { readPullRequestLink, type PullRequestLink } from '../../text/pull-request-link.ts'
import type { HandOff, HandOffOutcome } from './hand-off-outcome.ts'
import { oneLineWithoutToken } from './report-download.ts'

/*
 * What became of a recorded hand-off: the job read once from the platform when the record has no
 * pull request and the job had not ended, then the pull request read from GitHub. Each is one
 * request at most, within the history lookup's time; what fails is the outcome, never an error.
 */

/** What the reads need: the clients, who asks, and the time they have. */
export interface HandOffReads {
  /** The platform client, its answers withheld from the log when reader text is hidden (the job quotes the prompt). */
  readonly platform: PlatformClient
  readonly projectId: string
  readonly github: () => Promise<GitHubClient>
  /** `github-token`, kept out of every message. */
  readonly token: string
  /** GITHUB_SERVER_URL's host: a pull request elsewhere is not read. */
  readonly githubHost: string
  /** The lookup's limits, and the step's: only running out of the step's own time stops the report. */
  readonly lookup: StepLimits
  readonly step: StepLimits
}

/** Statuses after which a job's pull request will not come: the record's status is final. */
const ENDED = new Set(['completed', 'archived', 'failed'])

/** The outcome of `record`, and the requests spent learning it. */
export async function followHandOff(
  record: HandOffRecord,
  reads: HandOffReads,
): Promise<Pick<HandOff, 'outcome' | 'reads'>> {
  const { jobId } = record
  let { status, prLink } = record
  let jobs = 0
  if (prLink === null && !ENDED.has(status ?? '')) {
    jobs = 1
    try {
      ;({ status, prLink } = await readJob(jobId, reads))
    } catch (error) {
      return { outcome: { kind: 'job-unread', jobId, reason: failure(error, reads) }, reads: { pullRequests: 0, jobs } }
    }
  }
  if (prLink === null) return { outcome: { kind: 'no-pull', jobId, status }, reads: { pullRequests: 0, jobs } }
  const pull = readPullRequestLink(prLink, reads.githubHost)
  if (typeof pull === 'string') {
    const reason = `the platform gave a pull-request link that is not read (${pull})`
    return { outcome: { kind: 'job-unread', jobId, reason }, reads: { pullRequests: 0, jobs } }
  }
  return { outcome: await readPull(pull, reads), reads: { pullRequests: 1, jobs } }
}

/** The job's status and pull request, from one GET of the agent job. */
async function readJob(jobId: string, reads: HandOffReads): Promise<{ status: string; prLink: string | null }> {
  const { platform, projectId } = reads
  return bounded(reads.lookup, `reading agent job "${jobId}"`, () =>
    platform.call({
      endpoint: 'get job',
      method: 'GET',
      path: `/v2/agent/${encodeSegment(projectId)}/job/${encodeSegment(jobId)}`,
      parse: (body) => jobFields(body, jobId),
      action: `read agent job "${jobId}" of the hand-off`,
      notFound: `Agent job "${jobId}" was not found in project "${projectId}"`,
      projectId,
    }),
  )
}

/** The two fields the hand-off needs of a job, checked as the contract has them. */
function jobFields(body: unknown, jobId: string): { status: string; prLink: string | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BrokenAnswerError('the answer is not a JSON object')
  const { id, status, prLink } = body as Record<string, unknown>
  if (id !== jobId) throw new BrokenAnswerError('the answer is about another job')
  if (typeof status !== 'string' || !JOB_STATUS.test(status))
    throw new BrokenAnswerError('the job has no usable "status"')
  if (prLink !== undefined && prLink !== null && typeof prLink !== 'string')
    throw new BrokenAnswerError('the job\'s "prLink" is not a string or null')
  return { status, prLink: typeof prLink === 'string' && prLink !== '' ? prLink : null }
}

/** The pull request's state from GitHub: merged (when), open, closed; or why GitHub did not say. */
async function readPull(pull: PullRequestLink, reads: HandOffReads): Promise<HandOffOutcome> {
  const { owner, repo, number } = pull
  try {
    const { data } = await bounded(reads.lookup, `reading pull request ${owner}/${repo}#${number}`, async (signal) =>
      (await reads.github()).rest.pulls.get({ owner, repo, pull_number: number, request: { signal } }),
    )
    const mergedAt = (data as { merged_at?: unknown }).merged_at
    if (typeof mergedAt === 'string' && Number.isFinite(Date.parse(mergedAt)) && mergedAt.length <= 40)
      return { kind: 'merged', pull, mergedAt }
    const state = (data as { state?: unknown }).state
    if (state === 'open' || state === 'closed') return { kind: state, pull }
    return { kind: 'pull-unread', pull, status: undefined, reason: 'GitHub did not say its state' }
  } catch (error) {
    const status = (error as { status?: unknown }).status
    const answered = typeof status === 'number' && (error as { response?: unknown }).response !== undefined
    return { kind: 'pull-unread', pull, status: answered ? status : undefined, reason: failure(error, reads) }
  }
}

/** Why a read failed, in one line without the token; the step's cancellation and its own deadline go on up. */
function failure(error: unknown, reads: HandOffReads): string {
  if (error instanceof CancelledError) throw error
  if (error instanceof DeadlineError) {
    if (remainingMs(reads.step) <= 0) throw error
    return 'no answer came within the time the history may take'
  }
  return oneLineWithoutToken(errorMessage(error), reads.token)
}
