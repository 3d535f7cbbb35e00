import { rm } from 'node:fs/promises'
import path from 'node:path'
import { unpackArtifact } from '../../github/artifact-download.ts'
import { ArtifactRefused } from '../../github/artifact-zip.ts'
import { createGitHubClient } from '../../github/github-client.ts'
import { readBoundedFileSync } from '../../runner/bounded-file.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { CancelledError, DeadlineError, remainingMs, type StepLimits } from '../../runner/limits.ts'
import { count, errorMessage, formatCap, formatDuration } from '../../text/format.ts'
import { NoUsableReport, oneLineWithoutToken } from '../history/report-download.ts'
import type { SearchAnswers } from '../history/search-answers.ts'
import { findTrustedArtifact, searchFrom, whyRunNotTrusted } from '../history/trusted-artifact.ts'
import {
  ANSWERS_FILE,
  MAX_RECORD_BYTES,
  PROGRESS_FILE,
  ProgressDoubted,
  readRecord,
  type ProgressRecord,
} from './progress-record.ts'
import { digestOf, type ProgressKeys } from './progress-seal.ts'

/*
 * The newest progress of this report, from the workflow's artifacts: `<artifact-name>-progress`
 * of a trusted earlier run (the history's rules, trusted-artifact.ts: this workflow file, this
 * repository, its default branch, never a pull request's or a fork's run), unpacked within caps,
 * its record checked and its answers unsealed (progress-seal.ts). Nothing here fails the report:
 * progress that cannot be had is a report started afresh, said in one line, a notice when the
 * file was doubted.
 */

/** The largest progress artifact downloaded: a report of a million paths keeps far less, sealed. */
export const MAX_PROGRESS_BYTES = 512 * 1024 * 1024
/** What its answers may unpack to. */
export const MAX_ANSWERS_BYTES = 4 * 1024 * 1024 * 1024
const LOOKUP_BUDGET_MS = 90_000
const TITLE = 'Report progress dropped'

export interface ProgressSearch {
  readonly artifactName: string
  readonly githubToken: string
}

/** Why GitHub cannot be asked at all (unreachable, or the token refused): the history's search would meet it again. */
export const GITHUB_FAILURES: ReadonlySet<string> = new Set(['unreachable', 'no-permission'])

/** What the look found: the progress, if any, and GitHub's failure, if it could not be asked. */
export interface ProgressLook {
  readonly found: FoundProgress | undefined
  readonly gitHubFailed: NoUsableReport | undefined
}

/** Progress found: its record, the file its answers were unsealed into (when it keeps any), the run it came from. */
export interface FoundProgress {
  readonly record: ProgressRecord
  readonly answersFile: string | undefined
  readonly runId: number
}

/** The name of a report's progress artifact. */
export function progressArtifactName(artifactName: string): string {
  return `${artifactName}-progress`
}

/** The newest trusted progress, unsealed into `workDir` (which must not exist yet); undefined when there is none to use. */
export async function lookUpProgress(
  search: ProgressSearch,
  environment: RunnerEnvironment,
  limits: StepLimits,
  keys: ProgressKeys,
  workDir: string,
  answers: SearchAnswers,
): Promise<ProgressLook> {
  const { repository, apiUrl } = environment
  const none = { found: undefined, gitHubFailed: undefined }
  if (!repository || search.githubToken === '' || search.artifactName === '') return none
  const budget = Math.min(LOOKUP_BUDGET_MS, remainingMs(limits) / 4)
  const lookup = { ...limits, deadline: Math.min(limits.deadline, limits.now() + budget) }
  const artifactName = progressArtifactName(search.artifactName)
  let label: string | undefined
  try {
    const octokit = await createGitHubClient({ token: search.githubToken, apiUrl, limits: lookup })
    // "Re-run jobs" goes on with what the attempt before it kept: this run's own artifact counts.
    const where = searchFrom(environment, { answers })
    const scope = { token: search.githubToken, artifactName, ...where, thisRunCounts: true }
    const found = await findTrustedArtifact(octokit, scope, lookup)
    label = `artifact "${artifactName}" (id ${found.artifact.id}) of run ${found.runId}`
    if (found.artifact.size_in_bytes > MAX_PROGRESS_BYTES)
      throw new ProgressDoubted(
        `it is ${count(found.artifact.size_in_bytes, 'byte')}, over the ${formatCap(MAX_PROGRESS_BYTES)} of any progress`,
      )
    const unpacked = path.join(workDir, 'unpacked')
    const source = { octokit, repository, artifactId: found.artifact.id, label, maxZipBytes: MAX_PROGRESS_BYTES }
    const caps = { maxEntries: 10, maxUnpackedBytes: MAX_PROGRESS_BYTES + MAX_RECORD_BYTES }
    await unpackArtifact({ ...source, workDir: path.join(workDir, 'zip') }, unpacked, caps, lookup)
    const record = readRecord(readRecordFile(path.join(unpacked, PROGRESS_FILE)), keys)
    // A done record is carried from run to run: the run it names as its maker must be trusted too.
    const maker = record.state === 'complete' ? (record.rollup?.completedIn ?? found.runId) : found.runId
    const distrust = maker === found.runId ? undefined : await whyRunNotTrusted(octokit, scope, lookup, maker)
    if (distrust !== undefined)
      throw new ProgressDoubted(`it names run ${maker} as the one that completed it, which is not trusted: ${distrust}`)
    const answersFile = record.sealed ? await unsealAnswers(unpacked, workDir, record, keys) : undefined
    await rm(unpacked, { recursive: true, force: true })
    log.info(`Read the progress of run ${found.runId} (artifact ${found.artifact.id}): a ${record.state} report.`)
    return { found: { record, answersFile, runId: found.runId }, gitHubFailed: undefined }
  } catch (error) {
    if (error instanceof NoUsableReport && GITHUB_FAILURES.has(error.reason)) {
      log.info(`No report progress: ${error.message}`)
      return { found: undefined, gitHubFailed: error }
    }
    goOnWithout(error, { limits, budget, token: search.githubToken, label })
    return none
  }
}

