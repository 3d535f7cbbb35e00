import type { PlatformClient } from '../../platform/platform-client.ts'
import type { PeriodRows } from '../analysis/period-rows.ts'
import type { PeriodFacts, Totals } from '../analysis/section-result.ts'
import { pageByCursor } from './cursor-pager.ts'
import { pageByOffset } from './offset-pager.ts'
import { PagingRun, type PagingRequest } from './paging-run.ts'
import { pageOnce } from './single-pager.ts'

/**
 * Fetches every page of one section for one period, as the section's paging kind says,
 * handing each page's rows to `rows` as it arrives. One pager per kind; a new kind that is not
 * handled here fails the type check (the switch is exhaustive).
 */
export function fetchPeriod<R, T extends Totals, X, O>(
  platform: PlatformClient,
  request: PagingRequest<R, T, X, O>,
  rows: PeriodRows<R>,
): Promise<PeriodFacts<T>> {
  const run = new PagingRun(platform, request, rows)
  const paging = request.section.paging
  switch (paging.kind) {
    case 'offset':
      return pageByOffset(run, paging)
    case 'cursor':
      // How many rows are wanted is the section's own option (`max-search-terms`): read once, here.
      return pageByCursor(run, { ...paging, wanted: paging.wanted(request.options) })
    case 'single':
      return pageOnce(run, paging)
  }
}
