import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction, type RunOptions } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { GitHubApi, RepositoryScript } from '../../simulator/github-api.ts'
import type { JobScript } from '../../simulator/agent-routes.ts'
import type { Simulator } from '../../simulator/server.ts'
import { cancelWhen, eventFile, expectEnding, expectKeyNeverShown, platformInputs } from '../helpers.ts'

/*
 * `comment: auto`: one comment on the pull request a run is for, posted when the job starts and
 * edited in place at every ending, found again by its marker on a re-run.
 */

const PROMPT = 'Update the docs for this change.'
const REPOSITORY: RepositoryScript = { commits: ['Initial commit'], tags: {} }
const MERGED = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-merged.json') }

/** A step on a merged pull request; what the merge changed is agent-changes.test.ts's, not the comment's. */
function options(platform: Simulator, env: Readonly<Record<string, string>>, inputs: Record<string, string> = {}) {
  return {
    inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'off', ...inputs },
    env: { ...env, ...MERGED },
  } satisfies RunOptions
}

/** The one comment on pull request #212, as rendered by GitHub, each body it had. */
function theComment(github: GitHubApi): { url: string; edits: string[] } {
  const comments = github.comments(212)
  expect(comments).toHaveLength(1)
  const [comment] = comments
  return {
    url: `https://github.com/acme/docs/pull/212#issuecomment-${comment!.id}`,
    edits: comment!.edits.map(renderGfm),
  }
}

async function withJob<T>(
  job: JobScript,
  script: RepositoryScript,
  body: (servers: { platform: Simulator; github: GitHubApi; env: Readonly<Record<string, string>> }) => Promise<T>,
) {
  return withServers({ platform: { job }, github: script }, body)
}

