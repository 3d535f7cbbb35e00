import { fileURLToPath } from 'node:url'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HARNESS_GITHUB_TOKEN, runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { cancelWhen, expectEnding, expectKeyNeverShown, platformInputs, routes } from '../helpers.ts'

const PROMPT = 'Update the docs for what this release ships.'
const eventFile = (name: string) => fileURLToPath(new URL(`../../fixtures/events/${name}`, import.meta.url))
const HISTORY: RepositoryScript = {
  commits: ['Initial commit', 'Release 1.2.0', 'Add --dry-run to deploy', 'Release 1.3.0'],
  tags: { 'v1.2.0': 1, 'v1.3.0': 3 },
}
const TAG_PUSH = { GITHUB_EVENT_PATH: eventFile('push-tag.json'), GITHUB_REF: 'refs/tags/v1.3.0' }

function sentPrompt(simulator: Simulator, route = 'create'): string {
  const request = simulator.requests.find((candidate) => candidate.route === route)
  return (JSON.parse(request?.body ?? '{}') as { prompt?: string }).prompt ?? ''
}

describe('release context', () => {
  it('appends the release from a release event to the prompt and links the release', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: {
          GITHUB_EVENT_NAME: 'release',
          GITHUB_EVENT_PATH: eventFile('release-published.json'),
          GITHUB_REF: 'refs/tags/v1.3.0',
        },
      })
      expectEnding(run, 'success')
      const prompt = sentPrompt(platform)
      expect(prompt).toMatch(
        /^Update the docs for what this release ships\.\n\n## Release context \(added by the workflow\)\n\nRelease: v1\.3\.0: dry runs \(tag v1\.3\.0\)/,
      )
      expect(prompt).toContain('- `deploy --dry-run` prints the plan without applying it (#212)')
      const added = prompt.length - PROMPT.length - 2
      const summary = renderGfm(run.summary)
      expect(summary).toContain(
        `<td>Release</td><td><a href="https://github.com/acme/docs/releases/tag/v1.3.0">v1.3.0: dry runs</a> (${added.toLocaleString('en-US')} characters added to the prompt)</td>`,
      )
      expect(summary).toMatch(
        /<details><summary>Prompt as sent \([\d,]+ characters, including [\d,]+ characters of release context\)<\/summary>\n<pre>Update the docs/,
      )
      expect(run.stdout).toContain('::group::Collect what changed')
    })
  })

  it('lists the commits since the previous tag on a tag push, reading GitHub with the token', async () => {
    await withServers({ github: HISTORY }, async ({ platform, github, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...TAG_PUSH },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toContain(
        'Tag v1.3.0 has no GitHub release. Commits since v1.2.0, newest first:\n- Release 1.3.0 (0000003)\n- Add --dry-run to deploy (0000002)',
      )
      expect(github.requests.every((request) => request.authorization === `token ${HARNESS_GITHUB_TOKEN}`)).toBe(true)
      expect(renderGfm(run.summary)).toContain(
        '<a href="https://github.com/acme/docs/compare/v1.2.0...v1.3.0">v1.3.0 (commits since v1.2.0)</a>',
      )
      expectKeyNeverShown(run, HARNESS_GITHUB_TOKEN)
    })
  })

  it('retries GitHub reads through a transient failure, as it does the platform', async () => {
    await withServers(
      { github: { ...HISTORY, failFirst: { status: 502, times: 1 } } },
      async ({ platform, github, env }) => {
        const run = await runAction({
          inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
          env: { ...env, ...TAG_PUSH },
        })
        expectEnding(run, 'success')
        expect(github.requests[0]?.path).toBe(github.requests[1]?.path)
        expect(sentPrompt(platform)).toContain('Commits since v1.2.0')
      },
    )
  })

  it('sends the prompt unchanged on other events, saying so in the log: auto is the default, not a mistake', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT },
        env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_EVENT_PATH: '', GITHUB_REF: 'refs/heads/main' },
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe(PROMPT)
      expect(run.stdout).toContain(
        '\n"event-context: auto" adds a release, a tag push, a merged pull request or a push to a branch; this run was triggered by "workflow_dispatch" on refs/heads/main, so the prompt is sent unchanged.\n',
      )
      expect(run.stdout).not.toContain('::warning')
    })
  })

  it('fails before sending anything to the platform when GitHub refuses the token', async () => {
    await withServers({ github: { ...HISTORY, failWith: 403 } }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
        env: { ...env, ...TAG_PUSH },
      })
      expectEnding(run, 'failure')
      // event-context at its default: the error says it is on by default, not that the step wrote it.
      expect(run.outputs['error']).toMatch(
        /^Reading what the run's event changed from GitHub failed \(event-context is auto by default since 2\.0\.0\): .*Resource not accessible by integration.*contents: read permission on this repository \(and pull-requests: read for a pull request\); or set "event-context: off" to send the prompt as given\. No request was sent to the platform, so no job was created\.$/,
      )
      expect(platform.requests).toEqual([])
      expect(renderGfm(run.summary)).toContain('<h2>❌ Docs agent: No job created</h2>')
    })
  })

  it('gives the line that turns the context off on any failure, naming the input as the step wrote it', async () => {
    await withServers({ github: { ...HISTORY, failWith: 422 } }, async ({ platform, env }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'release-context': 'auto' },
        env: { ...env, ...TAG_PUSH },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(
        /^"release-context: auto" could not read what changed from GitHub: .*\. Run the step again, or set "event-context: off" to send the prompt as given\. No request was sent to the platform, so no job was created\.$/,
      )
      expect(platform.requests).toEqual([])
    })
  })

  it('ends by the timeout when GitHub never answers, sending nothing to the platform', async () => {
    await withServers({ github: { ...HISTORY, hang: true } }, async ({ platform, env }) => {
      const startedAt = Date.now()
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto', timeout: '2s' },
        env: { ...env, ...TAG_PUSH },
      })
      expect(Date.now() - startedAt).toBeLessThan(6_000)
      expectEnding(run, 'timed-out')
      expect(run.outputs['error']).toBe(
        'The timeout ran out while reading what changed from GitHub. No request was sent to the platform, so no job was created.',
      )
      expect(platform.requests).toEqual([])
    })
  })

  it('stops within 3 seconds of SIGTERM while GitHub is read, never saying the platform may have the job', async () => {
    await withServers({ github: { ...HISTORY, hang: true } }, async ({ platform, env }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        {
          inputs: { ...platformInputs(platform), prompt: PROMPT, 'event-context': 'auto' },
          env: { ...env, ...TAG_PUSH },
        },
        'Collect what changed',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        'Cancelled while reading what changed from GitHub. No request was sent to the platform, so no job was created.',
      )
      expect(platform.requests).toEqual([])
    })
  })
})

