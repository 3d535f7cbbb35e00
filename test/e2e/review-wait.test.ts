import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import type { FaultRule } from '../simulator/faults.ts'
import { expectEnding, platformInputs } from './helpers.ts'

/**
 * Review: while waiting, a status check that cannot be retried within `timeout` (a 429 whose
 * Retry-After passes the deadline) throws DeadlineError("The timeout ran out while trying to get
 * agent job …: HTTP 429 (the platform asked to wait 1h 00m)…"). waitForJob turns it into outcome
 * `timed-out` and decideEnding's `timed-out` case drops the error: the step reports "Timed out
 * after 113ms waiting for agent job" with `timeout: 30m`, and never says the platform rate-limited
 * it, which is what the README's failure table promises ("The timeout ran out while trying to …").
 */
describe('review: a wait cut short by Retry-After says why', () => {
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
