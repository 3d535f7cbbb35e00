import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { uploadArtifact } from '../github/artifact-upload.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { createStepLimits, type StepLimits } from '../runner/limits.ts'
import { log } from '../runner/log.ts'
import { errorMessage } from '../text/format.ts'
import { SENT_FILE, sentRecordJson, type SentRecord } from './sent-record.ts'

/*
 * The upload of a step's record of what it sent (step-sends.ts reads it back on a re-run): never
 * failing the step, whose send stands whatever becomes of its record.
 */

/** The record's own time, cancelled or past the deadline: without it, a re-run would send again. */
const RECORD_MS = 15_000

/**
 * Uploads the record within a time of its own: a step cancelled, or out of time, just after the
 * platform answered still leaves it. A name already taken in this attempt is another step of the
 * same key: this one's is kept beside it, so a re-run sees both and sends nothing.
 */
export async function uploadRecord(
  environment: RunnerEnvironment,
  name: string,
  record: SentRecord,
  limits: StepLimits,
) {
  const budget = createStepLimits(RECORD_MS, new AbortController().signal, limits.now)
  let directory: string | undefined
  try {
    directory = await mkdtemp(path.join(environment.runnerTemp, 'docs-agent-sent-'))
    await writeFile(path.join(directory, SENT_FILE), sentRecordJson(record))
    const request = { rootDirectory: directory, files: [path.join(directory, SENT_FILE)], retentionDays: undefined }
    const upload = (as: string) =>
      uploadArtifact(
        { ...request, name: as, overwrite: false, withoutService: { message: '', title: '' } },
        environment,
        budget,
      )
    await upload(name).catch((error: unknown) => {
      if (!/\(409\)|Conflict/.test(errorMessage(error))) throw error
      log.warning(
        `Another step of this run shares this step's key (a matrix's legs with the same inputs?): a re-run of either sends nothing and says so, as it cannot tell their sends apart.`,
        'Send recorded twice',
      )
      return upload(`${name}-x${randomBytes(4).toString('hex')}`)
    })
  } catch (error) {
    const sent = record.confirmed ? 'was sent' : 'may have been sent'
    log.warning(
      `The ${record.kind} ${sent}, but recording it for a re-run failed: ${errorMessage(error)} Re-running this job would send it again.`,
      'Send not recorded',
    )
  } finally {
    if (directory) await rm(directory, { recursive: true, force: true }).catch(() => undefined)
  }
}
