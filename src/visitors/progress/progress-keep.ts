import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { uploadArtifact, type UploadedArtifact } from '../../github/artifact-upload.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import { log } from '../../runner/log.ts'
import { createStepLimits, remainingMs, type StepLimits } from '../../runner/limits.ts'
import { errorMessage } from '../../text/format.ts'
import { progressArtifactName, type FoundProgress } from './progress-lookup.ts'
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
  /** A done record carried into a later run (carryDone): failing, it costs only that run's roll-up. */
  readonly carried?: boolean
}

/** What a failed keeping costs, said in its warning. */
const LOST = {
  kept: {
    title: 'Report progress not kept',
    what: "The report's progress was not kept",
    cost: 'A later run starts it afresh.',
  },
  carried: {
    title: 'Complete report not carried',
    what: "The complete report's record was not carried into this run",
    cost: 'A roll-up of this run shows the project without its report; the report itself stays complete.',
  },
} as const

/** Uploads the progress; a failure is a warning (the report is no worse than before), never the step's. */
export async function keepProgress(
  progress: KeptProgress,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<UploadedArtifact | undefined> {
  const name = progressArtifactName(progress.artifactName)
  const lost = progress.carried ? LOST.carried : LOST.kept
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
        message: `Not running on a GitHub runner (no artifact service). ${lost.what}. ${lost.cost}`,
        title: lost.title,
      },
    }
    return await uploadArtifact(request, environment, uploadLimits(limits))
  } catch (error) {
    log.warning(`${lost.what}: ${errorMessage(error)} ${lost.cost}`, lost.title)
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

/**
 * A run that finds its report already done keeps the done record in this run too, spending
 * nothing: a roll-up of this run (mode rollup) then has the project's figures, and the record
 * outlives the run that made it. Only a record that carries the figures (`rollup`) is worth it.
 */
export async function carryDone(
  found: FoundProgress,
  artifactName: string,
  keys: ProgressKeys,
  { environment, limits }: { readonly environment: RunnerEnvironment; readonly limits: StepLimits },
): Promise<void> {
  if (!found.record.rollup) return
  const record = { ...found.record, lastRun: 0 }
  const carried = { artifactName, record, answersFile: undefined, keys, carried: true }
  await log.group('Carry the complete report into this run', () => keepProgress(carried, environment, limits))
}
