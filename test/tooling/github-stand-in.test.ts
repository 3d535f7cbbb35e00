import { describe, expect, it } from 'vitest'
import { commitSha, startGitHubApi, type GitHubApi, type RepositoryScript } from '../simulator/github-api.ts'

/**
 * The GitHub REST stand-in answers as GitHub does where the action depends on it: pages and their
 * `Link` header, the diff media type and its 406, comments and release notes written and read
 * back, and the faults of a token without write permission, a secondary rate limit, a hung write.
 */
const REPO = '/repos/acme/docs'
const HISTORY: RepositoryScript = { commits: ['Initial commit', 'Add deploy', 'Release 1.2.0'], tags: { 'v1.2.0': 2 } }

async function withStandIn<T>(script: Partial<RepositoryScript>, body: (github: GitHubApi) => Promise<T>) {
  const github = await startGitHubApi({ ...HISTORY, ...script })
  try {
    return await body(github)
  } finally {
    await github.close()
  }
}

function caller(github: GitHubApi) {
  return async (method: string, path: string, sent?: unknown, accept = 'application/vnd.github+json') => {
    const response = await fetch(github.url + REPO + path, {
      method,
      headers: { accept, authorization: 'token ghs_test' },
      ...(sent === undefined ? {} : { body: JSON.stringify(sent) }),
    })
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    return {
      status: response.status,
      type,
      link: response.headers.get('link'),
      response,
      text,
      json: () => JSON.parse(text) as unknown,
    }
  }
}

const files = Array.from({ length: 130 }, (_, index) => ({
  filename: `docs/page-${index}.md`,
  status: 'modified',
  additions: index,
  deletions: 1,
}))

describe('the GitHub stand-in: pull requests', () => {
  it('pages the changed files, 30 by default and 100 at most, with a Link to the next page', async () => {
    await withStandIn({ pulls: { 212: { title: 'Add --dry-run', body: null, files } } }, async (github) => {
      const call = caller(github)
      const first = await call('GET', '/pulls/212/files?per_page=100&page=1')
      expect((first.json() as unknown[]).length).toBe(100)
      expect(first.link).toBe(
        `<${github.url}${REPO}/pulls/212/files?per_page=100&page=2>; rel="next", ` +
          `<${github.url}${REPO}/pulls/212/files?per_page=100&page=2>; rel="last"`,
      )
      const second = await call('GET', '/pulls/212/files?per_page=100&page=2')
      expect(second.json()).toHaveLength(30)
      expect(second.link).not.toContain('rel="next"')
      expect((await call('GET', '/pulls/212/files')).json()).toHaveLength(30)
      expect((await call('GET', '/pulls/212/files?per_page=500')).json()).toHaveLength(100)
      expect((first.json() as unknown[])[3]).toMatchObject({ filename: 'docs/page-3.md', changes: 4 })
      expect((await call('GET', '/pulls/9/files')).status).toBe(404)
    })
  })

  it('sends the diff for the diff media type, 406 for one too large, and JSON otherwise', async () => {
    const pulls = {
      212: { title: 'Add --dry-run', body: 'Body', labels: ['cli'], diff: 'diff --git a/x b/x\n' },
      213: { title: 'Huge', body: null, diff: { tooLarge: true } as const },
    }
    await withStandIn({ pulls }, async (github) => {
      const call = caller(github)
      const diff = await call('GET', '/pulls/212', undefined, 'application/vnd.github.v3.diff')
      expect([diff.status, diff.type, diff.text]).toEqual([200, 'text/plain; charset=utf-8', 'diff --git a/x b/x\n'])
      const large = await call('GET', '/pulls/213', undefined, 'application/vnd.github.diff')
      expect([large.status, large.json()]).toEqual([
        406,
        expect.objectContaining({ errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }] }),
      ])
      expect((await call('GET', '/pulls/212')).json()).toMatchObject({
        number: 212,
        merged: true,
        html_url: 'https://github.com/acme/docs/pull/212',
        labels: [{ name: 'cli' }],
      })
      expect(github.requests[0]).toMatchObject({ method: 'GET', accept: 'application/vnd.github.v3.diff', body: '' })
    })
  })

  it("lists a commit's pull requests, and compares tags and shas", async () => {
    const sha = 'f'.repeat(40)
    const script = { pulls: { 212: { title: 'Add --dry-run', body: null } }, commitPulls: { [sha]: [212, 7] } }
    await withStandIn(script, async (github) => {
      const call = caller(github)
      expect((await call('GET', `/commits/${sha}/pulls`)).json()).toMatchObject([
        { number: 212, title: 'Add --dry-run', merge_commit_sha: sha },
        { number: 7, title: 'Pull request 7' },
      ])
      expect((await call('GET', `/commits/${'e'.repeat(40)}/pulls`)).json()).toEqual([])
      const compared = (await call('GET', `/compare/${commitSha(0)}...v1.2.0`)).json()
      expect(compared).toMatchObject({ total_commits: 2, commits: [{ sha: commitSha(1) }, { sha: commitSha(2) }] })
      expect((await call('GET', `/compare/v1.2.0...${'e'.repeat(40)}`)).status).toBe(404)
    })
  })
})

