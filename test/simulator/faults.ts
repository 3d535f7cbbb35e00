import type { AnalyticsRoute } from './analytics-routes.ts'
import type { DeploymentRoute } from './deployment-routes.ts'
import type { ServerResponse } from 'node:http'

export type Route = 'create' | 'get' | 'message' | AnalyticsRoute | DeploymentRoute

/** A failure the simulator injects instead of (or after) the normal answer. */
export type FaultKind =
  | { readonly type: 'status'; readonly status: number; readonly retryAfter?: string }
  | { readonly type: 'reset' }
  | { readonly type: 'malformed' }
  | { readonly type: 'html' }
  | { readonly type: 'slow'; readonly delayMs: number }
  /** A 200 whose body never ends, until the client hangs up. */
  | { readonly type: 'endless' }
  /** Any answer, e.g. valid JSON that breaks the contract, or hostile text. */
  | { readonly type: 'body'; readonly status: number; readonly body: string }
  /** An error that quotes the request's Authorization header back, as a careless proxy might. */
  | { readonly type: 'echo-auth'; readonly status: number }

export interface FaultRule {
  readonly route: Route
  readonly fault: FaultKind
  /** Requests on the route to answer normally before the fault starts. */
  readonly skip?: number
  /** How many consecutive requests get the fault (default 1). */
  readonly times?: number
}

/** Picks the fault, if any, for the n-th (0-based) request on a route. */
export function faultFor(rules: readonly FaultRule[], route: Route, index: number): FaultKind | undefined {
  return rules.find((rule) => {
    const start = rule.skip ?? 0
    return rule.route === route && index >= start && index < start + (rule.times ?? 1)
  })?.fault
}

/**
 * Whether the platform acts on a write before this fault happens. Only a 429 comes before: it is
 * the one answer that says the platform did not act. Every other fault, a 503 with `Retry-After`
 * included, comes after the write, as from a proxy that had already forwarded the request.
 */
export function faultHappensAfterWrite(fault: FaultKind): boolean {
  return !(fault.type === 'status' && fault.status === 429)
}

/**
 * Answers with the fault. Returns false for `slow`, whose normal answer the caller still sends
 * after the delay.
 */
export async function applyFault(
  fault: FaultKind,
  response: ServerResponse,
  request: { readonly authorization: string | undefined },
): Promise<boolean> {
  switch (fault.type) {
    case 'status': {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter
      response.writeHead(fault.status, headers).end(JSON.stringify({ error: `Simulated HTTP ${fault.status}` }))
      return true
    }
    case 'reset':
      response.socket?.destroy()
      return true
    case 'malformed':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "job_trunc", "status": ')
      return true
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Gateway</h1></body></html>')
      return true
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      return false
    case 'endless':
      streamForever(response)
      return true
    case 'body':
      response.writeHead(fault.status, { 'content-type': 'application/json' }).end(fault.body)
      return true
    case 'echo-auth':
      response
        .writeHead(fault.status, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: `Rejected header "Authorization: ${request.authorization ?? ''}" for this route` }),
        )
      return true
  }
}

/** Writes 64 KiB of a JSON string, again and again, while the client keeps reading. */
function streamForever(response: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write('{"id": "')
  const pump = (): void => {
    while (!response.destroyed && response.write(chunk)) {
      /* keep writing until the socket pushes back */
    }
    if (!response.destroyed) response.once('drain', pump)
  }
  response.on('close', () => response.removeAllListeners('drain'))
  pump()
}
