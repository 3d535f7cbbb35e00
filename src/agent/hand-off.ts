import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { uploadArtifact } from '../github/artifact-upload.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { createStepLimits, remainingMs, type StepLimits } from '../runner/limits.ts'
import { log } from '../runner/log.ts'
import {
  HAND_OFF_FILE,
  handOffArtifactName,
  handOffJson,
  JOB_STATUS,
  type HandOffRecord,
} from '../step/hand-off-record.ts'
import { notesDescribing } from '../step/content-notes.ts'
import { readHandOffSidecar, readSidecarFile, type HandOffSidecar } from '../step/hand-off-sidecar.ts'
import { count, errorMessage } from '../text/format.ts'
import { describePeriod } from '../text/period.ts'
import type { AgentRun } from './ending.ts'
import type { PromptSource } from './prompt-file.ts'
import type { PreparedPrompt } from './prompt.ts'

/*
 * The hand-off, from the agent's side (see src/step/hand-off-record.ts): a prompt file that is a
 * weekly report's content gaps, as that report wrote them, is recorded with the job that took
 * them on, so the next report can credit its pull request. Whatever goes wrong here is a warning:
 * the record serves the next report, never this step's outcome.
 */

const TITLE = 'Hand-off not recorded'

/** A report's note that names the artifact its hand-off is recorded under. */
export type RecordableHandOff = HandOffSidecar & { readonly artifactName: string }
/** The upload may run this long past `timeout`: a job still working when the step timed out is worth recording. */
const LATE_UPLOAD_MS = 5_000
const UPLOAD_BUDGET_MS = 30_000

/**
 * The report's sidecar when the prompt file is that report's content gaps, unchanged; undefined
 * otherwise. Found by the file's path, or for a copy (renamed, moved), by its content among the
 * notes: the same gaps handed to the agent, credited the same.
 */
export async function findHandOff(
  source: PromptSource,
  prompt: PreparedPrompt,
  projectId: string,
  environment: RunnerEnvironment,
): Promise<RecordableHandOff | undefined> {
  if (source.kind !== 'file' || prompt.fileSha256 === undefined) return undefined
  let sidecar: HandOffSidecar | undefined
  try {
    sidecar =
      (await readHandOffSidecar(environment.runnerTemp, source.path)) ??
      (await noteOfCopy(environment.runnerTemp, prompt.fileSha256, source.given))
  } catch (error) {
    log.warning(`The note the report step left beside "${source.given}" cannot be used: ${errorMessage(error)}.`, TITLE)
    return undefined
  }
  if (!sidecar) return undefined
  const said = `"prompt-file" ${source.given} is the content gaps of the report for ${describePeriod(sidecar.dateFrom, sidecar.dateTo)}`
  const artifactName = sidecar.artifactName
  if (artifactName === undefined) {
    log.info(`${said}, which records no hand-off (it has no "artifact-name", or its period no two ends).`)
    return undefined
  }
  if (sidecar.contentSha256 !== prompt.fileSha256) {
    log.info(`${said}, but changed since the report wrote it: no hand-off is recorded.`)
    return undefined
  }
  if (sidecar.projectId !== projectId) {
    log.info(`${said} of project ${sidecar.projectId}, and this step's is ${projectId}: no hand-off is recorded.`)
    return undefined
  }
  const gaps = [...sidecar.sections.values()].reduce((sum, digests) => sum + digests.length, 0)
  log.info(
    `${said} (${count(gaps, 'gap')}): the hand-off is recorded as artifact "${handOffArtifactName(artifactName)}" at the end of the step.`,
  )
  return { ...sidecar, artifactName }
}

/** The one note describing a copy's content; none when no note does, or several do (which report's gaps is it?). */
async function noteOfCopy(runnerTemp: string, sha256: string, given: string): Promise<HandOffSidecar | undefined> {
  const found = notesDescribing(runnerTemp, sha256)
  if (found.kind === 'too-many' || found.notes.length === 0) return undefined
  const [note, ...others] = found.notes
  if (others.length > 0 || !note) {
    log.info(`"prompt-file" ${given} is the content gaps of ${found.notes.length} reports: no hand-off is recorded.`)
    return undefined
  }
  return readSidecarFile(note.file)
}

/** Uploads the hand-off's record, once the job is known: with the job's last known status and pull request. */
export async function recordHandOff(
  handOff: RecordableHandOff,
  run: AgentRun,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<void> {
  if (run.jobId === undefined) {
    log.info('No agent job was started, so there is no hand-off of the content gaps to record.')
    return
  }
  if (limits.signal.aborted) {
    log.warning(`The run was cancelled before the hand-off to agent job ${run.jobId} could be recorded.`, TITLE)
    return
  }
  const name = handOffArtifactName(handOff.artifactName)
  const job = run.wait?.job ?? run.job
  const record: HandOffRecord = {
    ...handOff,
    jobId: run.jobId,
    status: job && JOB_STATUS.test(job.status) ? job.status : null,
    prLink: job?.prLink ?? null,
    recordedAt: new Date(limits.now()).toISOString(),
  }
  let directory: string | undefined
  try {
    directory = await mkdtemp(path.join(environment.runnerTemp, 'docs-agent-hand-off-'))
    const file = path.join(directory, HAND_OFF_FILE)
    await writeFile(file, handOffJson(record))
    const request = {
      name,
      rootDirectory: directory,
      files: [file],
      retentionDays: handOff.retentionDays,
      overwrite: false,
      withoutService: {
        message: `Not running on a GitHub runner (no artifact service), so the hand-off to agent job ${run.jobId} was not recorded: the next report cannot credit its pull request.`,
        title: TITLE,
      },
    }
    const uploaded = await uploadArtifact(request, environment, uploadBudget(limits))
    if (uploaded)
      log.info(
        `Recorded the hand-off to agent job ${run.jobId} (status ${record.status ?? 'unknown'}${record.prLink ? `, ${record.prLink}` : ''}): the next report credits what it did for the gaps.`,
      )
  } catch (error) {
    log.warning(`${errorMessage(error)} The next report cannot credit agent job ${run.jobId} for the gaps.`, TITLE)
  } finally {
    if (directory) await rm(directory, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** The upload's own time: past the deadline too, so a step that timed out waiting still records its job. */
function uploadBudget(limits: StepLimits): StepLimits {
  const time = Math.max(LATE_UPLOAD_MS, Math.min(UPLOAD_BUDGET_MS, remainingMs(limits)))
  return createStepLimits(time, limits.signal, limits.now)
}
