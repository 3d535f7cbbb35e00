import { count } from '../text/format.ts'
import { SECTION_KINDS, type SectionName } from './sections.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/** The analytics API's limit, per organization, shared by every analytics endpoint. */
export const ANALYTICS_BUDGET_PER_HOUR = 100

/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size. Visitors and views depend on how many paths there
 * are, which the platform does not say in advance.
 */
export function describePlan(settings: VisitorsSettings): string {
  const parts = settings.sections.map((section) => planOf(section, settings))
  const twice = settings.previousRange ? ' Each is spent twice: this period and the previous one.' : ''
  return `Plan: ${parts.join('; ')}.${twice} The analytics budget is ${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization, shared by all analytics endpoints.`
}

function planOf(section: SectionName, settings: VisitorsSettings): string {
  switch (section) {
    case 'visitors':
      return `unique visitors, 1 request per ${count(settings.pageSize, 'path')}`
    case 'views':
      return `page views, 1 request per ${count(settings.pageSize, 'path')}`
    case 'searches':
      return settings.searchRows === 'all'
        ? 'searches, 1 request per 100 terms until every term is fetched'
        : `searches, at most ${count(Math.ceil(settings.searchRows / 100), 'request')} (${count(settings.searchRows, 'term')}, 100 per request)`
    case 'feedback':
      return 'feedback, 1 request (the 100 pages with feedback the contract returns at once)'
  }
}

/** Requests sent per endpoint of the report's sections, in the report's order, and their sum. */
export function requestsSpent(
  sections: readonly SectionName[],
  requestsSent: ReadonlyMap<string, number>,
): { readonly byEndpoint: readonly (readonly [string, number])[]; readonly total: number } {
  const byEndpoint = sections.map((section) => {
    const endpoint = SECTION_KINDS[section].endpoint
    return [endpoint, requestsSent.get(endpoint) ?? 0] as const
  })
  return { byEndpoint, total: byEndpoint.reduce((sum, [, requests]) => sum + requests, 0) }
}

export function describeSpend(spent: ReturnType<typeof requestsSpent>): string {
  const parts = spent.byEndpoint.map(([endpoint, requests]) => `${endpoint} ${requests}`).join(', ')
  return `Spent ${count(spent.total, 'analytics request')} (${parts}): ${spent.total} of the ${ANALYTICS_BUDGET_PER_HOUR} per hour the organization may send.`
}
