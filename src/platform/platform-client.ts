import { log } from '../runner/log.ts'
import { DeadlineError, pause, remainingMs, type StepLimits } from '../runner/limits.ts'
import { formatDuration } from '../text/format.ts'
import { AmbiguousWriteError, RateLimitWaitError, RetriesExhaustedError } from './errors.ts'
import { send, type Client, type PlatformCall } from './platform-attempt.ts'
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy.ts'
import type { Transport } from './transport.ts'

export type { PlatformCall } from './platform-attempt.ts'

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
  const client: Client = { transport, limits, requestsSent }
  return { call: (call) => callWithRetries(client, policy, call), requestsSent, close: () => transport.close() }
}

/** One call, sent again as long as the retry policy and the step's limits allow. */
async function callWithRetries<T>(client: Client, policy: RetryPolicy, call: PlatformCall<T>): Promise<T> {
  const { limits } = client
  const repeatable = call.method === 'GET'
  let failures = 0
  let rateLimited = 0
  for (let attempt = 1; ; attempt++) {
    const verdict = await send(client, call, repeatable)
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
        verdict.retryAfterMs === undefined ? '' : ` (the platform asked to wait ${describeWait(verdict.retryAfterMs)})`
      const message = `The timeout ran out while trying to ${call.action}: ${verdict.reason}${asked}. Raise "timeout" or try again later.`
      if (verdict.rateLimited) throw new RateLimitWaitError(message, verdict.retryAfterMs)
      throw new DeadlineError(message)
    }
    log.info(`Could not ${call.action} (${verdict.reason}); retrying in ${formatDuration(delay)}.`)
    await pause(limits, delay, `waiting to retry the request to ${call.action}`)
  }
}

/** `platform` with every call's answers withheld from the log and from errors, for `reason` (see `withholdAnswers`). */
export function withholdingAnswers(platform: PlatformClient, reason: string): PlatformClient {
  return { ...platform, call: (call) => platform.call({ ...call, withholdAnswers: reason }) }
}

/** A wait as people read it; a `Retry-After` of years is not worth spelling out. */
function describeWait(milliseconds: number): string {
  return milliseconds > 7 * 86_400_000 ? 'more than a week' : formatDuration(milliseconds)
}