/** progress.json within its cap, read as any file another run wrote: no link followed. */
function readRecordFile(file: string): string {
  let text: Buffer
  try {
    text = readBoundedFileSync(file, MAX_RECORD_BYTES)
  } catch {
    throw new ProgressDoubted(`the artifact holds no ${PROGRESS_FILE}`)
  }
  if (text.length > MAX_RECORD_BYTES) throw new ProgressDoubted(`${PROGRESS_FILE} is larger than any record`)
  return text.toString('utf8')
}

/** The sealed answers, held to the record's size and digest, then opened into a file of their own. */
async function unsealAnswers(
  unpacked: string,
  workDir: string,
  record: ProgressRecord,
  keys: ProgressKeys,
): Promise<string> {
  const sealedFile = path.join(unpacked, ANSWERS_FILE)
  const digest = await digestOf(sealedFile).catch(() => undefined)
  if (digest === undefined) throw new ProgressDoubted(`the artifact holds no ${ANSWERS_FILE}`)
  if (digest.bytes !== record.sealed?.bytes || digest.sha256 !== record.sealed.sha256)
    throw new ProgressDoubted(`${ANSWERS_FILE} is not the file progress.json names (its size or SHA-256 differs)`)
  const answersFile = path.join(workDir, 'answers.jsonl')
  try {
    await keys.unseal(sealedFile, answersFile, MAX_ANSWERS_BYTES)
  } catch (error) {
    await rm(answersFile, { force: true })
    throw new ProgressDoubted(`${ANSWERS_FILE} could not be opened: ${errorMessage(error)}`)
  }
  return answersFile
}

/** Why the progress was not had, said once: a warning when something other than this action made what was found. */
function goOnWithout(
  error: unknown,
  { limits, budget, token, label }: { limits: StepLimits; budget: number; token: string; label: string | undefined },
): void {
  if (error instanceof NoUsableReport) {
    if (error.reason === 'first-run' || error.reason === 'none-trusted')
      log.info(`No report progress: ${error.message}`)
    else log.notice(`${error.message} The report starts afresh.`, TITLE)
    return undefined
  }
  if (error instanceof ProgressDoubted || error instanceof ArtifactRefused) {
    const which = label === undefined ? '' : `, ${label},`
    log.warning(`The report's progress${which} was dropped: ${error.message}. The report starts afresh.`, TITLE)
    return undefined
  }
  if (error instanceof DeadlineError && remainingMs(limits) > 0) {
    log.warning(
      `GitHub did not answer within ${formatDuration(budget)}, the time the progress may take. The report starts afresh.`,
      TITLE,
    )
    return undefined
  }
  if (error instanceof CancelledError || error instanceof DeadlineError) throw error
  const said = oneLineWithoutToken(errorMessage(error), token)
  log.warning(`The report's progress could not be read: ${said}. The report starts afresh.`, TITLE)
  return undefined
}
