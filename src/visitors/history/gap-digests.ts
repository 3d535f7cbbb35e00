import { createHmac } from 'node:crypto'

/**
 * What tells next week's report which content gaps it follows (gap-lives.ts), without writing what readers typed
 * into a file anyone may download: each listed gap (a search term, a page, a question) is kept
 * as an HMAC keyed from the API key. Only someone holding that key could test a guess against a
 * digest, and with it they could read the terms from the platform anyway. A report whose digests
 * were made with another key (the key was rotated) is told by `check`, and not compared.
 */
export class GapDigests {
  private readonly key: Buffer

  constructor(apiKey: string) {
    this.key = createHmac('sha256', apiKey).update('docs report: content gaps').digest()
  }

  /** 64 bits of the HMAC of `text`, in hex. */
  of(text: string): string {
    return createHmac('sha256', this.key).update(text, 'utf8').digest('hex').slice(0, 16)
  }

  /** The digest of a fixed text: equal in two reports exactly when their keys are. */
  get check(): string {
    return this.of('\u0000check')
  }
}
