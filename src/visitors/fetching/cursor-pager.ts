import { createHash } from 'node:crypto'
import type { PeriodFacts, Totals, TotalsMoved } from '../analysis/section-result.ts'
import type { ExportOptions, SectionDefinition } from '../sections/section.ts'
import { readRows, refuseAnswer, requireBoolean, requireNullableString } from '../analysis/answer-fields.ts'
import { endEarly } from './export-stop.ts'
import { MAX_ROWS, type PagingRun } from './paging-run.ts'
import { checkTotalsMoved } from './totals-moved.ts'

/**
 * Paging by the `nextCursor` of each answer (searches) until it is null or the section's
 * `wanted` rows are in. Each request asks for no more than are still wanted.
 */
export async function pageByCursor<R, T extends Totals, X, O>(
  run: PagingRun<R, T, X, O>,
  paging: {
    readonly limit: number
    readonly wanted: number | 'all'
    readonly showTotals: (totals: T) => string
    readonly hasMore: boolean
  },
): Promise<PeriodFacts<T>> {
  const { section } = run.request
  const wanted = paging.wanted === 'all' ? MAX_ROWS : paging.wanted
  const read = (answer: Record<string, unknown>) => readCursorPage(section, answer, run.request.options, paging.hasMore)
  let cursor: string | null | undefined
  let totals: T | undefined
  let totalsMoved: TotalsMoved | undefined
  // Cursors are opaque and may be long: a digest of each is enough to notice one coming back.
  const cursors = new Set<string>()
  let dropped = false
  let endedEarly: string | undefined
  do {
    const limit = Math.min(paging.limit, wanted - run.rows.rowCount)
    const query = { limit: String(limit), ...(cursor ? { cursor } : {}) }
    const page = await run.arrived(run.fetch(query, read, `${section.action}${cursor ? ' (next page)' : ''}`))
    if (totals === undefined) {
      totals = page.totals
      run.first(totals, false)
    } else totalsMoved ??= checkTotalsMoved(run, paging.showTotals, totals, page.totals)
    const seen = page.nextCursor === null ? undefined : createHash('sha256').update(page.nextCursor).digest('base64')
    if (seen !== undefined && cursors.has(seen)) {
      throw run.stop('the platform sent a cursor it had sent before; paging would never end.')
    }
    if (seen !== undefined) cursors.add(seen)
    if (page.nextCursor === null && page.hasMore) {
      const kept = page.rows.slice(0, Math.max(0, wanted - run.rows.rowCount))
      await run.take(kept)
      // Said only when rows were still wanted: past the cap, more existing is what `wanted` expects.
      if (run.rows.rowCount < wanted)
        endedEarly = endEarly(run.request.label, 'to ask for them', run.rows.rowCount, 'no cursor')
      dropped = true
      break
    }
    if (page.nextCursor !== null && page.rows.length === 0) {
      endedEarly = endEarly(run.request.label, 'with a cursor for more', run.rows.rowCount)
      break
    }
    const kept = page.rows.slice(0, Math.max(0, wanted - run.rows.rowCount))
    dropped = kept.length < page.rows.length
    const fresh = await run.take(kept)
    if (page.nextCursor !== null && fresh === 0) {
      throw run.stop('the platform sent a page with no new terms and a cursor for more; paging would never end.')
    }
    cursor = page.nextCursor
  } while (cursor !== null && run.rows.rowCount < wanted)
  // More exist when the platform offers another page, or sent more rows than were wanted.
  const moved = totalsMoved ? { totalsMoved } : {}
  if (endedEarly) return { totals, moreAvailable: false, requests: run.pages, endedEarly, ...moved }
  return { totals, moreAvailable: cursor !== null || dropped, requests: run.pages, ...moved }
}

/**
 * An answer of cursor paging: the period's totals, the cursor of the next page (null at the
 * end), this page's rows, and, where the contract has it, `hasMore`. A page whose `hasMore` is
 * false ends paging whatever cursor it carries: asking on would spend requests on what the
 * platform says is not there.
 */
export function readCursorPage<R, T extends Totals, X, O>(
  section: SectionDefinition<string, R, T, X, O>,
  answer: Record<string, unknown>,
  options: ExportOptions & O,
  withHasMore: boolean,
) {
  const totals = section.readTotals(answer)
  const sent = requireNullableString(answer, 'nextCursor', 'the answer')
  if (sent === '') throw refuseAnswer('the answer', 'has an empty "nextCursor"')
  const hasMore = withHasMore ? requireBoolean(answer, 'hasMore', 'the answer') : sent !== null
  const nextCursor = hasMore ? sent : null
  const rows = readRows(answer, section, (fields, where) => section.readRow(fields, where, options))
  return { totals, nextCursor, hasMore, rows }
}
