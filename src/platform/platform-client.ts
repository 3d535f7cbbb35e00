import { log } from '../runner/log.ts'
import { CancelledError, DeadlineError, pause, remainingMs, type StepLimits } from '../runner/limits.ts'
import { count, formatDuration } from '../text/format.ts'
import {
  AmbiguousWriteError,
  BrokenAnswerError,
  describeErrorStatus,
  platformErrorText,
  PlatformError,
  RateLimitWaitError,
  RetriesExhaustedError,
  type RequestPurpose,
} from './errors.ts'
import {
  DEFAULT_RETRY_POLICY,
  judgeStatus,
  judgeTransportError,
  judgeUnreadableAnswer,
  retryDelayMs,
  type RetryPolicy,
  type Verdict,
} from './retry-policy.ts'
import { REQUEST_TIMEOUT_MS, TransportError, type PlatformRequest, type Transport } from './transport.ts'

export interface PlatformCall<T> extends RequestPurpose {
  /** Which endpoint, for the count of requests spent: `create job`, `visitors`. */
  readonly endpoint: string
  readonly method: PlatformRequest['method']
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  readonly json?: unknown
  /** Validates the decoded body; throws BrokenAnswerError naming the field that breaks the contract. */
  readonly parse: (body: unknown) => T
  /** For a request that is not repeatable: what the user should do when its effect is unknown. */
  readonly ambiguityAdvice?: string
  /**
   * Wait out 429 answers for as long as `timeout` leaves, rather than giving up after
   * `maxRateLimited` of them: for a trigger, whose limit (per organization, over seconds or a
   * minute) a busy organization meets often and soon leaves. Each wait is at least the back-off.
   */
  readonly waitOutRateLimits?: boolean
  /** Called before each attempt, retries included, is sent: it may throw to send no more (a cap on requests). */
  readonly beforeAttempt?: () => void
}

/** This platform's API as the modes use it: one call, retried only where that is safe, within the step's limits. */
export interface PlatformClient {
  call<T>(call: PlatformCall<T>): Promise<T>
  /** Requests sent so far, by endpoint (retries included: each spends the rate limit). */
  readonly requestsSent: ReadonlyMap<string, number>
  close(): Promise<void>
}

