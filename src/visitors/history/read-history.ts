import { boolean, count, dates, HistoryFileError, name, numbers, object, shortText } from './stored-fields.ts'
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

/** More periods than any version keeps: a file claiming more is not a report. */
const MAX_PERIODS = 1_000
const MAX_TEXT_CHARS = 2_000
const MAX_UNKNOWN_CHARS = 16_384
const MAX_UNKNOWN_DEPTH = 16
const DIGEST = /^[0-9a-f]{16}$/

export { HistoryFileError }

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
  // Carried into every later report: small and shallow, or a file could break the one that keeps it.
  if (!shallow(unknown, MAX_UNKNOWN_DEPTH) || JSON.stringify(unknown).length > MAX_UNKNOWN_CHARS) {
    throw new HistoryFileError(
      `report.json "${where}" holds fields this version does not know, over ${MAX_UNKNOWN_CHARS} characters or ${MAX_UNKNOWN_DEPTH} levels deep`,
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
  const [rowCount, rankedAll] = [
    count(fields['rowCount'], `${where}.rowCount`),
    boolean(fields['rankedAll'], `${where}.rankedAll`),
  ]
  // "Every row is kept" must be so: else rows missing from it would read as new, not unknown.
  if (rankedAll && (!Array.isArray(ranked) || ranked.length !== rowCount || fields['moreAvailable'] !== false)) {
    throw new HistoryFileError(`report.json "${where}.rankedAll" is true, but its rows are not all the period's`)
  }
  return {
    rowCount,
    gapCount: count(fields['gapCount'], `${where}.gapCount`),
    moreAvailable: boolean(fields['moreAvailable'], `${where}.moreAvailable`),
    endedEarly:
      endedEarly === undefined || endedEarly === null
        ? undefined
        : shortText(endedEarly, `${where}.endedEarly`, MAX_TEXT_CHARS),
    totals: fields['totals'] === null ? undefined : numbers(fields['totals'], `${where}.totals`),
    ranked: ranked === null ? undefined : (ranked as unknown[]),
    rankedAll,
    cap: fields['cap'] ?? null,
    extra: fields['extra'],
    gapDigests: digests as string[],
  }
}
