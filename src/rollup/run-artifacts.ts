import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { readArtifactFiles } from '../github/artifact-download.ts'
import { ArtifactRefused, MAX_ARTIFACT_ENTRIES } from '../github/artifact-zip.ts'
import { listRunArtifactPages, type ListedArtifact } from '../github/run-artifact-list.ts'
import { createGitHubClient, permissionHint, type GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { count, errorMessage, formatCap } from '../text/format.ts'
import type { RollupSettings } from './rollup-inputs.ts'

/*
 * This run's report artifacts, as GitHub lists them (`actions: read`): those whose name matches
 * `reports`, and their `<name>-progress`. Each is read as hostile, as the history reads the last
 * report: the zip within a cap, of its entries only the one file wanted, within its own cap.
 */

/** An artifact of this run the roll-up reads: a report, or a report's progress. */
export interface RunArtifact {
  readonly name: string
  readonly id: number
  readonly kind: 'report' | 'progress'
  /** Its page on GitHub, from which it downloads. */
  readonly url: string | undefined
  readonly listed: ListedArtifact
}

/**
 * The file each kind of artifact is read for, the most bytes it may inflate to, and the most its
 * zip may take: a report's, with its CSV files, as the history reads one; a progress's, with its
 * sealed answers, as the report's next run reads one.
 */
export const WANTED = {
  report: { file: 'report.json', maxBytes: 8 * 1024 * 1024, maxZipBytes: 100 * 1024 * 1024 },
  progress: { file: 'progress.json', maxBytes: 64 * 1024, maxZipBytes: 512 * 1024 * 1024 },
} as const
const PROGRESS_SUFFIX = '-progress'

/** GitHub refused or failed the listing: nothing can be rolled up. */
export class ListingFailed extends Error {
  override name = 'ListingFailed'
}

/** The client the roll-up asks GitHub with. */
export function gitHubFor(settings: RollupSettings, environment: RunnerEnvironment, limits: StepLimits) {
  return createGitHubClient({ token: settings.githubToken, apiUrl: environment.apiUrl, limits })
}

/** This run's report artifacts and their progress, in the order GitHub lists them, newest first. */
export async function listRunArtifacts(
  octokit: GitHubClient,
  settings: RollupSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<RunArtifact[]> {
  const repository = environment.repository as { owner: string; repo: string }
  const runId = environment.runId as number
  const what = `listing the artifacts of this run (${runId})`
  let listed: ListedArtifact[]
  try {
    listed = (await listRunArtifactPages(octokit, repository, runId, limits, what)).artifacts
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    throw new ListingFailed(`GitHub refused ${what}: ${errorMessage(error)}.${permissionHint(error, 'actions: read')}`)
  }
  return listed.flatMap((artifact) => {
    const kind = kindOf(artifact.name, settings)
    const url = pageOf(environment, artifact.id)
    return kind ? [{ name: artifact.name, id: artifact.id, kind, url, listed: artifact }] : []
  })
}

/** A report's progress first: `reports: docs-*` matches `docs-main-report-progress` too, which is not a report. */
function kindOf(name: string, settings: RollupSettings): RunArtifact['kind'] | undefined {
  if (name.endsWith(PROGRESS_SUFFIX) && settings.isReport(name.slice(0, -PROGRESS_SUFFIX.length))) return 'progress'
  if (settings.isReport(name)) return 'report'
  return undefined
}

function pageOf(environment: RunnerEnvironment, id: number): string | undefined {
  return environment.runUrl ? `${environment.runUrl}/artifacts/${id}` : undefined
}

/** The artifact's wanted file as text; throws ArtifactRefused (a cap, a bad zip, no such file) or what the download met. */
export async function readRunArtifact(
  octokit: GitHubClient,
  artifact: RunArtifact,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<string> {
  const wanted = WANTED[artifact.kind]
  if (artifact.listed.expired) throw new ArtifactRefused('it has expired')
  if (artifact.listed.size_in_bytes > wanted.maxZipBytes)
    throw new ArtifactRefused(
      `it is ${count(artifact.listed.size_in_bytes, 'byte')}, over the ${formatCap(wanted.maxZipBytes)} read`,
    )
  const workDir = await mkdtemp(path.join(environment.runnerTemp, 'rollup-artifact-'))
  try {
    const source = {
      octokit,
      repository: environment.repository as { owner: string; repo: string },
      artifactId: artifact.id,
      label: `artifact "${artifact.name}" (id ${artifact.id})`,
      maxZipBytes: wanted.maxZipBytes,
      workDir: path.join(workDir, 'zip'),
    }
    const caps = { maxEntries: MAX_ARTIFACT_ENTRIES, maxUnpackedBytes: wanted.maxBytes }
    const files = await readArtifactFiles(source, new Map([[wanted.file, wanted.maxBytes]]), caps, limits)
    const file = files.get(wanted.file)
    if (!file) throw new ArtifactRefused(`it holds no ${wanted.file}`)
    return file.toString('utf8')
  } finally {
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined)
  }
}
