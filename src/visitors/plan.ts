import { ANALYTICS_BUDGET_PER_HOUR, spentOn, type RequestsSpent } from './analysis/analytics-budget.ts'
import type { ComparisonSource } from './history/history-choice.ts'
import { sectionNamed, type SectionName } from './sections/table.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'

/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size. Visitors and views depend on how many paths there
 * are, which the platform does not say in advance.
 */
export function describePlan(settings: VisitorsSettings, source: ComparisonSource): string {
  const parts = settings.sections.map((name) =>
    sectionNamed(name).use(settings, (definition, options) => definition.planLine(options)),
  )
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
  return spentOn(
    sections.flatMap((name) => sectionNamed(name).endpoints),
    requestsSent,
  )
}
