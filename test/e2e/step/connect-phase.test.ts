import type { Socket } from 'node:net'
import { withServers } from '../../harness/servers.ts'
import { describe, expect, it } from 'vitest'
import { runAction, type RunOptions } from '../../harness/run-action.ts'
import { expectEnding, platformInputs } from '../helpers.ts'

/**
 * While a connection is still being made, nothing of the request has left the runner. undici
 * heeds an abort only once the connection is up, so the step must stop waiting on its own at
 * its deadline and on SIGTERM, and must never say a job may exist when the TLS handshake never
 * finished. The servers below accept TCP and then stall, reset or close, speaking no TLS.
 */

const PROMPT = 'Refresh the changelog.'
const MAY_EXIST = /may have been created|may have received it/

async function runAgainst(server: { url: string }, options: Partial<RunOptions> = {}) {
  const started = Date.now()
  const run = await runAction({ inputs: { ...platformInputs(server), prompt: PROMPT }, ...options })
  return { run, tookMs: Date.now() - started }
}

describe('a connection that never carried the request', () => {
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
