import type { PlatformClient } from '../../platform/platform-client.ts'
import { encodeSegment } from '../../text/path-segment.ts'
import { asRecord } from '../analysis/answer-fields.ts'
import { ALWAYS_INCLUDED } from '../sections/table.ts'

/** One request of the analytics API: the query as the contract names it, the answer read as a JSON object. */

export interface PeriodQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  /** What a 404 means for this section (notFoundMeaning); unsaid, that the project was not found. */
  readonly notFound?: string
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
    notFound: query.notFound ?? projectNotFound(query.projectId),
    projectId: query.projectId,
    query: { ...dates(query), ...request.paging },
    parse: (body) => request.read(asRecord(body, 'the answer')),
    action: request.action,
  })
}

function projectNotFound(projectId: string): string {
  return `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`
}

/**
 * What a 404 means for `section` among the report's `sections`. The section every report has is
 * asked first, so a 404 there means the project id is wrong. A later section's 404 comes after the
 * platform answered for the same project: it does not serve that section for the project, and
 * `include` without it is the way on.
 */
export function notFoundMeaning(projectId: string, section: string, sections: readonly string[]): string {
  if (section === ALWAYS_INCLUDED) return projectNotFound(projectId)
  const rest = sections.filter((name) => name !== section && name !== ALWAYS_INCLUDED)
  const include = rest.length === 0 ? ALWAYS_INCLUDED : rest.join(', ')
  return `The platform does not serve the ${section} section for project "${projectId}", though it answered the ${ALWAYS_INCLUDED} section: to report without it, write "include: ${include}"`
}

function dates(query: PeriodQuery): Record<string, string> {
  return {
    ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
    ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
  }
}
