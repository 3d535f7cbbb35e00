import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { expectEnding, failureAnnotation, platformInputs } from '../helpers.ts'
import { deployInputs } from './deploy-helpers.ts'

/*
 * Deploy mode reads its inputs, and refuses another mode's, before any request; so does every
 * other mode refuse deploy mode's. `wait` and `poll-interval` belong to agent, deploy and preview
 * modes, `status-id` to deploy and preview modes: each reads them, and another mode's refusal
 * names them all.
 */

describe('deploy mode: bad input is refused before anything is sent', () => {
  it.each([
    [
      "agent mode's prompt",
      { prompt: 'Update the docs' },
      'Input "prompt" applies to mode "agent" only; this step runs mode "deploy".',
    ],
    [
      "agent mode's fail-on",
      { 'fail-on': 'off' },
      'Input "fail-on" applies to mode "agent" only; this step runs mode "deploy".',
    ],
    [
      "visitors mode's include",
      { include: 'searches' },
      'Input "include" applies to mode "visitors" only; this step runs mode "deploy".',
    ],
    [
      'a status id no request path can carry',
      { 'status-id': '..' },
      'Input "status-id" must be a single id usable in a request path; ".." is not an id',
    ],
    ['a wait that is not a boolean', { wait: 'later' }, 'Input "wait" must be true or false; got "later".'],
    [
      'a poll interval longer than the timeout',
      { 'poll-interval': '2m', timeout: '1m' },
      'Input "poll-interval" (2m) may not exceed "timeout" (1m).',
    ],
  ])('%s', async (_, override, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: deployInputs(platform, override) })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message: expect.stringContaining(message) as string,
      })
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('<h2>❌ Docs deployment: the inputs were not accepted</h2>')
    })
  })
})

describe("other modes refuse deploy mode's inputs, naming the modes they belong to", () => {
  it.each([
    [
      'agent',
      { prompt: 'Update the docs', 'status-id': 'status_0001' },
      'Input "status-id" applies to modes "deploy" and "preview" only; this step runs mode "agent".',
    ],
    [
      'visitors',
      { 'status-id': 'status_0001' },
      'Input "status-id" applies to modes "deploy" and "preview" only; this step runs mode "visitors".',
    ],
    [
      'visitors',
      { wait: 'false' },
      'Input "wait" applies to modes "agent", "deploy" and "preview" only; this step runs mode "visitors".',
    ],
    [
      'visitors',
      { 'poll-interval': '1m' },
      'Input "poll-interval" applies to modes "agent", "deploy" and "preview" only; this step runs mode "visitors".',
    ],
  ] as const)('a %s step given %j', async (mode, override, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform, mode), ...override } })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({ title: 'Invalid input', message })
      expect(platform.requests).toEqual([])
    })
  })

  it('reads wait and poll-interval in agent mode as before', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: 'Update the docs', wait: 'false' } })
      expectEnding(run, 'success')
      expect(run.outputs['status']).toBe('active')
    })
  })
})
