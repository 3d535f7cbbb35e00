import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import type { GitHubApi, RepositoryScript } from '../simulator/github-api.ts'
import type { Simulator } from '../simulator/server.ts'
import { expectKeyNeverShown, failureMessage, platformInputs, routes } from './helpers.ts'

const PROMPT = 'Update the docs for what this release ships.'
const eventFile = (name: string) => fileURLToPath(new URL(`../fixtures/events/${name}`, import.meta.url))
const HISTORY: RepositoryScript = {
  commits: ['Initial commit', 'Release 1.2.0', 'Add --dry-run to deploy', 'Release 1.3.0'],
  tags: { 'v1.2.0': 1, 'v1.3.0': 3 },
}

function sentPrompt(simulator: { requests: { route: string; body: string }[] }, route = 'create'): string {
  const request = simulator.requests.find((candidate) => candidate.route === route)
  return (JSON.parse(request?.body ?? '{}') as { prompt?: string }).prompt ?? ''
}

describe('release context', () => {
  it('appends the release from a release event to the prompt', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({
        inputs: { ...platformInputs(simulator), prompt: PROMPT, 'release-context': 'auto' },
        env: {
          GITHUB_EVENT_NAME: 'release',
          GITHUB_EVENT_PATH: eventFile('release-published.json'),
          GITHUB_REF: 'refs/tags/v1.3.0',
        },
      })
      expect(run.exitCode).toBe(0)
      const prompt = sentPrompt(simulator)
      expect(prompt).toMatch(
        /^Update the docs for what this release ships\.\n\n## Release context \(added by the workflow\)\n\nRelease: v1\.3\.0: dry runs \(tag v1\.3\.0\)/,
      )
      expect(prompt).toContain('- `deploy --dry-run` prints the plan without applying it (#212)')
      const added = prompt.length - PROMPT.length - 2
      expect(run.summary).toContain(
        `<td>Release context</td><td>${added.toLocaleString('en-US')} characters added to the prompt</td>`,
      )
      expect(run.stdout).toContain('::group::Collect the release context')
    })
  })

  it('lists the commits since the previous tag on a tag push, reading GitHub with the token', async () => {
    await withGitHubApi(HISTORY, async (github, simulator) => {
      const run = await runTagPush(github, simulator)
      expect(run.exitCode).toBe(0)
      expect(sentPrompt(simulator)).toContain(
        'Tag v1.3.0 has no GitHub release. Commits since v1.2.0, newest first:\n- Release 1.3.0 (0000003)\n- Add --dry-run to deploy (0000002)',
      )
      expect(github.requests.every((request) => request.authorization === `token ${HARNESS_GITHUB_TOKEN}`)).toBe(true)
      expectKeyNeverShown(run, HARNESS_GITHUB_TOKEN)
    })
  })

  it('warns and sends the prompt unchanged on other events', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({
        inputs: { ...platformInputs(simulator), prompt: PROMPT, 'release-context': 'auto' },
        env: { GITHUB_EVENT_PATH: eventFile('push-branch.json'), GITHUB_REF: 'refs/heads/main' },
      })
      expect(run.exitCode).toBe(0)
      expect(sentPrompt(simulator)).toBe(PROMPT)
      expect(run.stdout).toContain('::warning::"release-context: auto" needs a release event or a tag push')
    })
  })

  it('fails before creating a job when GitHub refuses the token', async () => {
    await withGitHubApi({ ...HISTORY, failWith: 403 }, async (github, simulator) => {
      const run = await runTagPush(github, simulator)
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toMatch(
        /^"release-context: auto" could not read the release from GitHub: .*Resource not accessible by integration.*contents: read/,
      )
      expect(simulator.requests).toEqual([])
    })
  })
})

/** Runs `body` with a GitHub REST stand-in and a platform simulator. */
function withGitHubApi(
  script: RepositoryScript,
  body: (github: GitHubApi, simulator: Simulator) => Promise<void>,
): Promise<void> {
  return withServers({ github: script }, ({ github, platform }) => body(github, platform))
}

/** The action on a push of tag v1.3.0, with release context, reading GitHub from the stand-in. */
function runTagPush(github: GitHubApi, simulator: Simulator) {
  return runAction({
    inputs: { ...platformInputs(simulator), prompt: PROMPT, 'release-context': 'auto' },
    env: { GITHUB_EVENT_PATH: eventFile('push-tag.json'), GITHUB_REF: 'refs/tags/v1.3.0', GITHUB_API_URL: github.url },
  })
}

describe('follow-up messages', () => {
  it('sends the prompt to an existing job and waits for it to finish again', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], afterMessage: ['active', 'active', 'completed'] } } },
      async ({ platform: simulator }) => {
        const first = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
        expect(first.outputs.status).toBe('completed')
        const followUp = await runAction({
          inputs: { ...platformInputs(simulator), 'job-id': 'job_0001', prompt: 'Also update the FAQ.' },
        })
        expect(followUp.exitCode).toBe(0)
        expect(followUp.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'completed' })
        expect(simulator.jobs.size).toBe(1)
        expect(simulator.jobs.get('job_0001')?.prompts).toEqual([PROMPT, 'Also update the FAQ.'])
        expect(routes(simulator)).toEqual(['create 201', 'get 200', 'message 200', 'get 200', 'get 200', 'get 200'])
        expect(followUp.stdout).toContain('::group::Send the follow-up message')
        expect(followUp.stdout).toContain('Agent job job_0001: active → completed')
        expect(followUp.summary).toContain('<p><strong>Follow-up message</strong></p>')
      },
    )
  })

  it('never repeats a message the platform may have received', async () => {
    const faults = [{ route: 'message' as const, fault: { type: 'status' as const, status: 502 }, times: 3 }]
    await withServers({ platform: { faults } }, async ({ platform: simulator }) => {
      await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, wait: 'false' } })
      const run = await runAction({ inputs: { ...platformInputs(simulator), 'job-id': 'job_0001', prompt: 'More.' } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain('The message may have been delivered even so.')
      expect(simulator.requests.filter((request) => request.route === 'message')).toHaveLength(1)
    })
  })

  it('names a follow-up to a job that does not exist', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), 'job-id': 'job_gone', prompt: 'More.' } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain('Agent job "job_gone" was not found in project "acme-docs"')
    })
  })
})
