import { constants, crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib'

/** Reads the files of a zip archive from its central directory (stored or deflated entries). */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endOfDirectory = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (endOfDirectory < 0) throw new Error('not a zip archive: no end of central directory')
  const entryCount = archive.readUInt16LE(endOfDirectory + 10)
  let offset = archive.readUInt32LE(endOfDirectory + 16)
  const files = new Map<string, Buffer>()
  for (let index = 0; index < entryCount; index++) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory entry ${index}`)
    const method = archive.readUInt16LE(offset + 10)
    const compressedSize = archive.readUInt32LE(offset + 20)
    const nameLength = archive.readUInt16LE(offset + 28)
    const extraLength = archive.readUInt16LE(offset + 30)
    const commentLength = archive.readUInt16LE(offset + 32)
    const localHeader = archive.readUInt32LE(offset + 42)
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength)
    const dataStart = localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28)
    const data = archive.subarray(dataStart, dataStart + compressedSize)
    if (!name.endsWith('/')) files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return files
}

/** An entry deflated already: what a zip bomb holds, made without holding what it inflates to. */
export interface PackedEntry {
  readonly packed: Buffer
  readonly size: number
  readonly crc: number
}

/** How a test's zip departs from an honest one. */
export interface ZipShape {
  /** Unix modes by entry name, in the central directory's external attributes: `0o120777` is a symbolic link. */
  readonly modes?: Readonly<Record<string, number>>
  /** The size an entry claims unpacked, in both headers, instead of its own: a zip that lies. */
  readonly declaredSizes?: Readonly<Record<string, number>>
}

/** `size` zero bytes deflated, a megabyte at a time: a zip bomb's entry, about a thousandth of its size. */
export async function zerosPacked(size: number): Promise<PackedEntry> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const block = Buffer.alloc(1024 * 1024)
  let crc = 0
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written))
    crc = crc32(part, crc)
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  const ended = new Promise((resolve) => deflate.once('end', resolve))
  deflate.end()
  await ended
  return { packed: Buffer.concat(chunks), size, crc }
}

/** A zip as upload-artifact writes one: deflated entries; a name ending in `/` is a directory. */
export function writeZip(files: Record<string, string | Buffer | PackedEntry>, shape: ZipShape = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(files)) {
    const entry = packedEntry(name, content)
    const { packed } = entry
    const size = shape.declaredSizes?.[name] ?? entry.size
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    // Both headers share the fields from "version needed" on, at offset 4 (local) and 6 (central).
    for (const [buffer, at] of [
      [local, 4],
      [central, 6],
    ] as const) {
      buffer.writeUInt16LE(20, at)
      buffer.writeUInt16LE(0x0800, at + 2)
      buffer.writeUInt16LE(name.endsWith('/') ? 0 : 8, at + 4)
      buffer.writeUInt32LE(entry.crc, at + 10)
      buffer.writeUInt32LE(packed.length, at + 14)
      buffer.writeUInt32LE(size, at + 18)
      buffer.writeUInt16LE(Buffer.byteLength(name), at + 22)
    }
    const mode = shape.modes?.[name]
    // Made on Unix (the high byte of "version made by"), as the zips that hold a mode are.
    if (mode !== undefined) central.writeUInt16LE((3 << 8) | 20, 4)
    if (mode !== undefined) central.writeUInt32LE((mode << 16) >>> 0, 38)
    central.writeUInt32LE(offset, 42)
    locals.push(local, Buffer.from(name), packed)
    centrals.push(central, Buffer.from(name))
    offset += 30 + Buffer.byteLength(name) + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(files).length, 8)
  end.writeUInt16LE(Object.keys(files).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

function packedEntry(name: string, content: string | Buffer | PackedEntry): PackedEntry {
  if (typeof content !== 'string' && !Buffer.isBuffer(content)) return content
  const data = Buffer.from(content)
  return { packed: name.endsWith('/') ? data : deflateRawSync(data), size: data.length, crc: crc32(data) }
}
