import type { Comparison } from './compare.ts'

/** A row whose measure moved between the periods: a page, a term. */
export interface Move {
  readonly key: string
  /** Its measure in this period; undefined when it is gone. */
  readonly now: number | undefined
  /** Its measure in the previous period; undefined when it is new. */
  readonly before: number | undefined
}

/**
 * The `limit` rows of a comparison whose measure moved most in number, up or down: the listed
 * rows, new ones counted from zero, and the rows that left the list, gone ones counted to zero.
 * A row whose other figure is not known (that period was cut short) is left out: its move is
 * not known either.
 */
export function biggestMoves<R>(
  comparison: Comparison<R>,
  key: (row: R) => string,
  measure: (row: R) => number,
  limit: number,
): Move[] {
  const moves: Move[] = [
    ...comparison.rows
      .filter((row) => !row.unknownBefore)
      .map(({ row, previous }) => ({ key: key(row), now: measure(row), before: previous })),
    ...comparison.left
      .filter((row) => !row.unknownNow)
      .map(({ row, current }) => ({ key: key(row), now: current, before: measure(row) })),
  ]
  return moves
    .map((move) => ({ move, size: Math.abs((move.now ?? 0) - (move.before ?? 0)) }))
    .filter(({ size }) => size > 0)
    .sort((a, b) => b.size - a.size || (a.move.key < b.move.key ? -1 : a.move.key > b.move.key ? 1 : 0))
    .slice(0, limit)
    .map(({ move }) => move)
}
