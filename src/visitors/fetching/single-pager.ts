import type { PeriodFacts, Totals } from '../analysis/section-result.ts'
import { readHasMorePage, type PagingRun } from './paging-run.ts'

/**
 * One request of `limit` rows (feedback by page): the contract offers no way to page further,
 * so `hasMore` only says that more exist, which the report then states.
 */
export async function pageOnce<R, T extends Totals, X, O>(
  run: PagingRun<R, T, X, O>,
  paging: { readonly limit: number },
): Promise<PeriodFacts<T>> {
  const { section } = run.request
  const read = (answer: Record<string, unknown>) => readHasMorePage(section, answer, run.request.options)
  const page = await run.arrived(run.fetch({ limit: String(paging.limit) }, read, section.action))
  run.first(page.totals, page.hasMore)
  await run.take(page.rows)
  return { totals: page.totals, moreAvailable: page.hasMore, requests: run.pages }
}
