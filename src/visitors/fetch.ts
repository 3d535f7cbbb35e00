import type { PlatformClient } from '../platform/platform-client.ts'
import { encodeSegment } from '../platform/path-segment.ts'
import {
  parseFeedbackPage,
  parseSearchesPage,
  parseTrafficPage,
  type FeedbackPage,
  type SearchesPage,
  type TrafficPage,
} from './answers.ts'
import { SECTION_KINDS } from './sections.ts'

/** One request of the analytics API each: the query as the contract names it, the answer validated. */

export interface PeriodQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
}

const WHAT = { visitors: 'unique visitors', views: 'page views' } as const

export function fetchTraffic(
  platform: PlatformClient,
  section: 'visitors' | 'views',
  query: PeriodQuery,
  limit: number,
  offset: number,
): Promise<TrafficPage> {
  return platform.call({
    ...common(query, section),
    query: { ...dates(query), limit: String(limit), offset: String(offset) },
    parse: (body) => parseTrafficPage(body, section),
    action: `export ${WHAT[section]} (offset ${offset})`,
  })
}

export function fetchSearches(
  platform: PlatformClient,
  query: PeriodQuery,
  limit: number,
  cursor: string | undefined,
): Promise<SearchesPage> {
  return platform.call({
    ...common(query, 'searches'),
    query: { ...dates(query), limit: String(limit), ...(cursor === undefined ? {} : { cursor }) },
    parse: parseSearchesPage,
    action: `export search terms${cursor === undefined ? '' : ' (next page)'}`,
  })
}

export function fetchFeedback(platform: PlatformClient, query: PeriodQuery, limit: number): Promise<FeedbackPage> {
  return platform.call({
    ...common(query, 'feedback'),
    query: { ...dates(query), limit: String(limit) },
    parse: parseFeedbackPage,
    action: 'export feedback by page',
  })
}

function common(query: PeriodQuery, section: keyof typeof SECTION_KINDS) {
  const endpoint = SECTION_KINDS[section].endpoint
  return {
    endpoint,
    method: 'GET' as const,
    path: `/v1/analytics/${encodeSegment(query.projectId)}/${endpoint}`,
    notFound: `Project "${query.projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`,
    projectId: query.projectId,
  }
}

function dates(query: PeriodQuery): Record<string, string> {
  return {
    ...(query.dateFrom === undefined ? {} : { dateFrom: query.dateFrom }),
    ...(query.dateTo === undefined ? {} : { dateTo: query.dateTo }),
  }
}
