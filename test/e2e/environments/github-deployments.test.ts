import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import type { GitHubApi, RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { cancelWhen, decodeCommand, eventFile, expectEnding } from '../helpers.ts'
import { deployInputs } from '../deploy/deploy-helpers.ts'
import { PREVIEW_URL, previewInputs, PULL, PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/*
 * Deploy and preview steps record their deployment in GitHub's Deployments API, against the
 * GitHub stand-in: in progress once triggered, then its end with the site's address and the
 * run's; a preview transient, its pull request's earlier previews made inactive. A token without
 * the permission is one notice, anything else a warning; the step's own ending never changes.
 */

const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242'
const RUN_SHA = 'ffac537e6cbbf934b08745a378932722df287a53'
/** The head commit of pull request #231 in pull-request-docs-next.json. */
const HEAD_SHA = '2b54ad6b06bdf7bf0bc57cb428876388f3d7eb16'

type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }
type Step = 'deploy' | 'preview'

function step(kind: Step, servers: Servers, extra: Record<string, string> = {}): Promise<ActionRun> {
  const inputs = ownActionInputs(kind, servers.platform, extra)
  // An empty environment: the mode's own default, as a workflow that leaves the input out gets.
  const env = { ...servers.env, ...(kind === 'preview' ? PULL_REQUEST_RUN : {}) }
  return runAction({ action: kind, inputs: { environment: '', ...inputs }, env })
}

function withGitHub<T>(
  deployment: DeploymentScript,
  body: (servers: Servers) => Promise<T>,
  github: Partial<RepositoryScript> = {},
  faults: FaultRule[] = [],
) {
  const repository = { commits: ['Initial commit'], tags: {}, ...github }
  return withServers({ platform: { deployment, faults }, github: repository }, body)
}

/** The inputs of a step of the mode's own action (no `mode`), against `platform`. */
function ownActionInputs(kind: Step, platform: Simulator, extra: Record<string, string> = {}): Record<string, string> {
  const inputs = kind === 'deploy' ? deployInputs(platform, extra) : previewInputs(platform, extra)
  return Object.fromEntries(Object.entries(inputs).filter(([name]) => name !== 'mode'))
}

const states = (github: GitHubApi, index = -1) =>
  github
    .deployments()
    .at(index)
    ?.statuses.map((status) => status.state)
const annotations = (run: ActionRun, kind: 'notice' | 'warning') =>
  run.stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${kind} `))
    .map(decodeCommand)

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

  it('in the environment the input names, and in none with environment: off', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      await step('deploy', servers, { environment: 'docs-production' })
      expect(servers.github.deployments().map((each) => each.environment)).toEqual(['docs-production'])
      const before = servers.github.requests.length
      expectEnding(await step('deploy', servers, { environment: 'off' }), 'success')
      expect(servers.github.requests.slice(before)).toEqual([])
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
        const recording = await cancelWhen({ ...options, env: servers.env }, 'Record the deployment in environment')
        expectEnding(recording.run, 'cancelled')
        expect(recording.stoppedWithinMs).toBeLessThan(3_000)
      },
      { hangWrites: true },
    )
    await withGitHub(DEPLOYMENT_SCENARIOS.stuck, async (servers) => {
      const options = { action: 'deploy', inputs: { environment: '', ...ownActionInputs('deploy', servers.platform) } }
      const waiting = await cancelWhen({ ...options, env: servers.env }, 'Deployment status_0001 is queued')
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

describe("a preview step records its deployment on the pull request's head", () => {
  const earlier = [
    {
      environment: 'docs-preview',
      ref: 'e'.repeat(40),
      payload: { pullRequest: PULL },
      transient: true,
      states: ['in_progress', 'success'],
    },
    {
      environment: 'docs-preview',
      ref: 'd'.repeat(40),
      payload: { pullRequest: PULL },
      transient: true,
      states: ['success', 'inactive'],
    },
    {
      environment: 'docs-preview',
      ref: 'c'.repeat(40),
      payload: { pullRequest: 232 },
      transient: true,
      states: ['success'],
    },
  ]

  it('transient in docs-preview, with the preview address, and the earlier ones of its pull request made inactive', async () => {
    await withGitHub(
      DEPLOYMENT_SCENARIOS.success,
      async (servers) => {
        expectEnding(await step('preview', servers), 'success')
        const deployments = servers.github.deployments()
        expect(deployments.at(-1)).toMatchObject({
          environment: 'docs-preview',
          ref: HEAD_SHA,
          transient: true,
          production: false,
          payload: { statusId: 'status_0001', pullRequest: PULL },
        })
        expect(deployments.at(-1)!.statuses.map((each) => [each.state, each.environmentUrl])).toEqual([
          ['in_progress', undefined],
          ['success', PREVIEW_URL],
        ])
        // The earlier success of #231 made inactive; the one already inactive, and #232's, left alone.
        expect(deployments.slice(0, 3).map((each) => each.statuses.map((status) => status.state))).toEqual([
          ['in_progress', 'success', 'inactive'],
          ['success', 'inactive'],
          ['success'],
        ])
      },
      { deployments: earlier },
    )
  })

  it('makes none inactive when the new preview failed', async () => {
    await withGitHub(
      DEPLOYMENT_SCENARIOS.failure,
      async (servers) => {
        expectEnding(await step('preview', servers), 'failure')
        expect(servers.github.deployments()[0]!.statuses.map((status) => status.state)).toEqual([
          'in_progress',
          'success',
        ])
        expect(states(servers.github)).toEqual(['in_progress', 'failure'])
      },
      { deployments: earlier },
    )
  })

  it('records nothing for a run that asks for no preview (a fork)', async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const fork = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json') }
      const run = await runAction({
        action: 'preview',
        inputs: { environment: '', ...ownActionInputs('preview', servers.platform) },
        env: { ...servers.env, ...fork },
      })
      expect(run.outputs['conclusion']).not.toBe('failure')
      expect(servers.github.deployments()).toEqual([])
    })
  })
})
