/**
 * The report's sections and the shape of their rows: how each row is keyed, ranked, written to
 * CSV, and which of its fields are counts. One table here keeps the four endpoints alike
 * everywhere else (paging, files, summary, comparison).
 */

export const EXTRA_SECTIONS = ['views', 'searches', 'feedback'] as const
export type SectionName = 'visitors' | (typeof EXTRA_SECTIONS)[number]

export interface TrafficCounts {
  readonly human: number
  readonly ai: number
  readonly total: number
}

/** A row of unique visitors or of page views: the platform's own object, validated. */
export interface TrafficRow extends TrafficCounts {
  readonly path: string
}

export interface SearchRow {
  readonly searchQuery: string
  readonly hits: number
  readonly ctr: number
  readonly topClickedPage: string | null
  readonly lastSearchedAt: string
}

export interface FeedbackRow {
  readonly path: string
  readonly thumbsUp: number
  readonly thumbsDown: number
  readonly code: number
  readonly total: number
}

export interface RowsBySection {
  readonly visitors: TrafficRow
  readonly views: TrafficRow
  readonly searches: SearchRow
  readonly feedback: FeedbackRow
}

export type AnyRow = RowsBySection[SectionName]

export interface SectionKind<R> {
  /** The endpoint below `/v1/analytics/{projectId}/`, also the key of the requests count. */
  readonly endpoint: string
  /** The array that holds the rows in the answer and in the JSON report file. */
  readonly arrayName: string
  /** What a row is about: a page path or a search term. */
  readonly key: (row: R) => string
  /** The figure the section ranks by and compares: visitors, views, searches, thumbs-down. */
  readonly measure: (row: R) => number
  readonly csvHeader: readonly string[]
  readonly csvFields: (row: R) => readonly (string | number | null)[]
  /** Fields that hold counts, for the warning about negative ones. */
  readonly countFields: readonly (keyof R & string)[]
}

const traffic = (endpoint: 'visitors' | 'views'): SectionKind<TrafficRow> => ({
  endpoint,
  arrayName: endpoint,
  key: (row) => row.path,
  measure: (row) => row.total,
  csvHeader: ['path', 'human', 'ai', 'total'],
  csvFields: (row) => [row.path, row.human, row.ai, row.total],
  countFields: ['human', 'ai', 'total'],
})

export const SECTION_KINDS: { readonly [S in SectionName]: SectionKind<RowsBySection[S]> } = {
  visitors: traffic('visitors'),
  views: traffic('views'),
  searches: {
    endpoint: 'searches',
    arrayName: 'searches',
    key: (row) => row.searchQuery,
    measure: (row) => row.hits,
    csvHeader: ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'],
    csvFields: (row) => [row.searchQuery, row.hits, row.ctr, row.topClickedPage, row.lastSearchedAt],
    countFields: ['hits', 'ctr'],
  },
  feedback: {
    endpoint: 'feedback/by-page',
    arrayName: 'feedback',
    key: (row) => row.path,
    measure: (row) => row.thumbsDown,
    csvHeader: ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
    csvFields: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
    countFields: ['thumbsUp', 'thumbsDown', 'code', 'total'],
  },
}

/** Searches nobody clicked: the content gaps the report hands to the docs agent. */
export function isUnclickedSearch(row: SearchRow): boolean {
  return row.ctr === 0 || row.topClickedPage === null || row.topClickedPage === ''
}

/** A page readers marked unhelpful more often than helpful. */
export function isUnhelpfulPage(row: FeedbackRow): boolean {
  return row.thumbsDown > 0 && row.thumbsDown > row.thumbsUp
}

/** The most a single request may ask for, per the contract. */
export const PAGE_LIMITS = { visitors: 250, views: 250, searches: 100, feedback: 100 } as const
