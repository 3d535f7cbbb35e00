import {
  KEPT_RANKED_ROWS,
  REPORT_FORMAT,
  type HistoryPeriod,
  type StoredHistory,
  type StoredPeriod,
  type StoredSection,
} from './history-format.ts'

/*
 * An earlier report.json, read as the untrusted file it is: whoever could upload an artifact of
 * that name chose every byte. Each field the history uses is checked for its type, its range and
 * its length; anything else refuses the whole file (HistoryFileError), which the step then
 * ignores with a warning. Fields this version does not know are kept, not refused.
 */

export class HistoryFileError extends Error {
  override name = 'HistoryFileError'
}

/** More periods than any version keeps: a file claiming more is not a report. */
const MAX_PERIODS = 1_000
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const MAX_TEXT_CHARS = 2_000
const DIGEST = /^[0-9a-f]{16}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Parses `text` (report.json) into the history it holds, or throws HistoryFileError saying what is wrong. */
export function readHistory(text: string): StoredHistory {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new HistoryFileError(`report.json is not JSON (${(error as Error).message.slice(0, 200)})`)
  }
  const report = object(parsed, 'report.json')
  const format = report['formatVersion']
  if (typeof format !== 'number' || !Number.isInteger(format) || format < REPORT_FORMAT) {
    throw new HistoryFileError(
      `report.json has no history (format ${format === undefined ? 1 : JSON.stringify(format).slice(0, 20)}, written before reports kept one)`,
    )
  }
  const history = object(report['history'], 'report.json "history"')
  const list = history['periods']
  if (!Array.isArray(list) || list.length > MAX_PERIODS) {
    throw new HistoryFileError(`report.json "history.periods" is not a list of at most ${MAX_PERIODS} periods`)
  }
  const periods = list.map((entry, index) => readPeriod(entry, `history.periods[${index}]`))
  periods.forEach((period, index) => {
    const before = periods[index - 1]
    if (before && before.to > period.from) {
      throw new HistoryFileError(
        `report.json "history.periods[${index}]" overlaps or comes before the period before it`,
      )
    }
  })
  const last = history['last'] === undefined || history['last'] === null ? undefined : readLast(history['last'])
  const newest = periods[periods.length - 1]
  if (last && (!newest || newest.from !== last.from || newest.to !== last.to)) {
    throw new HistoryFileError('report.json "history.last" is not the newest period of "history.periods"')
  }
  return {
    projectId: shortText(report['projectId'], 'projectId', 200),
    generatedAt: shortText(report['generatedAt'], 'generatedAt', 100),
    periods,
    last,
  }
}

function readPeriod(value: unknown, where: string): HistoryPeriod {
  const fields = object(value, `report.json "${where}"`)
  const { dateFrom, dateTo, from, to } = dates(fields, where)
  const figures = object(fields['figures'], `report.json "${where}.figures"`)
  const checked: Record<string, Record<string, number>> = {}
  for (const [section, values] of Object.entries(figures)) {
    name(section, `${where}.figures`)
    checked[section] = numbers(values, `${where}.figures.${section}`)
  }
  const unknown = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !['dateFrom', 'dateTo', 'figures'].includes(key)),
  )
  return { dateFrom, dateTo, from, to, figures: checked, unknown }
}

function readLast(value: unknown): StoredPeriod {
  const where = 'history.last'
  const fields = object(value, `report.json "${where}"`)
  const sections = object(fields['sections'], `report.json "${where}.sections"`)
  const checked: Record<string, StoredSection> = {}
  for (const [section, stored] of Object.entries(sections)) {
    name(section, `${where}.sections`)
    checked[section] = readSection(stored, `${where}.sections.${section}`)
  }
  const digestCheck = fields['digestCheck']
  if (typeof digestCheck !== 'string' || !DIGEST.test(digestCheck)) {
    throw new HistoryFileError(`report.json "${where}.digestCheck" is not 16 hexadecimal digits`)
  }
  return {
    ...dates(fields, where),
    readerTextShown: boolean(fields['readerTextShown'], `${where}.readerTextShown`),
    digestCheck,
    sections: checked,
  }
}

function readSection(value: unknown, where: string): StoredSection {
  const fields = object(value, `report.json "${where}"`)
  const ranked = fields['ranked']
  if (ranked !== null && (!Array.isArray(ranked) || ranked.length > KEPT_RANKED_ROWS)) {
    throw new HistoryFileError(
      `report.json "${where}.ranked" is neither null nor a list of at most ${KEPT_RANKED_ROWS} rows`,
    )
  }
  const digests = fields['gapDigests']
  if (
    !Array.isArray(digests) ||
    digests.length > KEPT_RANKED_ROWS ||
    !digests.every((digest) => typeof digest === 'string' && DIGEST.test(digest))
  ) {
    throw new HistoryFileError(`report.json "${where}.gapDigests" is not a list of digests`)
  }
  const endedEarly = fields['endedEarly']
  return {
    rowCount: count(fields['rowCount'], `${where}.rowCount`),
    gapCount: count(fields['gapCount'], `${where}.gapCount`),
    moreAvailable: boolean(fields['moreAvailable'], `${where}.moreAvailable`),
    endedEarly:
      endedEarly === undefined || endedEarly === null
        ? undefined
        : shortText(endedEarly, `${where}.endedEarly`, MAX_TEXT_CHARS),
    totals: fields['totals'] === null ? undefined : numbers(fields['totals'], `${where}.totals`),
    ranked: ranked === null ? undefined : (ranked as unknown[]),
    rankedAll: boolean(fields['rankedAll'], `${where}.rankedAll`),
    extra: fields['extra'],
    gapDigests: digests as string[],
  }
}

/** A period's bounds: a day (`2026-11-16`) or a timestamp with a zone, the start before the end. */
function dates(fields: Record<string, unknown>, where: string) {
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
function realDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HistoryFileError(`${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

function numbers(value: unknown, where: string): Record<string, number> {
  const fields = object(value, `report.json "${where}"`)
  for (const [key, figure] of Object.entries(fields)) {
    name(key, where)
    if (typeof figure !== 'number' || !Number.isFinite(figure)) {
      throw new HistoryFileError(`report.json "${where}.${key}" is not a number`)
    }
  }
  return fields as Record<string, number>
}

function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new HistoryFileError(`report.json "${where}" is not a whole number of 0 or more`)
  }
  return value
}

function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new HistoryFileError(`report.json "${where}" is not true or false`)
  return value
}

function shortText(value: unknown, where: string, maxChars: number): string {
  if (typeof value !== 'string' || value.length > maxChars) {
    throw new HistoryFileError(`report.json "${where}" is not a text of at most ${maxChars} characters`)
  }
  return value
}

/** Names of sections and figures: short identifiers, so none can carry markup or a long text. */
function name(key: string, where: string): void {
  if (!IDENTIFIER.test(key)) throw new HistoryFileError(`report.json "${where}" has a name that is not an identifier`)
}
