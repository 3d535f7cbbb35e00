import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { cancelWhen, expectEnding } from '../helpers.ts'
import { annotations, ownActionInputs, RUN_SHA, RUN_URL, states, step, withGitHub } from './record-helpers.ts'

/*
 * A deploy step records its deployment in GitHub's Deployments API: in progress once triggered,
 * then its end with the site's address and the run's. A token without the permission is one
 * notice, anything else a warning; the step's own ending never changes.
 */

describe('a deploy step records its deployment on GitHub', () => {
  it('in environment docs: in progress once triggered, then success with the site and the run', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await step('deploy', servers)
      expectEnding(run, 'success')
      const [deployment] = servers.github.deployments()
      expect(deployment).toMatchObject({
        environment: 'docs',
        ref: RUN_SHA,
        production: true,
        transient: false,
        payload: { statusId: 'status_0001' },
      })
      expect(deployment!.statuses).toEqual([
        {
          state: 'in_progress',
          logUrl: RUN_URL,
          environmentUrl: undefined,
          description: 'Docs deployment: building',
          autoInactive: undefined,
        },
        {
          state: 'success',
          logUrl: RUN_URL,
          environmentUrl: 'https://acme.mintlify.app',
          description: 'Docs deployment: live',
          autoInactive: undefined,
        },
      ])
      expect(annotations(run, 'warning')).toEqual([])
    })
  })

  it('ends failure when the platform says the deployment failed, and the step fails as before', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.failure, async (servers) => {
      expectEnding(await step('deploy', servers), 'failure')
      expect(states(servers.github)).toEqual(['in_progress', 'failure'])
    })
  })

  it('ends error when the step stops waiting, and stays in progress when it never waits', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.stuck, async (servers) => {
      expectEnding(await step('deploy', servers, { timeout: '6s', 'poll-interval': '300ms' }), 'timed-out')
      expect(states(servers.github)).toEqual(['in_progress', 'error'])
      expectEnding(await step('deploy', servers, { wait: 'false' }), 'success')
      expect(states(servers.github)).toEqual(['in_progress'])
    })
  })

  it('ends the record a step that did not wait left, when a later step follows it with status-id', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      expectEnding(await step('deploy', servers, { wait: 'false' }), 'success')
      expect(states(servers.github)).toEqual(['in_progress'])
      const run = await step('deploy', servers, { 'status-id': 'status_0001' })
      expectEnding(run, 'success')
      expect(servers.github.deployments()).toHaveLength(1)
      expect(states(servers.github)).toEqual(['in_progress', 'in_progress', 'success'])
      expect(run.stdout).toContain('Following GitHub deployment 70001 in environment "docs".')
    })
  })

  it('names the environment in the step that waits again, which then ends the same record', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const first = await step('deploy', servers, { wait: 'false', environment: 'docs-staging' })
      expect(first.stdout).toContain('with "status-id: status_0001" and "environment: docs-staging".')
      expect(first.summary).toContain('    status-id: status_0001\n    environment: docs-staging\n')
      expectEnding(
        await step('deploy', servers, { 'status-id': 'status_0001', environment: 'docs-staging' }),
        'success',
      )
      expect(servers.github.deployments().map((each) => each.environment)).toEqual(['docs-staging'])
      expect(states(servers.github)).toEqual(['in_progress', 'in_progress', 'success'])
    })
  })

  it('in the environment the input names, and in none with environment: off', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      await step('deploy', servers, { environment: 'docs-production' })
      expect(servers.github.deployments().map((each) => each.environment)).toEqual(['docs-production'])
      const before = servers.github.requests.length
      expectEnding(await step('deploy', servers, { environment: 'off' }), 'success')
      expect(servers.github.requests.slice(before)).toEqual([])
    })
  })

  it.each([
    ['a line separator (U+2028)', 'docs\u2028production'],
    ['a paragraph separator (U+2029)', 'docs\u2029prod'],
    ['a Hangul filler (U+3164)', '\u3164'],
    ['a zero-width space (U+200B)', 'docs\u200b'],
    ['a variation selector (U+FE00)', 'docs\ufe00'],
    ['a combining grapheme joiner (U+034F)', 'do\u034fcs'],
    ['a Braille blank (U+2800)', 'docs\u2800'],
    ['a no-break space (U+00A0)', 'docs\u00a0preview'],
  ])('refuses an environment with %s before any request', async (_, environment) => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await step('deploy', servers, { environment })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe(
        'Input "environment" must be one line of visible text: a GitHub environment name, or off.',
      )
      expect(servers.platform.requests).toEqual([])
      expect(servers.github.requests).toEqual([])
    })
  })

  it('says once which permission a token refused (403) lacks, and the deployment goes on', async () => {
    await withGitHub(
      DEPLOYMENT_SCENARIOS.success,
      async (servers) => {
        const run = await step('deploy', servers)
        expectEnding(run, 'success')
        const notices = annotations(run, 'notice').filter((line) => line.includes('deployments: write'))
        expect(notices).toHaveLength(1)
        expect(notices[0]).toContain(
          'Give the workflow\'s job "permissions: deployments: write", or set "environment: off".',
        )
        expect(servers.github.requests.filter((request) => request.method === 'POST')).toHaveLength(1)
      },
      { writeFailWith: 403 },
    )
  })

  it('warns, and succeeds, when GitHub answers 5xx or cannot be reached', async () => {
    await withGitHub(
      DEPLOYMENT_SCENARIOS.success,
      async (servers) => {
        const run = await step('deploy', servers)
        expectEnding(run, 'success')
        expect(annotations(run, 'warning').join('\n')).toContain('GitHub deployment not written')
      },
      { writeFailWith: 502 },
    )
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.success } }, async ({ platform }) => {
      const run = await runAction({
        action: 'deploy',
        inputs: { environment: '', ...ownActionInputs('deploy', platform) },
      })
      expectEnding(run, 'success')
      expect(annotations(run, 'warning').join('\n')).toContain('GitHub deployment not written')
    })
  })

  it('ends cancelled within 3 seconds of SIGTERM while GitHub holds the record, and while waiting', async () => {
    await withGitHub(
      DEPLOYMENT_SCENARIOS.stuck,
      async (servers) => {
        const options = {
          action: 'deploy',
          inputs: { environment: '', ...ownActionInputs('deploy', servers.platform) },
        }
        const recording = await cancelWhen({ ...options, env: servers.env }, 'Recording the deployment on GitHub')
        expectEnding(recording.run, 'cancelled')
        expect(recording.stoppedWithinMs).toBeLessThan(3_000)
      },
      { hangWrites: true },
    )
    await withGitHub(DEPLOYMENT_SCENARIOS.stuck, async (servers) => {
      const options = { action: 'deploy', inputs: { environment: '', ...ownActionInputs('deploy', servers.platform) } }
      const waiting = await cancelWhen({ ...options, env: servers.env }, 'recorded in environment "docs", in progress')
      expectEnding(waiting.run, 'cancelled')
      expect(waiting.stoppedWithinMs).toBeLessThan(3_000)
      // The record's last write gets its own moment after the cancellation: the step stopped waiting.
      expect(states(servers.github)).toEqual(['in_progress', 'error'])
    })
  })

  it('records nothing when the trigger failed: nothing was deployed', async () => {
    const refused: FaultRule[] = [{ route: 'update', fault: { type: 'status', status: 403 }, times: 5 }]
    await withGitHub(
      DEPLOYMENT_SCENARIOS.success,
      async (servers) => {
        expectEnding(await step('deploy', servers), 'failure')
        expect(servers.github.deployments()).toEqual([])
      },
      {},
      refused,
    )
  })
})
