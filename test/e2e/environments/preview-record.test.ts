import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import { eventFile, expectEnding } from '../helpers.ts'
import { PREVIEW_URL, PULL } from '../preview/preview-helpers.ts'
import { HEAD_SHA, ownActionInputs, states, step, withGitHub } from './record-helpers.ts'

/*
 * A preview step records its preview for the pull request's head commit, transient, so the pull
 * request shows "View deployment"; once it succeeds, the same pull request's earlier previews are
 * made inactive.
 */

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
        // The comment is kept as before, beside the record: posted when building, edited at the end.
        expect(servers.github.comments(PULL).map((comment) => comment.edits.length)).toEqual([2])
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

  it("keeps the preview's address for the step that waits again, whose status answer has none", async () => {
    await withGitHub(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      expectEnding(await step('preview', servers, { wait: 'false', comment: 'off' }), 'success')
      expectEnding(await step('preview', servers, { 'status-id': 'status_0001', comment: 'off' }), 'success')
      const [deployment] = servers.github.deployments()
      expect(deployment!.statuses.map((each) => [each.state, each.environmentUrl])).toEqual([
        ['in_progress', undefined],
        ['in_progress', undefined],
        ['success', PREVIEW_URL],
      ])
    })
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
