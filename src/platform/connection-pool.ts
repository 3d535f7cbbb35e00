import type { Agent, Dispatcher, buildConnector, request } from 'undici'

const CONNECT_TIMEOUT_MS = 10_000

/** The step's one keep-alive pool of connections to the platform, and what it knows of them. */
export interface ConnectionPool {
  readonly request: typeof request
  readonly dispatcher: Dispatcher
  /**
   * Taken when a request starts; later says whether it may have been written: only if a
   * connection was up when it started, or came up while it ran (no byte of a request is written
   * before its connection is established, after the TLS handshake for https).
   */
  readonly sentCheck: () => () => boolean
}

/**
 * The pool, made on the first request: undici is loaded then, so a step that stops before any
 * request (on bad input) never pays for it. Polling reuses one connection instead of a TLS
 * handshake each time.
 */
export function lazyConnectionPool(): { get(): Promise<ConnectionPool>; close(): Promise<void> } {
  let pool: Promise<ConnectionPool> | undefined
  return {
    get: () => (pool ??= open()),
    // Destroy, not close: at the end of the step nothing is worth waiting for, least of all after a cancellation.
    close: async () => (pool ? (await pool).dispatcher.destroy() : undefined),
  }
}

async function open(): Promise<ConnectionPool> {
  const undici = await import('undici')
  const connectBase = undici.buildConnector({ timeout: CONNECT_TIMEOUT_MS })
  let open = 0
  let established = 0
  const connect: buildConnector.connector = (options, callback) => {
    connectBase(options, (...args) => {
      const [, socket] = args
      if (socket) {
        open++
        established++
        socket.once('close', () => open--)
      }
      callback(...args)
    })
  }
  const dispatcher: Agent = new undici.Agent({ connect, keepAliveTimeout: 60_000 })
  return {
    request: undici.request,
    dispatcher,
    sentCheck: () => {
      const [openAtStart, establishedAtStart] = [open, established]
      return () => openAtStart > 0 || established > establishedAtStart
    },
  }
}
