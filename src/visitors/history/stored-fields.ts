import { fieldReader } from '../../text/json-fields.ts'

/*
 * What reading an earlier report.json shares (read-history.ts and the readers beside it): the
 * error that refuses the file, the field readers that make it, and the shapes its texts must have.
 */

/** report.json, or one of its fields, is not what a report writes. */
export class HistoryFileError extends Error {
  override name = 'HistoryFileError'
}

/** report.json itself, where a path names one of its fields. */
export const WHOLE_FILE = ''

/** The readers of report.json's fields, each named by its path: `report.json "history.last.rowCount"`. */
export const storedField = fieldReader(
  (message) => new HistoryFileError(message),
  (where) => (where === WHOLE_FILE ? 'report.json' : `report.json "${where}"`),
)

/** A keyed digest (gap-digests.ts): 64 bits in lower-case hex. */
export const DIGEST = /^[0-9a-f]{16}$/
export const DAY = /^\d{4}-\d{2}-\d{2}$/
export const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** The instant of a day (`2026-11-16`) or a timestamp with a zone; undefined for anything else, or a day that is none. */
export function instantOf(value: unknown): number | undefined {
  const text = typeof value === 'string' && (DAY.test(value) || STAMP.test(value)) ? value : undefined
  if (text === undefined || !realDay(text)) return undefined
  const at = Date.parse(DAY.test(text) ? `${text}T00:00:00Z` : text)
  return Number.isFinite(at) ? at : undefined
}

/** `2026-02-30` is no day; Date.parse would read it as 2 March. */
function realDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day
}
