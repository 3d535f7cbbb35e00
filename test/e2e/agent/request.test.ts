import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { expectEnding } from '../helpers.ts'
import { askStep, PULL_212, REQUEST_REPOSITORY, sentPrompts } from './request-helpers.ts'

/*
 * `/docs` in an issue or a pull request's conversation: the request starts an agent job whose
 * prompt is the thread's context and the request, seen at once (👀), answered in one reply kept
 * up to date, and ended with 🚀 or 😕; the docs pull request gets one comment naming its job.
 */

const DOCS_PR = 'https://github.com/acme/docs/pull/42'

describe('a /docs request', () => {
  it('in an issue: 👀, a job from the issue and the request, one reply, 🚀, and a comment on the docs pull request', async () => {
    await withServers(
      { platform: { job: { statuses: ['active', 'completed'], prLink: DOCS_PR } }, github: REQUEST_REPOSITORY },
      async ({ platform, github, env }) => {
        const run = await askStep(platform, env, { body: '/docs explain how to roll back a deploy' })
        expectEnding(run, 'success')
        expect(github.reactions('issue-comment', 7001)).toEqual([
          'github-actions[bot]:eyes',
          'github-actions[bot]:rocket',
        ])
        const [prompt] = sentPrompts(platform)
        expect(prompt!.route).toBe('create')
        expect(prompt!.prompt).toContain('## The issue the request was asked in (added by the workflow)')
        expect(prompt!.prompt).toContain('Issue #12: The deploy page does not say how to roll back')
        expect(prompt!.prompt).toContain('```text\nRolling back is not documented.\n```')
        expect(prompt!.prompt.endsWith('explain how to roll back a deploy')).toBe(true)
        expect(prompt!.prompt).toContain(
          'by mira, who may ask: mira can push to acme/docs (write). This request is the instruction',
        )

        const replies = github.comments(12)
        expect(replies).toHaveLength(1)
        const edits = replies[0]!.edits.map(renderGfm)
        expect(edits[0]).toContain('<h3>🔄 Docs agent: working</h3>')
        expect(edits[0]).toContain('agent job <code>job_0001</code>')
        expect(edits.at(-1)).toContain('<h3>✅ Docs agent: Pull request opened</h3>')
        expect(edits.at(-1)).toContain('To ask for changes, comment <code>/docs</code> and what to change on #42')
        expect(run.outputs['comment-url']).toBe(`https://github.com/acme/docs/pull/12#issuecomment-${replies[0]!.id}`)

        const [onDocsPull] = github.comments(42)
        expect(onDocsPull!.login).toBe('github-actions[bot]')
        expect(renderGfm(onDocsPull!.body)).toContain('agent job <code>job_0001</code> opened this pull request')
        expect(renderGfm(run.summary)).toContain(
          '<td>Asked by</td><td>mira in <a href="https://github.com/acme/docs/issues/12#issuecomment-7001">#12</a></td>',
        )
      },
    )
  })

  it("in a pull request's conversation: its title, description, labels and changed files come first", async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: null } }, github: REQUEST_REPOSITORY },
      async ({ platform, env }) => {
        const run = await askStep(platform, env, { body: '/docs', thread: PULL_212 }, { inputs: { 'pr-diff': 'true' } })
        expectEnding(run, 'success')
        const prompt = sentPrompts(platform)[0]!.prompt
        expect(prompt).toContain('## Diff of pull request #212 (added by the workflow)')
        expect(prompt).toContain('+export const dryRun = true')
        expect(prompt).not.toContain('\u200b')
        expect(prompt).toContain('## The pull request the request was asked in (added by the workflow)')
        expect(prompt).toContain('Pull request #212: Add --dry-run to deploy')
        expect(prompt).toContain('- modified src/deploy.ts (+12 −1)')
        expect(prompt).toContain('Write or update the documentation this thread needs')
      },
    )
  })

  it("puts the step's prompt first, as standing instructions", async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: null } }, github: REQUEST_REPOSITORY },
      async ({ platform, env }) => {
        const standing = 'Write in the second person.'
        await askStep(platform, env, { body: '/docs add a rollback page' }, { inputs: { prompt: standing } })
        expect(sentPrompts(platform)[0]!.prompt.startsWith(`${standing}\n\n## The issue`)).toBe(true)
      },
    )
  })

  it('a later request in the thread is a follow-up to its job; /docs new starts another', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: DOCS_PR } }, github: REQUEST_REPOSITORY },
      async ({ platform, github, env }) => {
        expectEnding(await askStep(platform, env, { body: '/docs roll back' }, { runId: 1 }), 'success')
        const second = await askStep(
          platform,
          env,
          { body: '/docs mention the --force flag', commentId: 7002 },
          { runId: 2 },
        )
        expectEnding(second, 'success')
        const third = await askStep(
          platform,
          env,
          { body: '/docs new a page on canary deploys', commentId: 7003 },
          { runId: 3 },
        )
        expectEnding(third, 'success')
        const sent = sentPrompts(platform)
        expect(sent.map((prompt) => `${prompt.route} ${prompt.jobId ?? ''}`)).toEqual([
          'create ',
          'message job_0001',
          'create ',
        ])
        expect(sent[1]!.prompt).toContain('mention the --force flag')
        expect(sent[1]!.prompt).not.toContain('## The issue')
        expect(sent[2]!.prompt.endsWith('a page on canary deploys')).toBe(true)
        const replies = github.comments(12)
        expect(replies).toHaveLength(3)
        expect(renderGfm(replies[1]!.edits[0]!)).toContain('Sent to agent job <code>job_0001</code>, this thread')
        expect(second.outputs['job-id']).toBe('job_0001')
        expect(third.outputs['job-id']).toBe('job_0002')
      },
    )
  })

  it('says what failed, with 😕, and how to ask again', async () => {
    await withServers(
      { platform: { job: { statuses: ['active', 'failed'] } }, github: REQUEST_REPOSITORY },
      async ({ platform, github, env }) => {
        const run = await askStep(platform, env, { body: '/docs roll back' })
        expectEnding(run, 'failure')
        expect(github.reactions('issue-comment', 7001)).toEqual([
          'github-actions[bot]:eyes',
          'github-actions[bot]:confused',
        ])
        const ending = renderGfm(github.comments(12)[0]!.body)
        expect(ending).toContain('<h3>❌ Docs agent: Failed</h3>')
        expect(ending).toContain('To try again, comment <code>/docs new</code> and the request: a fresh job')
      },
    )
  })

  it('with comment: off, writes nothing on GitHub, and the summary has the result', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: DOCS_PR } }, github: REQUEST_REPOSITORY },
      async ({ platform, github, env }) => {
        const run = await askStep(platform, env, { body: '/docs roll back' }, { inputs: { comment: 'off' } })
        expectEnding(run, 'success')
        expect(github.requests.filter((request) => request.method !== 'GET' && request.path !== '/graphql')).toEqual([])
        expect(sentPrompts(platform)).toHaveLength(1)
        expect(run.summary).toContain('acme/docs#42')
      },
    )
  })

  it('without write permission: one notice naming it, and the job still runs', async () => {
    await withServers(
      {
        platform: { job: { statuses: ['completed'], prLink: DOCS_PR } },
        github: { ...REQUEST_REPOSITORY, writeFailWith: 403 },
      },
      async ({ platform, env }) => {
        const run = await askStep(platform, env, { body: '/docs roll back' })
        expectEnding(run, 'success')
        const notices = run.stdout
          .split('\n')
          .filter((line) => line.startsWith('::notice') && line.includes('permissions'))
        expect(notices).toHaveLength(1)
        expect(notices[0]).toContain('permissions: issues: write')
        expect(sentPrompts(platform)).toHaveLength(1)
        expect(run.summary).toContain('job_0001')
      },
    )
  })
})
