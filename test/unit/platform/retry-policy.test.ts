import { describe, expect, it } from 'vitest'
import {
  backoffDelayMs,
  judgeStatus,
  judgeTransportError,
  judgeUnreadableAnswer,
  parseRetryAfter,
  retryDelayMs,
} from '../../../src/platform/retry-policy.ts'
import { TransportError } from '../../../src/platform/transport.ts'

const NOW = Date.parse('2026-11-21T12:00:00Z')
const POLICY = { maxAttempts: 8, maxRateLimited: 10, baseDelayMs: 500, maxDelayMs: 30_000 }

describe('judgeStatus', () => {
  it.each([408, 500, 502, 503, 504, 429])('retries a GET answered %i', (status) => {
    expect(judgeStatus(status, undefined, true, NOW).kind).toBe('retry')
  })
  it('retries a POST answered 429, the one answer that says the platform did not act', () => {
    expect(judgeStatus(429, undefined, false, NOW).kind).toBe('retry')
  })
  it.each([undefined, '1', '0', 'Sat, 21 Nov 2026 12:00:30 GMT'])(
    'never repeats a POST answered 503, whatever its Retry-After (%j): a proxy may have forwarded it',
    (retryAfter) => {
      expect(judgeStatus(503, retryAfter, false, NOW)).toEqual({ kind: 'ambiguous', reason: 'HTTP 503' })
    },
  )
  it.each([408, 500, 502, 504])('never repeats a POST answered %i with Retry-After either', (status) => {
    expect(judgeStatus(status, '1', false, NOW)).toEqual({ kind: 'ambiguous', reason: `HTTP ${status}` })
  })
  it('waits as a GET answered 503 asks', () => {
    expect(judgeStatus(503, '5', true, NOW)).toEqual({
      kind: 'retry',
      reason: 'HTTP 503',
      rateLimited: false,
      retryAfterMs: 5_000,
    })
  })
  it.each([301, 302, 303, 307, 308])('never repeats a POST answered %i: a redirect may follow work done', (status) => {
    expect(judgeStatus(status, undefined, false, NOW).kind).toBe('ambiguous')
  })
  it.each([408, 500, 502, 504])('never repeats a POST answered %i: the job may exist', (status) => {
    expect(judgeStatus(status, undefined, false, NOW)).toEqual({ kind: 'ambiguous', reason: `HTTP ${status}` })
  })
  it.each([400, 401, 403, 404, 409, 422])('gives up at once on %i', (status) => {
    expect(judgeStatus(status, undefined, true, NOW).kind).toBe('fatal')
  })
  it('reads Retry-After on 429, marked as rate limiting', () => {
    expect(judgeStatus(429, '7', false, NOW)).toEqual({
      kind: 'retry',
      reason: 'HTTP 429',
      rateLimited: true,
      retryAfterMs: 7_000,
    })
  })
})

describe('judgeTransportError', () => {
  const error = (kind: TransportError['kind']) => new TransportError(kind, kind)
  it('retries what never left the machine, even a POST', () =>
    expect(judgeTransportError(error('not-sent'), false).kind).toBe('retry'))
  it.each(['timeout', 'failed'] as const)('retries a GET after %s, never a POST', (kind) => {
    expect(judgeTransportError(error(kind), true).kind).toBe('retry')
    expect(judgeTransportError(error(kind), false).kind).toBe('ambiguous')
  })
  it('fails at once on TLS, which does not heal, for both', () => {
    expect(judgeTransportError(error('tls'), true).kind).toBe('fatal')
    expect(judgeTransportError(error('tls'), false).kind).toBe('fatal')
  })
  it('never reads an oversized answer twice', () => {
    expect(judgeTransportError(error('oversize'), true).kind).toBe('fatal')
    expect(judgeTransportError(error('oversize'), false).kind).toBe('ambiguous')
  })
})

describe('judgeUnreadableAnswer', () => {
  it('retries a GET whose body is not JSON, and fails one that breaks the contract', () => {
    expect(judgeUnreadableAnswer('not JSON', false, true).kind).toBe('retry')
    expect(judgeUnreadableAnswer('no "status"', true, true).kind).toBe('fatal')
  })
  it('never repeats a POST', () => {
    expect(judgeUnreadableAnswer('not JSON', false, false).kind).toBe('ambiguous')
    expect(judgeUnreadableAnswer('no "id"', true, false).kind).toBe('ambiguous')
  })
})

describe('retryDelayMs: a floor under every wait', () => {
  it('doubles each time, half of each step random, capped', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, POLICY, () => 0))).toEqual([250, 500, 1_000, 2_000])
    expect(backoffDelayMs(1_000, POLICY, () => 1)).toBe(30_000)
  })
  it.each([0, undefined])('never waits less than the back-off, whatever Retry-After says (%j)', (retryAfter) => {
    expect(retryDelayMs(3, retryAfter, POLICY, () => 0)).toBe(1_000)
  })
  it('waits longer when the platform asks for longer', () => {
    expect(retryDelayMs(1, 7_000, POLICY, () => 0)).toBe(7_000)
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => expect(parseRetryAfter('120', NOW)).toBe(120_000))
  it('reads an HTTP date', () => expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:30 GMT', NOW)).toBe(30_000))
  it('reads a date in the past as no wait (the floor then applies)', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:59:57 GMT', NOW)).toBe(0))
  it.each([undefined, '', 'soon', '-5', '1.5', '0x10', '1e3'])('ignores %j', (value) =>
    expect(parseRetryAfter(value, NOW)).toBeUndefined(),
  )
  it('keeps a huge value huge, for the caller to refuse, never wrapping it', () =>
    expect(parseRetryAfter('99999999999999', NOW)).toBeGreaterThan(2 ** 31))
  it('takes the first of repeated headers', () => expect(parseRetryAfter(['3', '9'], NOW)).toBe(3_000))
})
