import * as core from '@actions/core'
import { setTimeout as sleep } from 'node:timers/promises'
import { formatDuration } from '../durations.ts'
import {
  AmbiguousWriteError,
  CancelledError,
  DeadlineError,
  describeErrorStatus,
  MalformedResponseError,
  PlatformError,
  RetriesExhaustedError,
  type ErrorContext,
} from './errors.ts'
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  judgeMalformedBody,
  judgeStatus,
  judgeTransportError,
  type RetryOrAmbiguous,
  type RetryPolicy,
} from './retry-policy.ts'
import { REQUEST_TIMEOUT_MS, TransportError, type HttpClient, type PlatformRequest } from './transport.ts'

/** What every platform call shares: the client, the step's deadline and the cancellation signal. */
export interface CallContext {
  readonly client: HttpClient
  /** Epoch milliseconds past which nothing more is attempted. */
  readonly deadline: number
  readonly signal: AbortSignal
  readonly retryPolicy?: RetryPolicy
}

export interface PlatformCall<T> extends ErrorContext {
  readonly method: PlatformRequest['method']
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  readonly json?: unknown
  /** Validates the decoded body; throws MalformedResponseError when it breaks the contract. */
  readonly parse: (body: unknown) => T
  /** For a request that is not repeatable: what the user should do when its effect is unknown. */
  readonly ambiguityAdvice?: string
}

/** Sends one platform request, retrying only what is transient and safe to repeat. */
export async function callPlatform<T>(context: CallContext, call: PlatformCall<T>): Promise<T> {
  const policy = context.retryPolicy ?? DEFAULT_RETRY_POLICY
  const repeatable = call.method === 'GET'
  let failures = 0
  let attempts = 0
  for (;;) {
    attempts++
    const verdict = await attempt(context, call, repeatable)
    if (verdict.kind === 'done') return verdict.value
    if (verdict.kind === 'ambiguous') {
      throw new AmbiguousWriteError(
        `Could not confirm the request to ${call.action}: ${verdict.reason}. ${call.ambiguityAdvice ?? ''}`.trim(),
      )
    }
    if (verdict.kind === 'fatal') throw verdict.error
    if (!verdict.rateLimited) failures++
    if (failures >= policy.maxAttempts) {
      throw new RetriesExhaustedError(
        `Gave up trying to ${call.action} after ${failures} failed attempts; the last one: ${verdict.reason}.`,
      )
    }
    const delay = verdict.retryAfterMs ?? backoffDelayMs(attempts, policy)
    const remaining = context.deadline - Date.now()
    if (delay >= remaining) {
      const wait = verdict.retryAfterMs === undefined ? '' : ` (the platform asked to wait ${formatDuration(delay)})`
      throw new DeadlineError(
        `The timeout ran out while trying to ${call.action}: ${verdict.reason}${wait}. Raise "timeout" or try again later.`,
      )
    }
    core.info(`Could not ${call.action} (${verdict.reason}); retrying in ${formatDuration(delay)}.`)
    try {
      await sleep(delay, undefined, { signal: context.signal })
    } catch {
      throw new CancelledError(`Cancelled while waiting to retry the request to ${call.action}.`)
    }
  }
}

type AttemptResult<T> =
  { readonly kind: 'done'; readonly value: T } | { readonly kind: 'fatal'; readonly error: Error } | RetryOrAmbiguous

async function attempt<T>(context: CallContext, call: PlatformCall<T>, repeatable: boolean): Promise<AttemptResult<T>> {
  const remaining = context.deadline - Date.now()
  if (remaining <= 0) throw new DeadlineError(`The timeout ran out before the request to ${call.action} could be sent.`)
  let response
  try {
    core.debug(`${call.method} ${call.path} ${call.query ? JSON.stringify(call.query) : ''}`)
    response = await context.client.send({
      method: call.method,
      path: call.path,
      ...(call.query ? { query: call.query } : {}),
      ...(call.json === undefined ? {} : { json: call.json }),
      timeoutMs: Math.min(REQUEST_TIMEOUT_MS, remaining),
      signal: context.signal,
    })
  } catch (error) {
    if (context.signal.aborted) {
      const note = repeatable ? '' : ` The platform may have received it. ${call.ambiguityAdvice ?? ''}`
      throw new CancelledError(`Cancelled during the request to ${call.action}.${note}`.trim())
    }
    if (error instanceof TransportError) return judgeTransportError(error, repeatable)
    throw error
  }
  core.debug(`HTTP ${response.status}: ${response.text.slice(0, 2_000)}`)
  if (response.status >= 200 && response.status < 300) {
    try {
      return { kind: 'done', value: call.parse(JSON.parse(response.text)) }
    } catch (error) {
      const reason =
        error instanceof MalformedResponseError
          ? error.message
          : 'the answer was not JSON (HTTP ' + response.status + ')'
      return judgeMalformedBody(reason, repeatable)
    }
  }
  const verdict = judgeStatus(response.status, response.headers['retry-after'], repeatable, Date.now())
  if (verdict.kind !== 'fatal') return verdict
  return {
    kind: 'fatal',
    error: new PlatformError(describeErrorStatus(response.status, response.text, call), response.status),
  }
}
