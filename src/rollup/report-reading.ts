import { ArtifactRefused } from '../github/artifact-zip.ts'
import { fieldReader, type FieldReader } from '../text/json-fields.ts'
import { isPeriodBound } from '../text/period.ts'
import { plainIdProblem } from '../text/plain-id.ts'
import type { RunArtifact } from './run-artifacts.ts'

/*
 * What the roll-up takes of a report artifact's report.json, or of its progress.json: the
 * project, the period, the figures of its headline and the content gaps, what it spent. Read as
 * hostile, field by field: only numbers, dates and a plain project id get through, never text,
 * so nothing a reader wrote reaches the roll-up whatever the file holds.
 */

/** The figures the roll-up takes of each report, and how it names them. */
export interface RolledFigure {
  /** report.json's `headline.figures` section and figure. */
  readonly key: string
  readonly icon: string
  /** The table's column. */
  readonly title: string
  readonly noun: readonly [string, string]
}

export const ROLLED_FIGURES: readonly RolledFigure[] = [
  { key: 'visitors.total', icon: '👥', title: 'Visitors', noun: ['unique visitor', 'unique visitors'] },
  { key: 'views.total', icon: '📄', title: 'Views', noun: ['page view', 'page views'] },
  { key: 'searches.searches', icon: '🔎', title: 'Searches', noun: ['search', 'searches'] },
  { key: 'feedback.thumbsDown', icon: '👎', title: 'Down', noun: ['thumbs-down', 'thumbs-down'] },
  {
    key: 'assistant.questions',
    icon: '💬',
    title: 'Questions',
    noun: ['question to the assistant', 'questions to the assistant'],
  },
]

const ROLLED_KEYS = new Set(ROLLED_FIGURES.map((figure) => figure.key))

export interface FigureChange {
  readonly value: number
  /** The previous period's figure; undefined when the report compared none. */
  readonly previous: number | undefined
}

export interface Period {
  readonly dateFrom: string | null
  readonly dateTo: string | null
}

export interface CompleteReport {
  readonly kind: 'complete'
  readonly projectId: string
  readonly artifact: RunArtifact
  readonly period: Period
  /** By `section.figure`: `visitors.total`. */
  readonly figures: ReadonlyMap<string, FigureChange>
  /** Gaps found this period; open, new and closed only when the report followed the last one's. */
  readonly gaps: { readonly found: number; readonly followed?: { open: number; new: number; closed: number } }
  /** Analytics requests this run spent on it. */
  readonly requests: number
  /** The earlier run that published it, when this run only carried its record forward. */
  readonly completedIn: number | undefined
}

export interface PartialReport {
  readonly kind: 'partial'
  /** A report continued over runs leaves a `complete` record beside the report artifact when it is done. */
  readonly state: 'partial' | 'complete'
  readonly projectId: string
  readonly artifact: RunArtifact
  readonly period: Period
  readonly runs: number
  /** Every run's requests so far. */
  readonly requests: number
  readonly answers: number
  /** This run's requests; undefined when the record does not say. */
  readonly lastRun: number | undefined
  readonly estimate: number | undefined
}

export type FoundReport = CompleteReport | PartialReport

/** The report an artifact holds; throws ArtifactRefused naming what is wrong. */
export function readFoundReport(artifact: RunArtifact, text: string): FoundReport {
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
  return artifact.kind === 'report' ? readReport(reader, fields, artifact) : readProgress(reader, fields, artifact)
}

function readReport(reader: FieldReader, fields: Record<string, unknown>, artifact: RunArtifact): CompleteReport {
  const projectId = projectOf(reader, fields)
  const period = periodOf(reader, reader.asRecord(fields['period'], 'period'), 'period')
  const requests = reader.asWholeNumber(reader.asRecord(fields['requests'], 'requests')['total'], 'requests.total')
  // A report of a version before the roll-up has no headline: a row of no figures, not a refusal.
  const headline = fields['headline'] === undefined ? undefined : reader.asRecord(fields['headline'], 'headline')
  const { figures, gaps } = readHeadline(reader, headline, 'headline')
  return { kind: 'complete', projectId, artifact, period, figures, gaps, requests, completedIn: undefined }
}

/** report.json's `headline`, or the same carried in a complete progress record's `rollup`. */
function readHeadline(
  reader: FieldReader,
  headline: Record<string, unknown> | undefined,
  at: string,
): Pick<CompleteReport, 'figures' | 'gaps'> {
  const figures = new Map<string, FigureChange>()
  const sections = headline ? reader.asRecord(headline['figures'], `${at}.figures`) : {}
  for (const [section, value] of Object.entries(sections)) {
    const where = `${at}.figures.${reader.asIdentifier(section, `${at}.figures`)}`
    const both = reader.asRecord(value, where)
    const now = reader.asNamedNumbers(both['period'], `${where}.period`)
    const before =
      both['previousPeriod'] === null ? {} : reader.asNamedNumbers(both['previousPeriod'], `${where}.previousPeriod`)
    // Only the figures the roll-up shows are kept: a report.json of a million figures costs no memory.
    for (const [key, figure] of Object.entries(now))
      if (ROLLED_KEYS.has(`${section}.${key}`))
        figures.set(`${section}.${key}`, { value: figure, previous: before[key] })
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
  artifact: RunArtifact,
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
      projectId: projectOf(reader, fields),
      artifact,
      period: periodOf(reader, fields, ''),
      ...readHeadline(reader, headline, 'rollup.headline'),
      requests: optional('lastRun') ?? 0,
      completedIn,
    }
  }
  return {
    kind: 'partial',
    state,
    projectId: projectOf(reader, fields),
    artifact,
    period: periodOf(reader, fields, ''),
    runs: reader.asWholeNumber(fields['runs'], 'runs'),
    requests: reader.asWholeNumber(fields['requests'], 'requests'),
    answers: reader.asWholeNumber(fields['answers'], 'answers'),
    lastRun: optional('lastRun'),
    estimate: optional('estimate'),
  }
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
