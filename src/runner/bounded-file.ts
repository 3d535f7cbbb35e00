import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

/*
 * A file another step could have written, read on the runner as hostile: opened without following
 * a link and without waiting on a pipe, taken only when it is a regular file, and read at most one
 * byte past its cap however it grows while it is read. Synchronous, for what is read while the
 * settings are: a prompt file's digest, the report steps' notes.
 */

/** The file is there but is no regular file (a directory, a pipe, a device). */
export class NotARegularFile extends Error {
  override name = 'NotARegularFile'
}

/**
 * Up to `maxBytes + 1` bytes of `file`: more than `maxBytes` says it is over the cap. Throws what
 * opening it threw (a missing file, a link), or NotARegularFile.
 */
export function readBoundedFileSync(file: string, maxBytes: number): Buffer {
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  try {
    const stats = fstatSync(descriptor)
    if (!stats.isFile()) throw new NotARegularFile(`${file} is not a regular file`)
    const buffer = Buffer.alloc(maxBytes + 1)
    let length = 0
    while (length < buffer.length) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, length)
      if (read === 0) break
      length += read
    }
    return buffer.subarray(0, length)
  } finally {
    closeSync(descriptor)
  }
}
