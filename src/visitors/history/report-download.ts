import { readArtifactFiles } from '../../github/artifact-download.ts'
import { ArtifactRefused, MAX_ARTIFACT_ENTRIES } from '../../github/artifact-zip.ts'
import type { GitHubClient } from '../../github/github-client.ts'
import { CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { count, errorMessage, formatCap } from '../../text/format.ts'

/*
 * Downloading the last report, the first part of the backstop (see history-lookup.ts): the
 * artifact's zip and its report.json are taken only within size caps, and a zip that lists too
 * many entries, or a bad one, is refused before anything is unpacked. And NoUsableReport, the reasons the search ends without a report: here because every
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
  /** The artifact holds no report.json. */
  | 'no-report-file'
  /** The zip is refused: past a cap once unpacked (a zip bomb), too many entries, a link, an absolute or `..` path. */
  | 'refused'

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

/** Where the artifact's zip goes, and what the download asks GitHub with. */
export interface ReportDownload {
  /** Only to keep it out of the messages: the client sends it, to the API alone. */
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** A directory that does not exist yet, for the zip; the caller removes it. */
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
  octokit: GitHubClient,
  request: ReportDownload,
  limits: StepLimits,
  artifact: Artifact,
  runId: number,
): Promise<string> {
  return downloadArtifactFile(octokit, request, limits, artifact, runId, REPORT_FILE)
}

/**
 * Downloads `artifact` of run `runId` and returns the text of the file wanted: the zip within its
 * cap, and of its entries only that file unpacked, within its own (src/github/artifact-download.ts).
 */
export async function downloadArtifactFile(
  octokit: GitHubClient,
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
      `${wanted.what}, ${label}, is ${count(artifact.size_in_bytes, 'byte')}, over the ${formatCap(wanted.maxArtifactBytes)} downloaded for ${wanted.purpose}.`,
    )
  const source = {
    ...{ octokit, repository: request.repository, artifactId: artifact.id, label },
    ...{ maxZipBytes: wanted.maxArtifactBytes, workDir: request.downloadDir },
  }
  // Only the wanted file is inflated, so it alone counts towards the unpacked bytes.
  const caps = { maxEntries: MAX_ARTIFACT_ENTRIES, maxUnpackedBytes: wanted.maxFileBytes }
  let files: Map<string, Buffer>
  try {
    files = await readArtifactFiles(source, new Map([[wanted.file, wanted.maxFileBytes]]), caps, limits)
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    if (error instanceof ArtifactRefused)
      throw new NoUsableReport('refused', `${wanted.what}, ${label}, was refused: ${error.message}.`)
    const said = oneLineWithoutToken(errorMessage(error), request.token)
    throw new NoUsableReport('unreachable', `Downloading ${label} failed: ${said}.`)
  }
  const file = files.get(wanted.file)
  if (!file) throw new NoUsableReport('no-report-file', `${wanted.what}, ${label}, holds no ${wanted.file}.`)
  return file.toString('utf8')
}
