import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { platformInputs } from './helpers.ts'
import { json } from '../harness/bare-server.ts'
import { withServers } from '../harness/servers.ts'

/**
 * Review: the progress reporter warns once per distinct unknown status and keeps every status it
 * warned about, whole, in a Set (src/agent/progress.ts, `warned`, key `status:${job.status}`).
 * A platform that answers each poll with a different large status (each answer is allowed up
 * to 10 MB) makes the step hold every one of them until the heap runs out: Node aborts with
 * "JavaScript heap out of memory", with no conclusion, no error and no summary. With Node's default
 * heap (about 4 GB here) that takes some 500 polls of 8 MB: `poll-interval: 1s` and the default 30m
 * timeout get there. The test lowers the heap to 256 MB so it runs in seconds; the same server
 * with one repeated large status runs to its timeout and reports normally (checked by hand).
 */
describe('review: a platform answering with ever-new large statuses', () => {
  it('does not exhaust the heap: the step still ends with a conclusion and a summary', async () => {
    const big = 'q'.repeat(8 * 1024 * 1024)
    let reads = 0
    await withServers(
      {
        bare: (request, _, response) =>
          request.method === 'POST'
            ? json(response, 201, { id: 'job_1', status: 'active' })
            : json(response, 200, { id: 'job_1', status: `${++reads}${big}` }),
      },
      async ({ bare: server }) => {
        const run = await runAction({
          inputs: { ...platformInputs(server), prompt: 'Refresh the changelog.', timeout: '25s' },
          nodeArguments: ['--max-old-space-size=256'],
        })
        expect(run.stderr).not.toContain('heap out of memory')
        expect(run.outputs['conclusion']).toBe('timed-out')
        expect(run.summary).not.toBe('')
      },
    )
  })
})
