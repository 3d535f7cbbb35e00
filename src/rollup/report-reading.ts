import { ArtifactRefused } from '../github/artifact-zip.ts'
import { fieldReader, isRefusal, type FieldReader } from '../text/json-fields.ts'
import { isPeriodBound } from '../text/period.ts'
import { plainIdProblem } from '../text/plain-id.ts'
import type { RolledFigure } from '../posting/rolled-figures.ts'
import {
  type CompleteReport,
  type FigureChange,
  type FoundReport,
  type PartialReport,
  type Period,
} from './found-report.ts'
import type { RunArtifact } from './run-artifacts.ts'

/*
 * What the roll-up takes of a report artifact's report.json, or of its progress.json: the
 * project, the period, the figures of its headline and the content gaps, what it spent. Read as
 * hostile, field by field: only numbers, dates and a plain project id get through, never text,
 * so nothing a reader wrote reaches the roll-up whatever the file holds.
 */

/** The report an artifact holds; throws ArtifactRefused naming what is wrong. */
export function readFoundReport(artifact: RunArtifact, text: string, figures: readonly RolledFigure[]): FoundReport {
  const rolled = new Set(figures.map((figure) => figure.key))
  const file = artifact.kind === 'report' ? 'report.json' : 'progress.json'
  const reader = fieldReader(
    (message) => new ArtifactRefused(message),
    (where) => `${file} ${where === '' ? 'itself' : `"${where}"`}`,
  )
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ArtifactRefused(`its ${file} is not JSON`)
  }
  const fields = reader.asRecord(parsed, '')
  const projectId = projectOf(reader, fields)
  try {
    return artifact.kind === 'report'
      ? readReport(reader, fields, { artifact, projectId, rolled })
      : readProgress(reader, fields, { artifact, projectId, rolled })
  } catch (error) {
    // Its project known, the report is refused in its own row, never summed: a count that is not one says why.
    if (!isRefusal(error)) throw error
    return { kind: 'refused', projectId, artifact, reason: error.message }
  }
}

/** What every reading of a report is given: its artifact, its project once read, and the keys of the figures rolled up. */
interface Reading {
  readonly artifact: RunArtifact
  readonly projectId: string
  readonly rolled: ReadonlySet<string>
}

function readReport(reader: FieldReader, fields: Record<string, unknown>, reading: Reading): CompleteReport {
  const { artifact, projectId } = reading
  const period = periodOf(reader, reader.asRecord(fields['period'], 'period'), 'period')
  const requests = reader.asWholeNumber(reader.asRecord(fields['requests'], 'requests')['total'], 'requests.total')
  // A report of a version before the roll-up has no headline: a row of no figures, not a refusal.
  const headline = fields['headline'] === undefined ? undefined : reader.asRecord(fields['headline'], 'headline')
  const { figures, gaps } = readHeadline(reader, headline, 'headline', reading.rolled)
  return { kind: 'complete', projectId, artifact, period, figures, gaps, requests, completedIn: undefined }
}

