import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { platformInputs } from '../helpers.ts'
import { json } from '../../harness/bare-server.ts'
import { withServers } from '../../harness/servers.ts'

/**
 * A platform that answers every poll with a new, large status must not fill the heap: the step
 * remembers what it warned about by a short key in a capped set. The heap is lowered so the
 * test runs in seconds; the step must still end with a conclusion and a summary.
 */
describe('a platform answering with ever-new large statuses', () => {
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
