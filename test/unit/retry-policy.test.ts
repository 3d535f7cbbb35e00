import { describe, expect, it } from 'vitest'
import {
  backoffDelayMs,
  judgeMalformedBody,
  judgeStatus,
  judgeTransportError,
  parseRetryAfter,
} from '../../src/http/retry-policy.ts'
import { TransportError } from '../../src/http/transport.ts'

const NOW = Date.parse('2026-11-21T12:00:00Z')

describe('judgeStatus', () => {
  it.each([408, 500, 502, 503, 504, 429])('retries a GET answered %i', (status) => {
    expect(judgeStatus(status, undefined, true, NOW).kind).toBe('retry')
  })

  it.each([429, 503])('retries a POST answered %i: the platform did not act on it', (status) => {
    expect(judgeStatus(status, undefined, false, NOW).kind).toBe('retry')
  })

  it.each([408, 500, 502, 504])('never repeats a POST answered %i: the job may exist', (status) => {
    expect(judgeStatus(status, undefined, false, NOW)).toEqual({ kind: 'ambiguous', reason: `HTTP ${status}` })
  })

  it.each([400, 401, 403, 404, 409, 422])('gives up at once on %i', (status) => {
    expect(judgeStatus(status, undefined, true, NOW).kind).toBe('fatal')
  })

  it('honours Retry-After on 429, marked as rate limiting', () => {
    expect(judgeStatus(429, '7', false, NOW)).toEqual({
      kind: 'retry',
      reason: 'HTTP 429',
      rateLimited: true,
      retryAfterMs: 7_000,
    })
  })
})

describe('judgeTransportError', () => {
  const refused = new TransportError('could not connect (ECONNREFUSED)', false)
  const reset = new TransportError('the connection failed (UND_ERR_SOCKET)', true)
  const timedOut = new TransportError('no answer before the request timed out', true)

  it('retries a refused connection, even for a POST: nothing was sent', () => {
    expect(judgeTransportError(refused, false).kind).toBe('retry')
  })

  it.each([reset, timedOut])('retries a GET after %s', (error) => {
    expect(judgeTransportError(error, true).kind).toBe('retry')
  })

  it.each([reset, timedOut])('never repeats a POST after $message', (error) => {
    expect(judgeTransportError(error, false).kind).toBe('ambiguous')
  })
})

describe('judgeMalformedBody', () => {
  it('retries a GET and never a POST', () => {
    expect(judgeMalformedBody('not JSON', true).kind).toBe('retry')
    expect(judgeMalformedBody('not JSON', false).kind).toBe('ambiguous')
  })
})

describe('backoffDelayMs', () => {
  const policy = { maxAttempts: 8, baseDelayMs: 500, maxDelayMs: 30_000 }

  it('doubles each time, with half of each step random', () => {
    expect([1, 2, 3, 4].map((failures) => backoffDelayMs(failures, policy, () => 0))).toEqual([250, 500, 1_000, 2_000])
    expect([1, 2, 3, 4].map((failures) => backoffDelayMs(failures, policy, () => 1))).toEqual([
      500, 1_000, 2_000, 4_000,
    ])
  })

  it('is capped', () => {
    expect(backoffDelayMs(30, policy, () => 1)).toBe(30_000)
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => expect(parseRetryAfter('120', NOW)).toBe(120_000))
  it('reads an HTTP date', () => expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:30 GMT', NOW)).toBe(30_000))
  it('never goes negative for a past date', () => expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', NOW)).toBe(0))
  it.each([undefined, '', 'soon'])('ignores %j', (value) => expect(parseRetryAfter(value, NOW)).toBeUndefined())
  it('takes the first of repeated headers', () => expect(parseRetryAfter(['3', '9'], NOW)).toBe(3_000))
})
