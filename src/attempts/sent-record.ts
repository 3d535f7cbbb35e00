import { createHash } from 'node:crypto'
import { givenInputNames, givenInputValue, type RunnerEnvironment } from '../runner/environment.ts'
import { pathSegmentProblem } from '../text/path-segment.ts'

/*
 * What a step sent to the platform, recorded as an artifact of its workflow run the moment the
 * platform answered, so that a later attempt of the same run ("Re-run jobs") finds it and waits
 * for it or reports it, instead of sending it again. The record holds ids only, never a prompt:
 * it is uploaded on public repositories too. It is read back as hostile: any step of the run
 * could upload an artifact of its name.
 */

/** sent.json's format. */
export const SENT_FORMAT = 1
/** The file the artifact holds. */
export const SENT_FILE = 'sent.json'
/** The most a record may take, zipped or as sent.json: it is a few hundred bytes. */
export const MAX_SENT_BYTES = 16 * 1024

/** What was sent: each names the id the platform answered with. */
export type SentKind = 'agent job' | 'follow-up message' | 'deployment' | 'preview deployment' | 'automation run'

export interface SentRecord {
  readonly kind: SentKind
  /**
   * False when the platform's answer was lost (it may have acted): a re-run sends nothing and
   * says what to check. True once the platform answered.
   */
  readonly confirmed: boolean
  /** The job's id, or the deployment's status id; null when none is known (an automation run's, a lost answer's). */
  readonly id: string | null
  /** A preview's address, when the trigger gave one. */
  readonly address: string | null
  /** The attempt of the run that sent it. */
  readonly attempt: number
  /** ISO 8601. */
  readonly sentAt: string
}

const KINDS: readonly SentKind[] = [
  'agent job',
  'follow-up message',
  'deployment',
  'preview deployment',
  'automation run',
]

/** Environment inputs that are secrets: never part of the step's key. */
const SECRET_INPUTS = new Set(['api-key', 'github-token'])

/**
 * The step's key: the same in every attempt of the run, and another for another step, job or
 * set of inputs (a matrix's legs differ by their inputs). Hashed: input values stay out of the name.
 */
export function stepKey(environment: RunnerEnvironment, mode: string, projectId: string): string {
  const inputs = givenInputNames()
    .filter((name) => !SECRET_INPUTS.has(name))
    .sort()
    .map((name) => [name, givenInputValue(name)])
  const parts = [environment.workflowPath, environment.jobKey, environment.stepKey, mode, projectId, inputs]
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16)
}

/** The artifact's name prefix, for one step: the attempt that sent follows it. */
export function sentRecordPrefix(key: string): string {
  return `docs-agent-sent-${key}-attempt-`
}

export function sentRecordJson(record: SentRecord): string {
  return `${JSON.stringify({ format: SENT_FORMAT, ...record }, null, 2)}\n`
}

/** The record a file holds, checked field by field; throws naming the first field that is not what the action writes. */
export function parseSentRecord(text: string, attempt: number): SentRecord {
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('it is not a JSON object')
  const fields = value as Record<string, unknown>
  if (fields['format'] !== SENT_FORMAT) throw new Error(`its format is not ${SENT_FORMAT}`)
  const kind = KINDS.find((each) => each === fields['kind'])
  if (kind === undefined) throw new Error('its kind is not one the action writes')
  const id = fields['id']
  if (id !== null && (typeof id !== 'string' || pathSegmentProblem(id) !== undefined || id.length > 200))
    throw new Error('its id is not an id')
  const confirmed = fields['confirmed']
  if (typeof confirmed !== 'boolean') throw new Error('it does not say whether the platform answered')
  if (id === null && confirmed && kind !== 'automation run') throw new Error(`it names no ${kind}`)
  const address = fields['address']
  if (address !== null && (typeof address !== 'string' || !/^https:\/\/[^\s]{1,2000}$/.test(address)))
    throw new Error('its address is not an https address')
  if (fields['attempt'] !== attempt) throw new Error(`it names attempt ${String(fields['attempt'])}, not ${attempt}`)
  const sentAt = fields['sentAt']
  if (typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt))) throw new Error('its time is not a time')
  return { kind, confirmed, id, address, attempt, sentAt }
}
