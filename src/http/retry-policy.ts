import type { TransportError } from './transport.ts'

export interface RetryPolicy {
  /** Consecutive transient failures allowed before giving up (rate limiting does not count). */
  readonly maxAttempts: number
  readonly baseDelayMs: number
  readonly maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 500, maxDelayMs: 30_000 }

/** What to do after an attempt that did not succeed. */
export type Verdict =
  | { readonly kind: 'retry'; readonly reason: string; readonly rateLimited: boolean; readonly retryAfterMs?: number }
  | { readonly kind: 'ambiguous'; readonly reason: string }
  | { readonly kind: 'fatal' }

export type RetryOrAmbiguous = Exclude<Verdict, { kind: 'fatal' }>

/**
 * `repeatable` is true for requests that may safely be sent twice (GET). A creating POST is
 * repeated only when the platform cannot have acted on it: it was rate limited (429), the
 * service said it is unavailable (503), or the connection failed before anything was sent.
 */
export function judgeStatus(
  status: number,
  retryAfterHeader: string | string[] | undefined,
  repeatable: boolean,
  now: number,
): Verdict {
  const reason = `HTTP ${status}`
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(retryAfterHeader, now)
    return retryAfterMs === undefined
      ? { kind: 'retry', reason, rateLimited: true }
      : { kind: 'retry', reason, rateLimited: true, retryAfterMs }
  }
  if (status === 503) {
    const retryAfterMs = parseRetryAfter(retryAfterHeader, now)
    return retryAfterMs === undefined
      ? { kind: 'retry', reason, rateLimited: false }
      : { kind: 'retry', reason, rateLimited: false, retryAfterMs }
  }
  // A 408 may come from a proxy that already forwarded the request, so it is as unsure as a 5xx.
  if (status >= 500 || status === 408) {
    return repeatable ? { kind: 'retry', reason, rateLimited: false } : { kind: 'ambiguous', reason }
  }
  return { kind: 'fatal' }
}

export function judgeTransportError(error: TransportError, repeatable: boolean): RetryOrAmbiguous {
  if (!error.requestSent || repeatable) return { kind: 'retry', reason: error.message, rateLimited: false }
  return { kind: 'ambiguous', reason: error.message }
}

/** A 2xx answer that cannot be read: for a POST the platform has acted, so it must not be repeated. */
export function judgeMalformedBody(reason: string, repeatable: boolean): RetryOrAmbiguous {
  return repeatable ? { kind: 'retry', reason, rateLimited: false } : { kind: 'ambiguous', reason }
}

/** Exponential backoff with equal jitter: half the step is fixed, half random, so clients spread out. */
export function backoffDelayMs(failureCount: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failureCount - 1))
  return Math.round(step / 2 + (step / 2) * random())
}

/** `Retry-After` as delay-seconds or an HTTP date, in milliseconds from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(header: string | string[] | undefined, now: number): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1_000
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
