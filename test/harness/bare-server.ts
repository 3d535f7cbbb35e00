import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** A bare HTTP server on 127.0.0.1 whose every answer a test writes itself: for platforms the simulator does not model. */
export type BareAnswer = (request: IncomingMessage, body: string, response: ServerResponse) => void

export interface BareServer {
  readonly url: string
  readonly requests: { method: string; path: string }[]
  close(): Promise<void>
}

export async function startBareServer(answer: BareAnswer): Promise<BareServer> {
  const requests: { method: string; path: string }[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '' })
      answer(request, Buffer.concat(chunks).toString('utf8'), response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
