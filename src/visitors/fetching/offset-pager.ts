import type { PeriodFacts, Totals, TotalsMoved } from '../analysis/section-result.ts'
import { endEarly } from './export-stop.ts'
import { MAX_ROWS, readHasMorePage, type PagingRun } from './paging-run.ts'
import { checkTotalsMoved } from './totals-moved.ts'

/**
 * Paging by `offset` and `limit` until the platform says `hasMore: false` (unique visitors, page
 * views). The next offset is past the rows received: a page may hold fewer than `limit` ("max
 * results per page"). The next page is asked for once this one's new rows are counted and before
 * they are written, so the platform prepares it (and the network carries it) meanwhile: the same
 * requests, less waiting.
 */
export async function pageByOffset<R, T extends Totals, X, O>(
  run: PagingRun<R, T, X, O>,
  paging: { readonly showTotals: (totals: T) => string },
): Promise<PeriodFacts<T>> {
  const { section, options } = run.request
  const read = (answer: Record<string, unknown>) => readHasMorePage(section, answer, run.request.options)
  const fetchAt = (at: number) => {
    if (at >= MAX_ROWS) throw run.stop(`the platform still reported more rows past ${MAX_ROWS}, which no site has.`)
    const page = run.fetch(
      { limit: String(options.pageSize), offset: String(at) },
      read,
      `${section.action} (offset ${at})`,
    )
    page.catch(() => undefined) // awaited below; a rejection while this page's rows are taken is not unhandled
    return page
  }
  let totals: T | undefined
  let totalsMoved: TotalsMoved | undefined
  let endedEarly: string | undefined
  let next = fetchAt(0)
  for (let offset = 0; ;) {
    const page = await run.arrived(next)
    if (totals === undefined) {
      totals = page.totals
      run.first(totals, false)
    } else totalsMoved ??= checkTotalsMoved(run, paging.showTotals, totals, page.totals)
    if (page.hasMore && page.rows.length === 0) {
      endedEarly = endEarly(run.request.label, `after row ${offset}`, run.rows.rowCount)
      break
    }
    const nextOffset = offset + page.rows.length
    await run.take(page.rows, (fresh) => {
      if (!page.hasMore) return
      if (fresh === 0) {
        throw run.stop(
          `the page at offset ${offset} repeated only paths already fetched; the platform may be ignoring "offset".`,
        )
      }
      next = fetchAt(nextOffset)
    })
    if (!page.hasMore) break
    offset = nextOffset
  }
  return {
    totals,
    moreAvailable: false,
    requests: run.pages,
    ...(endedEarly ? { endedEarly } : {}),
    ...(totalsMoved ? { totalsMoved } : {}),
  }
}
