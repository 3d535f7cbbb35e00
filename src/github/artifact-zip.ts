import { openPromise, type Entry, type ZipFile } from 'yauzl'
import { count, errorMessage } from '../text/format.ts'
import { cap } from '../text/untrusted.ts'

/*
 * An artifact's zip read back as hostile, from its central directory: how many entries it lists
 * is known before anything is unpacked, every entry's name and kind are checked (no absolute
 * path, no `..`, no link), the sizes it declares are held to the caps before a byte is inflated,
 * and the bytes are counted as they inflate, the reading stopping at the cap. A small zip that
 * inflates to gigabytes, or lists a hundred thousand entries, costs at most the caps. Here: the
 * zip opened and its entries listed and checked; artifact-unpack.ts reads them.
 */

/** What an artifact may unpack to. */
export interface UnpackCaps {
  /** Entries its central directory may list, directories included. */
  readonly maxEntries: number
  /** Bytes the files read may inflate to, together. */
  readonly maxUnpackedBytes: number
}

/**
 * Entries an artifact of the action's may list: a report's holds a few dozen files, and a
 * thousand leaves room for an artifact of many CSV files, while a central directory listing more
 * is refused before it is read.
 */
export const MAX_ARTIFACT_ENTRIES = 1_000

/** Files wanted at the artifact's top, each with the most bytes it may inflate to. */
export type WantedFiles = ReadonlyMap<string, number>

/** The artifact is refused: it is not a zip, holds what an artifact must not, or is past a cap. One sentence part. */
export class ArtifactRefused extends Error {
  override name = 'ArtifactRefused'
}

/** Opens the zip, refuses it when it lists too many entries or a bad one, and hands `read` the entries. */
export async function withEntries<T>(
  zipFile: string,
  caps: UnpackCaps,
  read: (zip: ZipFile, entries: readonly Entry[]) => Promise<T>,
): Promise<T> {
  // yauzl refuses absolute paths, `..` parts and (strictFileNames) backslashes as it reads each name.
  const options = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }
  const zip = await openPromise(zipFile, options).catch((error: unknown) => {
    throw new ArtifactRefused(`it is not a zip the action reads (${short(errorMessage(error))})`)
  })
  try {
    if (zip.entryCount > caps.maxEntries)
      throw new ArtifactRefused(
        `it lists ${count(zip.entryCount, 'entry', 'entries')}, over the cap of ${count(caps.maxEntries, 'entry', 'entries')}`,
      )
    const entries: Entry[] = []
    const listed: Listed = { names: new Set(), files: new Set(), parents: new Set() }
    try {
      for await (const entry of zip.eachEntry()) {
        const problem = entryProblem(entry, listed)
        if (problem) throw new ArtifactRefused(`its ${named(entry)} ${problem}`)
        entries.push(entry)
      }
    } catch (error) {
      if (error instanceof ArtifactRefused) throw error
      throw new ArtifactRefused(`it is not a zip the action reads (${short(errorMessage(error))})`)
    }
    return await read(zip, entries)
  } finally {
    zip.close()
  }
}

const FILE_TYPE = 0o170000
const REGULAR = 0o100000
const DIRECTORY = 0o040000
const LINK = 0o120000

/** The names listed so far: every entry's, the files', and every folder a name lies in. */
interface Listed {
  readonly names: Set<string>
  readonly files: Set<string>
  readonly parents: Set<string>
}

/** Why an entry cannot be in an artifact of the action's, undefined when it can; records it in `listed`. */
function entryProblem(entry: Entry, listed: Listed): string | undefined {
  const name = entry.fileName.replace(/\/$/, '')
  const parts = name.split('/')
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return 'has an empty, "." or ".." part'
  // The Unix mode, kept in the high half of the external attributes; 0 when the zip does not say.
  const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE
  if (type === LINK) return 'is a symbolic link'
  if (type !== 0 && type !== (isDirectory(entry) ? DIRECTORY : REGULAR)) return 'is not a regular file or a directory'
  if (entry.isEncrypted()) return 'is encrypted'
  if (!entry.canDecodeFileData()) return `is packed with a method the action does not read (${entry.compressionMethod})`
  if (listed.names.has(name)) return 'is listed twice'
  const parents = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'))
  if (parents.some((parent) => listed.files.has(parent)) || (!isDirectory(entry) && listed.parents.has(name)))
    return 'is both a file and a folder'
  listed.names.add(name)
  if (!isDirectory(entry)) listed.files.add(name)
  for (const parent of parents) listed.parents.add(parent)
  return undefined
}

export function isDirectory(entry: Entry): boolean {
  return entry.fileName.endsWith('/')
}

/** `entry "report.json"`, the name kept short: it is the zip's to choose. */
export function named(entry: Entry): string {
  return `entry ${JSON.stringify(cap(entry.fileName, 120))}`
}

export function short(message: string): string {
  return cap(message.replace(/\s+/g, ' ').trim(), 200)
}