describe('the comment on the pull request', () => {
  it('says the agent is working when the job is created, then links the docs pull request', async () => {
    await withJob(
      { statuses: ['active', 'completed'], prLink: 'https://github.com/acme/docs/pull/42' },
      REPOSITORY,
      async ({ platform, github, env }) => {
        const run = await runAction(options(platform, env))
        expectEnding(run, 'success')
        const comment = theComment(github)
        expect(comment.edits).toHaveLength(2)
        expect(comment.edits[0]).toContain('<h3>🔄 Docs agent: working</h3>')
        expect(comment.edits[0]).toContain('agent job <code>job_0001</code>')
        expect(comment.edits[0]).toContain('<a href="https://github.com/acme/docs/actions/runs/4242">workflow run</a>')
        expect(comment.edits[1]).toContain('<h3>✅ Docs agent: Pull request opened</h3>')
        expect(comment.edits[1]).toContain(
          'Docs pull request: <strong><a href="https://github.com/acme/docs/pull/42">acme/docs#42</a></strong>',
        )
        expect(run.outputs['comment-url']).toBe(comment.url)
        expect(github.requests.every((request) => request.authorization === `token ${HARNESS_GITHUB_TOKEN}`)).toBe(true)
        expect(github.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
          'POST /graphql',
          'GET /repos/acme/docs/issues/212/comments',
          'POST /repos/acme/docs/issues/212/comments',
          `PATCH /repos/acme/docs/issues/comments/${github.comments(212)[0]!.id}`,
        ])
        expectKeyNeverShown(run, HARNESS_GITHUB_TOKEN)
      },
    )
  })

  it('edits the same comment on a re-run, never adding a second one', async () => {
    await withJob({ statuses: ['completed'], prLink: null }, REPOSITORY, async ({ platform, github, env }) => {
      const first = await runAction(options(platform, env))
      const second = await runAction(options(platform, env))
      expectEnding(second, 'success')
      const comment = theComment(github)
      expect(comment.edits).toHaveLength(4)
      expect(comment.edits[3]).toContain('<h3>⚠️ Docs agent: Completed without a pull request</h3>')
      expect(comment.edits[3]).toContain('agent job <code>job_0002</code>')
      expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    })
  })

  it('ignores a comment someone else wrote with a look-alike marker', async () => {
    const planted = [
      {
        issue: 212,
        body: '<!-- docs-agent pull-request-comment 0000000000000000 -->\nmine',
        login: 'mallory',
        type: 'User' as const,
      },
    ]
    await withJob(
      { statuses: ['completed'], prLink: null },
      { ...REPOSITORY, issueComments: planted },
      async ({ platform, github, env }) => {
        expectEnding(await runAction(options(platform, env)), 'success')
        const [theirs, ours] = github.comments(212)
        expect(theirs!.edits).toEqual([planted[0]!.body])
        expect(ours!.login).toBe('github-actions[bot]')
      },
    )
  })

  it('says what to do when the job failed', async () => {
    await withJob({ statuses: ['active', 'failed'] }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction(options(platform, env))
      expectEnding(run, 'failure')
      const ending = theComment(github).edits.at(-1)!
      expect(ending).toContain('<h3>❌ Docs agent: Failed</h3>')
      expect(ending).toContain('To try again, re-run the workflow.')
    })
  })

  it('says the job keeps running, and how to wait for it again, when the step timed out', async () => {
    await withJob({ statuses: ['active'] }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction(options(platform, env, { timeout: '2s' }))
      expectEnding(run, 'timed-out')
      const ending = theComment(github).edits.at(-1)!
      expect(ending).toContain('<h3>⏱️ Docs agent: Timed out</h3>')
      expect(ending).toContain('The job keeps running on the platform.')
      expect(ending).toMatch(/<code class="language-yaml">[^]*job-id: job_0001/)
    })
  })

  it('updates the comment within the cancellation grace period', async () => {
    await withJob({ statuses: ['active'] }, REPOSITORY, async ({ platform, github, env }) => {
      const { run, stoppedWithinMs } = await cancelWhen(options(platform, env), 'Wait for agent job')
      expect(stoppedWithinMs).toBeLessThan(2_500)
      expectEnding(run, 'cancelled')
      const ending = theComment(github).edits.at(-1)!
      expect(ending).toContain('<h3>🚫 Docs agent: Cancelled</h3>')
      expect(ending).toMatch(/job-id: job_0001/)
    })
  })

  it('writes no comment, with one notice, when the token may not write', async () => {
    await withJob(
      { statuses: ['completed'] },
      { ...REPOSITORY, writeFailWith: 403 },
      async ({ platform, github, env }) => {
        const run = await runAction(options(platform, env))
        expectEnding(run, 'success')
        const notices = run.stdout
          .split('\n')
          .filter((line) => line.startsWith('::notice title=No pull request comment::'))
        expect(notices).toHaveLength(1)
        expect(notices[0]).toContain('permissions: pull-requests: write')
        expect(run.stdout).not.toContain('::warning title=Pull request comment')
        // The one write refused; the question of who the token acts as is a read.
        const writes = github.requests.filter((request) => request.method !== 'GET' && request.path !== '/graphql')
        expect(writes).toHaveLength(1)
        expect(run.outputs['comment-url']).toBeUndefined()
      },
    )
  })

  it("writes no comment on a fork's pull request, saying why once", async () => {
    await withJob({ statuses: ['completed'] }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction({
        ...options(platform, env),
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json'),
        },
      })
      expectEnding(run, 'success')
      expect(github.requests).toEqual([])
      expect(run.stdout).toContain(
        '::notice title=No pull request comment::No comment on pull request #214: it comes from a fork',
      )
    })
  })

  it('stops within the grace period when cancelled while GitHub never answers a write', async () => {
    await withJob({ statuses: ['active'] }, { ...REPOSITORY, hangWrites: true }, async ({ platform, github, env }) => {
      const { run, stoppedWithinMs } = await cancelWhen(options(platform, env), 'Comment on pull request #212')
      expect(stoppedWithinMs).toBeLessThan(2_500)
      expectEnding(run, 'cancelled')
      expect(github.comments(212)).toEqual([])
    })
  })

  it('waits out a secondary rate limit as GitHub asks, then writes', async () => {
    await withJob(
      { statuses: ['completed'] },
      { ...REPOSITORY, secondaryRateLimit: { times: 1, retryAfter: '1' } },
      async ({ platform, github, env }) => {
        const run = await runAction(options(platform, env))
        expectEnding(run, 'success')
        expect(run.stdout).toContain('GitHub asked to wait 1 s (secondary rate limit); trying again then.')
        expect(theComment(github).edits).toHaveLength(2)
      },
    )
  })

  it('warns and still succeeds when GitHub cannot take the comment, never posting it twice', async () => {
    await withJob(
      { statuses: ['completed'] },
      { ...REPOSITORY, writeFailWith: 502 },
      async ({ platform, github, env }) => {
        const run = await runAction(options(platform, env))
        expectEnding(run, 'success')
        // One POST when the job starts, one at the end (after looking for the comment again): none repeated.
        const posts = github.requests.filter((request) => request.method === 'POST' && request.path !== '/graphql')
        expect(posts).toHaveLength(2)
        expect(run.stdout).toMatch(
          /::warning title=Pull request comment not written::The comment on pull request #212 was not written/,
        )
      },
    )
  })

  it("escapes the platform's text in the comment as in the summary", async () => {
    const id = 'job_<img src=x onerror=alert(1)>'
    await withJob({ statuses: ['completed'], id }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction(options(platform, env))
      expectEnding(run, 'success')
      const raw = github.comments(212)[0]!.body
      expect(raw).not.toContain('<img')
      expect(raw).toContain('job_&lt;img src=x onerror=alert(1)&gt;')
    })
  })

  it('comments nothing with comment: off, nor for a pull request closed without merging', async () => {
    await withJob({ statuses: ['completed'] }, REPOSITORY, async ({ platform, github, env }) => {
      expectEnding(await runAction(options(platform, env, { comment: 'off' })), 'success')
      const unmerged = await runAction({
        ...options(platform, env, { 'event-context': 'auto' }),
        env: {
          ...env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile('pull-request-closed-unmerged.json'),
        },
      })
      expectEnding(unmerged, 'skipped')
      expect(github.requests).toEqual([])
    })
  })
})

