import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { mkdir, open, realpath, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fieldReader } from '../text/json-fields.ts'
import {
  HAND_OFF_FORMAT,
  HandOffFileError,
  MAX_HAND_OFF_BYTES,
  parseHandOffJson,
  readHandOffSubject,
  type HandOffSubject,
} from './hand-off-record.ts'

/*
 * How the report step tells the agent step, later in the same job, that a file is a report's
 * content gaps: a sidecar in RUNNER_TEMP, named by the digest of the content-gaps file's real
 * path, holding what the hand-off record needs and the file's SHA-256. The agent step finds it
 * from its `prompt-file`'s path, or, for a copy, by that SHA-256 among the notes
 * (content-notes.ts), and takes the prompt for the report's gaps only when the file it read has
 * that SHA-256: a file edited since, or another file, is no hand-off. No reader text is in it;
 * it is read as hostile all the same, as any file another step could have written.
 */

/** The folder of RUNNER_TEMP the sidecars are in. */
export const SIDECAR_FOLDER = 'docs-agent-hand-offs'

/** What the report step leaves for the agent step. */
export interface HandOffSidecar extends HandOffSubject {
  /**
   * `artifact-name` of the report: the hand-off is uploaded as `<artifactName>-hand-off`.
   * Undefined when the report records no hand-off (no artifact, or a period without both ends):
   * the note then only tells its content gaps apart, for `show-prompt: auto`.
   */
  readonly artifactName: string | undefined
  /** `retention-days` of the report, for the hand-off's artifact; undefined: the repository's default. */
  readonly retentionDays: number | undefined
  /** The SHA-256 of the content-gaps file, in hex: a copy of the file is recognised by it too (content-notes.ts). */
  readonly contentSha256: string
  /** Whether the report showed reader text (`reader-text`); undefined in a note of a version that did not say. */
  readonly readerTextShown: boolean | undefined
}

/** The sidecar's path for a file at `realFile` (its real path, links followed). */
export function sidecarPath(runnerTemp: string, realFile: string): string {
  const name = createHash('sha256').update(realFile, 'utf8').digest('hex')
  return path.join(runnerTemp, SIDECAR_FOLDER, `${name}.json`)
}

/** SHA-256 in hex: of the content-gaps file as written, and of the prompt file as read. */
export function sha256Of(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex')
}

/** Writes the sidecar of `contentFile`; returns its path. */
export async function writeHandOffSidecar(
  runnerTemp: string,
  contentFile: string,
  sidecar: HandOffSidecar,
): Promise<string> {
  const file = sidecarPath(runnerTemp, await realpath(contentFile))
  await mkdir(path.dirname(file), { recursive: true })
  const { projectId, dateFrom, dateTo, digestCheck, artifactName, retentionDays, contentSha256 } = sidecar
  const json = {
    format: HAND_OFF_FORMAT,
    ...{ projectId, dateFrom, dateTo, digestCheck, artifactName: artifactName ?? null },
    retentionDays: retentionDays ?? null,
    ...{
      contentSha256,
      readerTextShown: sidecar.readerTextShown ?? null,
      sections: Object.fromEntries(sidecar.sections),
    },
  }
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
  return file
}

const sidecarField = fieldReader(
  (message) => new HandOffFileError(message),
  (where) => (where === '' ? 'the sidecar' : `the sidecar's "${where}"`),
)
const ARTIFACT_NAME = /^[^":<>|*?\\/\r\n]{1,200}$/
const SHA256 = /^[0-9a-f]{64}$/

/**
 * The sidecar of the prompt file at `realFile`, or undefined when there is none (the prompt is
 * not a report's content gaps). Read without following a link, as a regular file within the
 * size cap; throws HandOffFileError for one that is not what the report step writes.
 */
export function readHandOffSidecar(runnerTemp: string, realFile: string): Promise<HandOffSidecar | undefined> {
  return readSidecarFile(sidecarPath(runnerTemp, realFile))
}

/** The sidecar at `file` (a note found by its content, content-notes.ts), read as readHandOffSidecar reads one. */
export async function readSidecarFile(file: string): Promise<HandOffSidecar | undefined> {
  const text = await readSmallFile(file)
  if (text === undefined) return undefined
  const fields = parseHandOffJson(text, sidecarField)
  const artifactName =
    fields['artifactName'] === null ? undefined : sidecarField.asShortText(fields['artifactName'], 'artifactName', 200)
  if (artifactName !== undefined && !ARTIFACT_NAME.test(artifactName))
    throw sidecarField.refuse('artifactName', 'is not an artifact name, or null')
  const retention = fields['retentionDays']
  if (retention !== null && (!Number.isInteger(retention) || (retention as number) < 1 || (retention as number) > 400))
    throw sidecarField.refuse('retentionDays', 'is not a number of days from 1 to 400, or null')
  const contentSha256 = sidecarField.asShortText(fields['contentSha256'], 'contentSha256', 64)
  if (!SHA256.test(contentSha256)) throw sidecarField.refuse('contentSha256', 'is not a SHA-256')
  const retentionDays = retention === null ? undefined : (retention as number)
  const shown = fields['readerTextShown'] ?? null
  if (shown !== null && typeof shown !== 'boolean')
    throw sidecarField.refuse('readerTextShown', 'is not true, false or null')
  const readerTextShown = shown ?? undefined
  return { ...readHandOffSubject(fields, sidecarField), artifactName, retentionDays, contentSha256, readerTextShown }
}

/** A regular file's text, at most MAX_HAND_OFF_BYTES; undefined when there is no such file. */
async function readSmallFile(file: string): Promise<string | undefined> {
  let handle
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined
    throw new HandOffFileError(`the sidecar ${file} cannot be opened (${(error as Error).message})`)
  }
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) throw new HandOffFileError(`the sidecar ${file} is not a regular file`)
    if (stats.size > MAX_HAND_OFF_BYTES)
      throw new HandOffFileError(`the sidecar ${file} is over ${MAX_HAND_OFF_BYTES / 1024} KiB`)
    // At most one byte past the cap, however the file grows while it is read.
    const buffer = Buffer.alloc(MAX_HAND_OFF_BYTES + 1)
    let length = 0
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
      if (bytesRead === 0) break
      length += bytesRead
    }
    if (length > MAX_HAND_OFF_BYTES)
      throw new HandOffFileError(`the sidecar ${file} is over ${MAX_HAND_OFF_BYTES / 1024} KiB`)
    return buffer.subarray(0, length).toString('utf8')
  } finally {
    await handle.close()
  }
}
