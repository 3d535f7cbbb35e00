import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { commitSha, type RepositoryScript } from '../../simulator/github-api.ts'
import { eventFile, expectEnding, platformInputs } from '../helpers.ts'

/*
 * A bot's change creates no job: the docs agent's own pull request merged back, a dependency
 * update, or a push made only of such pull requests. `allowed-bots` lets a bot through.
 */

const PROMPT = 'Update the docs for this change.'
const DOCS_BOT = { login: 'mintlify[bot]', type: 'Bot' } as const
const RENOVATE = { login: 'renovate[bot]', type: 'Bot' } as const

/** The merged pull request #212, opened by `user`. */
function mergedBy(user: { login: string; type: string }): string {
  const payload = JSON.parse(readFileSync(eventFile('pull-request-merged.json'), 'utf8')) as {
    pull_request: Record<string, unknown>
  }
  payload.pull_request['user'] = user
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json')
  writeFileSync(file, JSON.stringify(payload))
  return file
}

const merged = (user: { login: string; type: string }) => ({
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: mergedBy(user),
  GITHUB_REF: 'refs/pull/212/merge',
})

describe("a bot's merged pull request", () => {
  it('creates no job, sends nothing anywhere, and ends skipped with a notice and the condition to skip it', async () => {
    await withServers({ github: { commits: ['x'], tags: {} } }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...merged(DOCS_BOT) },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests).toEqual([])
      expect(run.outputs['job-id']).toBeUndefined()
      expect(run.stdout).toContain(
        '::notice title=No agent job::Pull request #212 was opened by mintlify[bot], a bot, so no agent job was created',
      )
      const summary = renderGfm(run.summary)
      // As all text in a summary, with a word joiner after the # that keeps GitHub from linking it.
      expect(summary).toContain('<h2>ℹ️ Docs agent: Pull request #&#8288;212 opened by a bot, no job created</h2>')
      expect(summary).toContain('add it to <code>allowed-bots</code>')
      expect(summary).toContain(
        '<pre><code class="language-yaml">if: github.event.pull_request.user.type != \'Bot\'\n</code></pre>',
      )
    })
  })

  it('creates no job whatever event-context says, and posts no comment', async () => {
    await withServers({ github: { commits: ['x'], tags: {} } }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT },
        env: { ...env, ...merged(RENOVATE) },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.comments(212)).toEqual([])
    })
  })

  it('creates the job when allowed-bots lists the bot, with or without [bot], and for every bot with *', async () => {
    for (const allowed of ['renovate', 'dependabot, Renovate[bot]', '*']) {
      await withServers(
        { github: { commits: ['x'], tags: {}, pulls: { 212: { title: 't', body: '' } } } },
        async (servers) => {
          const run = await runAction({
            inputs: {
              ...platformInputs(servers.platform),
              prompt: PROMPT,
              'event-context': 'auto',
              'allowed-bots': allowed,
              comment: 'off',
            },
            env: { ...servers.env, ...merged(RENOVATE) },
          })
          expectEnding(run, 'success')
          expect(servers.platform.requests.filter((request) => request.route === 'create')).toHaveLength(1)
        },
      )
    }
  })

  it('refuses an allowed-bots entry that is not a login, before any request', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'allowed-bots': 'renovate bot' },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe(
        'Input "allowed-bots" must be a comma-separated list of GitHub logins (such as dependabot[bot], renovate) or *; "renovate bot" is not a login.',
      )
      expect(platform.requests).toEqual([])
    })
  })
})

/** Commits 1 to 4 of main; 2 and 3 came from the docs agent's pull request #300, 4 from a person's #301. */
const HISTORY: RepositoryScript = {
  commits: ['Initial commit', 'Add --dry-run', 'Docs: describe --dry-run', 'Docs: fix a link', 'Add --verbose'],
  tags: {},
  pulls: {
    300: { title: 'Docs for --dry-run', body: '', user: DOCS_BOT },
    301: { title: 'Add --verbose', body: '', user: { login: 'mira', type: 'User' } },
  },
  commitPulls: { [commitSha(2)]: [300], [commitSha(3)]: [300], [commitSha(4)]: [301] },
}

function pushOf(before: number, after: number) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json')
  writeFileSync(file, JSON.stringify({ ref: 'refs/heads/main', before: commitSha(before), after: commitSha(after) }))
  return { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: file }
}

describe("a push of a bot's pull request", () => {
  it('creates no job when every commit came from a pull request a bot opened', async () => {
    await withServers({ github: HISTORY }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...pushOf(1, 3) },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests.map((request) => request.path.split('?')[0])).toEqual([
        `/repos/acme/docs/compare/${commitSha(1)}...${commitSha(3)}`,
        `/repos/acme/docs/commits/${commitSha(3)}/pulls`,
        `/repos/acme/docs/commits/${commitSha(2)}/pulls`,
      ])
      expect(run.stdout).toContain(
        "::notice title=No agent job::Every commit of this push to branch main is a bot's change (pull request #300 by mintlify[bot]), so no agent job was created",
      )
      expect(renderGfm(run.summary)).toContain("<h2>ℹ️ Docs agent: Push of a bot's change to main, no job created</h2>")
    })
  })

  it('creates no job for a push of commits the bot made itself, with no pull request', async () => {
    const script = {
      ...HISTORY,
      commitAuthors: { 5: DOCS_BOT, 6: DOCS_BOT },
      commits: [...HISTORY.commits, 'Docs: a', 'Docs: b'],
    }
    await withServers({ github: script }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...pushOf(4, 6) },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(run.stdout).toContain(
        `(commit ${commitSha(6).slice(0, 7)} by mintlify[bot], commit ${commitSha(5).slice(0, 7)} by mintlify[bot])`,
      )
    })
  })

  it("creates the job when any commit is a person's, or allowed-bots lets the bot", async () => {
    const cases = [
      { inputs: {}, range: [1, 4] },
      { inputs: { 'allowed-bots': 'mintlify' }, range: [1, 3] },
      // A commit with neither a pull request nor an account GitHub links: not known to be a bot's.
      { inputs: {}, range: [0, 1] },
    ] as const
    for (const { inputs, range } of cases) {
      await withServers({ github: HISTORY }, async ({ platform, env }) => {
        const run = await runAction({
          inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', ...inputs },
          env: { ...env, ...pushOf(range[0], range[1]) },
        })
        expectEnding(run, 'success')
        expect(platform.requests.filter((request) => request.route === 'create')).toHaveLength(1)
      })
    }
  })
})
