import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { Simulator, SimulatorOptions } from '../../simulator/server.ts'
import { expectEnding, platformInputs, routes } from '../helpers.ts'
import { json } from '../../harness/bare-server.ts'

/**
 * After a follow-up message: the summary never gives the advice of a step that only waits ("Re-run
 * this job to keep waiting"): its re-run waits too, but sends nothing again only where GitHub lets
 * the step read the run's artifacts, which the summary says in its own words. And an answer that merely leaves fields out does not count as the job
 * taking the message up: only `active`, or a changed status or pull request, does.
 */
const RERUN = /Re-run this job to keep waiting/

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

/**
 * `wait: false` after a follow-up message: the platform takes the message up asynchronously, so
 * a final status in its answer may be the one from before the message. The step reports it,
 * says so, and does not judge it by `fail-on` (a known final status decides the step in every
 * other case).
 */
describe('a follow-up message with wait: false', () => {
  const followUp = (platform: Simulator) =>
    runAction({
      inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'Try again, smaller.', wait: 'false' },
    })

  it('reports a final status in the answer as possibly from before the message, without judging it', async () => {
    const job = { statuses: ['failed'], messageAnswer: 'stale' as const, staleReads: Infinity }
    await withServers({ platform: { job } }, async ({ platform }) => {
      expectEnding(await runAction({ inputs: { ...platformInputs(platform), prompt: 'First.' } }), 'failure')
      const run = await followUp(platform)
      expectEnding(run, 'success')
      expect(routes(platform).slice(-1)).toEqual(['message 200'])
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'failed', 'pr-link': '' })
      expect(run.stdout).toContain(
        'The status "failed" in the answer to the message may be from before the message: "fail-on" does not judge it.',
      )
      const $ = renderedSummary(run.summary)
      expect($('h2').first().text()).toBe('ℹ️ Docs agent: Message sent, not waited for')
      expect($('p').first().text()).toBe(
        "The follow-up message was delivered. The platform's answer shows status failed, which may be from before the message, so fail-on does not judge it and the step passes; the step did not wait, as wait: false asks.",
      )
      expect(fieldOf($, 'Status')).toBe('failed (may be from before the message)')
      expect($('pre').text()).toContain('job-id: job_0001')
    })
  })

  it('reports an answer that shows the job took the message up, and how to wait for it', async () => {
    await withServers({ platform: { job: { statuses: ['completed'] } } }, async ({ platform }) => {
      expectEnding(await runAction({ inputs: { ...platformInputs(platform), prompt: 'First.' } }), 'success')
      const run = await followUp(platform)
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active', 'pr-link': '' })
      expect(run.stdout).not.toContain('may be from before the message')
      const $ = renderedSummary(run.summary)
      expect($('h2').first().text()).toBe('ℹ️ Docs agent: Message sent, not waited for')
      expect($('p').first().text()).toBe(
        'The follow-up message was delivered. Agent job job_0001 is active; the step did not wait for it, as wait: false asks.',
      )
      expect(fieldOf($, 'Status')).toBe('active')
      // How to wait for it is said once, with the step to paste.
      expect($('pre').text()).toContain('job-id: job_0001')
    })
  })
})

/** The value cell of a row of the summary's field table. */
function fieldOf($: ReturnType<typeof renderedSummary>, field: string): string {
  return $('tr')
    .filter((_, row) => $(row).find('td').first().text() === field)
    .find('td')
    .eq(1)
    .text()
}
