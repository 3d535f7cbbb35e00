import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { decodeCommand, expectEnding, failureAnnotation, platformInputs } from '../helpers.ts'
import { VISITORS_ONLY, visitorsInputs } from '../visitors/visitors-helpers.ts'

/*
 * A 1.0.0 workflow keeps working through 2.x: its former names and values read as the new ones,
 * each with one warning annotation naming the line to write instead, and a former name set beside
 * its new name to another value is refused before any request.
 */

/** The step's "Deprecated input" warnings, decoded. */
function deprecations(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning title=Deprecated input::'))
    .map((line) => decodeCommand(line.slice('::warning title=Deprecated input::'.length)))
}

/** Inputs of an agent step against the simulator, with `extra` on top. */
const agentInputs = (simulator: Parameters<typeof platformInputs>[0], extra: Record<string, string>) => ({
  ...platformInputs(simulator),
  prompt: 'Update the docs',
  ...extra,
})

const said = (old: string, now: string) =>
  `Input "${old}" is written "${now}" since 2.0.0; the old spelling is still read through 2.x.`

describe('a 1.0.0 workflow, read through 2.x', () => {
  it('runs a visitors step spelled the 1.0.0 way, with one warning per former spelling', async () => {
    await withServers({ artifacts: true }, async ({ platform, env, artifacts }) => {
      const run = await runAction({
        env,
        inputs: visitorsInputs(platform, {
          include: 'searches',
          compare: 'none',
          'search-rows': '50',
          'reader-text': 'show',
          'artifact-retention-days': '3',
        }),
      })
      expectEnding(run, 'success')
      expect(deprecations(run).sort()).toEqual(
        [
          said('compare: none', 'compare: off'),
          said('search-rows: 50', 'max-search-terms: 50'),
          said('reader-text: show', 'reader-text: true'),
          said('artifact-retention-days: 3', 'retention-days: 3'),
        ].sort(),
      )
      expect(run.outputs).toMatchObject({ 'comparison-source': 'none', 'reader-text': 'shown' })
      expect(platform.requests.filter((request) => request.route === 'searches')).toHaveLength(1)
      expect(platform.requests.find((request) => request.route === 'searches')?.query).toMatchObject({ limit: '50' })
      // Kept 3 days, as artifact-retention-days asked.
      const expiresAt = Date.parse(String(artifacts.artifacts.get('visitors-report')?.request['expires_at']))
      expect(Math.abs(expiresAt - Date.now() - 3 * 86_400_000)).toBeLessThan(3_600_000)
    })
  })

  it('keeps the meaning 1.0.0 gave an input set empty: unique visitors only, no upload', async () => {
    await withServers({ artifacts: true }, async ({ platform, env, artifacts }) => {
      const run = await runAction({ env, inputs: visitorsInputs(platform, { include: '', 'artifact-name': '' }) })
      expectEnding(run, 'success')
      expect(deprecations(run).sort()).toEqual(
        [said("include: ''", 'include: visitors'), said("artifact-name: ''", 'artifact-name: off')].sort(),
      )
      expect(new Set(platform.requests.map((request) => request.route))).toEqual(new Set(['visitors']))
      expect(artifacts.artifacts.size).toBe(0)
      expect(run.outputs['artifact-id'] ?? '').toBe('')
    })
  })

  it('runs an agent step with release-context and an empty fail-on', async () => {
    await withServers({ platform: { job: { statuses: ['failed'] } } }, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Update the docs', 'release-context': 'none', 'fail-on': '' },
      })
      // fail-on off: a failed job does not fail the step.
      expectEnding(run, 'success')
      expect(run.outputs['status']).toBe('failed')
      expect(deprecations(run)).toEqual([
        said('release-context: none', 'event-context: off'),
        said("fail-on: ''", 'fail-on: off'),
      ])
    })
  })

  it("accepts a visitors step that writes the agent's release-context at its 1.0.0 default, as 1.0.0 did", async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: visitorsInputs(platform, { ...VISITORS_ONLY, 'release-context': 'none' }),
      })
      expectEnding(run, 'success')
      expect(deprecations(run)).toEqual([])
    })
  })

  it.each([
    [
      'search-rows without the searches section',
      visitorsInputs,
      { include: 'visitors', 'search-rows': '50' },
      'Input "search-rows" applies only when "include" lists searches.',
    ],
    [
      'pr-diff with release-context: none',
      agentInputs,
      { 'pr-diff': 'true', 'release-context': 'none' },
      'Input "pr-diff: true" adds to what "event-context: auto" adds to the prompt; this step has "release-context: none".',
    ],
    [
      'a release-context no spelling takes',
      agentInputs,
      { 'release-context': 'bogus' },
      'Input "release-context" must be one of auto, off; got "bogus".',
    ],
  ])(
    'refuses %s naming the input as written, and warns of no spelling it refused',
    async (_, inputs, extra, message) => {
      await withServers({}, async ({ platform }) => {
        const run = await runAction({ inputs: inputs(platform, extra) })
        expectEnding(run, 'failure')
        expect(failureAnnotation(run)).toEqual({ title: 'Invalid input', message })
        expect(deprecations(run)).toEqual([])
        expect(platform.requests).toEqual([])
      })
    },
  )

  it('refuses a former name and its new name set to different values, before any request', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Update', 'release-context': 'auto', 'event-context': 'off' },
      })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)).toEqual({
        title: 'Invalid input',
        message:
          'Inputs "release-context" ("auto") and "event-context" ("off") are both set, to different values: "release-context" is the former name of "event-context". Keep only "event-context".',
      })
      expect(platform.requests).toEqual([])
    })
  })
})
