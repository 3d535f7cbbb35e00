import { createHash } from 'node:crypto'
import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import { CancelledError, DeadlineError, errorMessage } from '../step/limits.ts'
import { count } from '../text/format.ts'
import { fetchFeedback, fetchSearches, fetchTraffic, type PeriodQuery } from './fetch.ts'
import type { PeriodRows } from './period-rows.ts'
import { PAGE_LIMITS, type RowsBySection, type SectionName, type TrafficCounts } from './sections.ts'

/** Far beyond any real documentation site; reaching it means the server keeps saying `hasMore`. */
const MAX_ROWS = 5_000_000
/** A progress line at most this often, so a long export shows it is alive without flooding the log. */
const PROGRESS_EVERY_MS = 5_000

/** What a period's export learnt besides its rows. */
export interface PeriodFacts {
  readonly totals?: TrafficCounts
  readonly totalSearches?: number
  /** More rows exist than were fetched: `search-rows` reached, or feedback's 100 pages. */
  readonly moreAvailable: boolean
  readonly requests: number
  /**
   * Why paging ended before the platform said it was done: it claimed more rows and sent an
   * empty page. Asking again would bring the same page, so the export ends with what it has.
   */
  readonly endedEarly?: string
}

/** Raised when an export cannot finish; it says how far it got, and no report is published. */
export class IncompleteExportError extends Error {
  override name = 'IncompleteExportError'
  /** The rows could not be written to `report-dir` (a full disk, say): fetching again would not help. */
  readonly writing: boolean
  constructor(message: string, options: { readonly cause?: unknown; readonly writing?: boolean } = {}) {
    super(message, { cause: options.cause })
    this.writing = options.writing ?? false
  }
}

/** "The … export is incomplete: N rows from M pages; it stopped because …": how every stop reads. */
export function incompleteExport(
  label: string,
  rowCount: number,
  pages: number,
  reason: string,
  options: { readonly cause?: unknown; readonly writing?: boolean } = {},
): IncompleteExportError {
  return new IncompleteExportError(
    `The ${label} export is incomplete: ${count(rowCount, 'row')} from ${count(pages, 'page')}; it stopped because ${reason} No report was published.`,
    options,
  )
}

/** A write to the report files that failed, as the stop of the export it belongs to. */
export function writeFailure(
  label: string,
  rowCount: number,
  pages: number,
  error: unknown,
  reportDir: string,
): IncompleteExportError {
  if (error instanceof CancelledError || error instanceof DeadlineError) {
    return incompleteExport(label, rowCount, pages, lowerFirst(error.message), { cause: error })
  }
  const reason = `writing the report files to "report-dir" (${reportDir}) failed: ${errorMessage(error)}.`
  return incompleteExport(label, rowCount, pages, reason, { cause: error, writing: true })
}

/** Whether an export stopped because its files could not be written. */
export function stoppedWriting(error: unknown): boolean {
  return error instanceof IncompleteExportError && error.writing
}

export interface ExportRequest<S extends SectionName> {
  readonly section: S
  readonly query: PeriodQuery
  readonly pageSize: number
  readonly searchRows: number | 'all'
  /** Where the report goes, for the message when writing to it fails. */
  readonly reportDir: string
  /** `unique visitors`, `searches of the previous period`: for messages. */
  readonly label: string
  /** Called with the first answer's facts, before its rows are taken (the JSON head needs them). */
  readonly onFirstPage: (facts: Omit<PeriodFacts, 'requests'>) => void
}

