/**
 * The keys (paths, search terms) an export has seen, each with one number, kept as 64-bit
 * hashes in typed arrays: about 24 bytes a key outside the JavaScript heap, where a Set of the
 * strings costs several times that and keeps the garbage collector busy. A million paths fit in
 * tens of megabytes. Two different keys share a 64-bit hash with a chance of about 1 in 37
 * million at a million keys; the later one would then count as a repeat, with the warning
 * repeats get.
 */
export class KeyIndex {
  private high = new Uint32Array(1 << 12)
  private low = new Uint32Array(1 << 12)
  private values = new Float64Array(1 << 12)
  private used = 0

  get size(): number {
    return this.used
  }

  /** Adds `key` with `value`; returns false (changing nothing) when it was already there. */
  add(key: string, value = 0): boolean {
    if ((this.used + 1) * 2 > this.high.length) this.grow()
    const [high, low] = hash(key)
    const slot = this.find(high, low)
    if (this.high[slot] !== 0 || this.low[slot] !== 0) return false
    this.put(slot, high, low, value)
    this.used++
    return true
  }

  has(key: string): boolean {
    const [high, low] = hash(key)
    const slot = this.find(high, low)
    return this.high[slot] !== 0 || this.low[slot] !== 0
  }

  /** The number stored with `key`, or undefined when the key was never added. */
  get(key: string): number | undefined {
    const [high, low] = hash(key)
    const slot = this.find(high, low)
    return this.high[slot] !== 0 || this.low[slot] !== 0 ? this.values[slot] : undefined
  }

  /** The slot holding this hash, or the empty slot where it would go (linear probing). */
  private find(high: number, low: number): number {
    const mask = this.high.length - 1
    let slot = (low ^ high) & mask
    while (this.high[slot] !== 0 || this.low[slot] !== 0) {
      if (this.high[slot] === high && this.low[slot] === low) return slot
      slot = (slot + 1) & mask
    }
    return slot
  }

  private put(slot: number, high: number, low: number, value: number): void {
    this.high[slot] = high
    this.low[slot] = low
    this.values[slot] = value
  }

  private grow(): void {
    const [high, low, values] = [this.high, this.low, this.values]
    this.high = new Uint32Array(high.length * 2)
    this.low = new Uint32Array(high.length * 2)
    this.values = new Float64Array(high.length * 2)
    for (let slot = 0; slot < high.length; slot++) {
      const h = high[slot] ?? 0
      const l = low[slot] ?? 0
      if (h !== 0 || l !== 0) this.put(this.find(h, l), h, l, values[slot] ?? 0)
    }
  }
}

/** Two independent 32-bit string hashes (FNV-1a and a MurmurHash2-style mix); never both zero, which marks an empty slot. */
export function hash(key: string): [number, number] {
  let fnv = 0x811c9dc5
  let murmur = 0x9747b28c ^ key.length
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index)
    fnv = Math.imul(fnv ^ code, 0x01000193)
    murmur = Math.imul(murmur ^ code, 0x5bd1e995)
    murmur ^= murmur >>> 15
  }
  murmur = Math.imul(murmur ^ (murmur >>> 13), 0x5bd1e995)
  murmur ^= murmur >>> 15
  const high = fnv >>> 0
  const low = murmur >>> 0
  return high === 0 && low === 0 ? [0, 1] : [high, low]
}
