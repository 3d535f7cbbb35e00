import { mkdir, open, rm } from 'node:fs/promises'
import path from 'node:path'
import { bounded, type StepLimits } from '../runner/limits.ts'
import { formatCap } from '../text/format.ts'
import type { GitHubClient } from './github-client.ts'
import { ArtifactRefused, type UnpackCaps, type WantedFiles } from './artifact-zip.ts'
import { readZipFiles, unpackZip } from './artifact-unpack.ts'

/*
 * An artifact read back from a run of the repository, for every mode and every kind of artifact:
 * its zip asked of GitHub's REST API, which redirects to a signed storage address (the token is
 * sent to the API only), taken within a byte cap into a file of its own, then unpacked under the
 * caps of artifact-zip.ts. Either the files wanted, in memory (a report's report.json, a
 * hand-off's record), or every entry into a directory. Which run to trust is the caller's.
 */

/** The artifact to read, and where its zip goes. */
export interface ArtifactSource {
  readonly octokit: GitHubClient
  readonly repository: { readonly owner: string; readonly repo: string }
  readonly artifactId: number
  /** How the step's stop names the download: `artifact "docs-report" (id 70001) of run 100`. */
  readonly label: string
  /** The most bytes the zip may take. */
  readonly maxZipBytes: number
  /** A directory that does not exist yet, for the zip, which is removed once read; the caller removes the directory. */
  readonly workDir: string
}

/** The wanted files the artifact holds, by name (one it lacks is left out); throws ArtifactRefused past a cap. */
export async function readArtifactFiles(
  source: ArtifactSource,
  wanted: WantedFiles,
  caps: UnpackCaps,
  limits: StepLimits,
): Promise<Map<string, Buffer>> {
  const zipFile = await downloadZip(source, limits)
  try {
    return await bounded(limits, `unpacking ${source.label}`, (signal) => readZipFiles(zipFile, wanted, caps, signal))
  } finally {
    await rm(zipFile, { force: true })
  }
}

/**
 * Every file of the artifact unpacked into `directory` (made here; it must not exist yet);
 * returns their paths relative to it. Throws ArtifactRefused past a cap, with what was unpacked
 * until then left for the caller to remove.
 */
export async function unpackArtifact(
  source: ArtifactSource,
  directory: string,
  caps: UnpackCaps,
  limits: StepLimits,
): Promise<string[]> {
  const zipFile = await downloadZip(source, limits)
  try {
    return await bounded(limits, `unpacking ${source.label}`, (signal) => unpackZip(zipFile, directory, caps, signal))
  } finally {
    await rm(zipFile, { force: true })
  }
}

/** The zip, saved within its cap as `artifact.zip` in the work directory. */
async function downloadZip(source: ArtifactSource, limits: StepLimits): Promise<string> {
  await mkdir(source.workDir, { recursive: true })
  const zipFile = path.join(source.workDir, 'artifact.zip')
  await bounded(limits, `downloading ${source.label}`, async (signal) => {
    const body = await zipBody(source, signal)
    await saveWithin(body, zipFile, source.maxZipBytes, signal)
  })
  return zipFile
}

/**
 * The zip's bytes as they come: GitHub answers with a redirect to storage, asked with no token
 * and followed as it says; an API that serves the zip itself (as a GitHub Enterprise Server may)
 * is read as it answers.
 */
async function zipBody(source: ArtifactSource, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const answer = await source.octokit.request(
    'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
    {
      ...source.repository,
      artifact_id: source.artifactId,
      archive_format: 'zip',
      request: { signal, redirect: 'manual', parseSuccessResponseBody: false },
    },
  )
  const body = answer.data as ReadableStream<Uint8Array> | null
  const status: number = answer.status
  if (status === 200 && body) return body
  await body?.cancel().catch(() => undefined)
  const location = status >= 300 && status < 400 ? answer.headers.location : undefined
  const address = location === undefined ? undefined : URL.parse(location, answer.url)
  if (!address || (address.protocol !== 'https:' && address.protocol !== 'http:'))
    throw new Error(`GitHub answered ${status} to the download, with no address to take the zip from`)
  const stored = await fetch(address, { signal, redirect: 'follow' })
  if (!stored.ok || !stored.body) {
    await stored.body?.cancel().catch(() => undefined)
    throw new Error(`the artifact's storage answered ${stored.status}`)
  }
  const length = Number(stored.headers.get('content-length') ?? '')
  if (length > source.maxZipBytes) {
    await stored.body.cancel().catch(() => undefined)
    throw zipTooLarge(source.maxZipBytes)
  }
  return stored.body
}

/** Writes the bytes to a new file, stopping at the cap however many the answer holds. */
async function saveWithin(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<void> {
  const handle = await open(file, 'wx')
  let bytes = 0
  let saved = false
  try {
    for await (const chunk of body) {
      signal.throwIfAborted()
      bytes += chunk.byteLength
      if (bytes > maxBytes) throw zipTooLarge(maxBytes)
      await handle.write(chunk)
    }
    saved = true
  } finally {
    // Closed first: Windows removes no open file. A download that stopped leaves nothing, stopped by the step or not.
    await handle.close()
    if (!saved) await rm(file, { force: true })
  }
}

function zipTooLarge(maxBytes: number): ArtifactRefused {
  return new ArtifactRefused(`its zip is larger than the cap of ${formatCap(maxBytes)}`)
}
