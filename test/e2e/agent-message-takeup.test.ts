import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { renderGfm } from '../render/gfm.ts'
import type { SimulatorOptions } from '../simulator/server.ts'
import { expectEnding, platformInputs } from './helpers.ts'
import { json } from '../harness/bare-server.ts'

/**
 * After a follow-up message: the summary never advises re-running the step as it is (that would
 * send the message again), and an answer that merely leaves fields out does not count as the job
 * taking the message up: only `active`, or a changed status or pull request, does.
 */
const RERUN = /Re-run this workflow to keep waiting/

describe('a follow-up message step never advises re-running the step as it is', () => {
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
 * A message answer that leaves out fields the contract does not promise (model, source) must not
 * read as a change: only `active`, or a changed status or pull request, shows that the job took
 * the message up. Otherwise the previous result would be taken for the message's.
 */
describe('a lean message answer does not count as the job taking the message up', () => {
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
