import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { platformInputs } from '../helpers.ts'
import { json } from '../../harness/bare-server.ts'
import { withServers } from '../../harness/servers.ts'

/**
 * The contract never answers a create with 503 (only 201, 400, 429), so a 503 comes from what
 * stands in front of the platform, and proxies send it after forwarding too: Envoy answers 503
 * when the upstream drops the connection after reading the request, Heroku's router when the app
 * is slow. A 503 is therefore "a job may exist", never a reason to retry, with or without
 * Retry-After (step/writes-sent-once.test.ts attacks every write with one that asks to come back).
 */
describe('a 503 from a proxy after the platform acted', () => {
  it('does not create a second job', async () => {
    const jobs: string[] = []
    await withServers(
      {
        bare: (request, _, response) => {
          if (request.method !== 'POST') return json(response, 200, { id: jobs.at(-1), status: 'completed' })
          jobs.push(`job_${jobs.length + 1}`)
          if (jobs.length === 1) {
            response
              .writeHead(503, { 'content-type': 'text/plain', server: 'envoy' })
              .end('upstream connect error or disconnect/reset before headers. reset reason: connection termination')
            return
          }
          json(response, 201, { id: jobs.at(-1), status: 'active' })
        },
      },
      async ({ bare: server }) => {
        await runAction({ inputs: { ...platformInputs(server), prompt: 'Refresh the changelog.' } })
        expect(jobs).toHaveLength(1)
      },
    )
  })
})
