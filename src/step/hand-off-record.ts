import { fieldReader, type FieldReader } from '../text/json-fields.ts'
import { pathSegmentProblem } from '../text/path-segment.ts'
import { readPullRequestLink } from '../text/pull-request-link.ts'

/*
 * A hand-off: a weekly report's content gaps given to the docs agent (its `prompt-file` is the
 * content-gaps file the report wrote). Agent mode records it at the end of its step, as the
 * artifact `<artifact-name>-hand-off` of the same run, so the next report, which finds that run
 * as the one its history comes from, can say what the agent's pull request did for those gaps.
 * The record holds digests and ids only, never what readers wrote: it is uploaded on public
 * repositories too. The next report reads it as hostile: anyone who can start a run can upload
 * an artifact of that name, and only the run's trust and these checks stand in the way.
 */

/** hand-off.json's format; the sidecar's (hand-off-sidecar.ts) too. */
export const HAND_OFF_FORMAT = 1
/** The file the artifact holds. */
export const HAND_OFF_FILE = 'hand-off.json'
/** The most a hand-off may take, zipped or as hand-off.json: a record is a few kilobytes. */
export const MAX_HAND_OFF_BYTES = 64 * 1024
/** The most digests of one section, and of all: a report lists 25 gaps of each of its three kinds. */
export const MAX_HANDED_PER_SECTION = 100
export const MAX_HANDED_DIGESTS = 300

/** The artifact a hand-off is recorded as, beside the report's own. */
export function handOffArtifactName(artifactName: string): string {
  return `${artifactName}-hand-off`
}

/** The content gaps handed on, by section name: the keyed digests (gap-digests.ts) of those content-gaps.md lists. */
export type HandedGaps = ReadonlyMap<string, readonly string[]>

/** Which report's gaps were handed on: what the sidecar and the record share. */
export interface HandOffSubject {
  readonly projectId: string
  /** The report's period, as report.json's `history.last` writes it. */
  readonly dateFrom: string
  readonly dateTo: string
  /** Tells whether the digests were made with the key the next report holds (gap-digests.ts). */
  readonly digestCheck: string
  readonly sections: HandedGaps
}

/** What the agent step records: the gaps, and the job that took them on as it stood at the step's end. */
export interface HandOffRecord extends HandOffSubject {
  readonly jobId: string
  /** The job's last known status; null when no answer about the job came. */
  readonly status: string | null
  /** The pull request the job opened, when known. */
  readonly prLink: string | null
  /** ISO 8601. */
  readonly recordedAt: string
}

/** hand-off.json's text. */
export function handOffJson(record: HandOffRecord): string {
  const { projectId, dateFrom, dateTo, digestCheck, jobId, status, prLink, recordedAt } = record
  const sections = Object.fromEntries(record.sections)
  const json = { format: HAND_OFF_FORMAT, projectId, dateFrom, dateTo, digestCheck, sections }
  return `${JSON.stringify({ ...json, jobId, status, prLink, recordedAt }, null, 2)}\n`
}

/** A job status as a record keeps it: a short word (`completed`); the agent step records any other as unknown. */
export const JOB_STATUS = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/

/** A hand-off file (the record, or the sidecar) is not what the action writes, or not of the report it should be. */
export class HandOffFileError extends Error {
  override name = 'HandOffFileError'
}

/** What the next report expects of a hand-off: the last report's project, period and key, and GitHub's host. */
export interface HandOffExpected {
  readonly projectId: string
  readonly dateFrom: string
  readonly dateTo: string
  readonly digestCheck: string
  /** GITHUB_SERVER_URL's host: a pull request anywhere else is not read. */
  readonly githubHost: string
}

const recordField = fieldReader(
  (message) => new HandOffFileError(message),
  (where) => (where === '' ? HAND_OFF_FILE : `${HAND_OFF_FILE} "${where}"`),
)

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/
const MAX_JOB_ID_CHARS = 256

