import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { platformInputs } from './helpers.ts'
import { json } from '../harness/bare-server.ts'
import { withServers } from '../harness/servers.ts'

/**
 * Review: the retry policy repeats a creating POST after HTTP 503 on the premise that "the
 * platform cannot have acted" (src/platform/retry-policy.ts judgeStatus; README "What the action
 * does on the network"). The platform's contract never answers 503 (create: 201, 400, 429), so a
 * 503 comes from what stands in front of it, and proxies do send 503 after forwarding: Envoy
 * (and Istio, and the meshes built on it) answers 503 "upstream_reset_before_response_started"
 * when the upstream drops the connection after reading the request; Heroku's router answers 503
 * (H12) when the app did not answer within 30 s. The server below is that case: the job is made,
 * then the answer is a 503 from the proxy. The step retries and makes a second job.
 */
describe('review: a 503 from a proxy after the platform acted', () => {
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
