import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { GitHubApi } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { eventFile, expectEnding, summaryText } from '../helpers.ts'
import { previewInputs, PULL, PULL_REQUEST_RUN } from './preview-helpers.ts'

/*
 * A preview's whole life on a pull request: built on each push, then put away when the pull
 * request is closed, merged or not. The closed run sends nothing to the platform; the pull
 * request's preview deployments on GitHub become inactive, and the comment says the preview is gone.
 */

type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }

/** Pull request #231's `closed` event, merged or not. */
function closedEvent(merged: boolean): Record<string, string> {
  const payload = JSON.parse(readFileSync(eventFile('pull-request-docs-next.json'), 'utf8')) as Record<string, unknown>
  const pull = { ...(payload['pull_request'] as Record<string, unknown>), state: 'closed', merged }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'closed-event-')), 'event.json')
  writeFileSync(file, JSON.stringify({ ...payload, action: 'closed', pull_request: pull }))
  return { ...PULL_REQUEST_RUN, GITHUB_EVENT_PATH: file }
}

const step = (servers: Servers, env: Record<string, string>, extra: Record<string, string> = {}) =>
  runAction({ inputs: previewInputs(servers.platform, { environment: '', ...extra }), env: { ...servers.env, ...env } })

const REPOSITORY = { commits: ['Initial commit'], tags: {} }

describe('a pull request closed', () => {
  it.each([
    [true, 'was merged'],
    [false, 'was closed without merging'],
  ])('merged %s: its previews become inactive, the comment says it is gone, nothing is sent', async (merged, said) => {
    await withServers(
      { platform: { deployment: DEPLOYMENT_SCENARIOS.success }, github: REPOSITORY },
      async (servers) => {
        expectEnding(await step(servers, PULL_REQUEST_RUN), 'success')
        const sentBefore = servers.platform.requests.length

        const closed = await step(servers, closedEvent(merged))
        expectEnding(closed, 'success')
        expect(servers.platform.requests.length).toBe(sentBefore)
        expect(summaryText(closed).headline).toBe('ℹ️ Docs preview: pull request closed')
        const statuses = servers.github.deployments()[0]!.statuses.map((status) => status.state)
        expect(statuses.at(-1)).toBe('inactive')
        const [comment, ...others] = servers.github.comments(PULL)
        expect(others).toEqual([])
        // The rendered text, without the word joiner that keeps `#231` from linking where it should not.
        const last = renderGfm(comment!.edits.at(-1)!).replaceAll('&#8288;', '')
        expect(last).toContain(`Pull request #${PULL} ${said}: the docs preview of branch`)
        expect(last).toContain('is gone, and no longer updated')
        expect(last).toContain('Its 1 preview deployment on GitHub is now inactive.')
        expect(closed.outputs['comment-url']).toContain(`/pull/${PULL}#issuecomment-`)
      },
    )
  })

  it('never previewed: no comment is posted, and nothing is sent', async () => {
    await withServers(
      { platform: { deployment: DEPLOYMENT_SCENARIOS.success }, github: REPOSITORY },
      async (servers) => {
        const closed = await step(servers, closedEvent(true))
        expectEnding(closed, 'success')
        expect(servers.platform.requests).toEqual([])
        expect(servers.github.comments(PULL)).toEqual([])
        expect(closed.stdout).toContain(`No comment on pull request #${PULL} to update.`)
      },
    )
  })

  it('with a branch the step names, still triggers no preview: the closed pull request puts its previews away', async () => {
    await withServers(
      { platform: { deployment: DEPLOYMENT_SCENARIOS.success }, github: REPOSITORY },
      async (servers) => {
        const closed = await step(servers, closedEvent(true), { branch: 'dark-mode' })
        expectEnding(closed, 'success')
        expect(servers.platform.requests).toEqual([])
        expect(summaryText(closed).headline).toBe('ℹ️ Docs preview: pull request closed')
      },
    )
  })
})
