import { createHmac } from 'node:crypto'

/**
 * What tells next week's report which content gaps are new, without writing what readers typed
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

/** How many of the content gaps this report lists the last one did not: `added` of `listed`. */
export interface NewGaps {
  readonly added: number
  readonly listed: number
  /** By section the last report also had: the keys of its listed gaps that are new. */
  readonly addedKeys: ReadonlyMap<string, ReadonlySet<string>>
}

/**
 * Compares the gaps each section lists (its content-gap part's keys) with those the last report
 * listed in the same section; sections the last report did not have are left out of both counts.
 */
export function countNewGaps(
  parts: readonly { readonly name: string; readonly keys: readonly string[] }[],
  lastGaps: ReadonlyMap<string, ReadonlySet<string>> | undefined,
  digests: GapDigests,
): NewGaps | undefined {
  if (!lastGaps) return undefined
  let listed = 0
  const addedKeys = new Map<string, ReadonlySet<string>>()
  for (const { name, keys } of parts) {
    const before = lastGaps.get(name)
    if (!before) continue
    listed += keys.length
    addedKeys.set(name, new Set(keys.filter((key) => !before.has(digests.of(key)))))
  }
  const added = [...addedKeys.values()].reduce((sum, keys) => sum + keys.size, 0)
  return { added, listed, addedKeys }
}
