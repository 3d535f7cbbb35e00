import { lazyConnectionPool } from './connection-pool.ts'
import packageInfo from '../../package.json' with { type: 'json' }

const USER_AGENT = `${packageInfo.name}/${packageInfo.version}`

/** Longest any single request may take; the step's own deadline may cut it shorter. */
export const REQUEST_TIMEOUT_MS = 30_000
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
 * A request that got no usable HTTP answer. `requestSent` says whether it may have reached the
 * platform: never for `not-sent` and `tls`; for the others, only if a connection was up while
 * it was under way (no byte of a request is written before its connection is established).
 */
export class TransportError extends Error {
  override name = 'TransportError'
  readonly kind: 'not-sent' | 'tls' | 'timeout' | 'oversize' | 'failed' | 'cancelled'
  readonly requestSent: boolean
  constructor(message: string, kind: TransportError['kind'], requestSent = kind !== 'not-sent' && kind !== 'tls') {
    super(message)
    this.kind = kind
    this.requestSent = requestSent
  }
}

export function createTransport(baseUrl: string, apiKey: string): Transport {
  const pool = lazyConnectionPool()
  const headers = { authorization: `Bearer ${apiKey}`, 'user-agent': USER_AGENT, accept: 'application/json' }
  const host = new URL(baseUrl).host

  async function send(platformRequest: PlatformRequest): Promise<PlatformResponse> {
    const url = new URL(baseUrl + platformRequest.path)
    for (const [name, value] of Object.entries(platformRequest.query ?? {})) url.searchParams.set(name, value)
    const timeout = AbortSignal.timeout(platformRequest.timeoutMs)
    // One deadline for the whole exchange: connecting, headers and body alike.
    const signal = AbortSignal.any([platformRequest.signal, timeout])
    const { request, dispatcher, sentCheck } = await pool.get()
    const mayHaveBeenSent = sentCheck()
    try {
      // undici heeds an abort only once the connection is up; the race stops waiting at once.
      const response = await untilAborted(
        request(url, {
          dispatcher,
          method: platformRequest.method,
          headers: platformRequest.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: platformRequest.json === undefined ? null : JSON.stringify(platformRequest.json),
          signal,
        }),
        signal,
      )
      const text = await untilAborted(readCapped(response.body), signal)
      return { status: response.statusCode, headers: response.headers, text }
    } catch (error) {
      if (error instanceof TransportError) throw error
      const sent = mayHaveBeenSent()
      if (platformRequest.signal.aborted) throw new TransportError('the step was cancelled', 'cancelled', sent)
      throw toTransportError(error, timeout.aborted, host, sent)
    }
  }

  return { send, close: () => pool.close() }
}

/** `work`, or a rejection the moment `signal` aborts; a later failure of `work` is then of no interest. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined)
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error as Error)),
    )
  })
}

/**
 * The body as text, decoded chunk by chunk: no joined copy of it outside the JavaScript heap,
 * where a buffer lingers until a full collection, raising a long export's peak memory.
 */
async function readCapped(body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown }): Promise<string> {
  // As Buffer#toString would: malformed bytes become U+FFFD, and a byte order mark stays (JSON refuses it).
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  let text = ''
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
    text += decoder.decode(chunk, { stream: true })
  }
  return text + decoder.decode()
}

function toTransportError(error: unknown, timedOut: boolean, host: string, sent: boolean): TransportError {
  const code = errorCode(error)
  const detail = error instanceof Error ? error.message : String(error)
  if (code !== undefined && isTlsCode(code)) {
    return new TransportError(`the TLS connection to ${host} failed (${code}): ${detail}`, 'tls')
  }
  if (!sent) {
    const why = timedOut
      ? 'no connection before the request timed out'
      : `could not connect${code ? ` (${code})` : ''}: ${detail}`
    return new TransportError(why, 'not-sent')
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
