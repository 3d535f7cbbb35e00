import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import { count } from '../text/format.ts'
import { fetchVisitorsPage, type VisitorCounts, type VisitorRow } from './page.ts'

/** Far beyond any real documentation site; reaching it means the server keeps saying `hasMore`. */
const MAX_ROWS = 5_000_000
const PROGRESS_EVERY_PAGES = 10

export interface ExportQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly pageSize: number
}

export interface VisitorsExport {
  readonly totals: VisitorCounts
  /** Every path once, in the order the platform sent them. */
  readonly rows: readonly VisitorRow[]
  readonly requests: number
  /** Rows dropped because their path had already arrived on an earlier page. */
  readonly repeatedPaths: number
}

/** Raised when the export cannot finish; it says how far it got, and no report is published. */
export class IncompleteExportError extends Error {
  override name = 'IncompleteExportError'
}

/** Fetches every page, one at a time, while `hasMore` is true. */
export async function exportVisitors(platform: PlatformClient, query: ExportQuery): Promise<VisitorsExport> {
  const rows: VisitorRow[] = []
  const seenPaths = new Set<string>()
  let totals: VisitorCounts | undefined
  let totalsChangeWarned = false
  let repeatedPaths = 0
  let requests = 0
  const stop = (reason: string, cause?: unknown): IncompleteExportError =>
    new IncompleteExportError(
      `The visitors export is incomplete: it stopped after ${count(rows.length, 'row')} from ${count(requests, 'page')}: ${reason} No report was published.`,
      { cause },
    )

  for (let offset = 0, hasMore = true; hasMore; offset += query.pageSize) {
    if (offset >= MAX_ROWS) throw stop(`the platform still reported more rows past ${MAX_ROWS}, which no site has.`)
    let page
    try {
      page = await fetchVisitorsPage(platform, { ...query, limit: query.pageSize, offset })
    } catch (error) {
      throw stop(error instanceof Error ? error.message : String(error), error)
    }
    requests++
    if (totals === undefined) {
      totals = page.totals
    } else if (!totalsChangeWarned && !sameCounts(totals, page.totals)) {
      totalsChangeWarned = true
      log.warning(
        `The site-wide totals changed during the export (first page: ${formatCounts(totals)}; page at offset ${offset}: ${formatCounts(page.totals)}). The report uses the first page's totals.`,
        'Totals changed during the export',
      )
    }
    if (page.hasMore && page.visitors.length === 0) {
      throw stop(`the platform reported more rows after offset ${offset} but sent an empty page.`)
    }
    let fresh = 0
    for (const row of page.visitors) {
      if (seenPaths.has(row.path)) {
        repeatedPaths++
        continue
      }
      seenPaths.add(row.path)
      rows.push(row)
      fresh++
    }
    if (page.hasMore && fresh === 0) {
      throw stop(
        `the page at offset ${offset} repeated only paths already fetched; the platform may be ignoring "offset".`,
      )
    }
    hasMore = page.hasMore
    if (requests % PROGRESS_EVERY_PAGES === 0) log.info(`Fetched ${requests} pages, ${rows.length} rows so far.`)
  }
  if (repeatedPaths > 0) {
    log.warning(
      `${count(repeatedPaths, 'row')} repeated a path already fetched on an earlier page (the data moved while paging); each path is kept once.`,
      'Paths repeated across pages',
    )
  }
  return { totals: totals ?? { human: 0, ai: 0, total: 0 }, rows, requests, repeatedPaths }
}

function sameCounts(a: VisitorCounts, b: VisitorCounts): boolean {
  return a.human === b.human && a.ai === b.ai && a.total === b.total
}

function formatCounts(counts: VisitorCounts): string {
  return `human ${counts.human}, AI ${counts.ai}, total ${counts.total}`
}
