import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** A bare agent API on 127.0.0.1 for review tests: each request gets the answer `answer` picks. */
export async function startBareServer(
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<{ url: string; requests: { method: string; path: string }[]; close(): Promise<void> }> {
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
