import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs'
import path from 'node:path'
import { MAX_HAND_OFF_BYTES } from './hand-off-record.ts'
import { SIDECAR_FOLDER } from './hand-off-sidecar.ts'

/*
 * The notes the report steps of this job left in RUNNER_TEMP (hand-off-sidecar.ts), searched by
 * the content they describe: a prompt file whose SHA-256 a note holds is the content gaps a
 * report wrote, unchanged, wherever it was copied or renamed since. Searched while the settings
 * are read, so synchronously, each note as hostile: a bounded number of them, each a regular
 * file of a bounded size, never through a link. A note only ever hides a prompt, never shows
 * one, so one that cannot be read is passed over.
 */

/** A note describing the content looked for. */
export interface ContentNote {
  /** The note's path, for hand-off.ts to read whole. */
  readonly file: string
  /** Whether the report that wrote it showed reader text; undefined when the note does not say. */
  readonly readerTextShown: boolean | undefined
}

/** The notes describing the content, or that there are more notes than are searched. */
export type NotesFound =
  { readonly kind: 'found'; readonly notes: readonly ContentNote[] } | { readonly kind: 'too-many' }

/** A job runs a few report steps; more notes than this are not searched, and the prompt is taken for one of them. */
export const MAX_NOTES = 100

const NOTE_NAME = /^[0-9a-f]{64}\.json$/

/** The notes in RUNNER_TEMP whose content-gaps file had the SHA-256 `sha256`. */
export function notesDescribing(runnerTemp: string, sha256: string): NotesFound {
  const folder = path.join(runnerTemp, SIDECAR_FOLDER)
  let names: string[]
  try {
    names = readdirSync(folder).filter((name) => NOTE_NAME.test(name))
  } catch {
    return { kind: 'found', notes: [] }
  }
  if (names.length > MAX_NOTES) return { kind: 'too-many' }
  const notes: ContentNote[] = []
  for (const name of names) {
    const file = path.join(folder, name)
    const fields = noteFields(file)
    if (fields?.['contentSha256'] !== sha256) continue
    const shown = fields['readerTextShown']
    notes.push({ file, readerTextShown: typeof shown === 'boolean' ? shown : undefined })
  }
  return { kind: 'found', notes }
}

/** A note's top-level fields; undefined for one that is not a small regular file holding a JSON object. */
function noteFields(file: string): Record<string, unknown> | undefined {
  let descriptor: number
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  } catch {
    return undefined
  }
  try {
    const stats = fstatSync(descriptor)
    if (!stats.isFile() || stats.size > MAX_HAND_OFF_BYTES) return undefined
    // At most one byte past the cap, however the file grows while it is read.
    const buffer = Buffer.alloc(MAX_HAND_OFF_BYTES + 1)
    let length = 0
    while (length < buffer.length) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, length)
      if (read === 0) break
      length += read
    }
    if (length > MAX_HAND_OFF_BYTES) return undefined
    const parsed: unknown = JSON.parse(buffer.subarray(0, length).toString('utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  } finally {
    closeSync(descriptor)
  }
}
