import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { readArtifactFiles } from '../github/artifact-download.ts'
import { listRunArtifactPages, MAX_ARTIFACT_PAGES } from '../github/run-artifact-list.ts'
import { createGitHubClient, permissionHint, type GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { errorMessage } from '../text/format.ts'
import {
  MAX_SENT_BYTES,
  parseSentRecord,
  SENT_FILE,
  sentRecordPrefix,
  stepKey,
  type KeyedStep,
  type SentRecord,
} from './sent-record.ts'
import { uploadRecord } from './record-upload.ts'

/*
 * Re-run never sends twice. Before a step sends a write (an agent job, a follow-up message, a
 * deployment, a preview, an automation run), a re-run attempt looks for what an earlier attempt
 * of the same step recorded; right after the platform answers, the step records it. GitHub's REST
 * listing (`actions: read`) is asked, not the runner's artifact service: the service shows only
 * the current attempt's artifacts, the listing every attempt's.
 */

/** What an earlier attempt of this step sent, as far as can be told. */
export type EarlierSend =
  /** The first attempt, or a run outside GitHub: nothing to look for. */
  | { readonly kind: 'first' }
  /** No earlier attempt recorded a send: this one sends. */
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly record: SentRecord }
  /** Whether an earlier attempt sent could not be told (a sentence): this one does not send. */
  | { readonly kind: 'unknown'; readonly why: string }

export interface StepSends {
  /** This attempt's number: 1 for the first, or outside a run. */
  readonly attempt: number
  /** Looks, on a re-run attempt, for what an earlier attempt of this step sent. */
  earlier(): Promise<EarlierSend>
  /** Records what this attempt sent (`confirmed` false: it may have); never throws: a failure is a warning. */
  record(sent: Omit<SentRecord, 'attempt' | 'sentAt' | 'address'> & { readonly address?: string | null }): Promise<void>
}

/** `-attempt-2`, or `-attempt-2-x1f2e3d4c` for a second step of one key (a matrix's legs with the same inputs). */
const ATTEMPT_SUFFIX = /^([1-9]\d{0,5})(?:-x[0-9a-f]{8})?$/

export function stepSends(
  environment: RunnerEnvironment,
  step: KeyedStep & { readonly githubToken: string },
  limits: StepLimits,
): StepSends {
  const attempt = environment.runAttempt ?? 1
  const prefix = sentRecordPrefix(stepKey(environment, step))
  return {
    attempt,
    earlier: () => findEarlierSend(environment, step.githubToken, prefix, attempt, limits),
    record: async (sent) => {
      if (!environment.canUploadArtifacts || environment.runId === undefined) return
      const record: SentRecord = { address: null, ...sent, attempt, sentAt: new Date(limits.now()).toISOString() }
      await uploadRecord(environment, `${prefix}${attempt}`, record, limits)
    },
  }
}

interface Listed {
  readonly id: number
  readonly name: string
  readonly attempt: number
  readonly expired: boolean
}

async function findEarlierSend(
  environment: RunnerEnvironment,
  githubToken: string,
  prefix: string,
  attempt: number,
  limits: StepLimits,
): Promise<EarlierSend> {
  const { repository, runId } = environment
  if (attempt <= 1 || repository === undefined || runId === undefined) return { kind: 'first' }
  if (githubToken === '') return { kind: 'unknown', why: '"github-token" is empty.' }
  let octokit: GitHubClient
  let listed: Listed[] | undefined
  try {
    octokit = await createGitHubClient({ token: githubToken, apiUrl: environment.apiUrl, limits })
    listed = await listRecords(octokit, environment, prefix, attempt, limits)
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    const why = `GitHub did not list this run's artifacts: ${errorMessage(error)}.${permissionHint(error, 'actions: read')}`
    return { kind: 'unknown', why }
  }
  if (listed === undefined)
    return { kind: 'unknown', why: `this run has more than ${MAX_ARTIFACT_PAGES * 100} artifacts.` }
  // The latest attempt that sent: one after it only took it up, one before was sent again after it failed.
  const latest = Math.max(0, ...listed.map((each) => each.attempt))
  const records = listed.filter((each) => each.attempt === latest)
  const [record, ...others] = records
  if (record === undefined) return { kind: 'none' }
  if (others.length > 0)
    return {
      kind: 'unknown',
      why: `attempt ${latest} recorded ${records.length} sends of steps that share this step's key (a matrix's legs with the same inputs?).`,
    }
  if (record.expired)
    return { kind: 'unknown', why: `the record of attempt ${latest}, artifact "${record.name}", has expired.` }
  return readRecord(octokit, environment, record, limits)
}

/** This step's records among the run's artifacts, of attempts before this one; undefined past the pages searched. */
async function listRecords(
  octokit: GitHubClient,
  environment: RunnerEnvironment,
  prefix: string,
  attempt: number,
  limits: StepLimits,
): Promise<Listed[] | undefined> {
  const runId = environment.runId!
  const what = `listing the artifacts of run ${runId}`
  const { artifacts, complete } = await listRunArtifactPages(octokit, environment.repository!, runId, limits, what)
  if (!complete) return undefined
  return artifacts.flatMap((artifact) => {
    const sentBy = artifact.name.startsWith(prefix) ? ATTEMPT_SUFFIX.exec(artifact.name.slice(prefix.length)) : null
    const number = sentBy ? Number(sentBy[1]) : 0
    return number >= 1 && number < attempt
      ? [{ id: artifact.id, name: artifact.name, attempt: number, expired: artifact.expired }]
      : []
  })
}

async function readRecord(
  octokit: GitHubClient,
  environment: RunnerEnvironment,
  listed: Listed,
  limits: StepLimits,
): Promise<EarlierSend> {
  const workDir = await mkdtemp(path.join(environment.runnerTemp, 'docs-agent-sent-'))
  const named = `artifact "${listed.name}"`
  try {
    const source = {
      ...{ octokit, repository: environment.repository!, artifactId: listed.id, workDir: path.join(workDir, 'zip') },
      label: `${named} (id ${listed.id})`,
      maxZipBytes: MAX_SENT_BYTES,
    }
    const caps = { maxEntries: 10, maxUnpackedBytes: MAX_SENT_BYTES }
    const files = await readArtifactFiles(source, new Map([[SENT_FILE, MAX_SENT_BYTES]]), caps, limits)
    const text = files.get(SENT_FILE)?.toString('utf8')
    if (text === undefined) return { kind: 'unknown', why: `${named} holds no ${SENT_FILE}.` }
    return { kind: 'found', record: parseSentRecord(text, listed.attempt) }
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    return { kind: 'unknown', why: `${named} could not be read as the action's record: ${errorMessage(error)}.` }
  } finally {
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined)
  }
}
