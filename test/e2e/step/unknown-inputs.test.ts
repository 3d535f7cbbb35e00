import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { eventFile, expectEnding, failureMessage, platformInputs, withoutMode } from '../helpers.ts'

/*
 * An input no action declares is a typo or a leftover: refused before any request, by every
 * action, naming the nearest input that action declares. On a large site a misspelt cap would
 * otherwise spend the organization's hourly budget on a green run.
 */

const ROOT = 'docs-agent-action/docs-agent-action@v2'
const OWN = 'docs-agent-action/docs-agent-action'

describe('an input no action declares', () => {
  it('on the root action: max-request is refused, pointing to max-requests, and nothing is sent', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform, 'visitors'), 'max-request': '50' },
        undeclaredInputs: ['max-request'],
      })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toBe(`Input "max-request" is not an input of ${ROOT}: did you mean "max-requests"?`)
      expect(run.summary).toContain('the inputs were not accepted')
      expect(platform.requests).toEqual([])
    })
  })

  it('on the agent action: wiat is refused, pointing to wait, and no job is created', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        action: 'agent',
        inputs: { ...withoutMode(platformInputs(platform)), prompt: 'Refresh the docs.', wiat: 'false' },
        undeclaredInputs: ['wiat'],
      })
      expect(failureMessage(run)).toBe(`Input "wiat" is not an input of ${OWN}/agent@v2: did you mean "wait"?`)
      expect(platform.jobs.size).toBe(0)
    })
  })

  it('on the report action: the suggestion is among its own inputs', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        action: 'report',
        inputs: { ...withoutMode(platformInputs(platform, 'visitors')), 'page-sise': '50' },
        undeclaredInputs: ['page-sise'],
      })
      expect(failureMessage(run)).toBe(
        `Input "page-sise" is not an input of ${OWN}/report@v2: did you mean "page-size"?`,
      )
      expect(platform.requests).toEqual([])
    })
  })

  it('with no name near it, says to remove it; several are named together', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const one = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh.', colour: 'blue' },
        undeclaredInputs: ['colour'],
      })
      expect(failureMessage(one)).toBe(
        `Input "colour" is not an input of ${ROOT}: remove it from the step (docs/reference.md lists the inputs).`,
      )
      const two = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Refresh.', colour: 'blue', promt: 'x' },
        undeclaredInputs: ['colour', 'promt'],
      })
      expect(failureMessage(two)).toBe(
        `Inputs "colour", "promt" (did you mean "prompt"?) are not inputs of ${ROOT}: fix their names or remove them from the step (docs/reference.md lists the inputs).`,
      )
      expect(platform.requests).toEqual([])
    })
  })

  it('is refused even where the step would be skipped for want of a secret', async () => {
    const run = await runAction({
      action: 'report',
      inputs: { 'api-key': '', 'project-id': 'docs', 'max-request': '5' },
      undeclaredInputs: ['max-request'],
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json') },
    })
    expectEnding(run, 'failure')
    expect(failureMessage(run)).toContain('did you mean "max-requests"?')
  })
})

describe('a value no list holds', () => {
  it('include: serches points to searches', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform, 'visitors'), include: 'views,serches' } })
      expect(failureMessage(run)).toMatch(/"serches" is not one of them: did you mean "searches"\?$/)
      expect(platform.requests).toEqual([])
    })
  })

  it('max-requests: 0 says to leave it empty for no cap', async () => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform, 'visitors'), 'max-requests': '0' } })
      expect(failureMessage(run)).toContain('Leave it empty (or remove it) for no cap')
      expect(platform.requests).toEqual([])
    })
  })
})