/** Reads hand-off.json as hostile, and as the hand-off of the report `expected` describes; throws HandOffFileError. */
export function readHandOffRecord(text: string, expected: HandOffExpected): HandOffRecord {
  const fields = parseHandOffJson(text, recordField)
  const subject = readHandOffSubject(fields, recordField)
  for (const name of ['projectId', 'dateFrom', 'dateTo', 'digestCheck'] as const) {
    if (subject[name] !== expected[name])
      throw recordField.refuse(name, `is not the last report's (${JSON.stringify(expected[name])})`)
  }
  const jobId = recordField.asShortText(fields['jobId'], 'jobId', MAX_JOB_ID_CHARS)
  const idProblem = pathSegmentProblem(jobId)
  if (idProblem) throw recordField.refuse('jobId', `is not a usable job id (${idProblem})`)
  const status = fields['status'] === null ? null : recordField.asShortText(fields['status'], 'status', 40)
  if (status !== null && !JOB_STATUS.test(status)) throw recordField.refuse('status', 'is not a job status')
  const link = fields['prLink'] === null ? null : recordField.asShortText(fields['prLink'], 'prLink', 2_000)
  const pull = link === null ? null : readPullRequestLink(link, expected.githubHost)
  if (typeof pull === 'string') throw recordField.refuse('prLink', `is refused: ${pull}`)
  const recordedAt = recordField.asShortText(fields['recordedAt'], 'recordedAt', 40)
  if (!STAMP.test(recordedAt)) throw recordField.refuse('recordedAt', 'is not a UTC time')
  return { ...subject, jobId, status, prLink: pull?.href ?? null, recordedAt }
}

/** The file's JSON object, of format HAND_OFF_FORMAT. */
export function parseHandOffJson(text: string, reader: FieldReader): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw reader.refuse('', `is not JSON (${(error as Error).message.slice(0, 200)})`)
  }
  const fields = reader.asRecord(parsed, '')
  if (fields['format'] !== HAND_OFF_FORMAT)
    throw reader.refuse('', `is not of format ${HAND_OFF_FORMAT} (it says ${describeFormat(fields['format'])})`)
  return fields
}

/** What a file gave as its format, said safely: a hostile value may be nested thousands deep, or long. */
function describeFormat(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (value === null || value === undefined) return String(value)
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

const DIGEST = /^[0-9a-f]{16}$/

/** The fields the sidecar and the record share, each checked for its type and length. */
export function readHandOffSubject(fields: Record<string, unknown>, reader: FieldReader): HandOffSubject {
  const digestCheck = reader.asShortText(fields['digestCheck'], 'digestCheck', 16)
  if (!DIGEST.test(digestCheck)) throw reader.refuse('digestCheck', 'is not a digest')
  return {
    projectId: reader.asShortText(fields['projectId'], 'projectId', 200),
    dateFrom: reader.asShortText(fields['dateFrom'], 'dateFrom', 40),
    dateTo: reader.asShortText(fields['dateTo'], 'dateTo', 40),
    digestCheck,
    sections: readHandedGaps(fields['sections'], reader),
  }
}

/** `sections`: digests by section name, at most MAX_HANDED_PER_SECTION each and MAX_HANDED_DIGESTS in all. */
function readHandedGaps(value: unknown, reader: FieldReader): HandedGaps {
  const sections = new Map<string, readonly string[]>()
  let total = 0
  for (const [name, list] of Object.entries(reader.asRecord(value, 'sections'))) {
    reader.asIdentifier(name, 'sections')
    const where = `sections.${name}`
    if (!Array.isArray(list) || list.length > MAX_HANDED_PER_SECTION)
      throw reader.refuse(where, `is not a list of at most ${MAX_HANDED_PER_SECTION} digests`)
    total += list.length
    if (total > MAX_HANDED_DIGESTS) throw reader.refuse('sections', `holds more than ${MAX_HANDED_DIGESTS} digests`)
    const digests = list.map((digest, index) => {
      if (typeof digest !== 'string' || !DIGEST.test(digest))
        throw reader.refuse(`${where}[${index}]`, 'is not a digest')
      return digest
    })
    if (digests.length > 0) sections.set(name, [...new Set(digests)])
  }
  return sections
}
