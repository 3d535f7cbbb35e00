import { BrokenAnswerError } from '../platform/errors.ts'
import type { FeedbackRow, SearchRow, TrafficCounts, TrafficRow } from './sections.ts'

/**
 * Reading the analytics answers against the published contract. Strict where the report
 * depends on it (every count a finite JSON number, every row keyed), tolerant of the rest:
 * counts have no minimum in the contract, so a negative or fractional one is kept as sent, and
 * each row is the platform's own object, written back unchanged with fields this action does not
 * know (feedback excepted: its rows keep only the contract's fields). A violation throws BrokenAnswerError naming the field, which fails the request at once.
 */

export interface TrafficPage {
  readonly totals: TrafficCounts
  readonly rows: readonly TrafficRow[]
  readonly hasMore: boolean
}

export interface SearchesPage {
  readonly totalSearches: number
  readonly rows: readonly SearchRow[]
  readonly nextCursor: string | null
}

export interface FeedbackPage {
  readonly rows: readonly FeedbackRow[]
  readonly hasMore: boolean
}

/** `arrayName` is `visitors` or `views`: the two answers differ only in it. */
export function parseTrafficPage(body: unknown, arrayName: 'visitors' | 'views'): TrafficPage {
  const record = asRecord(body, 'the answer')
  if (typeof record['hasMore'] !== 'boolean') throw new BrokenAnswerError('the answer has no boolean "hasMore"')
  const rows = rowsOf(record, arrayName, (fields, where) => {
    requireString(fields, 'path', where)
    numbers(fields, where, ['human', 'ai', 'total'])
    return fields as unknown as TrafficRow
  })
  const totals = asRecord(record['totals'], '"totals"')
  numbers(totals, '"totals"', ['human', 'ai', 'total'])
  return { totals: totals as unknown as TrafficCounts, rows, hasMore: record['hasMore'] }
}

export function parseSearchesPage(body: unknown): SearchesPage {
  const record = asRecord(body, 'the answer')
  numbers(record, 'the answer', ['totalSearches'])
  const cursor = record['nextCursor']
  if (cursor !== null && typeof cursor !== 'string') {
    throw new BrokenAnswerError('the answer has no "nextCursor" string or null')
  }
  if (cursor === '') throw new BrokenAnswerError('the answer has an empty "nextCursor"')
  const rows = rowsOf(record, 'searches', (fields, where) => {
    requireString(fields, 'searchQuery', where)
    numbers(fields, where, ['hits', 'ctr'])
    const page = fields['topClickedPage']
    if (page !== null && typeof page !== 'string') {
      throw new BrokenAnswerError(`${where} has no "topClickedPage" string or null`)
    }
    requireString(fields, 'lastSearchedAt', where)
    return fields as unknown as SearchRow
  })
  return { totalSearches: record['totalSearches'] as number, rows, nextCursor: cursor }
}

export function parseFeedbackPage(body: unknown): FeedbackPage {
  const record = asRecord(body, 'the answer')
  if (typeof record['hasMore'] !== 'boolean') throw new BrokenAnswerError('the answer has no boolean "hasMore"')
  const rows = rowsOf(record, 'feedback', (fields, where) => {
    requireString(fields, 'path', where)
    numbers(fields, where, ['thumbsUp', 'thumbsDown', 'code', 'total'])
    // Only the contract's fields: a field the platform may add here (a comment, a reader's
    // contact) must not reach files and summaries that anyone can read in a public repository.
    const { path, thumbsUp, thumbsDown, code, total } = fields
    return { path, thumbsUp, thumbsDown, code, total } as FeedbackRow
  })
  return { rows, hasMore: record['hasMore'] }
}

function rowsOf<R>(
  record: Record<string, unknown>,
  name: string,
  read: (fields: Record<string, unknown>, where: string) => R,
): R[] {
  const list = record[name]
  if (!Array.isArray(list)) throw new BrokenAnswerError(`the answer has no "${name}" array`)
  return (list as unknown[]).map((row, index) => read(asRecord(row, `${name}[${index}]`), `${name}[${index}]`))
}

function requireString(fields: Record<string, unknown>, name: string, where: string): void {
  if (typeof fields[name] !== 'string') throw new BrokenAnswerError(`${where} has no string "${name}"`)
}

function numbers(fields: Record<string, unknown>, where: string, names: readonly string[]): void {
  for (const name of names) {
    const value = fields[name]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new BrokenAnswerError(`${where} has no number "${name}"`)
    }
  }
}

function asRecord(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BrokenAnswerError(`${where} is not a JSON object`)
  }
  return value as Record<string, unknown>
}
