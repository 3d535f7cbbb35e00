import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * An HTTPS server on 127.0.0.1 with a self-signed certificate made for the test by openssl (no
 * key is committed): what a misconfigured proxy or a man in the middle looks like to the action.
 */
export async function startSelfSignedServer(): Promise<{
  readonly url: string
  readonly requests: number
  close(): Promise<void>
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tls-'))
  const [key, cert] = [path.join(directory, 'key.pem'), path.join(directory, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  let requests = 0
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_, response) => {
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
