import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { expectEnding, summaryText } from '../helpers.ts'
import { askStep, DOCS_PULL_42, REQUEST_REPOSITORY, sentPrompts } from './request-helpers.ts'

/*
 * The agent's own pull request revised by a comment: the job that opened docs pull request #42
 * leaves one comment on it, and a `/docs` there (in the conversation, on a line of the diff, or
 * in a review's body) sends that job a follow-up, so the same pull request is updated.
 */

const DOCS_PR = 'https://github.com/acme/docs/pull/42'
const OPENED = { job: { statuses: ['completed'], prLink: DOCS_PR } } as const

describe('the docs pull request, revised by a comment', () => {
  it('a conversation comment, an inline comment and a review each send the job a follow-up', async () => {
    await withServers({ platform: OPENED, github: REQUEST_REPOSITORY }, async ({ platform, github, env }) => {
      expectEnding(await askStep(platform, env, { body: '/docs roll back' }, { runId: 1 }), 'success')
      expect(github.comments(42)).toHaveLength(1)

      const conversation = { body: '/docs shorter intro', thread: DOCS_PULL_42, commentId: 8001 }
      expectEnding(await askStep(platform, env, conversation, { runId: 2 }), 'success')
      const inline = {
        body: '/docs say what --dry-run prints',
        event: 'pull_request_review_comment' as const,
        thread: DOCS_PULL_42,
        commentId: 8002,
      }
      expectEnding(await askStep(platform, env, inline, { runId: 3 }), 'success')
      const review = {
        body: '/docs use "deployment" throughout',
        event: 'pull_request_review' as const,
        thread: DOCS_PULL_42,
        commentId: 8003,
      }
      const reviewRun = await askStep(platform, env, review, { runId: 4 })
      expectEnding(reviewRun, 'success')

      const sent = sentPrompts(platform)
      expect(sent.map((prompt) => `${prompt.route} ${prompt.jobId ?? ''}`)).toEqual([
        'create ',
        'message job_0001',
        'message job_0001',
        'message job_0001',
      ])
      expect(sent[2]!.prompt).toContain('The request is an inline comment on docs/deploy.mdx, line 18')
      expect(sent[2]!.prompt).toContain('```diff\n@@ -10,3 +10,9 @@\n+Run `deploy --dry-run` first.\n```')
      expect(github.reactions('review-comment', 8002)).toEqual([
        'github-actions[bot]:eyes',
        'github-actions[bot]:rocket',
      ])
      // GitHub takes no reactions on a review's body: its answer is the reply alone.
      expect(github.requests.some((request) => request.path.includes('8003'))).toBe(false)
      // The docs pull request's comment is written once; each request there has its reply.
      const onDocsPull = github.comments(42)
      expect(onDocsPull).toHaveLength(4)
      expect(onDocsPull[0]!.edits).toHaveLength(1)
      expect(renderGfm(onDocsPull[3]!.edits[0]!)).toContain('Sent to agent job <code>job_0001</code>')
      expect(renderGfm(onDocsPull[1]!.body)).toContain(
        'To ask for more changes, comment <code>/docs</code> and what to change here: the agent updates this pull request.',
      )
    })
  })

  it("a review on a fork's pull request ends skipped, saying to ask in the conversation instead", async () => {
    await withServers({ platform: OPENED, github: REQUEST_REPOSITORY }, async ({ platform, github, env }) => {
      const forkReview = {
        body: '/docs please',
        event: 'pull_request_review_comment' as const,
        thread: { kind: 'pull', number: 212 } as const,
        fork: 'mallory/docs',
      }
      const run = await askStep(platform, env, forkReview, { inputs: { 'api-key': '' } })
      expectEnding(run, 'skipped')
      expect(summaryText(run).paragraphs.join('\n')).toContain(
        'write the request as a comment in its conversation instead',
      )
      expect(github.requests).toEqual([])
      expect(platform.requests).toEqual([])
    })
  })
})
