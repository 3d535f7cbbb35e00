import type { AnalyticsRoute } from './analytics-routes.ts'
import { matchDeploymentRoute } from './deployment-routes.ts'
import type { Route } from './faults.ts'

/** Which route of the simulated platform a request is for, by its method and path, and what the path names. */

const ANALYTICS_PATHS: Readonly<Record<string, AnalyticsRoute>> = {
  visitors: 'visitors',
  views: 'views',
  searches: 'searches',
  'feedback/by-page': 'feedback',
  assistant: 'assistant',
  'assistant/caller-stats': 'assistant-callers',
}

interface RouteMatch {
  readonly route: Route
  /** Undefined for a deployment's status read, whose path names no project. */
  readonly projectId: string | undefined
  readonly jobId?: string
  readonly statusId?: string
  readonly automationId?: string
}

export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').slice(1).map(decodeURIComponent)
  const deployment = matchDeploymentRoute(method, segments)
  if (deployment) return deployment
  const [version, area, projectId, kind, jobId, extra] = segments
  if (projectId === undefined) return undefined
  if (version === 'v2' && area === 'agent' && kind === 'job') {
    if (method === 'POST' && segments.length === 4) return { route: 'create', projectId }
    if (method === 'GET' && segments.length === 5 && jobId) return { route: 'get', projectId, jobId }
    if (method === 'POST' && segments.length === 6 && jobId && extra === 'message')
      return { route: 'message', projectId, jobId }
  }
  if (method === 'GET' && version === 'v1' && area === 'analytics') {
    const rest = segments.slice(3).join('/')
    const route = ANALYTICS_PATHS[rest]
    if (route) return { route, projectId }
  }
  return undefined
}

export function parsePrompt(body: string): string | undefined {
  try {
    const prompt = (JSON.parse(body) as { prompt?: unknown }).prompt
    return typeof prompt === 'string' && prompt.length > 0 ? prompt : undefined
  } catch {
    return undefined
  }
}
