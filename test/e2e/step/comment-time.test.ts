import { describe, expect, it } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import type { RepositoryScript } from '../../simulator/github-api.ts'
import { eventFile, expectEnding, platformInputs, routes } from '../helpers.ts'
import { previewInputs, PULL, PULL_REQUEST_RUN } from '../preview/preview-helpers.ts'

/*
 * A comment never costs the wait: with `timeout: 5s` and a GitHub that never answers, the first
 * write gives up after its share of the time (a quarter of what is left), and the step goes on
 * to follow its job or preview to the end; each write that failed says so in one warning that
 * reads right. The last edit still has its own few seconds past the work.
 */

const HANGING: RepositoryScript = { commits: ['Initial commit'], tags: {}, hang: true }

/** The step's warnings about its comment, as the runner shows them. */
function commentWarnings(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::warning title=Pull request comment not written::'))
}

function expectWarnings(run: ActionRun, pull: number, unaffected: string): void {
  const [first, last] = commentWarnings(run)
  expect(commentWarnings(run)).toHaveLength(2)
  // A quarter of the 5 s less start-up: about a second (under 1 s on a slow machine).
  expect(first).toMatch(
    new RegExp(
      `^::warning title=Pull request comment not written::The comment on pull request #${pull} was not written: GitHub did not answer within (1s|\\d{3}ms)\\. ${unaffected} is not affected\\.$`,
    ),
  )
  expect(last).toBe(
    `::warning title=Pull request comment not written::The comment on pull request #${pull} was not written: GitHub did not answer within 5s. ${unaffected} is not affected.`,
  )
  expect(run.stdout).not.toContain('..')
}

describe('a GitHub that hangs costs the step no wait', () => {
  it('preview mode still follows the preview to its end', async () => {
    await withServers({ platform: { deployment: {} }, github: HANGING }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: previewInputs(platform, { timeout: '5s' }),
        env: { ...env, ...PULL_REQUEST_RUN },
      })
      expectEnding(run, 'success')
      expect(run.outputs['deployment-status']).toBe('success')
      expect(routes(platform)).toEqual(['preview 202', 'update-status 200', 'update-status 200', 'update-status 200'])
      expectWarnings(run, PULL, 'The preview deployment')
      expect(run.outputs['comment-url'] ?? '').toBe('')
    })
  })

  it('agent mode still follows the job to its end', async () => {
    const job = { statuses: ['active', 'active', 'completed'], prLink: 'https://github.com/acme/docs/pull/42' }
    await withServers({ platform: { job }, github: HANGING }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: 'Update the docs.', 'event-context': 'off', timeout: '5s' },
        env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-merged.json') },
      })
      expectEnding(run, 'success')
      expect(run.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
      expect(routes(platform)).toEqual(['create 201', 'get 200', 'get 200', 'get 200'])
      expectWarnings(run, 212, 'The agent job')
    })
  })
})
