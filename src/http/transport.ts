import { Agent, request } from 'undici'
import packageInfo from '../../package.json' with { type: 'json' }

const USER_AGENT = `${packageInfo.name}/${packageInfo.version}`

/** Longest any single request may take; the step's own deadline may cut it shorter. */
export const REQUEST_TIMEOUT_MS = 30_000
const CONNECT_TIMEOUT_MS = 10_000

export interface PlatformRequest {
  readonly method: 'GET' | 'POST'
  /** Path below the base URL, starting with `/`, segments already encoded. */
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  readonly json?: unknown
  readonly timeoutMs: number
  readonly signal: AbortSignal
}

export interface PlatformResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly text: string
}

export interface HttpClient {
  send(request: PlatformRequest): Promise<PlatformResponse>
  close(): Promise<void>
}

/** Connection failures that happen before any byte of the request leaves this machine. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
])

/** A request that got no HTTP answer. `requestSent` says whether the platform may have seen it. */
export class TransportError extends Error {
  override name = 'TransportError'
  readonly requestSent: boolean
  constructor(message: string, requestSent: boolean) {
    super(message)
    this.requestSent = requestSent
  }
}

export function createHttpClient(baseUrl: string, apiKey: string): HttpClient {
  // One keep-alive pool for the whole step: polling reuses the connection instead of a TLS handshake each time.
  const dispatcher = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS }, keepAliveTimeout: 60_000 })
  const headers = { authorization: `Bearer ${apiKey}`, 'user-agent': USER_AGENT, accept: 'application/json' }

  async function send(platformRequest: PlatformRequest): Promise<PlatformResponse> {
    const url = new URL(baseUrl + platformRequest.path)
    for (const [name, value] of Object.entries(platformRequest.query ?? {})) url.searchParams.set(name, value)
    const timeout = AbortSignal.timeout(platformRequest.timeoutMs)
    try {
      const response = await request(url, {
        dispatcher,
        method: platformRequest.method,
        headers: platformRequest.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: platformRequest.json === undefined ? null : JSON.stringify(platformRequest.json),
        // One deadline for the whole exchange: connecting, headers and body alike.
        signal: AbortSignal.any([platformRequest.signal, timeout]),
      })
      const text = await response.body.text()
      return { status: response.statusCode, headers: response.headers, text }
    } catch (error) {
      if (platformRequest.signal.aborted) throw error
      throw toTransportError(error, timeout.aborted)
    }
  }

  return { send, close: () => dispatcher.close() }
}

function toTransportError(error: unknown, timedOut: boolean): TransportError {
  const code = errorCode(error)
  const detail = error instanceof Error ? error.message : String(error)
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return new TransportError(`could not connect (${code}): ${detail}`, false)
  }
  if (timedOut) {
    return new TransportError('no answer before the request timed out', true)
  }
  return new TransportError(`the connection failed${code ? ` (${code})` : ''}: ${detail}`, true)
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