/** report.json's `headline`, or the same carried in a complete progress record's `rollup`. */
function readHeadline(
  reader: FieldReader,
  headline: Record<string, unknown> | undefined,
  at: string,
  rolled: ReadonlySet<string>,
): Pick<CompleteReport, 'figures' | 'gaps'> {
  const figures = new Map<string, FigureChange>()
  const sections = headline ? reader.asRecord(headline['figures'], `${at}.figures`) : {}
  for (const [section, value] of Object.entries(sections)) {
    const where = `${at}.figures.${reader.asIdentifier(section, `${at}.figures`)}`
    const both = reader.asRecord(value, where)
    const now = reader.asNamedNumbers(both['period'], `${where}.period`)
    const before =
      both['previousPeriod'] === null ? {} : reader.asNamedNumbers(both['previousPeriod'], `${where}.previousPeriod`)
    // Only the figures the roll-up shows are kept: a report.json of a million figures costs no memory. Each is a
    // count, so that sums stay exact and a planted 1e308 or -123.456 is refused, not added.
    for (const [key, figure] of Object.entries(now))
      if (rolled.has(`${section}.${key}`)) {
        const previous = before[key]
        figures.set(`${section}.${key}`, {
          value: countOf(reader, figure, `${where}.period.${key}`),
          previous: previous === undefined ? undefined : countOf(reader, previous, `${where}.previousPeriod.${key}`),
        })
      }
  }
  const gapFields = headline ? reader.asRecord(headline['contentGaps'], `${at}.contentGaps`) : { found: 0 }
  const count = (name: string) => reader.asWholeNumber(gapFields[name], `${at}.contentGaps.${name}`)
  const followed =
    gapFields['open'] === undefined ? undefined : { open: count('open'), new: count('new'), closed: count('closed') }
  return { figures, gaps: { found: count('found'), ...(followed ? { followed } : {}) } }
}

function readProgress(
  reader: FieldReader,
  fields: Record<string, unknown>,
  { artifact, projectId, rolled }: Reading,
): PartialReport | CompleteReport {
  const optional = (name: string) => (fields[name] === undefined ? undefined : reader.asWholeNumber(fields[name], name))
  const state = fields['state']
  if (state !== 'partial' && state !== 'complete') throw reader.refuse('state', 'is neither partial nor complete')
  if (state === 'complete' && fields['rollup'] !== undefined) {
    // A report done in an earlier run, its record carried into this one: its figures, and no request spent now.
    const rollup = reader.asRecord(fields['rollup'], 'rollup')
    const completedIn =
      rollup['completedIn'] === null ? undefined : reader.asWholeNumber(rollup['completedIn'], 'rollup.completedIn')
    const headline = reader.asRecord(rollup['headline'], 'rollup.headline')
    return {
      kind: 'complete',
      projectId,
      artifact,
      period: periodOf(reader, fields, ''),
      ...readHeadline(reader, headline, 'rollup.headline', rolled),
      requests: optional('lastRun') ?? 0,
      completedIn,
    }
  }
  return {
    kind: 'partial',
    state,
    projectId,
    artifact,
    period: periodOf(reader, fields, ''),
    runs: reader.asWholeNumber(fields['runs'], 'runs'),
    requests: reader.asWholeNumber(fields['requests'], 'requests'),
    answers: reader.asWholeNumber(fields['answers'], 'answers'),
    lastRun: optional('lastRun'),
    estimate: optional('estimate'),
  }
}

/** A count: a whole number from 0 to Number.MAX_SAFE_INTEGER, which a sum of them keeps exact (rollup-rows.ts). */
function countOf(reader: FieldReader, value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw reader.refuse(where, `is not a count (a whole number from 0 to ${Number.MAX_SAFE_INTEGER})`)
  return value
}

function projectOf(reader: FieldReader, fields: Record<string, unknown>): string {
  const id = reader.asShortText(fields['projectId'], 'projectId', 200)
  const problem = plainIdProblem(id)
  if (problem) throw reader.refuse('projectId', `is not a project id (${problem})`)
  return id
}

function periodOf(reader: FieldReader, fields: Record<string, unknown>, where: string): Period {
  const name = (field: string) => (where ? `${where}.${field}` : field)
  const date = (field: string) => {
    const value = fields[field]
    if (value === null || value === '') return null
    const text = reader.asShortText(value, name(field), 40)
    if (!isPeriodBound(text)) throw reader.refuse(name(field), 'is not a date')
    return text
  }
  const period = { dateFrom: date('dateFrom'), dateTo: date('dateTo') }
  if (period.dateFrom && period.dateTo && !(Date.parse(period.dateFrom) < Date.parse(period.dateTo)))
    throw reader.refuse(name('dateTo'), 'is not after dateFrom')
  return period
}
