import { count } from '../text/format.ts'
import type { ComparisonSource } from './history/history-choice.ts'
import { sectionNamed, type SectionName } from './sections/table.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/** The analytics API's limit, per organization, shared by every analytics endpoint. */
export const ANALYTICS_BUDGET_PER_HOUR = 100

/** Requests sent per endpoint of the report's sections, in the report's order, and their sum. */
export interface RequestsSpent {
  readonly byEndpoint: readonly (readonly [string, number])[]
  readonly total: number
}

/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size. Visitors and views depend on how many paths there
 * are, which the platform does not say in advance.
 */
export function describePlan(settings: VisitorsSettings, source: ComparisonSource): string {
  const parts = settings.sections.map((name) => sectionNamed(name).planLine(settings))
  const twice =
    source === 'fetched'
      ? ' Each is spent twice: this period and the previous one.'
      : source === 'previous-report'
        ? ' The previous period comes from the last report: no request is spent on it.'
        : ''
  return `Plan: ${parts.join('; ')}.${twice} The analytics budget is ${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization, shared by all analytics endpoints.`
}

/** What the platform client counted, by endpoint, for the report's sections. */
export function requestsSpent(
  sections: readonly SectionName[],
  requestsSent: ReadonlyMap<string, number>,
): RequestsSpent {
  const byEndpoint = sections.flatMap((name) =>
    sectionNamed(name).endpoints.map((endpoint) => [endpoint, requestsSent.get(endpoint) ?? 0] as const),
  )
  return { byEndpoint, total: byEndpoint.reduce((sum, [, requests]) => sum + requests, 0) }
}

export function describeSpend(spent: RequestsSpent): string {
  const parts = spent.byEndpoint.map(([endpoint, requests]) => `${endpoint} ${requests}`).join(', ')
  return `Spent ${count(spent.total, 'analytics request')} (${parts}): ${spent.total} of the ${ANALYTICS_BUDGET_PER_HOUR} per hour the organization may send.`
}