describe('follow-up messages are waited for', () => {
  it('waits for a job that takes the message up at once', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], afterMessage: ['active', 'active', 'completed'] } } },
      async ({ platform }) => {
        await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
        const followUp = await runAction({
          inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'Also update the FAQ.' },
        })
        expectEnding(followUp, 'success')
        expect(platform.jobs.get('job_0001')?.prompts).toEqual([PROMPT, 'Also update the FAQ.'])
        expect(routes(platform)).toEqual(['create 201', 'get 200', 'message 200', 'get 200', 'get 200', 'get 200'])
        expect(followUp.stdout).toContain('::group::Send the follow-up message')
        expect(followUp.stdout).toContain('Agent job job_0001: active → completed')
        expect(renderGfm(followUp.summary)).toContain('<p><strong>Follow-up message</strong></p>')
      },
    )
  })

  it('does not take a stale final answer for the result: it polls until the job shows it took the message up', async () => {
    const job = {
      statuses: ['completed'],
      messageAnswer: 'stale' as const,
      staleReads: 1,
      afterMessage: ['active', 'completed'],
    }
    await withServers({ platform: { job } }, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      const followUp = await runAction({
        inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'Also update the FAQ.' },
      })
      expectEnding(followUp, 'success')
      expect(routes(platform).slice(2)).toEqual(['message 200', 'get 200', 'get 200', 'get 200'])
      expect(followUp.stdout).toContain('Message delivered; the platform answers that agent job job_0001 is completed.')
      expect(followUp.stdout).toContain('Agent job job_0001: completed → active')
      expect(followUp.stdout).not.toContain('took up the follow-up message')
    })
  })

  it('reports what it knows, and says so, when the job never shows it took the message up', async () => {
    const job = { statuses: ['completed'], messageAnswer: 'stale' as const, staleReads: Infinity }
    await withServers({ platform: { job } }, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      const followUp = await runAction({
        inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'More.' },
      })
      expectEnding(followUp, 'success')
      expect(followUp.stdout).toMatch(
        /::warning title=Follow-up message not confirmed::The platform did not show that agent job "job_0001" took up the follow-up message within \d+ms: its status "completed" may be from before the message\./,
      )
      expect(renderGfm(followUp.summary)).toContain('may be from before the message')
      expect(platform.requests.filter((request) => request.route === 'get').length).toBeGreaterThanOrEqual(3)
    })
  })

  it('never repeats a message the platform may have received', async () => {
    const faults = [{ route: 'message' as const, fault: { type: 'status' as const, status: 502 }, times: 3 }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
      const run = await runAction({ inputs: { ...platformInputs(platform), 'job-id': 'job_0001', prompt: 'More.' } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain('The message may have been delivered even so.')
      expect(platform.requests.filter((request) => request.route === 'message')).toHaveLength(1)
      expect(renderGfm(run.summary)).toContain('❌ Docs agent: The message may have been delivered')
    })
  })

  it('takes a prompt file an earlier step left in RUNNER_TEMP', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: ({ runnerTemp }) => ({
          ...platformInputs(platform),
          'prompt-file': path.join(runnerTemp, 'content-gaps.md'),
        }),
        prepare: ({ runnerTemp }) =>
          writeFileSync(path.join(runnerTemp, 'content-gaps.md'), '# Content gaps\n\nAdd a page on rate limits.\n'),
      })
      expectEnding(run, 'success')
      expect(sentPrompt(platform)).toBe('# Content gaps\n\nAdd a page on rate limits.')
    })
  })
})
