import type { CallContext } from '../../src/http/call-platform.ts'
import type { HttpClient, PlatformRequest, PlatformResponse } from '../../src/http/transport.ts'

/** An HttpClient that answers from a script, for unit tests of code above the transport. */
export function scriptedClient(answers: ReadonlyArray<PlatformResponse | Error>): HttpClient & {
  readonly requests: PlatformRequest[]
} {
  const requests: PlatformRequest[] = []
  return {
    requests,
    send(request) {
      requests.push(request)
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)]
      if (answer === undefined) return Promise.reject(new Error('no scripted answer'))
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
    close: () => Promise.resolve(),
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): PlatformResponse {
  return { status, headers, text: typeof body === 'string' ? body : JSON.stringify(body) }
}

/** A call context over a scripted client, with retries fast enough for unit tests. */
export function fakeCallContext(
  answers: ReadonlyArray<PlatformResponse | Error>,
  overrides: Partial<CallContext> = {},
): { client: ReturnType<typeof scriptedClient>; context: CallContext } {
  const client = scriptedClient(answers)
  const context: CallContext = {
    client,
    deadline: Date.now() + 10_000,
    signal: new AbortController().signal,
    retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
    ...overrides,
  }
  return { client, context }
}
