import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { uploadArtifact, type UploadedArtifact } from '../../github/artifact-upload.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { createStepLimits, remainingMs, type StepLimits } from '../../runner/limits.ts'
import { errorMessage } from '../../text/format.ts'
import { progressArtifactName } from './progress-lookup.ts'
import { ANSWERS_FILE, PROGRESS_FILE, writeRecord, type ProgressRecord } from './progress-record.ts'
import type { ProgressKeys } from './progress-seal.ts'

/*
 * The report's progress, uploaded as `<artifact-name>-progress`: partial, with the answers kept
 * so far sealed beside the record, when the run stops before the report is complete; complete,
 * with the record alone, when a report continued on a schedule is done (so the next run knows).
 * The upload has time of its own: a run stopped by its timeout or cancelled still keeps what it
 * spent, within the runner's grace after a cancellation.
 */

/** The upload's time after a timeout: enough for a few MB to the artifact service. */
const LATE_UPLOAD_MS = 30_000
/** After a cancellation the runner kills the step within seconds: what is left of them. */
const CANCELLED_UPLOAD_MS = 2_000
/** Progress is worth nothing once its report is abandoned (7 days after its period): kept a day past that. */
const RETENTION_DAYS = 8

export interface KeptProgress {
  readonly artifactName: string
  readonly record: Omit<ProgressRecord, 'sealed'>
  /** The answers file to seal beside the record; undefined for a complete report. */
  readonly answersFile: string | undefined
  readonly keys: ProgressKeys
}

/** Uploads the progress; a failure is a warning (the report is no worse than before), never the step's. */
export async function keepProgress(
  progress: KeptProgress,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<UploadedArtifact | undefined> {
  const name = progressArtifactName(progress.artifactName)
  let directory: string | undefined
  try {
    directory = await mkdtemp(path.join(environment.runnerTemp, 'visitors-progress-upload-'))
    const files = [path.join(directory, PROGRESS_FILE)]
    let sealed: ProgressRecord['sealed'] = null
    if (progress.answersFile) {
      files.push(path.join(directory, ANSWERS_FILE))
      sealed = await progress.keys.seal(progress.answersFile, path.join(directory, ANSWERS_FILE))
    }
    await writeFile(files[0] as string, writeRecord({ ...progress.record, sealed }, progress.keys))
    const request = {
      name,
      rootDirectory: directory,
      files,
      retentionDays: RETENTION_DAYS,
      overwrite: true,
      withoutService: {
        message: `Not running on a GitHub runner (no artifact service), so the report's progress was not kept: a later run starts it afresh.`,
        title: 'Report progress not kept',
      },
    }
    return await uploadArtifact(request, environment, uploadLimits(limits))
  } catch (error) {
    log.warning(
      `The report's progress was not kept: ${errorMessage(error)} A later run starts it afresh.`,
      'Report progress not kept',
    )
    return undefined
  } finally {
    if (directory) await rm(directory, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** Past the deadline, or after a cancellation, the upload still has its own few seconds. */
function uploadLimits(limits: StepLimits): StepLimits {
  const time = limits.signal.aborted ? CANCELLED_UPLOAD_MS : Math.max(LATE_UPLOAD_MS, remainingMs(limits))
  return createStepLimits(time, new AbortController().signal, limits.now)
}