describe('the GitHub stand-in: comments and releases', () => {
  it('creates, lists and edits comments after the planted ones, keeping every body', async () => {
    await withStandIn(
      { issueComments: [{ issue: 212, body: 'LGTM', login: 'dana', type: 'User' }] },
      async (github) => {
        const call = caller(github)
        const created = await call('POST', '/issues/212/comments', { body: 'First' })
        expect([created.status, created.json()]).toEqual([
          201,
          expect.objectContaining({
            id: 5002,
            html_url: 'https://github.com/acme/docs/pull/212#issuecomment-5002',
            user: { login: 'github-actions[bot]', type: 'Bot' },
          }),
        ])
        const listed = await call('GET', '/issues/212/comments?per_page=1')
        expect([listed.json(), listed.link]).toEqual([
          [expect.objectContaining({ id: 5001 })],
          expect.stringContaining('page=2>; rel="next"'),
        ])
        expect((await call('PATCH', '/issues/comments/5002', { body: 'Second' })).json()).toMatchObject({
          body: 'Second',
        })
        expect((await call('PATCH', '/issues/comments/6000', { body: 'x' })).status).toBe(404)
        const tooLong = await call('POST', '/issues/212/comments', { body: 'x'.repeat(65_537) })
        expect([tooLong.status, tooLong.json()]).toMatchObject([422, { errors: [{ field: 'body', code: 'custom' }] }])
        expect(github.comments(212)).toEqual([
          { id: 5001, body: 'LGTM', login: 'dana', edits: ['LGTM'] },
          { id: 5002, body: 'Second', login: 'github-actions[bot]', edits: ['First', 'Second'] },
        ])
        expect(github.requests[0]).toMatchObject({ method: 'POST', body: '{"body":"First"}' })
      },
    )
  })

  it('edits release notes by id, and refuses notes over 125,000 characters', async () => {
    await withStandIn({ releases: { 'v1.2.0': { name: 'v1.2.0', body: 'Notes' } } }, async (github) => {
      const call = caller(github)
      expect((await call('GET', '/releases/tags/v1.2.0')).json()).toMatchObject({ id: 1000, body: 'Notes' })
      expect((await call('PATCH', '/releases/1000', { body: 'Notes, edited' })).status).toBe(200)
      expect((await call('GET', '/releases/1000')).json()).toMatchObject({ tag_name: 'v1.2.0', body: 'Notes, edited' })
      expect((await call('PATCH', '/releases/1000', { body: 'x'.repeat(125_001) })).status).toBe(422)
      expect(github.releaseBody('v1.2.0')).toBe('Notes, edited')
    })
  })
})

describe('the GitHub stand-in: who a token acts as', () => {
  const accounts = { ghp_dana: { login: 'dana', type: 'User', association: 'MEMBER' } } as const
  const viewer = (github: GitHubApi, token: string, query = 'query { viewer { login } }') =>
    fetch(`${github.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })

  it("names the token's account to GraphQL's viewer, the workflow's token as github-actions[bot]", async () => {
    await withStandIn({ accounts }, async (github) => {
      expect(await (await viewer(github, 'ghp_dana')).json()).toEqual({ data: { viewer: { login: 'dana' } } })
      expect(await (await viewer(github, 'ghs_workflow')).json()).toEqual({
        data: { viewer: { login: 'github-actions[bot]' } },
      })
      const other = await viewer(github, 'ghp_dana', '{ repository(owner: "acme", name: "docs") { id } }')
      expect([other.status, await other.json()]).toMatchObject([200, { errors: [{ type: 'INVALID' }] }])
    })
  })

  it('posts a comment as the account of its token, and a read-only token may still ask who it is', async () => {
    await withStandIn({ accounts, writeFailWith: 403 }, async (github) => {
      expect((await viewer(github, 'ghp_dana')).status).toBe(200)
    })
    await withStandIn({ accounts, graphqlFailWith: 403 }, async (github) => {
      expect((await viewer(github, 'ghp_dana')).status).toBe(403)
      const posted = await fetch(`${github.url}${REPO}/issues/7/comments`, {
        method: 'POST',
        headers: { authorization: 'token ghp_dana' },
        body: JSON.stringify({ body: 'Hi' }),
      })
      expect(await posted.json()).toMatchObject({ user: { login: 'dana', type: 'User' }, author_association: 'MEMBER' })
    })
  })
})

describe('the GitHub stand-in: faults of writes', () => {
  it('refuses writes to a token without write permission, and still answers reads', async () => {
    await withStandIn({ writeFailWith: 403 }, async (github) => {
      const call = caller(github)
      const refused = await call('POST', '/issues/1/comments', { body: 'Hi' })
      expect([refused.status, refused.json()]).toEqual([403, { message: 'Resource not accessible by integration' }])
      expect((await call('GET', '/issues/1/comments')).status).toBe(200)
      expect(github.comments(1)).toEqual([])
    })
  })

  it('answers the first writes with a secondary rate limit and Retry-After, then takes them', async () => {
    await withStandIn({ secondaryRateLimit: { times: 2, retryAfter: '1' } }, async (github) => {
      const call = caller(github)
      for (let attempt = 1; attempt <= 2; attempt++) {
        const limited = await call('POST', '/issues/1/comments', { body: 'Hi' })
        expect([limited.status, limited.response.headers.get('retry-after')]).toEqual([403, '1'])
        expect(limited.json()).toMatchObject({ message: expect.stringContaining('secondary rate limit') as string })
      }
      expect((await call('POST', '/issues/1/comments', { body: 'Hi' })).status).toBe(201)
    })
  })

  it('leaves writes hanging while reads answer', async () => {
    await withStandIn({ hangWrites: true }, async (github) => {
      const write = fetch(`${github.url}${REPO}/issues/1/comments`, {
        method: 'POST',
        body: JSON.stringify({ body: 'Hi' }),
        signal: AbortSignal.timeout(300),
      })
      await expect(write).rejects.toThrow(/aborted|timeout/i)
      expect((await caller(github)('GET', '/issues/1/comments')).status).toBe(200)
    })
  })
})
