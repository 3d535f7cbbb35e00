import {
  KEPT_RANKED_ROWS,
  REPORT_FORMAT,
  type HistoryPeriod,
  type StoredHistory,
  type StoredPeriod,
  type StoredSection,
} from './history-format.ts'
import { readFollowedGaps } from './read-followed-gaps.ts'
import { DIGEST, HistoryFileError, instantOf, storedField, WHOLE_FILE } from './stored-fields.ts'

/*
 * An earlier report.json, read as the untrusted file it is: the last part of the backstop (see
 * history-lookup.ts). Whoever could upload an artifact of that name chose every byte, so each
 * field the history uses is checked for its type, its range and its length; anything else
 * refuses the whole file (HistoryFileError), which the step then ignores with a warning. Fields
 * this version does not know are kept, not refused.
 */

export { HistoryFileError }

/** More periods than any version keeps: a file claiming more is not a report. */
const MAX_PERIODS = 1_000
const MAX_TEXT_CHARS = 2_000
const MAX_UNKNOWN_CHARS = 16_384
const MAX_UNKNOWN_DEPTH = 16

/** Parses `text` (report.json) into the history it holds, or throws HistoryFileError saying what is wrong. */
export function readHistory(text: string): StoredHistory {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw storedField.refuse(WHOLE_FILE, `is not JSON (${(error as Error).message.slice(0, 200)})`)
  }
  const report = storedField.asRecord(parsed, WHOLE_FILE)
  const format = report['formatVersion']
  if (typeof format !== 'number' || !Number.isInteger(format) || format < REPORT_FORMAT) {
    const said = format === undefined ? 1 : JSON.stringify(format).slice(0, 20)
    throw storedField.refuse(WHOLE_FILE, `has no history (format ${said}, written before reports kept one)`)
  }
  const history = storedField.asRecord(report['history'], 'history')
  const list = history['periods']
  if (!Array.isArray(list) || list.length > MAX_PERIODS) {
    throw storedField.refuse('history.periods', `is not a list of at most ${MAX_PERIODS} periods`)
  }
  const periods = list.map((entry, index) => readPeriod(entry, `history.periods[${index}]`))
  periods.forEach((period, index) => {
    const before = periods[index - 1]
    if (before && before.to > period.from) {
      throw storedField.refuse(`history.periods[${index}]`, 'overlaps or comes before the period before it')
    }
  })
  const last = history['last'] === undefined || history['last'] === null ? undefined : readLast(history['last'])
  const newest = periods[periods.length - 1]
  if (last && (!newest || newest.from !== last.from || newest.to !== last.to)) {
    throw storedField.refuse('history.last', 'is not the newest period of "history.periods"')
  }
  return {
    projectId: storedField.asShortText(report['projectId'], 'projectId', 200),
    generatedAt: storedField.asShortText(report['generatedAt'], 'generatedAt', 100),
    periods,
    last,
  }
}

function readPeriod(value: unknown, where: string): HistoryPeriod {
  const fields = storedField.asRecord(value, where)
  const { dateFrom, dateTo, from, to } = readDates(fields, where)
  const figures = storedField.asRecord(fields['figures'], `${where}.figures`)
  const checked: Record<string, Record<string, number>> = {}
  for (const [section, values] of Object.entries(figures)) {
    storedField.asIdentifier(section, `${where}.figures`)
    checked[section] = storedField.asNamedNumbers(values, `${where}.figures.${section}`)
  }
  const unknown = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !['dateFrom', 'dateTo', 'figures'].includes(key)),
  )
  // Carried into every later report: small and shallow, or a file could break the one that keeps it.
  if (!shallow(unknown, MAX_UNKNOWN_DEPTH) || JSON.stringify(unknown).length > MAX_UNKNOWN_CHARS) {
    throw storedField.refuse(
      where,
      `holds fields this version does not know, over ${MAX_UNKNOWN_CHARS} characters or ${MAX_UNKNOWN_DEPTH} levels deep`,
    )
  }
  return { dateFrom, dateTo, from, to, figures: checked, unknown }
}

