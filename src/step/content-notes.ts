import { readdirSync } from 'node:fs'
import path from 'node:path'
import { readBoundedFileSync } from '../runner/bounded-file.ts'
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
  try {
    const bytes = readBoundedFileSync(file, MAX_HAND_OFF_BYTES)
    if (bytes.length > MAX_HAND_OFF_BYTES) return undefined
    const parsed: unknown = JSON.parse(bytes.toString('utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
