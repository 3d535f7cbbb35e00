import { lstat, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { errorMessage, count } from '../../text/format.ts'
import { Missing, said } from './missing-report.ts'
import type { ArtifactSearch, TrustedArtifact } from './trusted-artifact.ts'

/** The largest artifact downloaded for a history; a report's files are far smaller. */
export const MAX_ARTIFACT_BYTES = 100 * 1024 * 1024

/** The largest report.json read: with its kept rows a report stays well under this. */
export const MAX_REPORT_BYTES = 8 * 1024 * 1024

/** Where the artifact goes, and what the download asks GitHub with. */
export interface ReportDownload extends Pick<ArtifactSearch, 'token' | 'repository'> {
  /** A directory that does not exist yet, to download into; the caller removes it (removeDownload). */
  readonly downloadDir: string
}

/**
 * Downloads the chosen artifact and returns its report.json as text (untrusted), within the
 * limits the artifact checks set. Throws Missing when the artifact cannot be used.
 */
export async function downloadReport(
  request: ReportDownload,
  limits: StepLimits,
  { artifact, runId }: TrustedArtifact,
): Promise<string> {
  const label = `artifact "${artifact.name}" (id ${artifact.id}) of run ${runId}`
  if (artifact.expired)
    throw new Missing(
      'expired',
      `The last report, ${label} created ${artifact.created_at || 'at an unknown time'}, has expired.`,
    )
  if (artifact.size_in_bytes > MAX_ARTIFACT_BYTES)
    throw new Missing(
      'too-large',
      `The last report, ${label}, is ${count(artifact.size_in_bytes, 'byte')}, over the ${mebibytes(MAX_ARTIFACT_BYTES)} downloaded for a history.`,
    )
  let download: Promise<void> = Promise.resolve()
  try {
    // The client takes no signal: at the deadline or on cancellation the step stops waiting and ends soon after.
    // It asks GitHub through its own client, at GITHUB_API_URL: the variable the search's apiUrl is read from.
    await bounded(limits, `downloading ${label}`, () => (download = fetchArtifact(request, artifact.id, runId)))
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) {
      // The download the step stopped waiting for goes on, and would write its files into the directory after
      // the caller removed it: once it ends, the directory is removed again.
      void download.finally(() => removeDownload(request.downloadDir)).catch(() => undefined)
      throw error
    }
    throw new Missing('unreachable', `Downloading ${label} failed: ${said(errorMessage(error), request.token)}.`)
  }
  return readReportFile(request.downloadDir, label)
}

/** Removes the download directory and all it holds; nothing when there is none. */
export async function removeDownload(directory: string): Promise<void> {
  await rm(directory, { recursive: true, force: true })
}

async function fetchArtifact(request: ReportDownload, artifactId: number, runId: number): Promise<void> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const { owner, repo } = request.repository
  const findBy = { token: request.token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo }
  await new DefaultArtifactClient().downloadArtifact(artifactId, { path: request.downloadDir, findBy })
}

/** report.json at the artifact's top, only as a regular file (never through a link) of a bounded size. */
async function readReportFile(directory: string, label: string): Promise<string> {
  const file = path.join(directory, 'report.json')
  const stats = await lstat(file).catch(() => undefined)
  if (!stats) throw new Missing('no-report-file', `The last report, ${label}, holds no report.json.`)
  if (!stats.isFile()) throw new Missing('no-report-file', `report.json in ${label} is not a regular file.`)
  if (stats.size > MAX_REPORT_BYTES)
    throw new Missing(
      'no-report-file',
      `report.json in ${label} is ${count(stats.size, 'byte')}, over the ${mebibytes(MAX_REPORT_BYTES)} read for a history.`,
    )
  return readFile(file, 'utf8')
}

function mebibytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MiB`
}
