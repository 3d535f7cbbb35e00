import { createHmac } from 'node:crypto'
import { givenInputValue, type RunnerEnvironment } from '../runner/environment.ts'
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

/**
 * The inputs that say what a mode sends, beside the project and the address: the step's key is
 * made of these, so an input that only shapes the wait (`timeout`, `poll-interval`), changed
 * between attempts, or a new input with a default in a later release, never makes it another step.
 */
const SENT_BY: Readonly<Record<string, readonly string[]>> = {
  agent: ['prompt', 'prompt-file', 'job-id'],
  deploy: [],
  preview: ['branch'],
  automation: ['automation-id'],
}

/** What the key is made of: where the step stands in the workflow, and what it sends where. */
export interface KeyedStep {
  readonly mode: string
  readonly apiKey: string
  readonly projectId: string
  readonly baseUrl: string
}

/**
 * The step's key: the same in every attempt of the run, another for another step, job or thing
 * sent. Keyed with the API key (an HMAC), so the artifact's name, which anyone who can read the
 * run sees, cannot confirm a guessed prompt.
 */
export function stepKey(environment: RunnerEnvironment, step: KeyedStep): string {
  const inputs = (SENT_BY[step.mode] ?? []).map((name) => [name, givenInputValue(name)])
  const place = [environment.workflowPath, environment.jobKey, environment.stepKey]
  const parts = [...place, step.mode, step.projectId, step.baseUrl, inputs]
  return createHmac('sha256', step.apiKey).update(JSON.stringify(parts)).digest('hex').slice(0, 16)
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
  if (address !== null && (typeof address !== 'string' || !plainHttps(address)))
    throw new Error('its address is not a plain https address')
  if (fields['attempt'] !== attempt) throw new Error(`it names another attempt than ${attempt}`)
  const sentAt = fields['sentAt']
  if (typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt))) throw new Error('its time is not a time')
  return { kind, confirmed, id, address, attempt, sentAt }
}

/** An https address as the action writes one: parsed, no user, password or port, and written as parsed. */
function plainHttps(address: string): boolean {
  if (address.length > 2_000) return false
  try {
    const url = new URL(address)
    return (
      url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && url.href === address
    )
  } catch {
    return false
  }
}
