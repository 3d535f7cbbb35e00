import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { foldedPart, renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { GitHubApi, RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { expectEnding, expectKeyNeverShown, platformInputs } from '../helpers.ts'
import { expectedStep, pastedStep, pastedStepFindings } from '../pasted-step.ts'
import { FIRST_STATUS, PREVIEW_URL, previewInputs, PULL, PULL_REQUEST_RUN, PUSH_RUN } from './preview-helpers.ts'

/*
 * On a pull request, the preview's result is one comment of its own, posted once the preview is
 * building and edited when the step ends; a re-run, and a step that waits again, edit the same
 * comment. The docs agent's comment on the same pull request is another one, never touched.
 */

const REPOSITORY: RepositoryScript = { commits: ['Initial commit'], tags: {} }

type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }

async function withPreview<T>(
  deployment: DeploymentScript,
  body: (servers: Servers) => Promise<T>,
  github = REPOSITORY,
) {
  return withServers({ platform: { deployment }, github }, body)
}

function preview(servers: Servers, extra: Record<string, string> = {}) {
  return runAction({ inputs: previewInputs(servers.platform, extra), env: { ...servers.env, ...PULL_REQUEST_RUN } })
}

/** The one comment on pull request #231, each body it had, as GitHub renders it. */
function theComment(github: GitHubApi): { url: string; edits: string[] } {
  const comments = github.comments(PULL)
  expect(comments).toHaveLength(1)
  const [comment] = comments
  return {
    url: `https://github.com/acme/docs/pull/${PULL}#issuecomment-${comment!.id}`,
    edits: comment!.edits.map(renderGfm),
  }
}

describe("the preview's comment on the pull request", () => {
  it('says the preview is building once it is triggered, then where it is served', async () => {
    await withPreview(DEPLOYMENT_SCENARIOS.success, async (servers) => {
      const run = await preview(servers)
      expectEnding(run, 'success')
      const comment = theComment(servers.github)
      expect(comment.edits).toHaveLength(2)
      expect(comment.edits[0]).toContain('<h3>🔄 Docs preview: building</h3>')
      expect(comment.edits[0]).toContain('The platform is building the preview of branch <code>dark-mode</code>.')
      expect(comment.edits[0]).toContain(
        `It will be served at <a href="${PREVIEW_URL}">acme-dark-mode.mintlify.app</a>.`,
      )
      expect(comment.edits[1]).toContain('<h3>✅ Docs preview: Deployed</h3>')
      expect(comment.edits[1]).toContain(
        `Preview: <strong><a href="${PREVIEW_URL}">acme-dark-mode.mintlify.app</a></strong>`,
      )
      expect(comment.edits[1]).toContain(
        'branch <code>dark-mode</code> · preview deployment <code>status_0001</code> · <a href="https://github.com/acme/docs/actions/runs/4242">workflow run</a>',
      )
      expect(servers.github.comments(PULL)[0]!.body).toMatch(/^<!-- docs-agent preview-comment [0-9a-f]{16} -->\n/)
      expect(run.outputs['comment-url']).toBe(comment.url)
      expect(servers.github.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
        'POST /graphql',
        `GET /repos/acme/docs/issues/${PULL}/comments`,
        `POST /repos/acme/docs/issues/${PULL}/comments`,
        `PATCH /repos/acme/docs/issues/comments/${servers.github.comments(PULL)[0]!.id}`,
      ])
      expectKeyNeverShown(run, HARNESS_GITHUB_TOKEN)
    })
  })

  it("edits the same comment on a second run, and on a step that waits again; the agent's comment is another", async () => {
    await withPreview({}, async (servers) => {
      const first = await preview(servers)
      const second = await preview(servers, { wait: 'false' })
      expectEnding(second, 'success')
      const resumed = await preview(servers, { 'status-id': 'status_0002' })
      expectEnding(resumed, 'success')
      const comment = theComment(servers.github)
      // Built, rebuilt (not waited for: one edit), then followed to its end (two edits).
      expect(comment.edits).toHaveLength(5)
      expect(comment.edits[2]).toContain('<h3>ℹ️ Docs preview: Triggered, not waited for</h3>')
      expect(comment.edits[2]).toMatch(/<code class="language-yaml">[^]*status-id: status_0002/)
      expect(comment.edits[3]).toContain('A workflow run is waiting for the preview deployment.')
      expect(comment.edits[4]).toContain('<h3>✅ Docs preview: Deployed</h3>')
      // The status answer has no address: the step that waits again keeps the one the comment had.
      for (const edit of comment.edits.slice(3))
        expect(edit).toContain(`<a href="${PREVIEW_URL}">acme-dark-mode.mintlify.app</a>`)
      expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
      expect(resumed.outputs['comment-url']).toBe(first.outputs['comment-url'])

      const agent = await runAction({
        inputs: { ...platformInputs(servers.platform), prompt: 'Update the docs.', 'event-context': 'off' },
        env: { ...servers.env, ...PULL_REQUEST_RUN },
      })
      expectEnding(agent, 'success')
      const [ours, theirs] = servers.github.comments(PULL)
      expect(ours!.edits).toHaveLength(5)
      expect(theirs!.body).toMatch(/^<!-- docs-agent pull-request-comment /)
    })
  })

  it("folds a failed preview's last log lines into the comment, and says how to try again", async () => {
    await withPreview(DEPLOYMENT_SCENARIOS.failure, async (servers) => {
      expectEnding(await preview(servers), 'failure')
      const ending = servers.github.comments(PULL)[0]!.edits.at(-1)!
      expect(renderGfm(ending)).toContain('<h3>❌ Docs preview: Failed</h3>')
      expect(renderGfm(ending)).toContain('To try again, re-run the workflow.')
      const log = foldedPart(renderedSummary(ending), "The log's last 40 of 60 lines").find('pre').text()
      expect(log.split('\n').at(-1)).toBe('Build failed with 1 error')
    })
  })

  it('says the preview goes on, and how to wait for it again, when the step timed out', async () => {
    await withPreview(DEPLOYMENT_SCENARIOS.stuck, async (servers) => {
      expectEnding(await preview(servers, { timeout: '1s', 'poll-interval': '300ms', environment: '' }), 'timed-out')
      const ending = theComment(servers.github).edits.at(-1)!
      expect(ending).toContain('<h3>⏱️ Docs preview: Timed out</h3>')
      expect(ending).toContain('The preview deployment goes on on the platform.')
      const step = pastedStep(servers.github.comments(PULL)[0]!.edits.at(-1)!) ?? ''
      expect(step).toBe(expectedStep('preview', { 'status-id': 'status_0001' }))
      expect(await pastedStepFindings(step)).toEqual([])
    })
  })

  it('says the platform does not know a status-id it is given, with no step to paste and no re-run to try', async () => {
    await withPreview({}, async (servers) => {
      expectEnding(await preview(servers, { 'status-id': 'status_0042' }), 'failure')
      const comment = theComment(servers.github)
      expect(comment.edits).toHaveLength(2)
      const ending = comment.edits[1]!
      expect(ending).toContain('<h3>❌ Docs preview: Could not read the preview deployment</h3>')
      expect(ending).toContain('The platform does not know preview deployment status <code>status_0042</code>')
      expect(ending).toContain("The workflow run's summary has the details.")
      expect(ending).not.toMatch(/re-run|goes on|last status/i)
      expect(pastedStep(servers.github.comments(PULL)[0]!.edits.at(-1)!)).toBeUndefined()
    })
  })

  it("says why there is no preview when the plan has none, in the comment's only version", async () => {
    await withPreview(DEPLOYMENT_SCENARIOS.planWithoutPreviews, async (servers) => {
      expectEnding(await preview(servers), 'failure')
      const comment = theComment(servers.github)
      expect(comment.edits).toHaveLength(1)
      expect(comment.edits[0]).toContain('<h3>❌ Docs preview: No preview deployment triggered</h3>')
      expect(comment.edits[0]).toContain('Preview deployments need a plan that includes them (Pro or Enterprise).')
    })
  })

  it('writes no comment, with one notice, when the token may not write; the preview is not affected', async () => {
    await withPreview(
      {},
      async (servers) => {
        const run = await preview(servers)
        expectEnding(run, 'success')
        const notices = run.stdout
          .split('\n')
          .filter((line) => line.startsWith('::notice title=No pull request comment::'))
        expect(notices).toHaveLength(1)
        expect(notices[0]).toContain('permissions: pull-requests: write')
        expect(run.outputs['comment-url'] ?? '').toBe('')
        expect(run.outputs['status-id']).toBe(FIRST_STATUS)
      },
      { ...REPOSITORY, writeFailWith: 403 },
    )
  })

  it('writes none with comment: off, nor on a push', async () => {
    await withPreview({}, async (servers) => {
      expectEnding(await preview(servers, { comment: 'off' }), 'success')
      const pushed = await runAction({ inputs: previewInputs(servers.platform), env: { ...servers.env, ...PUSH_RUN } })
      expectEnding(pushed, 'success')
      expect(servers.platform.deployments.size).toBe(2)
      expect(servers.github.requests).toEqual([])
    })
  })
})
