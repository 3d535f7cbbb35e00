import { BrokenAnswerError } from '../platform/errors.ts'
import { pathSegmentProblem } from '../text/path-segment.ts'
import { webUrl } from '../text/html.ts'
import { formatNumber } from '../text/format.ts'
import { forLog } from '../text/untrusted.ts'

export const FINAL_STATUSES = ['completed', 'archived', 'failed'] as const
export type FinalStatus = (typeof FINAL_STATUSES)[number]

/**
 * An agent job as this action uses it. Only `id` and `status` are required: the contract marks
 * no field as always present, and `prLink`, `archivedAt` and `source.ref` may be null.
 */
export interface AgentJob {
  readonly id: string
  readonly status: string
  /** Only an https URL; anything else the platform sent is in `rejectedPrLink`, shown as text. */
  readonly prLink: string | null
  readonly rejectedPrLink?: { readonly value: string; readonly problem: string }
  readonly model: string | null
  readonly sourceRepository: string | null
  readonly sourceRef: string | null
  readonly createdAt: string | null
  readonly archivedAt: string | null
}

/**
 * Why a job id the platform gave cannot reach another step exactly, or undefined when it can.
 * Any string is an id, and this step follows any; but a step's inputs trim spaces, and its
 * outputs show hidden characters as escapes (they are log-safe text), so such an id is changed
 * on the way.
 */
export function idHandOffProblem(id: string): string | undefined {
  if (id.trim() !== id)
    return "it starts or ends with a space, which a step's inputs trim away, so no later step can name this job"
  if (forLog(id) !== id)
    return 'it holds characters the "job-id" output writes as escapes, so that output is not the id; the step to paste in the job summary names it exactly'
  return undefined
}

export function isFinalStatus(status: string): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status)
}

export function isKnownStatus(status: string): boolean {
  return status === 'active' || isFinalStatus(status)
}

/**
 * Strict where the action depends on it: the id must be usable in a request path and, when the
 * request named a job, be that job; the status must be a string. Tolerant elsewhere.
 */
export function parseAgentJob(body: unknown, expectedId?: string): AgentJob {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BrokenAnswerError('the answer is not a JSON object')
  const record = body as Record<string, unknown>
  const { id, status } = record
  if (typeof id !== 'string') throw new BrokenAnswerError('the job in the answer has no string "id"')
  const idProblem = pathSegmentProblem(id)
  if (idProblem) throw new BrokenAnswerError(`the job's "id" is not a usable id (${idProblem})`)
  if (expectedId !== undefined && id !== expectedId) {
    throw new BrokenAnswerError(`the answer is for job "${id}", not the job asked for, "${expectedId}"`)
  }
  if (typeof status !== 'string' || status.trim() === '') {
    throw new BrokenAnswerError(`job "${id}" in the answer has no string "status"`, { jobId: id })
  }
  const source =
    typeof record['source'] === 'object' && record['source'] !== null
      ? (record['source'] as Record<string, unknown>)
      : {}
  const prLinkValue = optionalString(record['prLink'])
  const prLinkProblem = prLinkValue === null ? undefined : describeUrlProblem(prLinkValue)
  return {
    id,
    status,
    // The URL as parsed, not the text as sent: `new URL` drops tabs and line breaks the output must not carry.
    prLink: prLinkProblem === undefined && prLinkValue !== null ? (webUrl(prLinkValue)?.href ?? null) : null,
    ...(prLinkProblem !== undefined && prLinkValue !== null
      ? { rejectedPrLink: { value: prLinkValue, problem: prLinkProblem } }
      : {}),
    model: optionalString(record['model']),
    sourceRepository: optionalString(source['repository']),
    sourceRef: optionalString(source['ref']),
    createdAt: optionalString(record['createdAt']),
    archivedAt: optionalString(record['archivedAt']),
  }
}

const MAX_URL_LENGTH = 2_000

/** A pull request is linked and output only over https: a plain-http link would send its reader unprotected. */
function describeUrlProblem(value: string): string | undefined {
  if (value.length > MAX_URL_LENGTH) return `it is longer than ${formatNumber(MAX_URL_LENGTH)} characters`
  if (webUrl(value)?.protocol === 'https:') return undefined
  try {
    return `its scheme is "${new URL(value).protocol}", not https`
  } catch {
    return 'it is not a URL'
  }
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
