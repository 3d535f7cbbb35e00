import { Agent, request } from 'undici'
import packageInfo from '../../package.json' with { type: 'json' }

const USER_AGENT = `${packageInfo.name}/${packageInfo.version}`

/** Longest any single request may take; the step's own deadline may cut it shorter. */
export const REQUEST_TIMEOUT_MS = 30_000
const CONNECT_TIMEOUT_MS = 10_000
/** No answer of the contract comes near this; a body that keeps growing is cut off here. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

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

/** Sends one request to the platform and reads its whole answer; retrying is the caller's. */
export interface Transport {
  send(request: PlatformRequest): Promise<PlatformResponse>
  close(): Promise<void>
}

/**
 * A request that got no usable HTTP answer. `kind` says what is known: `not-sent` and `tls`
 * failed before the request left this machine; the others may have reached the platform.
 */
export class TransportError extends Error {
  override name = 'TransportError'
  readonly kind: 'not-sent' | 'tls' | 'timeout' | 'oversize' | 'failed'
  constructor(message: string, kind: TransportError['kind']) {
    super(message)
    this.kind = kind
  }

  get requestSent(): boolean {
    return this.kind !== 'not-sent' && this.kind !== 'tls'
  }
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

export function createTransport(baseUrl: string, apiKey: string): Transport {
  // One keep-alive pool for the whole step: polling reuses the connection instead of a TLS handshake each time.
  const dispatcher = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS }, keepAliveTimeout: 60_000 })
  const headers = { authorization: `Bearer ${apiKey}`, 'user-agent': USER_AGENT, accept: 'application/json' }
  const host = new URL(baseUrl).host

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
      const text = await readCapped(response.body)
      return { status: response.statusCode, headers: response.headers, text }
    } catch (error) {
      if (platformRequest.signal.aborted || error instanceof TransportError) throw error
      throw toTransportError(error, timeout.aborted, host)
    }
  }

  // Destroy, not close: at the end of the step nothing is worth waiting for, least of all after a cancellation.
  return { send, close: () => dispatcher.destroy() }
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown }): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) {
      body.destroy()
      throw new TransportError(
        `the answer was larger than ${MAX_BODY_BYTES / 1024 / 1024} MB and was cut off`,
        'oversize',
      )
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function toTransportError(error: unknown, timedOut: boolean, host: string): TransportError {
  const code = errorCode(error)
  const detail = error instanceof Error ? error.message : String(error)
  if (code !== undefined && isTlsCode(code)) {
    return new TransportError(`the TLS connection to ${host} failed (${code}): ${detail}`, 'tls')
  }
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return new TransportError(`could not connect (${code}): ${detail}`, 'not-sent')
  }
  if (timedOut) return new TransportError('no answer before the request timed out', 'timeout')
  return new TransportError(`the connection failed${code ? ` (${code})` : ''}: ${detail}`, 'failed')
}

/** Certificate and handshake failures: they do not heal by retrying. */
function isTlsCode(code: string): boolean {
  return /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$)/.test(code) || code.includes('CERT')
}

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
