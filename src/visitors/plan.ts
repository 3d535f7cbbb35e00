import { ANALYTICS_BUDGET_PER_HOUR, spentOn, type RequestsSpent } from './analysis/analytics-budget.ts'
import type { ComparisonSource, HistoryUse } from './history/history-choice.ts'
import type { ReportProgress } from './progress/report-progress.ts'
import { sectionNamed, type SectionName } from './sections/table.ts'
import type { VisitorsSettings } from './visitors-inputs.ts'
import { count, formatNumber } from '../text/format.ts'

/**
 * The requests the report will spend, stated before the first one: the least the contract
 * allows, one per page of the largest size; then, when the last report says how many rows each
 * section had, about how many requests the whole report needs and the budget-hours they make.
 */
export function describePlan(
  settings: VisitorsSettings,
  source: ComparisonSource,
  estimate: number | undefined,
  progress: ReportProgress | undefined,
): string {
  const parts = settings.sections.map((name) =>
    sectionNamed(name).use(settings, (definition, options) => definition.planLine(options)),
  )
  const twice =
    source === 'fetched'
      ? ' Each is spent twice: this period and the previous one.'
      : source === 'previous-report'
        ? ' The previous period comes from the last report: no request is spent on it.'
        : ''
  const budget = ` The analytics budget is ${ANALYTICS_BUDGET_PER_HOUR} requests per hour per organization, shared by all analytics endpoints.`
  return `Plan: ${parts.join('; ')}.${twice}${budget}${describeEstimate(settings, estimate, progress)}`
}

function describeEstimate(
  settings: VisitorsSettings,
  estimate: number | undefined,
  progress: ReportProgress | undefined,
): string {
  const hours = (requests: number) => count(Math.max(1, Math.ceil(requests / ANALYTICS_BUDGET_PER_HOUR)), 'budget-hour')
  const whole =
    estimate === undefined
      ? ' How many requests visitors and views need is known at their last page: no earlier report says how many paths there are.'
      : ` From the last report's row counts, this report needs about ${count(estimate, 'request')}: ${hours(estimate)}.`
  const kept = progress?.journal?.answers ?? 0
  const resumed = kept > 0 ? ` ${formatNumber(kept)} answers are kept from earlier runs: none is asked again.` : ''
  const cap =
    settings.maxRequests === undefined
      ? ''
      : ` This run sends at most ${count(settings.maxRequests, 'request')} ("max-requests").`
  return `${whole}${resumed}${cap}`
}

/**
 * About how many requests the report needs, from the last report's row counts: one per page of
 * each section, for each period fetched, and a section's side requests. Undefined when the last
 * report does not say for every section.
 */
export function estimateRequests(settings: VisitorsSettings, history: HistoryUse): number | undefined {
  const periods = settings.previousRange && history.source !== 'previous-report' ? 2 : 1
  let total = 0
  for (const name of settings.sections) {
    const stored = history.stored?.[name]
    if (!stored) return undefined
    const pages = sectionNamed(name).use(settings, (definition, options) => {
      const paging = definition.paging
      const rows = stored.rowCount
      if (paging.kind === 'single') return 1
      if (paging.kind === 'offset') return Math.max(1, Math.ceil(rows / options.pageSize))
      const wanted = paging.wanted(options)
      return Math.max(1, Math.ceil((wanted === 'all' ? rows : Math.min(rows, wanted)) / paging.limit))
    })
    total += (pages + sectionNamed(name).endpoints.length - 1) * periods
  }
  return total
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
