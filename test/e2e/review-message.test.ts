import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { renderGfm } from '../render/gfm.ts'
import type { SimulatorOptions } from '../simulator/server.ts'
import { expectEnding, platformInputs } from './helpers.ts'

/**
 * Review: after a follow-up message step ends early, the summary's next step reads "Re-run this
 * workflow to keep waiting" (src/agent/summary.ts, the branch for task kinds other than create).
 * Re-running a step that has `job-id` AND `prompt` sends the message again: a second follow-up
 * message, the very thing the action avoids for jobs ("Re-running ... creates another job") and
 * the opposite of its own error text ("to only wait for the job, re-run with job-id and no prompt").
 */
const RERUN = /Re-run this workflow to keep waiting/

describe('review: a follow-up message step never advises re-running the step as it is', () => {
  it.each<[string, SimulatorOptions, Record<string, string>, 'failure' | 'timed-out']>([
    [
      'when the message may have been delivered (HTTP 502)',
      { faults: [{ route: 'message', fault: { type: 'status', status: 502 } }] },
      {},
      'failure',
    ],
    [
      'when the wait for the job timed out',
      { job: { statuses: ['completed'], afterMessage: ['active'] } },
      { timeout: '2s', 'poll-interval': '500ms' },
      'timed-out',
    ],
  ])('%s', async (_, platformOptions, extra, conclusion) => {
    await withServers({ platform: platformOptions }, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: 'First.', wait: 'false' } })
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'Also update the FAQ.', ...extra },
      })
      expectEnding(run, conclusion)
      expect(platform.requests.filter((request) => request.route === 'message')).toHaveLength(1)
      expect(renderGfm(run.summary)).not.toMatch(RERUN)
    })
  })
})
