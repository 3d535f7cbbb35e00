import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { renderGfm } from '../render/gfm.ts'
import type { SimulatorOptions } from '../simulator/server.ts'
import { expectEnding, platformInputs } from './helpers.ts'
import { json } from '../harness/bare-server.ts'

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

/**
 * Review: waitForJob decides the job "took the message up" when the fingerprint of a status check
 * differs from the message answer's (src/agent/wait.ts, fingerprint). The fingerprint includes
 * fields the contract does not promise (model, source.ref, archivedAt), so a message answer that
 * leaves them out (as job.ts's tolerant parsing allows) differs from every full GET answer. The
 * job's previous final status and PR are then taken for the message's result: success, the old
 * PR as pr-link, and no "may be from before the message" warning.
 */
describe('review: a lean message answer does not count as the job taking the message up', () => {
  it('warns that a status unchanged since before the message may be stale', async () => {
    const before = {
      id: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/41',
      model: 'claude-sonnet-4-5',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      createdAt: '2026-11-21T09:00:00Z',
      archivedAt: null,
    }
    // The platform queues the message and never takes it up: every GET shows the job as before.
    await withServers(
      {
        bare: (request, _, response) =>
          request.method === 'POST'
            ? json(response, 200, { id: 'job_1', status: 'completed', prLink: before.prLink })
            : json(response, 200, before),
      },
      async ({ bare: server }) => {
        const run = await runAction({
          inputs: { ...platformInputs(server), 'job-id': 'job_1', prompt: 'Also update the FAQ.' },
        })
        expect(run.stdout).toContain('Follow-up message not confirmed')
        expect(renderGfm(run.summary)).toContain('may be from before the message')
      },
    )
  })
})
