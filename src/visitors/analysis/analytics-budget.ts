import { ANALYTICS_BUDGET_PER_HOUR } from '../../platform/errors.ts'
import { count } from '../../text/format.ts'

/*
 * The analytics API's rate limit, and what a report spent of it. The plan states the spend
 * before the first request (plan.ts), the log and the summary state it after, and report.json
 * records it: each reads the limit from here.
 */

/** The analytics API's limit, per organization, shared by every analytics endpoint (platform/errors.ts). */
export { ANALYTICS_BUDGET_PER_HOUR } from '../../platform/errors.ts'

/** Requests sent per endpoint of the report's sections, in the report's order, and their sum. */
export interface RequestsSpent {
  readonly byEndpoint: readonly (readonly [string, number])[]
  readonly total: number
}

/**
 * What the platform client counted of `endpoints`, in their order. An endpoint never asked counts
 * 0 rather than going missing: the spend names every endpoint the plan named, so a report that
 * stopped early still says which requests it did not get to.
 */
export function spentOn(endpoints: readonly string[], requestsSent: ReadonlyMap<string, number>): RequestsSpent {
  const byEndpoint = endpoints.map((endpoint) => [endpoint, requestsSent.get(endpoint) ?? 0] as const)
  return { byEndpoint, total: byEndpoint.reduce((sum, [, requests]) => sum + requests, 0) }
}

/** The line the log ends the export with, the budget beside it so a reader sees what is left. */
export function describeSpend(spent: RequestsSpent): string {
  const parts = spent.byEndpoint.map(([endpoint, requests]) => `${endpoint} ${requests}`).join(', ')
  return `Spent ${count(spent.total, 'analytics request')} (${parts}): ${spent.total} of the ${ANALYTICS_BUDGET_PER_HOUR} per hour the organization may send.`
}
