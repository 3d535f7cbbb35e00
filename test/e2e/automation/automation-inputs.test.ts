import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { expectEnding, failureAnnotation, platformInputs } from '../helpers.ts'
import { automationInputs } from './automation-helpers.ts'

/*
 * Automation mode reads its one input, and refuses every other mode's, before any request; so
 * does every other mode refuse `automation-id`.
 */

describe('automation mode: bad input is refused before anything is sent', () => {
  it.each([
    [
      'no automation-id',
      { 'automation-id': '' },
      'Input "automation-id" is required in automation mode: the id of the automation to trigger, copied from its settings on the dashboard\'s Automations page.',
    ],
    ['an automation-id of spaces', { 'automation-id': '   ' }, 'Input "automation-id" is required in automation mode'],
    [
      'an automation id no request path can carry',
      { 'automation-id': '..' },
      'Input "automation-id" must be a single id usable in a request path; ".." is not an id',
    ],
    [
      "agent mode's prompt",
      { prompt: 'Update the docs' },
      'Input "prompt" applies to mode "agent" only; this step runs mode "automation".',
    ],
    [
      "deploy mode's status-id",
      { 'status-id': 'status_0001' },
      'Input "status-id" applies to modes "deploy" and "preview" only; this step runs mode "automation".',
    ],
    [
      'wait, which only modes that wait read',
      { wait: 'false' },
      'Input "wait" applies to modes "agent", "deploy" and "preview" only; this step runs mode "automation".',
    ],
    [
      'poll-interval, which only modes that wait read',
      { 'poll-interval': '1m' },
      'Input "poll-interval" applies to modes "agent", "deploy" and "preview" only; this step runs mode "automation".',
    ],
    [
      "visitors mode's include",
      { include: 'searches' },
      'Input "include" applies to mode "visitors" only; this step runs mode "automation".',
    ],
  ])('%s', async (_, override, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: automationInputs(platform, override) })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message: expect.stringContaining(message) as string,
      })
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('<h2>❌ Docs automation: the inputs were not accepted</h2>')
    })
  })
})

describe('other modes refuse automation-id, naming the mode it belongs to', () => {
  it.each([
    ['agent', { prompt: 'Update the docs' }],
    ['visitors', {}],
    ['deploy', {}],
  ] as const)('a %s step given automation-id', async (mode, override) => {
    await withServers({}, async ({ platform }) => {
      const inputs = { ...platformInputs(platform, mode), ...override, 'automation-id': 'auto-changelog' }
      const run = await runAction({ inputs })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message: `Input "automation-id" applies to mode "automation" only; this step runs mode "${mode}".`,
      })
      expect(platform.requests).toEqual([])
    })
  })
})
