import { constants } from 'node:fs'
import { mkdir, open } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Entry, ZipFile } from 'yauzl'
import { count, errorMessage, formatCap } from '../text/format.ts'
import {
  ArtifactRefused,
  isDirectory,
  named,
  short,
  withEntries,
  type UnpackCaps,
  type WantedFiles,
} from './artifact-zip.ts'

/*
 * The entries of an artifact's zip, listed and checked by artifact-zip.ts, read within the caps:
 * the sizes they declare first, before a byte is inflated, then the bytes themselves, counted as
 * they inflate and stopped at the cap. Either the files wanted, in memory, or every file into a
 * directory.
 */

/** The wanted files the zip holds, by name (one it lacks is left out), within the caps. */
export function readZipFiles(
  zipFile: string,
  wanted: WantedFiles,
  caps: UnpackCaps,
  signal: AbortSignal,
): Promise<Map<string, Buffer>> {
  return withEntries(zipFile, caps, async (zip, entries) => {
    const chosen = entries.filter((entry) => wanted.has(entry.fileName.replace(/\/$/, '')))
    const directory = chosen.find(isDirectory)
    if (directory) throw new ArtifactRefused(`its ${named(directory)} is a directory, not a file`)
    declaredWithin(chosen, caps, (entry) => wanted.get(entry.fileName) ?? 0)
    const total = unpackedTotal(caps)
    const files = new Map<string, Buffer>()
    for (const entry of chosen) {
      const chunks: Buffer[] = []
      for await (const chunk of inflated(zip, entry, wanted.get(entry.fileName) ?? 0, total, signal)) chunks.push(chunk)
      files.set(entry.fileName, Buffer.concat(chunks))
    }
    return files
  })
}

/**
 * Every file of the zip into `directory` (made here, empty: nothing in it is overwritten or
 * followed), within the caps; returns the files' paths relative to it, `/`-separated.
 */
export function unpackZip(
  zipFile: string,
  directory: string,
  caps: UnpackCaps,
  signal: AbortSignal,
): Promise<string[]> {
  return withEntries(zipFile, caps, async (zip, entries) => {
    const files = entries.filter((entry) => !isDirectory(entry))
    declaredWithin(files, caps, () => caps.maxUnpackedBytes)
    const total = unpackedTotal(caps)
    await mkdir(directory, { recursive: true })
    for (const entry of files) {
      const target = path.join(directory, ...entry.fileName.split('/'))
      await mkdir(path.dirname(target), { recursive: true })
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW
      const handle = await open(target, flags, 0o644).catch((error: unknown) => {
        throw new ArtifactRefused(`its ${named(entry)} cannot be written (${errorMessage(error)})`)
      })
      try {
        for await (const chunk of inflated(zip, entry, caps.maxUnpackedBytes, total, signal)) await handle.write(chunk)
      } finally {
        await handle.close()
      }
    }
    return files.map((entry) => entry.fileName)
  })
}

/** Refuses, before any byte is inflated, an entry or a sum of entries that says it is larger than the caps. */
function declaredWithin(entries: readonly Entry[], caps: UnpackCaps, capOf: (entry: Entry) => number): void {
  let sum = 0
  for (const entry of entries) {
    if (entry.uncompressedSize > capOf(entry))
      throw new ArtifactRefused(
        `its ${named(entry)} says it unpacks to ${count(entry.uncompressedSize, 'byte')}, over the cap of ${formatCap(capOf(entry))}`,
      )
    sum += entry.uncompressedSize
  }
  if (sum > caps.maxUnpackedBytes)
    throw new ArtifactRefused(
      `its files say they unpack to ${count(sum, 'byte')}, over the cap of ${formatCap(caps.maxUnpackedBytes)}`,
    )
}

/** The bytes left of the total cap, shared by every file read from one zip. */
function unpackedTotal(caps: UnpackCaps): { left: number; readonly cap: number } {
  return { left: caps.maxUnpackedBytes, cap: caps.maxUnpackedBytes }
}

/** An entry's bytes as they inflate, stopping at its own cap, at the total's, or when the signal aborts. */
async function* inflated(
  zip: ZipFile,
  entry: Entry,
  fileCap: number,
  total: { left: number; readonly cap: number },
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  let stream: Readable | undefined
  let bytes = 0
  try {
    signal.throwIfAborted()
    stream = await zip.openReadStreamPromise(entry)
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      signal.throwIfAborted()
      bytes += chunk.length
      total.left -= chunk.length
      if (bytes > fileCap)
        throw new ArtifactRefused(`its ${named(entry)} unpacks to more than the cap of ${formatCap(fileCap)}`)
      if (total.left < 0) throw new ArtifactRefused(`its files unpack to more than the cap of ${formatCap(total.cap)}`)
      yield chunk
    }
  } catch (error) {
    if (error instanceof ArtifactRefused || signal.aborted) throw error
    // yauzl stops an entry that inflates past the size it declared, as it stops one whose data is not deflate.
    throw new ArtifactRefused(`its ${named(entry)} cannot be unpacked (${short(errorMessage(error))})`)
  } finally {
    stream?.destroy()
  }
}