/** Whether `value` nests no deeper than `levels`, checked without recursion a hostile depth could exhaust. */
function shallow(value: unknown, levels: number): boolean {
  let layer: unknown[] = [value]
  for (let depth = 0; layer.length > 0; depth++) {
    if (depth > levels) return false
    layer = layer.flatMap((item) =>
      typeof item === 'object' && item !== null ? (Object.values(item) as unknown[]) : [],
    )
  }
  return true
}

function readLast(value: unknown): StoredPeriod {
  const where = 'history.last'
  const fields = storedField.asRecord(value, where)
  const sections = storedField.asRecord(fields['sections'], `${where}.sections`)
  const dates = readDates(fields, where)
  const checked: Record<string, StoredSection> = {}
  for (const [section, part] of Object.entries(sections)) {
    storedField.asIdentifier(section, `${where}.sections`)
    checked[section] = readSection(part, `${where}.sections.${section}`, dates.dateFrom)
  }
  const digestCheck = fields['digestCheck']
  if (typeof digestCheck !== 'string' || !DIGEST.test(digestCheck)) {
    throw storedField.refuse(`${where}.digestCheck`, 'is not 16 hexadecimal digits')
  }
  return {
    ...dates,
    readerTextShown: storedField.asBoolean(fields['readerTextShown'], `${where}.readerTextShown`),
    digestCheck,
    sections: checked,
  }
}

function readSection(value: unknown, where: string, dateFrom: string): StoredSection {
  const fields = storedField.asRecord(value, where)
  const ranked = fields['ranked']
  if (ranked !== null && (!Array.isArray(ranked) || ranked.length > KEPT_RANKED_ROWS)) {
    throw storedField.refuse(`${where}.ranked`, `is neither null nor a list of at most ${KEPT_RANKED_ROWS} rows`)
  }
  const digests = fields['gapDigests']
  if (
    !Array.isArray(digests) ||
    digests.length > KEPT_RANKED_ROWS ||
    !digests.every((digest) => typeof digest === 'string' && DIGEST.test(digest))
  ) {
    throw storedField.refuse(`${where}.gapDigests`, 'is not a list of digests')
  }
  const endedEarly = fields['endedEarly']
  const [rowCount, rankedAll] = [
    storedField.asWholeNumber(fields['rowCount'], `${where}.rowCount`),
    storedField.asBoolean(fields['rankedAll'], `${where}.rankedAll`),
  ]
  // "Every row is kept" must be so: else rows missing from it would read as new, not unknown.
  if (rankedAll && (!Array.isArray(ranked) || ranked.length !== rowCount || fields['moreAvailable'] !== false)) {
    throw storedField.refuse(`${where}.rankedAll`, "is true, but its rows are not all the period's")
  }
  return {
    rowCount,
    gapCount: storedField.asWholeNumber(fields['gapCount'], `${where}.gapCount`),
    moreAvailable: storedField.asBoolean(fields['moreAvailable'], `${where}.moreAvailable`),
    endedEarly:
      endedEarly === undefined || endedEarly === null
        ? undefined
        : storedField.asShortText(endedEarly, `${where}.endedEarly`, MAX_TEXT_CHARS),
    totals: fields['totals'] === null ? undefined : storedField.asNamedNumbers(fields['totals'], `${where}.totals`),
    ranked: ranked === null ? undefined : (ranked as unknown[]),
    rankedAll,
    cap: fields['cap'] ?? null,
    extra: fields['extra'],
    gaps: readFollowedGaps(fields, where, digests as string[], dateFrom),
  }
}

/** A period's bounds: a day (`2026-11-16`) or a timestamp with a zone, the start before the end. */
function readDates(fields: Record<string, unknown>, where: string) {
  const instant = (field: 'dateFrom' | 'dateTo'): [string, number] => {
    const at = instantOf(fields[field])
    if (at === undefined) {
      throw storedField.refuse(`${where}.${field}`, 'is not a date (YYYY-MM-DD) or a timestamp with a zone')
    }
    return [fields[field] as string, at]
  }
  const [dateFrom, from] = instant('dateFrom')
  const [dateTo, to] = instant('dateTo')
  if (from >= to) throw storedField.refuse(where, 'ends before it starts')
  return { dateFrom, dateTo, from, to }
}
