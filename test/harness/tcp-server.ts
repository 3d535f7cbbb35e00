import { createServer, type Socket } from 'node:net'

export type SocketBehaviour = (socket: Socket) => void

export interface TcpServer {
  /** An `https` address: the action starts a TLS handshake the server never answers as TLS. */
  readonly url: string
  close(): Promise<void>
}

/**
 * A TCP server on 127.0.0.1 that speaks no protocol: it accepts a connection and then does what
 * `behaviour` says (stall, reset, close), as a black-holed or overloaded load balancer does.
 */
export async function startTcpServer(behaviour: SocketBehaviour): Promise<TcpServer> {
  const sockets: Socket[] = []
  const server = createServer((socket) => {
    sockets.push(socket)
    socket.on('error', () => undefined)
    behaviour(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