describe('the link in the release notes', () => {
  const RELEASE = { 'v1.3.0': { name: 'v1.3.0: dry runs', body: 'Notes.', id: 184224461 } }
  const ON_RELEASE = {
    GITHUB_EVENT_NAME: 'release',
    GITHUB_EVENT_PATH: eventFile('release-published.json'),
    GITHUB_REF: 'refs/tags/v1.3.0',
  }

  it('ends the notes with one line linking the docs pull request, replaced on a re-run', async () => {
    const job = { statuses: ['completed'], prLink: 'https://github.com/acme/docs/pull/42' }
    await withJob(job, { ...REPOSITORY, releases: RELEASE }, async ({ platform, github, env }) => {
      const inputs = { ...platformInputs(platform), prompt: PROMPT, 'release-notes-link': 'true' }
      for (let attempt = 0; attempt < 2; attempt++) {
        expectEnding(await runAction({ inputs, env: { ...env, ...ON_RELEASE } }), 'success')
      }
      const body = github.releaseBody('v1.3.0')!
      expect(body).toMatch(
        /^Notes\.\n\n📚 Docs for this release: <a href="https:\/\/github.com\/acme\/docs\/pull\/42">acme\/docs#42<\/a> <!-- docs-agent release-notes-link [0-9a-f]{16} -->$/,
      )
      expect(github.comments(212)).toEqual([])
    })
  })

  it('says so with a notice when the token may not edit releases', async () => {
    const job = { statuses: ['completed'], prLink: 'https://github.com/acme/docs/pull/42' }
    await withJob(job, { ...REPOSITORY, releases: RELEASE, writeFailWith: 403 }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'release-notes-link': 'true' },
        env: { ...env, ...ON_RELEASE },
      })
      expectEnding(run, 'success')
      expect(run.stdout).toContain('::notice title=No release notes link::No link in the release notes: GitHub refused')
      expect(run.stdout).toContain('contents: write')
    })
  })
})

describe('what the comment holds', () => {
  it('never quotes the prompt, whatever show-prompt says', async () => {
    const prompt = 'Close these gaps readers found: zq4711 private reader term.'
    await withJob({ statuses: ['active', 'failed'] }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction(options(platform, env, { prompt, 'show-prompt': 'true' }))
      expectEnding(run, 'failure')
      const [comment] = github.comments(212)
      expect(comment!.edits).toHaveLength(2)
      for (const body of comment!.edits) expect(body).not.toContain('zq4711')
      expect(run.summary).toContain('zq4711')
    })
  })
})

describe("GitHub's comment limit", () => {
  it('keeps every body of the comment under 65,536 characters with the longest, most escaped job id', async () => {
    // An id's percent-encoded form may take 3,000 characters; an apostrophe takes one there and five in HTML.
    const id = "'".repeat(3_000)
    await withJob({ statuses: ['active'], id }, REPOSITORY, async ({ platform, github, env }) => {
      const run = await runAction(options(platform, env, { wait: 'false' }))
      expectEnding(run, 'success')
      const [comment] = github.comments(212)
      expect(comment!.edits).toHaveLength(2)
      for (const body of comment!.edits) expect([...body].length).toBeLessThanOrEqual(65_536)
      expect(renderGfm(comment!.edits[1]!)).toContain('job-id:')
      expect(run.stdout).not.toContain('::warning')
    })
  })
})
