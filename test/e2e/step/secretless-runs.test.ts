import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { eventFile, expectEnding, failureMessage, platformInputs } from '../helpers.ts'

/*
 * Runs GitHub gives no secrets: a fork's `pull_request` run, and Dependabot's. `api-key` is
 * empty there through no fault of the setup, so the step ends skipped and says how to run it
 * safely; everywhere else an empty key stays an input error.
 */

const FORK = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-fork-merged.json') }
const PROMPT = 'Update the docs for this change.'

describe('a run without secrets', () => {
  it("skips a fork's pull_request run, with one notice naming the reason and the safe way round it", async () => {
    await withServers({ github: { commits: ['x'], tags: {} } }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'api-key': '', prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...FORK },
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(github.requests).toEqual([])
      const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice'))
      expect(notices).toEqual([
        expect.stringMatching(
          /^::notice title=No secrets for a fork::Pull request #214 comes from a fork, and GitHub gives a fork's "pull_request" run no secrets, so "api-key" is empty and nothing was sent\. .*Never use "pull_request_target" to check out and run a fork's code with the key\. To skip such runs before they start, give the step the condition "github\.event\.pull_request\.head\.repo\.full_name == github\.repository"\.$/,
        ),
      ])
      expect(run.stdout).not.toContain('::error')
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>ℹ️ Docs agent: skipped, no secrets for a fork</h2>')
      expect(summary).toContain(
        '<pre><code class="language-yaml">if: github.event.pull_request.head.repo.full_name == github.repository\n</code></pre>',
      )
    })
  })

  it("skips a fork's review run the same way: GitHub gives it no secrets either", async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'api-key': '', prompt: PROMPT },
        env: { ...FORK, GITHUB_EVENT_NAME: 'pull_request_review' },
      })
      expectEnding(run, 'skipped')
      expect(run.stdout).toContain(`GitHub gives a fork's "pull_request_review" run no secrets`)
    })
  })

  it('skips it in visitors mode too, before reading any other input', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform, 'visitors'), 'api-key': '', 'date-from': 'not a date' },
        env: FORK,
      })
      expectEnding(run, 'skipped')
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('skipped, no secrets for a fork')
    })
  })

  it("skips Dependabot's run, which gets Dependabot's secrets only", async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'api-key': '', prompt: PROMPT },
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventFile('pull-request-opened.json'),
          GITHUB_ACTOR: 'dependabot[bot]',
        },
      })
      expectEnding(run, 'skipped')
      expect(run.stdout).toContain('::notice title=No secrets for Dependabot::Dependabot started this run')
      expect(renderGfm(run.summary)).toContain("if: github.actor != 'dependabot[bot]'")
    })
  })

  it('stays an input error anywhere else: a pull request from the repository itself, or a push', async () => {
    const runs: Readonly<Record<string, string>>[] = [
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventFile('pull-request-merged.json') },
      { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventFile('push-branch.json') },
      // pull_request_target runs with the repository's secrets, fork or not.
      { ...FORK, GITHUB_EVENT_NAME: 'pull_request_target' },
      // Dependabot's runs of other events get the repository's secrets.
      { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_ACTOR: 'dependabot[bot]' },
      { ...FORK, GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_ACTOR: 'dependabot[bot]' },
    ]
    for (const env of runs) {
      await withServers({}, async ({ platform }) => {
        const run = await runAction({ inputs: { ...platformInputs(platform), 'api-key': '', prompt: PROMPT }, env })
        expectEnding(run, 'failure')
        expect(failureMessage(run)).toBe('Input "api-key" is required: pass the admin API key from a secret.')
        expect(platform.requests).toEqual([])
      })
    }
  })

  it("runs a fork's pull request normally when the key is there (a maintainer's re-run with secrets)", async () => {
    await withServers(
      { github: { commits: ['x'], tags: {}, pulls: { 214: { title: 't', body: '' } } } },
      async (servers) => {
        const run = await runAction({
          inputs: { ...platformInputs(servers.platform), prompt: PROMPT, comment: 'off' },
          env: { ...servers.env, ...FORK },
        })
        expectEnding(run, 'success')
        expect(servers.platform.requests.filter((request) => request.route === 'create')).toHaveLength(1)
      },
    )
  })
})
