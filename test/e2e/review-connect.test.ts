import type { Socket } from 'node:net'
import { withServers } from '../harness/servers.ts'
import { describe, expect, it } from 'vitest'
import { runAction, type RunOptions } from '../harness/run-action.ts'
import { expectEnding, platformInputs } from './helpers.ts'

/**
 * Review: the transport (src/platform/transport.ts) cannot tell a request that never left the
 * runner from one that did, unless the error code is on a short list. Two consequences:
 *
 * 1. undici only honours the request's AbortSignal once the connection is up: while the TCP/TLS
 *    connection is still being made, neither the step's deadline nor SIGTERM stops it, and the
 *    step waits out undici's 10 s connect timeout.
 * 2. A connection that fails during the TLS handshake (reset, closed, or cut by the deadline or a
 *    cancellation) is reported as "A job may have been created", though no byte of the request
 *    was sent (the handshake never finished, so nothing could have been).
 *
 * The servers below speak no TLS at all: they accept the TCP connection and then stall, reset or
 * close it, as a black-holed or overloaded load balancer does.
 */

const PROMPT = 'Refresh the changelog.'
const MAY_EXIST = /may have been created|may have received it/

async function runAgainst(server: { url: string }, options: Partial<RunOptions> = {}) {
  const started = Date.now()
  const run = await runAction({ inputs: { ...platformInputs(server), prompt: PROMPT }, ...options })
  return { run, tookMs: Date.now() - started }
}

describe('review: a connection that never carried the request', () => {
  it('SIGTERM while the TLS handshake hangs: exits within 3 s and does not say a job may exist', async () => {
    await withServers({ tcp: () => {} }, async ({ tcp: server }) => {
      let signalledAt = 0
      const { run } = await runAgainst(server, {
        onStart: (child) => {
          const timer = setInterval(() => {
            if (!child.stdout().includes('Creating an agent job')) return
            clearInterval(timer)
            setTimeout(() => {
              signalledAt = Date.now()
              child.kill('SIGTERM')
            }, 500)
          }, 10)
        },
      })
      const stoppedWithinMs = Date.now() - signalledAt
      expectEnding(run, 'cancelled')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expect(run.outputs['error']).not.toMatch(MAY_EXIST)
    })
  })

  it('timeout 2s while the TLS handshake hangs: ends near 2 s, not after the 10 s connect timeout', async () => {
    await withServers({ tcp: () => {} }, async ({ tcp: server }) => {
      const { run, tookMs } = await runAgainst(server, {
        inputs: { ...platformInputs(server), prompt: PROMPT, timeout: '2s' },
      })
      expectEnding(run, 'timed-out')
      expect(tookMs).toBeLessThan(5_000)
    })
  })

  it.each<[string, (socket: Socket) => void]>([
    ['reset', (socket) => socket.resetAndDestroy()],
    ['closed', (socket) => socket.destroy()],
  ])('a connection %s during the TLS handshake is not reported as a job that may exist', async (_, behaviour) => {
    await withServers({ tcp: behaviour }, async ({ tcp: server }) => {
      // Nothing was sent, so the create is retried (with back-off) until the timeout ends it.
      const { run } = await runAgainst(server, { inputs: { ...platformInputs(server), prompt: PROMPT, timeout: '4s' } })
      expectEnding(run, 'timed-out')
      expect(run.stdout).toMatch(/Could not create the agent job \(could not connect .*\); retrying in/)
      expect(run.outputs['error']).toMatch(/No job was created\.$/)
      expect(run.outputs['error']).not.toMatch(MAY_EXIST)
      expect(run.summary).not.toMatch(/may have been created/i)
    })
  })
})
