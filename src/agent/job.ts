import { MalformedResponseError } from '../http/errors.ts'
import { FINAL_STATUSES, type FinalStatus } from '../settings.ts'

/**
 * An agent job as this action uses it. Only `id` and `status` are required: the contract marks
 * no field as always present, and `prLink`, `archivedAt` and `source.ref` may be null.
 */
export interface AgentJob {
  readonly id: string
  readonly status: string
  readonly prLink: string | null
  readonly model: string | null
  readonly sourceRepository: string | null
  readonly sourceRef: string | null
  readonly createdAt: string | null
  readonly archivedAt: string | null
}

export function isFinalStatus(status: string): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status)
}

export function isKnownStatus(status: string): boolean {
  return status === 'active' || isFinalStatus(status)
}

export function parseAgentJob(body: unknown): AgentJob {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MalformedResponseError('the answer is not a JSON object')
  }
  const record = body as Record<string, unknown>
  const id = record['id']
  const status = record['status']
  if (typeof id !== 'string' || id.trim() === '') {
    throw new MalformedResponseError('the job in the answer has no string "id"')
  }
  if (typeof status !== 'string' || status.trim() === '') {
    throw new MalformedResponseError(`job "${id}" in the answer has no string "status"`)
  }
  const source = typeof record['source'] === 'object' && record['source'] !== null ? record['source'] : {}
  return {
    id,
    status,
    prLink: optionalString(record['prLink']),
    model: optionalString(record['model']),
    sourceRepository: optionalString((source as Record<string, unknown>)['repository']),
    sourceRef: optionalString((source as Record<string, unknown>)['ref']),
    createdAt: optionalString(record['createdAt']),
    archivedAt: optionalString(record['archivedAt']),
  }
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