export function createPlatformClient(
  transport: Transport,
  limits: StepLimits,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): PlatformClient {
  const requestsSent = new Map<string, number>()

  async function call<T>(call: PlatformCall<T>): Promise<T> {
    const repeatable = call.method === 'GET'
    let failures = 0
    let rateLimited = 0
    for (let attempt = 1; ; attempt++) {
      const verdict = await send(call, repeatable)
      if (verdict.kind === 'done') return verdict.value
      if (verdict.kind === 'ambiguous') {
        throw new AmbiguousWriteError(
          `Could not confirm the request to ${call.action}: ${verdict.reason}. ${call.ambiguityAdvice ?? ''}`.trim(),
        )
      }
      if (verdict.kind === 'fatal') throw verdict.error
      if (verdict.rateLimited) rateLimited++
      else failures++
      const rateLimitedTooOften = rateLimited >= policy.maxRateLimited && call.waitOutRateLimits !== true
      if (failures >= policy.maxAttempts || rateLimitedTooOften) {
        const kind = verdict.rateLimited ? 'rate-limited answers' : 'failed attempts'
        throw new RetriesExhaustedError(
          `Gave up trying to ${call.action} after ${verdict.rateLimited ? rateLimited : failures} ${kind}; the last one: ${verdict.reason}.`,
        )
      }
      const delay = retryDelayMs(attempt, verdict.retryAfterMs, policy)
      if (delay >= remainingMs(limits)) {
        const asked =
          verdict.retryAfterMs === undefined
            ? ''
            : ` (the platform asked to wait ${describeWait(verdict.retryAfterMs)})`
        const message = `The timeout ran out while trying to ${call.action}: ${verdict.reason}${asked}. Raise "timeout" or try again later.`
        if (verdict.rateLimited) throw new RateLimitWaitError(message, verdict.retryAfterMs)
        throw new DeadlineError(message)
      }
      log.info(`Could not ${call.action} (${verdict.reason}); retrying in ${formatDuration(delay)}.`)
      await pause(limits, delay, `waiting to retry the request to ${call.action}`)
    }
  }

  type Attempt<T> =
    | { readonly kind: 'done'; readonly value: T }
    | { readonly kind: 'fatal'; readonly error: Error }
    | Exclude<Verdict, { kind: 'fatal' }>

  async function send<T>(call: PlatformCall<T>, repeatable: boolean): Promise<Attempt<T>> {
    if (limits.signal.aborted) throw new CancelledError(`Cancelled before the request to ${call.action} was sent.`)
    const remaining = remainingMs(limits)
    if (remaining <= 0)
      throw new DeadlineError(`The timeout ran out before the request to ${call.action} could be sent.`)
    call.beforeAttempt?.()
    requestsSent.set(call.endpoint, (requestsSent.get(call.endpoint) ?? 0) + 1)
    // A cursor may spell the last row it points after: when answers are withheld, so is it.
    const query =
      call.query && call.withholdAnswers !== undefined && call.query['cursor'] !== undefined
        ? { ...call.query, cursor: '(not shown)' }
        : call.query
    log.debug(`${call.method} ${call.path}${query ? ` ${JSON.stringify(query)}` : ''}`)
    let response
    try {
      response = await transport.send({
        method: call.method,
        path: call.path,
        ...(call.query ? { query: call.query } : {}),
        ...(call.json === undefined ? {} : { json: call.json }),
        timeoutMs: Math.min(REQUEST_TIMEOUT_MS, remaining),
        signal: limits.signal,
      })
    } catch (error) {
      if (limits.signal.aborted) {
        if (error instanceof TransportError && !error.requestSent) {
          throw new CancelledError(`Cancelled before the request to ${call.action} was sent.`)
        }
        const cancelled = new CancelledError(`Cancelled during the request to ${call.action}.`)
        if (repeatable) throw cancelled
        const advice = `The platform may have received it. ${call.ambiguityAdvice ?? ''}`.trim()
        throw new AmbiguousWriteError(`${cancelled.message} ${advice}`, { cause: cancelled })
      }
      if (!(error instanceof TransportError)) throw error
      const verdict = judgeTransportError(error, repeatable)
      if (verdict.kind !== 'fatal') return verdict
      const hint =
        error.kind === 'tls' ? ' No request was sent. Check that "base-url" serves HTTPS with a valid certificate.' : ''
      return {
        kind: 'fatal',
        error: new PlatformError(`Could not ${call.action}: ${verdict.reason ?? error.message}.${hint}`),
      }
    }
    log.debug(
      call.withholdAnswers === undefined
        ? `HTTP ${response.status}: ${response.text}`
        : `HTTP ${response.status}: ${count(response.text.length, 'character')}, not shown (${call.withholdAnswers}).`,
    )
    if (response.status >= 200 && response.status < 300)
      return readAnswer(call, response.status, response.text, repeatable)
    const verdict = judgeStatus(response.status, response.headers['retry-after'], repeatable, limits.now())
    if (verdict.kind !== 'fatal') {
      const said = platformErrorText(response.text)
      if (!said) return verdict
      const words = call.withholdAnswers === undefined ? said : "the platform's words not shown"
      return { ...verdict, reason: `${verdict.reason} — ${words}` }
    }
    return {
      kind: 'fatal',
      error: new PlatformError(describeErrorStatus(response.status, response.text, call), response.status),
    }
  }

  function readAnswer<T>(call: PlatformCall<T>, status: number, text: string, repeatable: boolean): Attempt<T> {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return judgeUnreadableAnswer(`the answer was not JSON (HTTP ${status})`, false, repeatable) as Attempt<T>
    }
    try {
      return { kind: 'done', value: call.parse(body) }
    } catch (error) {
      if (!(error instanceof BrokenAnswerError)) throw error
      const verdict = judgeUnreadableAnswer(error.message, true, repeatable)
      if (verdict.kind === 'retry') return verdict
      if (verdict.kind === 'ambiguous') {
        // The platform acted; what the answer did name (a job id) travels with the error.
        const message = `Could not confirm the request to ${call.action}: ${verdict.reason}. ${call.ambiguityAdvice ?? ''}`
        return { kind: 'fatal', error: new AmbiguousWriteError(message.trim(), { cause: error }) }
      }
      const message = `The platform's answer to the request to ${call.action} breaks its published contract: ${error.message}.`
      return { kind: 'fatal', error: new BrokenAnswerError(message, { jobId: error.jobId, cause: error }) }
    }
  }

  return { call, requestsSent, close: () => transport.close() }
}

/** `platform` with every call's answers withheld from the log and from errors, for `reason` (see `withholdAnswers`). */
export function withholdingAnswers(platform: PlatformClient, reason: string): PlatformClient {
  return { ...platform, call: (call) => platform.call({ ...call, withholdAnswers: reason }) }
}

/** A wait as people read it; a `Retry-After` of years is not worth spelling out. */
function describeWait(milliseconds: number): string {
  return milliseconds > 7 * 86_400_000 ? 'more than a week' : formatDuration(milliseconds)
}
