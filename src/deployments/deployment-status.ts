import { BrokenAnswerError } from '../platform/errors.ts'
import { pathSegmentProblem } from '../text/path-segment.ts'

/*
 * A deployment's status as the platform answers it (`GET /v1/project/update-status/{statusId}`),
 * read as hostile data: the commit message, the file names, the summary and the log lines are
 * whatever a docs author or a build printed. Strict only where the action depends on it: the
 * status is a short string, and the answer is about the status asked for. Everything else is
 * optional; a field of the wrong type reads as absent, and every list is kept short.
 */

export const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'] as const
export type FinalDeploymentStatus = 'success' | 'failure'

/** Names of changed files kept per kind (added, modified, removed); the counts are whole. */
export const MAX_FILE_NAMES = 100
/** The log's last lines kept, for a failure's fold. */
export const MAX_LOG_LINES = 40
const MAX_LINE_CHARS = 1_000
const MAX_STATUS_CHARS = 64

/** A list the answer gave: how many strings it held, and the first (or last) of them. */
export interface KeptList {
  readonly total: number
  readonly kept: readonly string[]
}

export interface DeploymentCommit {
  readonly sha: string | null
  readonly ref: string | null
  readonly message: string | null
  readonly added: KeptList
  readonly modified: KeptList
  readonly removed: KeptList
}

export interface DeploymentStatus {
  readonly id: string
  /** One of DEPLOYMENT_STATUSES, or a status this action does not know (then still running). */
  readonly status: string
  readonly summary: string | null
  readonly subdomain: string | null
  readonly commit: DeploymentCommit | null
  /** The log's last lines. */
  readonly logs: KeptList
  readonly createdAt: string | null
  readonly endedAt: string | null
  /** What started the deployment: `api`, `github`, `dashboard`... */
  readonly source: string | null
}

export function isFinalDeploymentStatus(status: string): status is FinalDeploymentStatus {
  return status === 'success' || status === 'failure'
}

export function isKnownDeploymentStatus(status: string): boolean {
  return (DEPLOYMENT_STATUSES as readonly string[]).includes(status)
}

/** The answer to a status read of `statusId`. */
export function parseDeploymentStatus(body: unknown, statusId: string): DeploymentStatus {
  const record = asRecord(body)
  if (record === undefined) throw new BrokenAnswerError('the answer is not a JSON object')
  const answeredId = record['_id']
  if (typeof answeredId === 'string' && answeredId !== statusId) {
    throw new BrokenAnswerError(`the answer is for status "${answeredId.slice(0, 200)}", not "${statusId}"`)
  }
  const status = record['status']
  if (typeof status !== 'string' || status.trim() === '' || status.length > MAX_STATUS_CHARS) {
    throw new BrokenAnswerError(`the answer has no "status" string of at most ${MAX_STATUS_CHARS} characters`)
  }
  const logs = stringsOf(record['logs'])
  return {
    id: statusId,
    status,
    summary: optionalText(record['summary']),
    subdomain: optionalText(record['subdomain']),
    commit: readCommit(record['commit']),
    logs: { total: logs.length, kept: logs.slice(-MAX_LOG_LINES).map(shortLine) },
    createdAt: optionalText(record['createdAt']),
    endedAt: optionalText(record['endedAt']),
    source: optionalText(record['source']),
  }
}

/** The status id in a trigger's answer: it becomes a request path, so it must be one segment. */
export function parseStatusId(body: unknown): string {
  const statusId = asRecord(body)?.['statusId']
  if (typeof statusId !== 'string') throw new BrokenAnswerError('the answer has no string "statusId"')
  const problem = pathSegmentProblem(statusId)
  if (problem) throw new BrokenAnswerError(`its "statusId" is not a usable id (${problem})`)
  return statusId
}

function readCommit(value: unknown): DeploymentCommit | null {
  const commit = asRecord(value)
  if (commit === undefined) return null
  const files = asRecord(commit['filesChanged']) ?? {}
  const firstNames = (list: unknown): KeptList => {
    const names = stringsOf(list)
    return { total: names.length, kept: names.slice(0, MAX_FILE_NAMES).map(shortLine) }
  }
  return {
    sha: optionalText(commit['sha']),
    ref: optionalText(commit['ref']),
    message: optionalText(commit['message']),
    added: firstNames(files['added']),
    modified: firstNames(files['modified']),
    removed: firstNames(files['removed']),
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/** The strings of an array, anything else left out; no array reads as empty. */
function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** A non-empty string, cut short: the summary and the log cap it again, this only bounds memory. */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? shortLine(value) : null
}

function shortLine(value: string): string {
  return value.length > MAX_LINE_CHARS * 4 ? value.slice(0, MAX_LINE_CHARS * 4) : value
}
