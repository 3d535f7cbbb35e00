import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { expectEnding, platformInputs } from '../helpers.ts'

/**
 * A wait cut short by the platform (a Retry-After past the time left) must say why, not only
 * that the timeout ran out.
 */
describe('a wait cut short by Retry-After says why', () => {
  it('names the rate limit instead of claiming the 30m timeout ran out', async () => {
    const faults: FaultRule[] = [{ route: 'get', fault: { type: 'status', status: 429, retryAfter: '3600' } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const started = Date.now()
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh the changelog.', timeout: '30m' },
      })
      expect(Date.now() - started).toBeLessThan(10_000) // it ended at once, 30 minutes early
      expectEnding(run, 'timed-out')
      expect(run.outputs['error']).toMatch(/429|rate|asked to wait/i)
      expect(run.summary).toMatch(/429|rate|asked to wait/i)
    })
  })
})
