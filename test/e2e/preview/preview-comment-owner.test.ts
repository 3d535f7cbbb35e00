import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { GitHubApi, PlantedComment, RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { commentMarker } from '../../../src/comments/comment-marker.ts'
import { expectEnding, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'
import { PREVIEW_URL, previewInputs, PULL, PULL_REQUEST_RUN } from './preview-helpers.ts'

/*
 * The preview's comment is the step's own: a marked comment counts only when the account the
 * token acts as wrote it, with the marker of this pull request. Each attack plants a comment on
 * the pull request before a step that waits again (`status-id`), the one step that reads an
 * earlier comment's hidden address line: taken for the step's own, the planted address would be
 * linked as the preview's.
 */

const MARK = commentMarker(SIMULATOR_API_KEY, SIMULATOR_PROJECT, 'preview-comment', PULL)
const PHISHING = 'https://phish.example/login'
const PLANTED_BODY = (mark: string) =>
  `${mark}\n### ✅ Docs preview: Deployed\n\nPreview: ${PHISHING}\n<!-- preview address: ${PHISHING} -->`

type Servers = { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }

async function withPlanted<T>(planted: PlantedComment, body: (servers: Servers) => Promise<T>, extra = {}) {
  const github: RepositoryScript = { commits: ['Initial commit'], tags: {}, issueComments: [planted], ...extra }
  return withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.success }, github }, body)
}

/** A preview triggered by a step that wrote no comment, then a step that waits for it again. */
async function waitAgain(servers: Servers, inputs: Record<string, string> = {}, extraEnv = {}) {
  const env = { ...servers.env, ...PULL_REQUEST_RUN }
  expectEnding(await runAction({ inputs: previewInputs(servers.platform, { comment: 'off' }), env }), 'success')
  const again = previewInputs(servers.platform, { 'status-id': 'status_0001', ...inputs })
  return runAction({ inputs: again, env: { ...env, ...extraEnv } })
}

const ATTACKS: [string, PlantedComment][] = [
  [
    "an organization member's comment with the exact marker",
    { issue: PULL, body: PLANTED_BODY(MARK), login: 'octo-member', type: 'User', association: 'MEMBER' },
  ],
  [
    "another app's comment with the exact marker",
    { issue: PULL, body: PLANTED_BODY(MARK), login: 'evil-app[bot]', type: 'Bot', association: 'NONE' },
  ],
  [
    "a github-actions[bot] comment with another pull request's marker",
    {
      issue: PULL,
      body: PLANTED_BODY(commentMarker(SIMULATOR_API_KEY, SIMULATOR_PROJECT, 'preview-comment', PULL + 1)),
      login: 'github-actions[bot]',
      type: 'Bot',
    },
  ],
]

describe('a comment that is not the step’s own', () => {
  it.each(ATTACKS)('%s is neither edited, nor read, nor given as comment-url', async (_, planted) => {
    await withPlanted(planted, async (servers) => {
      const run = await waitAgain(servers)
      expectEnding(run, 'success')
      const [theirs, ours] = servers.github.comments(PULL)
      expect(servers.github.comments(PULL)).toHaveLength(2)
      expect(theirs!.edits).toEqual([planted.body])
      expect(ours!.login).toBe('github-actions[bot]')
      expect(ours!.edits).toHaveLength(2)
      expect(ours!.body.startsWith(`${MARK}\n`)).toBe(true)
      for (const edit of ours!.edits) expect(edit).not.toContain('phish.example')
      expect(run.summary).not.toContain('phish.example')
      expect(renderGfm(ours!.body)).toContain('<h3>✅ Docs preview: Deployed</h3>')
      expect(run.outputs['comment-url']).toBe(`https://github.com/acme/docs/pull/${PULL}#issuecomment-${ours!.id}`)
      const edited = servers.github.requests.filter((request) => request.method === 'PATCH')
      expect(edited.map((request) => request.path)).toEqual([`/repos/acme/docs/issues/comments/${ours!.id}`])
      expect(run.stdout).not.toContain('pull-requests: write')
    })
  })

  it('is taken for its own when the account the token acts as wrote it: a personal token', async () => {
    const planted: PlantedComment = {
      ...{ issue: PULL, body: PLANTED_BODY(MARK).replaceAll(PHISHING, PREVIEW_URL), login: 'maintainer' },
      ...{ type: 'User', association: 'COLLABORATOR' },
    }
    const accounts = { ghp_maintainerToken0123: { login: 'maintainer', type: 'User', association: 'COLLABORATOR' } }
    await withPlanted(
      planted,
      async (servers) => {
        const run = await waitAgain(servers, { 'github-token': 'ghp_maintainerToken0123' })
        expectEnding(run, 'success')
        const [comment] = servers.github.comments(PULL)
        expect(servers.github.comments(PULL)).toHaveLength(1)
        expect(comment!.edits).toHaveLength(3)
        // Its hidden address line was read, as the step that waits again learns no address of its own.
        expect(renderGfm(comment!.body)).toContain(`<a href="${PREVIEW_URL}">acme-dark-mode.mintlify.app</a>`)
        expect(run.outputs['comment-url']).toBe(`https://github.com/acme/docs/pull/${PULL}#issuecomment-${comment!.id}`)
      },
      { accounts },
    )
  })

  it('is never found when GitHub will not say who the token acts as: a new comment is posted, then edited', async () => {
    const own: PlantedComment = { issue: PULL, body: PLANTED_BODY(MARK), login: 'github-actions[bot]', type: 'Bot' }
    await withPlanted(
      own,
      async (servers) => {
        const run = await waitAgain(servers, {}, { RUNNER_DEBUG: '1' })
        expectEnding(run, 'success')
        const [planted, posted] = servers.github.comments(PULL)
        expect(servers.github.comments(PULL)).toHaveLength(2)
        expect(planted!.edits).toEqual([own.body])
        // The end edits the comment the step posted, its author learnt from GitHub's answer.
        expect(posted!.edits).toHaveLength(2)
        expect(posted!.body).not.toContain('phish.example')
        expect(servers.github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
          'POST /graphql',
          `POST /repos/acme/docs/issues/${PULL}/comments`,
          `PATCH /repos/acme/docs/issues/comments/${posted!.id}`,
        ])
        expect(run.stdout).toContain('::debug::GitHub did not say which account the "github-token" acts as')
        expect(run.stdout).toContain("::debug::No comment already on the pull request is taken for this step's own.")
        expect(run.stdout).not.toContain('::warning')
      },
      { graphqlFailWith: 403 },
    )
  })
})