/** Fetches every page of one section for one period, handing each page's rows to `rows` as it arrives. */
export async function exportPeriod<S extends SectionName>(
  platform: PlatformClient,
  request: ExportRequest<S>,
  rows: PeriodRows<RowsBySection[S]>,
): Promise<PeriodFacts> {
  let pages = 0
  let lastProgress = Date.now()
  const stop = (reason: string, cause?: unknown): IncompleteExportError =>
    incompleteExport(request.label, rows.rowCount, pages, reason, { cause })
  /** A page asked for; counted once the export takes it up (the next may already be on its way). */
  const fetched = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw stop(lowerFirst(errorMessage(error)), error)
    }
  }
  const arrived = async <T>(page: Promise<T>): Promise<T> => {
    const answer = await page
    pages++
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now()
      log.info(
        `Fetched ${count(pages, 'page')} of ${request.label} so far (${count(rows.rowCount, 'row')} before this one).`,
      )
    }
    return answer
  }
  const anyRows = rows as PeriodRows<unknown>
  /** Hands rows to the files; a write that fails (a full disk) stops the export, saying so. */
  const take = async (page: readonly unknown[], counted?: (fresh: number) => void): Promise<number> => {
    try {
      return await anyRows.accept(page, counted)
    } catch (error) {
      if (error instanceof IncompleteExportError) throw error
      throw writeFailure(request.label, rows.rowCount, pages, error, request.reportDir)
    }
  }

  if (request.section === 'visitors' || request.section === 'views') {
    const section: 'visitors' | 'views' = request.section === 'views' ? 'views' : 'visitors'
    let totals: TrafficCounts | undefined
    let totalsWarned = false
    let endedEarly: string | undefined
    // The next offset is past the rows received: a page may hold fewer than `limit` ("max results per page").
    // The next page is asked for once this one's new rows are counted and before they are written, so
    // the platform prepares it (and the network carries it) meanwhile: the same requests, less waiting.
    const fetchAt = (at: number) => {
      if (at >= MAX_ROWS) throw stop(`the platform still reported more rows past ${MAX_ROWS}, which no site has.`)
      const page = fetched(() => fetchTraffic(platform, section, request.query, request.pageSize, at))
      page.catch(() => undefined) // awaited below; a rejection while this page's rows are taken is not unhandled
      return page
    }
    let next = fetchAt(0)
    for (let offset = 0; ;) {
      const page = await arrived(next)
      if (totals === undefined) {
        totals = page.totals
        request.onFirstPage({ totals, moreAvailable: false })
        rows.checkCounts(totals, ['human', 'ai', 'total'])
      } else if (!totalsWarned) totalsWarned = warnIfTotalsMoved(totals, page.totals, offset, request.label)
      if (page.hasMore && page.rows.length === 0) {
        endedEarly = endEarly(request.label, `after row ${offset}`, rows.rowCount)
        break
      }
      const nextOffset = offset + page.rows.length
      await take(page.rows, (fresh) => {
        if (!page.hasMore) return
        if (fresh === 0) {
          throw stop(
            `the page at offset ${offset} repeated only paths already fetched; the platform may be ignoring "offset".`,
          )
        }
        next = fetchAt(nextOffset)
      })
      if (!page.hasMore) break
      offset = nextOffset
    }
    return {
      ...(totals ? { totals } : {}),
      moreAvailable: false,
      requests: pages,
      ...(endedEarly ? { endedEarly } : {}),
    }
  }

  if (request.section === 'searches') {
    const wanted = request.searchRows === 'all' ? MAX_ROWS : request.searchRows
    let cursor: string | null | undefined
    let totalSearches = 0
    // Cursors are opaque and may be long: a digest of each is enough to notice one coming back.
    const cursors = new Set<string>()
    let dropped = false
    let endedEarly: string | undefined
    do {
      const limit = Math.min(PAGE_LIMITS.searches, wanted - rows.rowCount)
      const page = await arrived(fetched(() => fetchSearches(platform, request.query, limit, cursor ?? undefined)))
      if (cursor === undefined) {
        totalSearches = page.totalSearches
        request.onFirstPage({ totalSearches, moreAvailable: false })
        rows.checkCounts(page, ['totalSearches'])
      }
      const seen = page.nextCursor === null ? undefined : createHash('sha256').update(page.nextCursor).digest('base64')
      if (seen !== undefined && cursors.has(seen)) {
        throw stop('the platform sent a cursor it had sent before; paging would never end.')
      }
      if (seen !== undefined) cursors.add(seen)
      if (page.nextCursor !== null && page.rows.length === 0) {
        endedEarly = endEarly(request.label, 'with a cursor for more', rows.rowCount)
        break
      }
      const kept = page.rows.slice(0, Math.max(0, wanted - rows.rowCount))
      dropped = kept.length < page.rows.length
      const fresh = await take(kept)
      if (page.nextCursor !== null && fresh === 0) {
        throw stop('the platform sent a page with no new terms and a cursor for more; paging would never end.')
      }
      cursor = page.nextCursor
    } while (cursor !== null && rows.rowCount < wanted)
    // More exist when the platform offers another page, or sent more terms than were wanted.
    if (endedEarly) return { totalSearches, moreAvailable: false, requests: pages, endedEarly }
    return { totalSearches, moreAvailable: cursor !== null || dropped, requests: pages }
  }

  const page = await arrived(fetched(() => fetchFeedback(platform, request.query, PAGE_LIMITS.feedback)))
  request.onFirstPage({ moreAvailable: page.hasMore })
  await take(page.rows)
  return { moreAvailable: page.hasMore, requests: pages }
}

/**
 * The platform said more rows exist and sent an empty page: what it has is all it gives (rows
 * that moved while paging, or a server that miscounts). The report keeps them and says so, in
 * a warning, in the summary and in report.json, rather than throw away what was spent.
 */
function endEarly(label: string, where: string, rowCount: number): string {
  const reason = `the platform said more rows exist but sent an empty page ${where}`
  log.warning(
    `Paging of ${label} ended early: ${reason}. The report holds the ${count(rowCount, 'row')} it sent.`,
    'Paging ended early',
  )
  return reason
}

/** Warns when a later page's totals differ from the first's; returns whether it warned. */
function warnIfTotalsMoved(first: TrafficCounts, now: TrafficCounts, offset: number, label: string): boolean {
  if (first.human === now.human && first.ai === now.ai && first.total === now.total) return false
  const show = (counts: TrafficCounts) => `human ${counts.human}, AI ${counts.ai}, total ${counts.total}`
  log.warning(
    `The site-wide totals of ${label} changed during the export (first page: ${show(first)}; page at offset ${offset}: ${show(now)}). The report uses the first page's totals.`,
    'Totals changed during the export',
  )
  return true
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}
