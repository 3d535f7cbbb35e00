import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { generate } from 'selfsigned'
import { realNow } from './pinned-clock.ts'

/**
 * An HTTPS server on 127.0.0.1 with a self-signed certificate made for the test (no key is
 * committed, and no openssl binary is needed): what a misconfigured proxy or a man in the
 * middle looks like to the action.
 */
export interface SelfSignedServer {
  readonly url: string
  readonly requests: number
  close(): Promise<void>
}

export async function startSelfSignedServer(): Promise<SelfSignedServer> {
  // TLS checks a certificate against the machine's real clock, not the test's pinned day.
  const notBeforeDate = new Date(realNow() - 60_000)
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { notBeforeDate })
  let requests = 0
  const server = createServer({ key: pems.private, cert: pems.cert }, (_, response) => {
    requests++
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"job_tls","status":"active"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}
