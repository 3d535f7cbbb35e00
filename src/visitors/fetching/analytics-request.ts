import type { PlatformClient } from '../../platform/platform-client.ts'
import { encodeSegment } from '../../text/path-segment.ts'
import { asRecord } from '../analysis/answer-fields.ts'

/** One request of the analytics API: the query as the contract names it, the answer read as a JSON object. */

export interface PeriodQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
}

export interface AnalyticsRequest<P> {
  /** Below `/v1/analytics/{projectId}/`; also the key the platform client counts requests under. */
  readonly endpoint: string
  readonly query: PeriodQuery
  /** The paging parameters, after the dates: `limit`, `offset`, `cursor`. */
  readonly paging: Readonly<Record<string, string>>
  /** Reads the answer's object; throws BrokenAnswerError on a contract violation. */
  readonly read: (answer: Record<string, unknown>) => P
  /** What the request does, for messages: `export unique visitors (offset 250)`. */
  readonly action: string
}

export function requestAnalytics<P>(platform: PlatformClient, request: AnalyticsRequest<P>): Promise<P> {
  const { endpoint, query } = request
  return platform.call({
    endpoint,
    method: 'GET',
    path: `/v1/analytics/${encodeSegment(query.projectId)}/${endpoint}`,
    notFound: `Project "${query.projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
    projectId: query.projectId,
    query: { ...dates(query), ...request.paging },
    parse: (body) => request.read(asRecord(body, 'the answer')),
    action: request.action,
  })
}

function dates(query: PeriodQuery): Record<string, string> {
  return {
    ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
    ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
  }
}
