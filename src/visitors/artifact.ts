import * as core from '@actions/core'
import type { RunContext } from '../run-context.ts'

export interface UploadedArtifact {
  readonly id: number
  readonly url: string | undefined
}

/**
 * Uploads the report files as one artifact. The artifact client is loaded here, on demand, so
 * agent mode does not pay for it at start-up. Outside a runner there is no artifact service:
 * the upload is skipped with a warning and the files stay in the report directory.
 */
export async function uploadReport(
  name: string,
  rootDirectory: string,
  files: readonly string[],
  retentionDays: number | undefined,
  run: RunContext,
): Promise<UploadedArtifact | undefined> {
  if (!process.env['ACTIONS_RUNTIME_TOKEN']) {
    core.warning(
      `Not running on a GitHub runner (no ACTIONS_RUNTIME_TOKEN), so artifact "${name}" was not uploaded; the report files are in ${rootDirectory}.`,
    )
    return undefined
  }
  let id: number | undefined
  let size: number | undefined
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact')
    const options = retentionDays === undefined ? {} : { retentionDays }
    ;({ id, size } = await new DefaultArtifactClient().uploadArtifact(name, [...files], rootDirectory, options))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Uploading artifact "${name}" failed: ${reason} The report files are in ${rootDirectory}.`, {
      cause: error,
    })
  }
  if (id === undefined) throw new Error(`The artifact service did not return an id for artifact "${name}".`)
  core.info(`Uploaded artifact "${name}" (id ${id}, ${size ?? '?'} bytes).`)
  const url = run.runUrl === undefined ? undefined : `${run.runUrl}/artifacts/${id}`
  return { id, url }
}
