import { describe, expect, it } from 'vitest'
import { fastClock, fastClockEnv } from '../../harness/fast-clock.ts'
import { runAction } from '../../harness/run-action.ts'
import { platformInputs } from '../helpers.ts'
import { json } from '../../harness/bare-server.ts'
import { withServers } from '../../harness/servers.ts'

/**
 * A platform that answers every poll with a new, large status must not fill the heap: the step
 * remembers what it warned about by a short key in a capped set. The heap is lowered to 256 MB
 * and the platform sends 48 statuses of 8 MB each (384 MB, more than the heap holds) before it
 * says the job completed: the step must still end with a conclusion and a summary.
 */
const LARGE_STATUSES = 48

describe('a platform answering with ever-new large statuses', () => {
  it('does not exhaust the heap: the step still ends with a conclusion and a summary', async () => {
    const big = 'q'.repeat(8 * 1024 * 1024)
    let reads = 0
    await withServers(
      {
        bare: (request, _, response) =>
          request.method === 'POST'
            ? json(response, 201, { id: 'job_1', status: 'active' })
            : ++reads > LARGE_STATUSES
              ? json(response, 200, { id: 'job_1', status: 'completed' })
              : json(response, 200, { id: 'job_1', status: `${reads}${big}` }),
      },
      async ({ bare: server }) => {
        const run = await runAction({
          inputs: { ...platformInputs(server), prompt: 'Refresh the changelog.', timeout: '24h' },
          // 48 checks slow to one a minute (poll-schedule.ts): the step's clock runs 1,000 times faster.
          nodeArguments: ['--max-old-space-size=256', ...fastClock()],
          env: fastClockEnv(1_000),
        })
        expect(run.stderr).not.toContain('heap out of memory')
        expect(reads).toBe(LARGE_STATUSES + 1)
        expect(run.outputs['conclusion']).toBe('success')
        expect(run.summary).not.toBe('')
      },
    )
  })
})
