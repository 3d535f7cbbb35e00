import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readArtifactFiles } from '../github/artifact-download.ts'
import { uploadArtifact } from '../github/artifact-upload.ts'
import { createGitHubClient, permissionHint } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { log } from '../runner/log.ts'
import { errorMessage } from '../text/format.ts'
import {
  MAX_SENT_BYTES,
  parseSentRecord,
  SENT_FILE,
  sentRecordJson,
  sentRecordPrefix,
  stepKey,
  type SentRecord,
} from './sent-record.ts'

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
  /** Whether an earlier attempt sent could not be told: this one does not send. */
  | { readonly kind: 'unknown'; readonly why: string }

export interface StepSends {
  /** This attempt's number: 1 for the first, or outside a run. */
  readonly attempt: number
  /** Looks, on a re-run attempt, for what an earlier attempt of this step sent. */
  earlier(): Promise<EarlierSend>
  /** Records what this attempt sent (`confirmed` false: it may have); a failure is a warning: the send itself stands. */
  record(sent: Omit<SentRecord, 'attempt' | 'sentAt' | 'address'> & { readonly address?: string | null }): Promise<void>
}

const MAX_PAGES = 10

export function stepSends(
  environment: RunnerEnvironment,
  githubToken: string,
  mode: string,
  projectId: string,
  limits: StepLimits,
): StepSends {
  const attempt = environment.runAttempt ?? 1
  const prefix = sentRecordPrefix(stepKey(environment, mode, projectId))
  return {
    attempt,
    earlier: () => findEarlierSend(environment, githubToken, prefix, attempt, limits),
    record: async (sent) => {
      if (!environment.canUploadArtifacts || environment.runId === undefined) return
      const record: SentRecord = { address: null, ...sent, attempt, sentAt: new Date(limits.now()).toISOString() }
      await uploadRecord(environment, `${prefix}${attempt}`, record, limits)
    },
  }
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
  if (githubToken === '') return { kind: 'unknown', why: '"github-token" is empty' }
  try {
    const octokit = await createGitHubClient({ token: githubToken, apiUrl: environment.apiUrl, limits })
    const earlier: { id: number; attempt: number; name: string }[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data } = await bounded(limits, `listing the artifacts of run ${runId}`, (signal) =>
        octokit.rest.actions.listWorkflowRunArtifacts({
          ...repository,
          run_id: runId,
          per_page: 100,
          page,
          request: { signal },
        }),
      )
      for (const artifact of data.artifacts) {
        const sentBy = artifact.name.startsWith(prefix) ? Number(artifact.name.slice(prefix.length)) : NaN
        if (Number.isInteger(sentBy) && sentBy >= 1 && sentBy < attempt && !artifact.expired)
          earlier.push({ id: artifact.id, attempt: sentBy, name: artifact.name })
      }
      if (data.artifacts.length < 100) break
    }
    // The latest attempt that sent: one after it only took it up, one before was sent again after it failed.
    const first = earlier.sort((a, b) => b.attempt - a.attempt)[0]
    if (first === undefined) return { kind: 'none' }
    const workDir = await mkdtemp(path.join(environment.runnerTemp, 'docs-agent-sent-'))
    try {
      const source = {
        ...{ octokit, repository, artifactId: first.id, workDir: path.join(workDir, 'zip') },
        label: `artifact "${first.name}" (id ${first.id})`,
        maxZipBytes: MAX_SENT_BYTES,
      }
      const caps = { maxEntries: 10, maxUnpackedBytes: MAX_SENT_BYTES }
      const files = await readArtifactFiles(source, new Map([[SENT_FILE, MAX_SENT_BYTES]]), caps, limits)
      const text = files.get(SENT_FILE)?.toString('utf8')
      if (text === undefined) return { kind: 'unknown', why: `artifact "${first.name}" holds no ${SENT_FILE}` }
      try {
        return { kind: 'found', record: parseSentRecord(text, first.attempt) }
      } catch (error) {
        return {
          kind: 'unknown',
          why: `artifact "${first.name}" is not a record the action writes: ${errorMessage(error)}`,
        }
      }
    } finally {
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined)
    }
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    return {
      kind: 'unknown',
      why: `GitHub did not list this run's artifacts: ${errorMessage(error)}.${permissionHint(error, 'actions: read')}`,
    }
  }
}

async function uploadRecord(environment: RunnerEnvironment, name: string, record: SentRecord, limits: StepLimits) {
  let directory: string | undefined
  try {
    directory = await mkdtemp(path.join(environment.runnerTemp, 'docs-agent-sent-'))
    await writeFile(path.join(directory, SENT_FILE), sentRecordJson(record))
    const withoutService = { message: '', title: '' }
    const request = {
      name,
      rootDirectory: directory,
      files: [path.join(directory, SENT_FILE)],
      retentionDays: undefined,
    }
    await uploadArtifact({ ...request, overwrite: false, withoutService }, environment, limits)
  } catch (error) {
    if (error instanceof CancelledError) throw error
    log.warning(
      `The ${record.kind} was sent, but recording it for a re-run failed: ${errorMessage(error)} Re-running this job would send it again.`,
      'Send not recorded',
    )
  } finally {
    if (directory) await rm(directory, { recursive: true, force: true }).catch(() => undefined)
  }
}
