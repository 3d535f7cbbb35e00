import { log } from '../runner/log.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { errorMessage, count } from '../text/format.ts'

/*
 * Uploading files as an artifact of this workflow run, for both modes: visitors mode uploads its
 * report, agent mode the record of a hand-off (a report's content gaps given to the agent).
 */

export interface UploadedArtifact {
  readonly id: number
  readonly url: string | undefined
  /** The SHA-256 of the uploaded zip in hex, as actions/upload-artifact reports it. */
  readonly digest: string | undefined
}

export interface ArtifactRequest {
  readonly name: string
  readonly rootDirectory: string
  readonly files: readonly string[]
  readonly retentionDays: number | undefined
  /** Delete an artifact of the same name uploaded earlier in the run first, as upload-artifact's `overwrite` does. */
  readonly overwrite: boolean
  /** The warning when there is no artifact service (not on a runner): what is lost, and its title. */
  readonly withoutService: { readonly message: string; readonly title: string }
}

/**
 * Uploads the files as one artifact, within the step's deadline and cancellation (the client
 * takes no signal, so the step stops waiting for it; the process ends soon after). The artifact
 * client is loaded here, on demand, so a step that uploads nothing does not pay for it at
 * start-up. Outside a runner there is no artifact service: nothing is uploaded, with a warning.
 */
export async function uploadArtifact(
  request: ArtifactRequest,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<UploadedArtifact | undefined> {
  if (!environment.canUploadArtifacts) {
    log.warning(request.withoutService.message, request.withoutService.title)
    return undefined
  }
  let response: { id?: number | undefined; size?: number | undefined; digest?: string | undefined }
  try {
    response = await bounded(limits, `uploading artifact "${request.name}"`, async () => {
      const { ArtifactNotFoundError, DefaultArtifactClient } = await import('@actions/artifact')
      const client = new DefaultArtifactClient()
      if (request.overwrite) {
        try {
          const deleted = await client.deleteArtifact(request.name)
          log.info(
            `Deleted artifact "${request.name}" (id ${deleted.id}) uploaded earlier in this run, as "overwrite" asks.`,
          )
        } catch (error) {
          if (!(error instanceof ArtifactNotFoundError)) throw error
          log.info(`No artifact "${request.name}" in this run yet: nothing to overwrite.`)
        }
      }
      const options = request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays }
      return client.uploadArtifact(request.name, [...request.files], request.rootDirectory, options)
    })
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    throw new Error(`Uploading artifact "${request.name}" failed: ${errorMessage(error)}`, { cause: error })
  }
  if (response.id === undefined)
    throw new Error(`The artifact service did not return an id for artifact "${request.name}".`)
  const url = environment.runUrl === undefined ? undefined : `${environment.runUrl}/artifacts/${response.id}`
  log.info(
    `Uploaded artifact "${request.name}" (id ${response.id}, ${count(response.size ?? 0, 'byte')}${response.digest ? `, digest sha256:${response.digest}` : ''})${url ? `: ${url}` : ''}.`,
  )
  return { id: response.id, url, digest: response.digest }
}
