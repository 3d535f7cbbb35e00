import { fieldReader } from '../../text/json-fields.ts'
import type { ProgressKeys } from './progress-seal.ts'

/*
 * progress.json: what a report that stopped before its end leaves for the run that goes on. The
 * report it is (project, period, the settings that shape its requests), how far it got (runs,
 * requests, answers kept), and the sealed answers' size and digest; signed (progress-seal.ts).
 * Read back as hostile: every field checked for type, length and range, and the signature,
 * before anything uses it. It holds no reader text.
 */

export const PROGRESS_FILE = 'progress.json'
export const ANSWERS_FILE = 'answers.sealed'
/** The record is small; anything larger is not one of ours. */
export const MAX_RECORD_BYTES = 64 * 1024
const FORMAT = 1

export type ProgressState = 'partial' | 'complete'

export interface ProgressRecord {
  readonly state: ProgressState
  readonly projectId: string
  readonly dateFrom: string
  readonly dateTo: string
  /** The compared period, or null without a comparison. */
  readonly previous: { readonly dateFrom: string; readonly dateTo: string } | null
  /** The settings that shape the report's requests, as one canonical text (visitors-inputs.ts). */
  readonly shape: string
  /** When the report's first run began it. */
  readonly startedAt: string
  /** Runs that have worked on it, the one that wrote this record included. */
  readonly runs: number
  /** Analytics requests the report has spent in all those runs. */
  readonly requests: number
  /** The answers kept: requests the next run need not send again. */
  readonly answers: number
  /** For a roll-up of this run's reports (mode rollup), never read back here: what the run that wrote it spent. */
  readonly lastRun?: number
  /** For a roll-up too: the requests the whole report was estimated to need, when known. */
  readonly estimate?: number
  /**
   * For the roll-up, in a complete record: the run that published the report, and report.json's
   * `headline` (figures only). Carried into each later run that finds the report done, so a
   * roll-up of that run still has the project's figures. Signed with the rest; read back whole.
   */
  readonly rollup?: { readonly completedIn: number | null; readonly headline: Readonly<Record<string, unknown>> }
  /** The sealed answers' size and SHA-256; null when none are kept (a complete report keeps none). */
  readonly sealed: { readonly bytes: number; readonly sha256: string } | null
}

/** The progress artifact was not one this run builds on: shape, size, signature or digest. */
export class ProgressDoubted extends Error {
  override name = 'ProgressDoubted'
}

/** progress.json's text: the record, then its signature over the rest. */
export function writeRecord(record: ProgressRecord, keys: ProgressKeys): string {
  const body = JSON.stringify({ format: FORMAT, ...record })
  return `${JSON.stringify({ ...(JSON.parse(body) as object), mac: keys.sign(body) }, null, 2)}\n`
}

