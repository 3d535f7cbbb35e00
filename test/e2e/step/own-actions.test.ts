import { describe, expect, it } from 'vitest'
import { MODE_NAMES, MODES, type ModeName } from '../../../src/modes.ts'
import { readActionMetadata } from '../../harness/action-metadata.ts'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, expectEnding, failureMessage, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'

/*
 * Each mode's own action (`report/action.yml`) run as the runner runs it: the entry its
 * action.yml names, its action.yml's defaults and no other's. It does its mode's work and sets
 * only its outputs; an input of another mode, or `mode`, set in its step is refused before any
 * request, naming the action that takes it.
 */

const OWN = 'docs-agent-action/docs-agent-action'

/** The inputs each mode's own action needs to do its work against the simulator. */
function workInputs(mode: ModeName, simulator: Simulator): Record<string, string> {
  const platform = { 'api-key': SIMULATOR_API_KEY, 'project-id': SIMULATOR_PROJECT, 'base-url': simulator.url }
  const work: Record<ModeName, Record<string, string>> = {
    agent: { ...platform, prompt: 'Document the new export endpoint.', 'poll-interval': '100ms' },
    visitors: { ...platform, include: 'views', 'artifact-name': 'off' },
    deploy: { ...platform, 'poll-interval': '100ms' },
    preview: { ...platform, branch: 'dark-mode', 'poll-interval': '100ms' },
    automation: { ...platform, 'automation-id': 'auto-changelog' },
    rollup: {},
  }
  return work[mode]
}

/** An input of another mode than `mode`, with a value its own mode would take, and the folder of that mode's action. */
function foreignInput(mode: ModeName): { name: string; value: string; folder: string } {
  if (mode === 'visitors') return { name: 'prompt', value: 'Refresh the docs.', folder: 'agent' }
  return { name: 'include', value: 'views', folder: 'report' }
}

const cases = MODE_NAMES.map((mode) => [MODES[mode].action.folder, mode] as const)

describe("each mode's own action", () => {
  it.each(cases)('%s/action.yml runs mode %s and sets only its own outputs', async (folder, mode) => {
    await withServers({ platform: {}, github: { commits: [], tags: {} } }, async ({ platform, github, env }) => {
      github.recordRun({ id: 4242, event: 'push', path: '.github/workflows/docs.yml', artifacts: [] })
      const run = await runAction({ action: folder, inputs: workInputs(mode, platform), env })
      const declared = readActionMetadata(folder).outputs
      expect(Object.keys(run.outputs).filter((name) => !declared.includes(name))).toEqual([])
      if (mode === 'rollup') {
        // No report artifact in the run: an empty roll-up, and nothing sent to the platform.
        expect(run.outputs['projects']).toBe('0')
        expect(platform.requests).toEqual([])
      } else expectEnding(run, 'success')
    })
  })

  it.each(cases)('%s/action.yml refuses an input of another mode, naming its action', async (folder, mode) => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const foreign = foreignInput(mode)
      const run = await runAction({
        action: folder,
        inputs: { ...workInputs(mode, platform), [foreign.name]: foreign.value },
        undeclaredInputs: [foreign.name],
      })
      expectEnding(run, 'failure')
      const message = failureMessage(run)
      expect(message).toContain(`Input "${foreign.name}" is not an input of ${OWN}/${folder}@v2`)
      expect(message).toContain(`${OWN}/${foreign.folder}@v2`)
      expect(platform.requests).toEqual([])
    })
  })

  it.each(cases)('%s/action.yml refuses a mode input: its mode is fixed', async (folder, mode) => {
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        action: folder,
        inputs: { ...workInputs(mode, platform), mode },
        undeclaredInputs: ['mode'],
      })
      expectEnding(run, 'failure')
      expect(failureMessage(run)).toContain(`Input "mode" is not an input of ${OWN}/${folder}@v2`)
      expect(platform.requests).toEqual([])
    })
  })

  it('refuses even a value equal to the root action default of an input it does not declare', async () => {
    // The root action cannot tell `compare: previous-period` written from its default; a mode's own action can.
    await withServers({ platform: {} }, async ({ platform }) => {
      const run = await runAction({
        action: 'agent',
        inputs: { ...workInputs('agent', platform), compare: 'previous-period' },
        undeclaredInputs: ['compare'],
      })
      expect(failureMessage(run)).toContain(`Input "compare" is not an input of ${OWN}/agent@v2`)
    })
  })

  it('the rollup action refuses an API key, naming itself', async () => {
    const run = await runAction({
      action: 'rollup',
      inputs: { 'api-key': SIMULATOR_API_KEY },
      undeclaredInputs: ['api-key'],
    })
    expect(failureMessage(run)).toContain(`Input "api-key" is not read by ${OWN}/rollup@v2`)
  })

  it('a step on a fork with no secrets is skipped as on the root action', async () => {
    const run = await runAction({
      action: 'report',
      inputs: { 'api-key': '', 'project-id': SIMULATOR_PROJECT },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json') },
    })
    expectEnding(run, 'skipped')
  })
})
