import type { TransportError } from './transport.ts'

/**
 * Pure decisions about one failed attempt: whether to try again, and after how long. They know
 * which requests are safe to repeat: a GET always is; a write (every POST) only when the
 * platform said it did not act (429) or the request never left the runner.
 */
export interface RetryPolicy {
  /** Consecutive transient failures allowed before giving up. */
  readonly maxAttempts: number
  /** Consecutive rate-limited answers (429) allowed before giving up. */
  readonly maxRateLimited: number
  readonly baseDelayMs: number
  readonly maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  maxRateLimited: 10,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
}

/** What to do after an attempt that did not succeed. */
export type Verdict =
  | { readonly kind: 'retry'; readonly reason: string; readonly rateLimited: boolean; readonly retryAfterMs?: number }
  | { readonly kind: 'ambiguous'; readonly reason: string }
  | { readonly kind: 'fatal'; readonly reason?: string }

/**
 * `repeatable` is true for requests that may safely be sent twice (GET). A write is sent again
 * only after a 429: the one answer that says the platform did not act. Every other answer may
 * come after it acted, whatever its headers: a proxy answers 502, 503 (with or without
 * `Retry-After`), 504 or 408 after forwarding, and the platform's own 500 may follow the write.
 */
export function judgeStatus(
  status: number,
  retryAfterHeader: string | string[] | undefined,
  repeatable: boolean,
  now: number,
): Verdict {
  const reason = `HTTP ${status}`
  if (status === 429 || (status === 503 && repeatable)) {
    const retryAfterMs = parseRetryAfter(retryAfterHeader, now)
    const rateLimited = status === 429
    return retryAfterMs === undefined
      ? { kind: 'retry', reason, rateLimited }
      : { kind: 'retry', reason, rateLimited, retryAfterMs }
  }
  if (status >= 500 || status === 408) {
    return repeatable ? { kind: 'retry', reason, rateLimited: false } : { kind: 'ambiguous', reason }
  }
  // A redirect to a POST (303 above all) may follow work already done; redirects are not followed.
  if (status >= 300 && status < 400 && !repeatable)
    return { kind: 'ambiguous', reason: `HTTP ${status} (a redirect, not followed)` }
  return { kind: 'fatal' }
}

export function judgeTransportError(error: TransportError, repeatable: boolean): Verdict {
  // A certificate does not heal, and a body that never ends would only be read again.
  if (error.kind === 'tls') return { kind: 'fatal', reason: error.message }
  if (error.kind === 'oversize')
    return repeatable ? { kind: 'fatal', reason: error.message } : { kind: 'ambiguous', reason: error.message }
  if (!error.requestSent || repeatable) return { kind: 'retry', reason: error.message, rateLimited: false }
  return { kind: 'ambiguous', reason: error.message }
}

/**
 * A 2xx answer that cannot be read. Not JSON at all (a proxy's HTML page, a cut-off body) may
 * heal, so a GET is repeated; valid JSON that breaks the contract will not change, so it is
 * fatal. After a POST the platform has acted either way, so the outcome is unknown.
 */
export function judgeUnreadableAnswer(reason: string, isJson: boolean, repeatable: boolean): Verdict {
  if (!repeatable) return { kind: 'ambiguous', reason }
  return isJson ? { kind: 'fatal', reason } : { kind: 'retry', reason, rateLimited: false }
}

/**
 * How long to wait before attempt `attempt + 1`: exponential back-off with equal jitter (half
 * the step fixed, half random, so clients spread out), and never less than that floor whatever
 * the server asked, so a `Retry-After: 0` or a date in the past cannot turn into a flood.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  return Math.max(backoffDelayMs(attempt, policy, random), retryAfterMs ?? 0)
}

export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, Math.max(0, attempt - 1)))
  return Math.round(step / 2 + (step / 2) * random())
}

/**
 * `Retry-After` as delay-seconds (a whole number) or an HTTP date, in milliseconds from `now`.
 * Undefined when absent or unreadable (negative, fractional, garbage); 0 for a date in the past.
 */
export function parseRetryAfter(header: string | string[] | undefined, now: number): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1_000, Number.MAX_SAFE_INTEGER)
  if (!/[a-z]/i.test(value)) return undefined
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