/** The record in `text`, checked field by field and against its signature; throws ProgressDoubted. */
export function readRecord(text: string, keys: ProgressKeys): ProgressRecord {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ProgressDoubted('progress.json is not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ProgressDoubted('progress.json is not an object')
  const { mac, ...rest } = parsed as Record<string, unknown>
  if (rest['format'] !== FORMAT) throw new ProgressDoubted(`progress.json is not of format ${FORMAT}`)
  if (typeof mac !== 'string' || !keys.verify(JSON.stringify(rest), mac))
    throw new ProgressDoubted("progress.json's signature does not match: it was changed, or the API key changed since")
  return {
    state: oneOf(rest, 'state', ['partial', 'complete'] as const),
    projectId: line(rest, 'projectId'),
    dateFrom: line(rest, 'dateFrom'),
    dateTo: line(rest, 'dateTo'),
    previous: rest['previous'] === null ? null : period(rest['previous']),
    shape: line(rest, 'shape', 16_384),
    startedAt: line(rest, 'startedAt'),
    runs: whole(rest, 'runs'),
    requests: whole(rest, 'requests'),
    answers: whole(rest, 'answers'),
    sealed: rest['sealed'] === null ? null : sealed(rest['sealed']),
    ...(rest['rollup'] === undefined ? {} : { rollup: rollupOf(rest['rollup']) }),
  }
}

/**
 * Signed, yet read as hostile: anyone who can run the workflow holds the key. The headline is
 * rebuilt from what was checked (figures under identifiers, finite numbers; the gaps, counts), so
 * a run that carries the record forward signs only that, never whatever else the file held.
 */
function rollupOf(value: unknown): NonNullable<ProgressRecord['rollup']> {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  const completedIn = record?.['completedIn']
  if (!record) throw new ProgressDoubted(`progress.json's "rollup" is not an object with a headline`)
  if (completedIn !== null && (!Number.isSafeInteger(completedIn) || (completedIn as number) <= 0))
    throw new ProgressDoubted(`progress.json's "rollup.completedIn" is not a run id`)
  return { completedIn: completedIn as number | null, headline: checkedHeadline(record['headline']) }
}

function checkedHeadline(value: unknown): Record<string, unknown> {
  const reader = fieldReader(
    (message) => new ProgressDoubted(message),
    (where) => `progress.json's "${where}"`,
  )
  const headline = reader.asRecord(value, 'rollup.headline')
  const sections = reader.asRecord(headline['figures'], 'rollup.headline.figures')
  const figures: Record<string, unknown> = {}
  for (const [name, both] of Object.entries(sections)) {
    const where = `rollup.headline.figures.${reader.asIdentifier(name, 'rollup.headline.figures')}`
    const periods = reader.asRecord(both, where)
    const previous = periods['previousPeriod']
    figures[name] = {
      period: { ...reader.asNamedNumbers(periods['period'], `${where}.period`) },
      previousPeriod: previous === null ? null : { ...reader.asNamedNumbers(previous, `${where}.previousPeriod`) },
    }
  }
  const gaps = reader.asRecord(headline['contentGaps'], 'rollup.headline.contentGaps')
  const contentGaps: Record<string, number> = {}
  for (const name of ['found', 'open', 'new', 'closed'])
    if (name === 'found' || gaps[name] !== undefined)
      contentGaps[name] = reader.asWholeNumber(gaps[name], `rollup.headline.contentGaps.${name}`)
  return { figures, contentGaps }
}

function line(record: Record<string, unknown>, name: string, max = 200): string {
  const value = record[name]
  if (typeof value !== 'string' || value.length > max || /[\r\n]/.test(value))
    throw new ProgressDoubted(`progress.json's "${name}" is not a line of at most ${max} characters`)
  return value
}

function whole(record: Record<string, unknown>, name: string): number {
  const value = record[name]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 100_000_000)
    throw new ProgressDoubted(`progress.json's "${name}" is not a count`)
  return value
}

function oneOf<C extends string>(record: Record<string, unknown>, name: string, choices: readonly C[]): C {
  const value = record[name]
  if (!choices.includes(value as C))
    throw new ProgressDoubted(`progress.json's "${name}" is not ${choices.join(' or ')}`)
  return value as C
}

function period(value: unknown): { dateFrom: string; dateTo: string } {
  if (typeof value !== 'object' || value === null)
    throw new ProgressDoubted(`progress.json's "previous" is not a period`)
  const record = value as Record<string, unknown>
  return { dateFrom: line(record, 'dateFrom'), dateTo: line(record, 'dateTo') }
}

function sealed(value: unknown): { bytes: number; sha256: string } {
  if (typeof value !== 'object' || value === null)
    throw new ProgressDoubted(`progress.json's "sealed" is not an object`)
  const record = value as Record<string, unknown>
  const sha256 = line(record, 'sha256')
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new ProgressDoubted(`progress.json's "sealed.sha256" is not a SHA-256`)
  return { bytes: whole(record, 'bytes'), sha256 }
}
