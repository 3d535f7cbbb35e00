import type { PlatformClient } from '../platform/platform-client.ts'
import { encodeSegment } from '../platform/path-segment.ts'
import { BrokenAnswerError } from '../platform/errors.ts'

export interface VisitorCounts {
  readonly human: number
  readonly ai: number
  readonly total: number
}

/**
 * A row is the platform's own object, validated: the JSON report writes it back exactly as
 * sent (with any fields this action does not know), and no second copy is kept in memory.
 */
export interface VisitorRow extends VisitorCounts {
  readonly path: string
}

export interface VisitorsPage {
  readonly totals: VisitorCounts
  readonly visitors: readonly VisitorRow[]
  readonly hasMore: boolean
}

export interface PageQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly limit: number
  readonly offset: number
}

export function fetchVisitorsPage(platform: PlatformClient, query: PageQuery): Promise<VisitorsPage> {
  return platform.call({
    endpoint: 'visitors',
    method: 'GET',
    path: `/v1/analytics/${encodeSegment(query.projectId)}/visitors`,
    query: {
      ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
      ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
      limit: String(query.limit),
      offset: String(query.offset),
    },
    parse: parseVisitorsPage,
    action: `export unique visitors (offset ${query.offset})`,
    notFound: `Project "${query.projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
    projectId: query.projectId,
  })
}

/** Strict where the report depends on it: every count a number, every row a path. */
export function parseVisitorsPage(body: unknown): VisitorsPage {
  const record = asRecord(body, 'the answer')
  if (typeof record['hasMore'] !== 'boolean') throw new BrokenAnswerError('the answer has no boolean "hasMore"')
  if (!Array.isArray(record['visitors'])) throw new BrokenAnswerError('the answer has no "visitors" array')
  return {
    totals: parseCounts(record['totals'], '"totals"'),
    visitors: (record['visitors'] as unknown[]).map((row, index) => {
      const fields = asRecord(row, `visitors[${index}]`)
      if (typeof fields['path'] !== 'string') throw new BrokenAnswerError(`visitors[${index}] has no string "path"`)
      parseCounts(fields, `visitors[${index}]`)
      return fields as unknown as VisitorRow
    }),
    hasMore: record['hasMore'],
  }
}

function parseCounts(value: unknown, where: string): VisitorCounts {
  const record = asRecord(value, where)
  const count = (name: string): number => {
    const number = record[name]
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
      throw new BrokenAnswerError(`${where} has no non-negative number "${name}"`)
    }
    return number
  }
  return { human: count('human'), ai: count('ai'), total: count('total') }
}

function asRecord(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BrokenAnswerError(`${where} is not a JSON object`)
  }
  return value as Record<string, unknown>
}
