/**
 * The `limit` best rows seen so far, best first, in memory proportional to `limit` whatever the
 * number of rows offered: what the summary and the comparison need of a million-row export.
 * Ties go to the smaller key, so the order never depends on the order the pages arrived in.
 */
export class TopRows<R> {
  private readonly rows: R[] = []
  private readonly limit: number
  private readonly measure: (row: R) => number
  private readonly key: (row: R) => string
  private readonly store: (row: R) => R

  /** `store` makes the copy a row is kept as, once it enters the list (by default the row itself). */
  constructor(
    limit: number,
    measure: (row: R) => number,
    key: (row: R) => string,
    store: (row: R) => R = (row) => row,
  ) {
    this.limit = limit
    this.measure = measure
    this.key = key
    this.store = store
  }

  offer(row: R): void {
    if (this.limit <= 0) return
    const last = this.rows[this.rows.length - 1]
    if (this.rows.length >= this.limit && last !== undefined && !this.before(row, last)) return
    let low = 0
    let high = this.rows.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.before(this.rows[middle] as R, row)) low = middle + 1
      else high = middle
    }
    this.rows.splice(low, 0, this.store(row))
    if (this.rows.length > this.limit) this.rows.pop()
  }

  /** Best first. */
  list(): readonly R[] {
    return this.rows
  }

  private before(a: R, b: R): boolean {
    const difference = this.measure(a) - this.measure(b)
    if (difference !== 0) return difference > 0
    return this.key(a) < this.key(b)
  }
}
