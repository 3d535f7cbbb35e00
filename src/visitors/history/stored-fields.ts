/*
 * Reading one field of an earlier report.json, which is untrusted: each reader checks the type,
 * the range and the length, and throws HistoryFileError naming the field otherwise.
 */

export class HistoryFileError extends Error {
  override name = 'HistoryFileError'
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** A period's bounds: a day (`2026-11-16`) or a timestamp with a zone, the start before the end. */
export function dates(fields: Record<string, unknown>, where: string) {
  const [dateFrom, dateTo] = [fields['dateFrom'], fields['dateTo']]
  const instant = (value: unknown, field: string): [string, number] => {
    const text = typeof value === 'string' && (DAY.test(value) || STAMP.test(value)) ? value : undefined
    const at = text === undefined ? Number.NaN : Date.parse(DAY.test(text) ? `${text}T00:00:00Z` : text)
    if (text === undefined || !Number.isFinite(at) || !realDay(text)) {
      throw new HistoryFileError(
        `report.json "${where}.${field}" is not a date (YYYY-MM-DD) or a timestamp with a zone`,
      )
    }
    return [text, at]
  }
  const [fromText, from] = instant(dateFrom, 'dateFrom')
  const [toText, to] = instant(dateTo, 'dateTo')
  if (from >= to) throw new HistoryFileError(`report.json "${where}" ends before it starts`)
  return { dateFrom: fromText, dateTo: toText, from, to }
}

/** `2026-02-30` is no day; Date.parse would read it as 2 March. */
export function realDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day
}

export function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HistoryFileError(`${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

export function numbers(value: unknown, where: string): Record<string, number> {
  const fields = object(value, `report.json "${where}"`)
  for (const [key, figure] of Object.entries(fields)) {
    name(key, where)
    if (typeof figure !== 'number' || !Number.isFinite(figure)) {
      throw new HistoryFileError(`report.json "${where}.${key}" is not a number`)
    }
  }
  return fields as Record<string, number>
}

export function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new HistoryFileError(`report.json "${where}" is not a whole number of 0 or more`)
  }
  return value
}

export function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new HistoryFileError(`report.json "${where}" is not true or false`)
  return value
}

export function shortText(value: unknown, where: string, maxChars: number): string {
  if (typeof value !== 'string' || value.length > maxChars) {
    throw new HistoryFileError(`report.json "${where}" is not a text of at most ${maxChars} characters`)
  }
  return value
}

/** Names of sections and figures: short identifiers, so none can carry markup or a long text. */
export function name(key: string, where: string): void {
  if (!IDENTIFIER.test(key)) throw new HistoryFileError(`report.json "${where}" has a name that is not an identifier`)
}
