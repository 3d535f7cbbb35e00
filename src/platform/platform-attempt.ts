import { log } from '../runner/log.ts'
import { CancelledError, DeadlineError, remainingMs, type StepLimits } from '../runner/limits.ts'
import { count } from '../text/format.ts'
import {
  AmbiguousWriteError,
  BrokenAnswerError,
  describeErrorStatus,
  platformErrorText,
  PlatformError,
  type RequestPurpose,
} from './errors.ts'
import { judgeStatus, judgeTransportError, judgeUnreadableAnswer, type Verdict } from './retry-policy.ts'
import { REQUEST_TIMEOUT_MS, TransportError, type PlatformRequest, type Transport } from './transport.ts'

/*
 * One attempt at a platform call: checked against the step's limits, counted, sent, and its
 * answer or failure judged by the retry policy. platform-client.ts decides whether to try again.
 */

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
   * minute) a busy organization meets often and soon leaves; and for a status check while
   * waiting, where a 429 asks for a longer wait, not an end. Each wait is at least the back-off.
   */
  readonly waitOutRateLimits?: boolean
  /** Called before each attempt, retries included, is sent: it may throw to send no more (a cap on requests). */
  readonly beforeAttempt?: () => void
}

/** What every attempt of one platform client shares. */
export interface Client {
  readonly transport: Transport
  readonly limits: StepLimits
  readonly requestsSent: Map<string, number>
}

export type Attempt<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'fatal'; readonly error: Error }
  | Exclude<Verdict, { kind: 'fatal' }>

/** One attempt: sent, counted, and its answer judged. */
export async function send<T>(client: Client, call: PlatformCall<T>, repeatable: boolean): Promise<Attempt<T>> {
  const { limits } = client
  if (limits.signal.aborted) throw new CancelledError(`Cancelled before the request to ${call.action} was sent.`)
  const remaining = remainingMs(limits)
  if (remaining <= 0) throw new DeadlineError(`The timeout ran out before the request to ${call.action} could be sent.`)
  call.beforeAttempt?.()
  client.requestsSent.set(call.endpoint, (client.requestsSent.get(call.endpoint) ?? 0) + 1)
  // A cursor may spell the last row it points after: when answers are withheld, so is it.
  const query =
    call.query && call.withholdAnswers !== undefined && call.query['cursor'] !== undefined
      ? { ...call.query, cursor: '(not shown)' }
      : call.query
  log.debug(`${call.method} ${call.path}${query ? ` ${JSON.stringify(query)}` : ''}`)
  let response
  try {
    response = await client.transport.send({
      method: call.method,
      path: call.path,
      ...(call.query ? { query: call.query } : {}),
      ...(call.json === undefined ? {} : { json: call.json }),
      timeoutMs: Math.min(REQUEST_TIMEOUT_MS, remaining),
      signal: limits.signal,
    })
  } catch (error) {
    return unsent(error, call, limits, repeatable)
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

/** An attempt the transport failed: cancelled, worth another try, or fatal. */
function unsent<T>(error: unknown, call: PlatformCall<T>, limits: StepLimits, repeatable: boolean): Attempt<T> {
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
