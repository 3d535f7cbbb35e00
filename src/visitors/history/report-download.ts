import { lstat, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { GitHubClient } from '../../github/github-client.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { errorMessage, count } from '../../text/format.ts'

/*
 * Downloading the last report, the first part of the backstop (see history-lookup.ts): the
 * artifact and its report.json are taken only within size caps, report.json only as a regular
 * file. And NoUsableReport, the reasons the search ends without a report: here because every
 * step of the search may end it, and the other files of the search (trusted-artifact.ts,
 * history-lookup.ts) both build on this one.
 */

/** Why no last report was used: the reasons the search ends without one. */
export type NoUsableReportReason =
  /** No artifact of that name in the repository at all. */
  | 'first-run'
  /** Artifacts of that name exist, none from a trusted earlier run of this workflow. */
  | 'none-trusted'
  /** The newest trusted one has expired. */
  | 'expired'
  /** GitHub refused (401, 403, 404 on the repository): the token lacks `actions: read`. */
  | 'no-permission'
  /** GitHub could not be reached, or answered with a server error after retries. */
  | 'unreachable'
  /** The artifact is larger than the action downloads for a history. */
  | 'too-large'
  /** The artifact holds no report.json, or it is not a regular file of a bounded size. */
  | 'no-report-file'

/** Ends the search with a reason, thrown from any step of it; the message is one sentence with no secret. */
export class NoUsableReport extends Error {
  override name = 'NoUsableReport'
  readonly reason: NoUsableReportReason
  constructor(reason: NoUsableReportReason, detail: string) {
    super(detail)
    this.reason = reason
  }
}

/** Text from GitHub or the artifact client as part of one sentence: one line, bounded, with no token. */
export function oneLineWithoutToken(text: string, token: string): string {
  const redacted = token === '' ? text : text.split(token).join('***')
  const line = redacted
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
  // Cut between the halves of a surrogate pair, the line would end in half a character.
  return line.length > 300 ? `${line.slice(0, 299).replace(/[\ud800-\udbff]$/, '')}…` : line || 'no message'
}

export type Artifact = Awaited<
  ReturnType<GitHubClient['rest']['actions']['listArtifactsForRepo']>
>['data']['artifacts'][number]

/** The largest artifact downloaded for a history; a report's files are far smaller. */
export const MAX_ARTIFACT_BYTES = 100 * 1024 * 1024
/** The largest report.json read: with its kept rows a report stays well under this. */
export const MAX_REPORT_BYTES = 8 * 1024 * 1024

/** Where the artifact goes, and what the download asks GitHub with. */
export interface ReportDownload {
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** A directory that does not exist yet, to download into; the caller removes it. */
  readonly downloadDir: string
}

/** One file of an artifact, wanted within size caps: report.json of the last report, hand-off.json of a hand-off. */
export interface WantedFile {
  /** How the messages name the artifact: `The last report`. */
  readonly what: string
  /** What the download is for: `a history`. */
  readonly purpose: string
  /** The file's name at the artifact's top. */
  readonly file: string
  readonly maxArtifactBytes: number
  readonly maxFileBytes: number
}

const REPORT_FILE: WantedFile = {
  what: 'The last report',
  purpose: 'a history',
  file: 'report.json',
  maxArtifactBytes: MAX_ARTIFACT_BYTES,
  maxFileBytes: MAX_REPORT_BYTES,
}

/** Downloads the chosen artifact, within the size caps, and returns its report.json. */
export function downloadReport(
  request: ReportDownload,
  limits: StepLimits,
  artifact: Artifact,
  runId: number,
): Promise<string> {
  return downloadArtifactFile(request, limits, artifact, runId, REPORT_FILE)
}

/** Downloads `artifact` of run `runId`, within the size caps, and returns the text of the file wanted. */
export async function downloadArtifactFile(
  request: ReportDownload,
  limits: StepLimits,
  artifact: Artifact,
  runId: number,
  wanted: WantedFile,
): Promise<string> {
  const label = `artifact "${artifact.name}" (id ${artifact.id}) of run ${runId}`
  if (artifact.expired)
    throw new NoUsableReport(
      'expired',
      `${wanted.what}, ${label} created ${artifact.created_at || 'at an unknown time'}, has expired.`,
    )
  if (artifact.size_in_bytes > wanted.maxArtifactBytes)
    throw new NoUsableReport(
      'too-large',
      `${wanted.what}, ${label}, is ${count(artifact.size_in_bytes, 'byte')}, over the ${size(wanted.maxArtifactBytes)} downloaded for ${wanted.purpose}.`,
    )
  let download: Promise<void> = Promise.resolve()
  try {
    // The client takes no signal: at the deadline or on cancellation the step stops waiting and ends soon after.
    // It asks GitHub through its own client, at GITHUB_API_URL: the variable the request's apiUrl is read from.
    await bounded(limits, `downloading ${label}`, () => (download = fetchArtifact(request, artifact.id, runId)))
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) {
      // The download the step stopped waiting for goes on, and would write its files into the directory after
      // it was removed: once it ends, the directory is removed again.
      void download.finally(() => rm(request.downloadDir, { recursive: true, force: true })).catch(() => undefined)
      throw error
    }
    const said = oneLineWithoutToken(errorMessage(error), request.token)
    throw new NoUsableReport('unreachable', `Downloading ${label} failed: ${said}.`)
  }
  return readWantedFile(request.downloadDir, label, wanted)
}

async function fetchArtifact(request: ReportDownload, artifactId: number, runId: number): Promise<void> {
  const { DefaultArtifactClient } = await import('@actions/artifact')
  const { owner, repo } = request.repository
  const findBy = { token: request.token, workflowRunId: runId, repositoryOwner: owner, repositoryName: repo }
  await new DefaultArtifactClient().downloadArtifact(artifactId, { path: request.downloadDir, findBy })
}

/** The wanted file at the artifact's top, only as a regular file (never through a link) of a bounded size. */
async function readWantedFile(directory: string, label: string, wanted: WantedFile): Promise<string> {
  const file = path.join(directory, wanted.file)
  const stats = await lstat(file).catch(() => undefined)
  if (!stats) throw new NoUsableReport('no-report-file', `${wanted.what}, ${label}, holds no ${wanted.file}.`)
  if (!stats.isFile()) throw new NoUsableReport('no-report-file', `${wanted.file} in ${label} is not a regular file.`)
  if (stats.size > wanted.maxFileBytes)
    throw new NoUsableReport(
      'no-report-file',
      `${wanted.file} in ${label} is ${count(stats.size, 'byte')}, over the ${size(wanted.maxFileBytes)} read for ${wanted.purpose}.`,
    )
  return readFile(file, 'utf8')
}

/** `100 MiB`, `64 KiB`. */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`
}
