import { DeadlineError } from '../runner/limits.ts'
import { redact } from '../text/untrusted.ts'

/** Errors the platform client reports. Their messages are written for the person reading the failed run. */

/** The platform answered with an error the user must fix, or cannot be reached in a way retrying cannot mend. */
export class PlatformError extends Error {
  override name = 'PlatformError'
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
}

/**
 * The platform refused the request for a reason a re-run as it is meets again (the key, its
 * scope, the project, the request itself): a 4xx other than 408 (a timeout) and 429 (a limit).
 */
export function isRefusal(error: unknown): error is PlatformError {
  const status = error instanceof PlatformError ? error.status : undefined
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429
}

/** A request that creates something failed in a way that leaves unknown whether it took effect. */
export class AmbiguousWriteError extends Error {
  override name = 'AmbiguousWriteError'
}

/** The analytics API's limit, per organization: every analytics endpoint of every project draws on it. */
export const ANALYTICS_BUDGET_PER_HOUR = 100

/**
 * A 429 asked for a wait longer than the step's time left: a timeout to the modes that must
 * finish now, and to a report that can go on in a later run, the budget's "not before" (`waitMs`).
 */
export class RateLimitWaitError extends DeadlineError {
  override name = 'RateLimitWaitError'
  /** The wait the platform asked for (`Retry-After`); undefined when it named none. */
  readonly waitMs: number | undefined
  constructor(message: string, waitMs: number | undefined) {
    super(message)
    this.waitMs = waitMs
  }
}

/** A transient fault persisted through every retry. */
export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError'
}

/** A 2xx answer that is JSON but not what the contract promises: it names the field. */
export class BrokenAnswerError extends Error {
  override name = 'BrokenAnswerError'
  /** The job the answer names, when that much of it is usable: a job that may exist can still be waited for. */
  readonly jobId: string | undefined
  constructor(message: string, options: { readonly jobId?: string | undefined; readonly cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.jobId = options.jobId
  }
}

/** What a request is for, so its errors can say so. */
export interface RequestPurpose {
  /** What the request was doing, e.g. `create the agent job`. */
  readonly action: string
  /** The scope a key needs follows from it: GET reads, every other method writes. */
  readonly method: string
  /** What a 404 means for this request, e.g. `Project "docs" was not found`. */
  readonly notFound: string
  /**
   * What a 403 means for this request when the platform's words name neither a key's scope nor
   * an IP allow-list: said instead of them (`Previews need a plan that includes them.`), since
   * that is the 403 the contract states for it. Unset: a 403 is the key's scope or allow-list.
   */
  readonly forbidden?: string
  /** What a 400 means for this request beyond a malformed one, said before the platform's words. */
  readonly invalid?: string
  readonly projectId: string
  /**
   * Set when the answers could quote text this step must not show (agent mode's prompt with
   * `show-prompt: false`): why the platform's words are left out, in parentheses after saying so.
   */
  readonly withholdAnswers?: string
}

/** The platform's own words in an error body are shown, but never at length. */
const MAX_PLATFORM_TEXT = 500

/** Turns an error status into a message that says what to do about it. */
export function describeErrorStatus(status: number, body: string, purpose: RequestPurpose): string {
  const platformText = platformErrorText(body)
  // Closed as a sentence, so a sentence appended later ("No job was created.") does not run into the platform's words.
  const said = !platformText
    ? ''
    : purpose.withholdAnswers !== undefined
      ? ` The platform's words are not shown (${purpose.withholdAnswers}).`
      : ` The platform said: ${platformText}${/[.!?]$/.test(platformText) ? '' : '.'}`
  switch (status) {
    case 400:
      return `The platform rejected the request to ${purpose.action} as invalid (HTTP 400).${purpose.invalid ? ` ${purpose.invalid}` : ''}${said}`
    case 401:
      return (
        `The platform rejected the API key (HTTP 401) when trying to ${purpose.action}. ` +
        'Use an admin API key (it starts with "mint_") from the dashboard\'s API keys page; ' +
        'keys expire after 90 days, so a key that used to work may need regenerating and the secret updating.' +
        said
      )
    case 403:
      if (purpose.forbidden !== undefined && !KEY_REFUSAL.test(platformText))
        return `The platform refused the request to ${purpose.action} (HTTP 403). ${purpose.forbidden}${said}`
      return (
        `The platform refused the request to ${purpose.action} (HTTP 403). To ${purpose.action}, ${scopeNeeded(purpose.method)}. ` +
        'If the key has it, an IP allow-list on the key or the organization may not admit this runner. ' +
        `Check both, and the key's access to project "${purpose.projectId}", on the dashboard's API keys page.` +
        said
      )
    case 404:
      return `${purpose.notFound} (HTTP 404).${said}`
    default:
      if (status >= 300 && status < 400) {
        return `The platform answered with a redirect (HTTP ${status}) when trying to ${purpose.action}; redirects are not followed. Check "base-url".${said}`
      }
      return `The platform answered HTTP ${status} when trying to ${purpose.action}.${said}`
  }
}

/** Words of a 403 that is about the key (its scope, its IP allow-list), not about what the request asked for. */
const KEY_REFUSAL = /\bscopes?\b|\bIP\b|allow-?list|\bread-only\b/i

/**
 * An admin key may be limited to `read` (GET and HEAD) or `write` (every other method, and
 * reading too); a key without the scope a request needs is answered 403, as is a runner outside
 * the key's IP allow-list.
 */
function scopeNeeded(method: string): string {
  return method === 'GET' || method === 'HEAD'
    ? 'the API key needs the read scope (a key with the write scope reads too)'
    : 'the API key needs the write scope; a key limited to read is refused'
}

/** The `error` text and any `details[].message` of an error body, capped; empty when the body has none. */
export function platformErrorText(body: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return ''
  }
  if (typeof parsed !== 'object' || parsed === null) return ''
  const { error, details } = parsed as { error?: unknown; details?: unknown }
  const parts = typeof error === 'string' && error.trim() !== '' ? [error.trim()] : []
  if (Array.isArray(details)) {
    for (const detail of (details as unknown[]).slice(0, 20)) {
      const message = (detail as { message?: unknown } | null)?.message
      if (typeof message === 'string' && message.trim() !== '') parts.push(message.trim())
    }
  }
  // Redact before cutting: a cut through a secret would leave a prefix no redaction recognises.
  const joined = redact(parts.join('; '))
  return joined.length > MAX_PLATFORM_TEXT ? `${joined.slice(0, MAX_PLATFORM_TEXT)}…` : joined
}
