import { createGitHubClient, type GitHubClient } from '../../github/github-client.ts'
import { withholdingAnswers, type PlatformClient } from '../../platform/platform-client.ts'
import { log } from '../../runner/log.ts'
import { bounded, CancelledError, DeadlineError, remainingMs, type StepLimits } from '../../runner/limits.ts'
import {
  HAND_OFF_FILE,
  handOffArtifactName,
  HandOffFileError,
  MAX_HAND_OFF_BYTES,
  readHandOffRecord,
  type HandOffExpected,
  type HandOffRecord,
} from '../../step/hand-off-record.ts'
import { count, errorMessage } from '../../text/format.ts'
import { handedCount, type HandOff, type HandOffOutcome } from './hand-off-outcome.ts'
import { followHandOff } from './hand-off-reads.ts'
import { downloadArtifactFile, NoUsableReport, oneLineWithoutToken, type Artifact } from './report-download.ts'

/*
 * The hand-off of the last report's content gaps to the docs agent, if that report's run
 * recorded one (src/step/hand-off-record.ts): looked for only in that run, which the history
 * lookup trusted already (an earlier run of this workflow, never a pull request's or a fork's),
 * downloaded within its size cap, read as hostile, then followed to its pull request
 * (hand-off-reads.ts). Each failure is one line of the summary, never the report's failure: only
 * the step's cancellation and its own deadline go on up.
 */

/** Where and how to look, built once by history-lookup.ts. */
export interface HandOffSearch {
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  readonly apiUrl: string
  /** `artifact-name`: the hand-off is `<artifact-name>-hand-off`. */
  readonly artifactName: string
  /** The last report's run, as the history lookup found it. */
  readonly runId: number
  /** A directory that does not exist yet, for the zip; the caller removes its parent. */
  readonly downloadDir: string
  /** What the record must say: the last report's project, period and key. */
  readonly expected: HandOffExpected
  /** Whether reader text is shown: when not, the platform's answers about the job stay out of the log. */
  readonly readerTextShown: boolean
}

const NO_READS = { pullRequests: 0, jobs: 0 }
const OUTCOMES: Record<HandOffOutcome['kind'], string> = {
  unread: 'not read',
  merged: 'its pull request is merged',
  open: 'its pull request is open',
  closed: 'its pull request was closed without merging',
  'pull-unread': 'its pull request could not be read from GitHub',
  'no-pull': 'no pull request',
  'job-unread': 'the job could not be read',
}
const HAND_OFF_WANTED = {
  what: 'The hand-off',
  purpose: 'a hand-off',
  file: HAND_OFF_FILE,
  maxArtifactBytes: MAX_HAND_OFF_BYTES,
  maxFileBytes: MAX_HAND_OFF_BYTES,
}

/**
 * The hand-offs run `runId` recorded (one, or none), each with what became of it. Whatever goes
 * wrong that the lookup does not say itself costs a warning and the credit, never the last
 * report already read; the step's own stop still stops it.
 */
export async function lookUpHandOffs(
  search: HandOffSearch,
  platform: PlatformClient,
  lookup: StepLimits,
  step: StepLimits,
): Promise<HandOff[]> {
  try {
    return await handOffsOf(search, platform, lookup, step)
  } catch (error) {
    if (error instanceof CancelledError || (error instanceof DeadlineError && remainingMs(step) <= 0)) throw error
    log.warning(
      `The hand-off recorded in run ${search.runId} was not read: ${errorMessage(error)}.`,
      'Hand-off not read',
    )
    return []
  }
}

async function handOffsOf(
  search: HandOffSearch,
  platform: PlatformClient,
  lookup: StepLimits,
  step: StepLimits,
): Promise<HandOff[]> {
  const { runId } = search
  const repository = `${search.repository.owner}/${search.repository.repo}`
  const unread = (reason: string): HandOff[] => {
    log.warning(
      `The hand-off of the content gaps recorded in run ${runId} was not read: ${reason}.`,
      'Hand-off not read',
    )
    return [{ runId, repository, gaps: new Map(), outcome: { kind: 'unread', reason }, reads: NO_READS }]
  }
  let client: Promise<GitHubClient> | undefined
  const github = () => (client ??= createGitHubClient({ token: search.token, apiUrl: search.apiUrl, limits: lookup }))
  let text: string
  try {
    const artifact = await newestHandOff(search, await github(), lookup)
    if (!artifact) {
      log.info(`Run ${runId} recorded no hand-off of its content gaps to the docs agent.`)
      return []
    }
    text = await downloadArtifactFile(await github(), search, lookup, artifact, runId, HAND_OFF_WANTED)
  } catch (error) {
    return unread(failure(error, search.token, step))
  }
  let record: HandOffRecord
  try {
    record = readHandOffRecord(text, search.expected)
  } catch (error) {
    // Whatever the file does to the reader, it costs the report this one line, never its history.
    return unread(error instanceof HandOffFileError ? error.message : `it could not be read (${errorMessage(error)})`)
  }
  const withheld = 'the job could quote the prompt, which holds text readers wrote, which "reader-text" hides'
  const reads = {
    platform: search.readerTextShown ? platform : withholdingAnswers(platform, withheld),
    projectId: search.expected.projectId,
    github,
    token: search.token,
    githubHost: search.expected.githubHost,
    lookup,
    step,
  }
  const followed = await followHandOff(record, reads)
  log.info(
    `Read the hand-off of ${count(handedCount(record.sections), 'content gap')} to agent job ${record.jobId} (run ${runId}): ${OUTCOMES[followed.outcome.kind]}.`,
  )
  return [{ runId, repository, gaps: record.sections, ...followed }]
}

/** The newest unexpired artifact `<artifact-name>-hand-off` of the run; undefined when it has none. */
async function newestHandOff(
  search: HandOffSearch,
  octokit: GitHubClient,
  lookup: StepLimits,
): Promise<Artifact | undefined> {
  const name = handOffArtifactName(search.artifactName)
  const { owner, repo } = search.repository
  const { data } = await bounded(lookup, `listing the artifacts of run ${search.runId}`, (signal) =>
    octokit.rest.actions.listWorkflowRunArtifacts({
      ...{ owner, repo, run_id: search.runId, name, per_page: 100 },
      request: { signal },
    }),
  )
  const time = (artifact: Artifact) => Date.parse(artifact.created_at ?? '') || 0
  return (data.artifacts ?? [])
    .filter((artifact) => artifact.name === name && artifact.workflow_run?.id === search.runId)
    .sort((a, b) => time(b) - time(a) || b.id - a.id)[0]
}

/** Why the hand-off could not be fetched, in one line; the step's cancellation and own deadline go on up. */
function failure(error: unknown, token: string, step: StepLimits): string {
  if (error instanceof CancelledError) throw error
  if (error instanceof DeadlineError) {
    if (remainingMs(step) <= 0) throw error
    return 'GitHub did not answer within the time the history may take'
  }
  if (error instanceof NoUsableReport) return error.message.replace(/\.$/, '')
  const status = (error as { status?: unknown }).status
  const said = oneLineWithoutToken(errorMessage(error), token)
  return typeof status === 'number' ? `GitHub answered ${status} (${said})` : said
}
