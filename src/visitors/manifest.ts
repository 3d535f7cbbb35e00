import type { DateRange } from './dates.ts'
import { ANALYTICS_BUDGET_PER_HOUR, type requestsSpent } from './plan.ts'
import type { SectionResult } from './section-export.ts'
import { PAGE_LIMITS } from './sections.ts'

export const MANIFEST_FILE = 'report.json'

export interface ManifestInput {
  readonly projectId: string
  readonly generatedAt: string
  readonly range: DateRange
  readonly previousRange: DateRange | undefined
  readonly searchRows: number | 'all'
  readonly sections: readonly SectionResult[]
  readonly spent: ReturnType<typeof requestsSpent>
  readonly files: readonly string[]
  readonly contentGapCount: number | undefined
}

/**
 * `report.json`: what the report holds, for whoever opens the artifact later or reads it in a
 * later step: the period(s), the sections and their row counts, what was capped, and what the
 * export spent of the analytics budget.
 */
export function buildManifest(input: ManifestInput): string {
  const period = (range: DateRange) => ({ dateFrom: range.from?.text ?? null, dateTo: range.to?.text ?? null })
  const sections = Object.fromEntries(
    input.sections.map((result) => [
      result.section,
      {
        rows: result.current.rowCount,
        ...(result.previous ? { previousRows: result.previous.rowCount } : {}),
        files: [...result.current.files, ...(result.previous?.files ?? [])],
        ...capOf(result, input.searchRows),
        ...endedEarlyOf(result),
      },
    ]),
  )
  const manifest = {
    projectId: input.projectId,
    generatedAt: input.generatedAt,
    period: period(input.range),
    previousPeriod: input.previousRange ? period(input.previousRange) : null,
    sections,
    ...(input.contentGapCount === undefined ? {} : { contentGapCount: input.contentGapCount }),
    requests: {
      ...Object.fromEntries(input.spent.byEndpoint),
      total: input.spent.total,
      budgetPerHour: ANALYTICS_BUDGET_PER_HOUR,
    },
    files: input.files,
  }
  return JSON.stringify(manifest, null, 2) + '\n'
}

/** Paging the platform ended with an empty page while claiming more: the rows may not be all. */
function endedEarlyOf(result: SectionResult): Record<string, unknown> {
  const current = result.current.facts.endedEarly
  const previous = result.previous?.facts.endedEarly
  if (!current && !previous) return {}
  return { endedEarly: { ...(current ? { period: current } : {}), ...(previous ? { previousPeriod: previous } : {}) } }
}

/** What was left out on purpose: search terms past `search-rows`, feedback pages past the 100 one request returns. */
function capOf(result: SectionResult, searchRows: number | 'all'): Record<string, unknown> {
  const more = result.current.facts.moreAvailable || (result.previous?.facts.moreAvailable ?? false)
  if (result.section === 'searches') return { capped: { searchRows, moreAvailable: more } }
  if (result.section === 'feedback') return { capped: { limit: PAGE_LIMITS.feedback, moreAvailable: more } }
  return {}
}
