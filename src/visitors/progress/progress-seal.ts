import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { formatCap } from '../../text/format.ts'

/*
 * The progress artifact is uploaded where anyone who can read the repository may download it,
 * and read back by a later run that must not build on a file someone else made. So both of its
 * files are bound to the API key, which only the workflow's secrets hold:
 * - progress.json, the record (no reader text), is signed: an HMAC that a copy edited anywhere,
 *   or written with another key, fails.
 * - The kept answers hold what readers typed (search terms, questions), so they are sealed:
 *   gzip, then AES-256-GCM, whose tag fails for any change. A public repository's artifact
 *   holds no reader text anyone can read.
 * A key rotated between runs fails both checks: the report starts afresh, never on a guess.
 */

const IV_BYTES = 12
const TAG_BYTES = 16

/** The two keys a report's progress is bound with, derived from the API key and the project. */
export class ProgressKeys {
  private readonly signing: Buffer
  private readonly sealing: Buffer

  constructor(apiKey: string, projectId: string) {
    const keys = Buffer.from(hkdfSync('sha256', apiKey, 'docs report progress', projectId, 64))
    this.signing = keys.subarray(0, 32)
    this.sealing = keys.subarray(32)
  }

  sign(text: string): string {
    return createHmac('sha256', this.signing).update(text, 'utf8').digest('hex')
  }

  /** Whether `mac` is the signature of `text` under these keys. */
  verify(text: string, mac: string): boolean {
    const expected = Buffer.from(this.sign(text), 'hex')
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(mac) ? mac : '', 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  /** `plainFile` compressed and sealed into `sealedFile`: its size and SHA-256, for the record. */
  async seal(plainFile: string, sealedFile: string): Promise<{ bytes: number; sha256: string }> {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.sealing, iv)
    const out = createWriteStream(sealedFile)
    out.write(iv)
    await pipeline(createReadStream(plainFile), createGzip(), cipher, out, { end: false })
    await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).on('error', reject))
    return digestOf(sealedFile)
  }

  /**
   * `sealedFile` opened into `plainFile`, at most `maxBytes` of it: throws on any change to the
   * file, another key, or more than `maxBytes` (what is written until then is the caller's to remove).
   */
  async unseal(sealedFile: string, plainFile: string, maxBytes: number): Promise<void> {
    const { size } = await stat(sealedFile)
    if (size < IV_BYTES + TAG_BYTES) throw new Error('the kept answers are too short to be sealed')
    const handle = await open(sealedFile, 'r')
    const iv = Buffer.alloc(IV_BYTES)
    const tag = Buffer.alloc(TAG_BYTES)
    try {
      await handle.read(iv, 0, IV_BYTES, 0)
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
    } finally {
      await handle.close()
    }
    const decipher = createDecipheriv('aes-256-gcm', this.sealing, iv)
    decipher.setAuthTag(tag)
    const body = createReadStream(sealedFile, { start: IV_BYTES, end: size - TAG_BYTES - 1 })
    await pipeline(body, decipher, createGunzip(), capped(maxBytes), createWriteStream(plainFile))
  }
}

/** The size and SHA-256 of a file, as the record states them of the sealed answers. */
export async function digestOf(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    bytes += chunk.length
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Passes bytes on until `maxBytes`, then fails: a small sealed file must not fill the disk. */
function capped(maxBytes: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      if (seen > maxBytes) done(new Error(`the kept answers unpack to more than ${formatCap(maxBytes)}`))
      else done(null, chunk)
    },
  })
}
