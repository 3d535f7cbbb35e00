import { describe, expect, it } from 'vitest'
import packageInfo from '../../package.json' with { type: 'json' }
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { expectKeyNeverShown, failureMessage, platformInputs, routes } from './helpers.ts'

const PROMPT = 'Document the new --dry-run flag.'

describe('agent mode, end to end', () => {
  it('creates one job, waits for it and reports it', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toEqual({
        'job-id': 'job_0001',
        status: 'completed',
        'pr-link': 'https://github.com/acme/docs/pull/42',
        model: 'claude-sonnet-4-5',
        'source-repository': 'https://github.com/acme/docs',
        'source-ref': 'main',
        'created-at': '2026-11-21T09:00:00Z',
      })
      expect(routes(simulator)).toEqual(['create 201', 'get 200', 'get 200', 'get 200'])
      const [create] = simulator.requests
      expect(JSON.parse(create?.body ?? '')).toEqual({ prompt: PROMPT })
      expect(create?.userAgent).toBe(`${packageInfo.name}/${packageInfo.version}`)
      expect(run.stdout).toContain(
        'Running for acme/docs at refs/tags/v1.2.0 (https://github.com/acme/docs/actions/runs/4242).',
      )
      expect(run.stdout).toContain('::group::Create the agent job')
      expect(run.stdout).toContain('Agent job job_0001: active → completed after')
      expect(run.stdout).toContain(
        '::notice title=Docs pull request::The docs agent opened a pull request: https://github.com/acme/docs/pull/42',
      )
      expect(run.summary).toContain('<h2>✅ Docs agent job: completed</h2>')
      expect(run.summary).toContain('<a href="https://github.com/acme/docs/pull/42">')
      expect(run.summary).toContain('<pre>Document the new --dry-run flag.</pre>')
      expect(run.summary).toContain('<a href="https://github.com/acme/docs/actions/runs/4242">this workflow run</a>')
      expectKeyNeverShown(run)
    })
  })

  it('reads a long prompt from prompt-file in the workspace', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const prompt = Array.from({ length: 400 }, (_, index) => `Step ${index}: update page ${index}.`).join('\n')
      const run = await runAction({
        inputs: { ...platformInputs(simulator), 'prompt-file': 'prompts/release.md' },
        workspaceFiles: { 'prompts/release.md': prompt + '\n' },
      })
      expect(run.exitCode).toBe(0)
      expect(JSON.parse(simulator.requests[0]?.body ?? '')).toEqual({ prompt })
      expect(run.summary).toContain('(first 5 of 400 lines)')
    })
  })

  it('reports a completed job without a pull request, and fails it when require-pr is set', async () => {
    await withServers(
      { platform: { job: { statuses: ['completed'], prLink: null } } },
      async ({ platform: simulator }) => {
        const lenient = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
        expect(lenient.exitCode).toBe(0)
        expect(lenient.outputs['pr-link']).toBe('')
        expect(lenient.summary).toContain('<td>Pull request</td><td>none</td>')

        const strict = await runAction({
          inputs: { ...platformInputs(simulator), prompt: PROMPT, 'require-pr': 'true' },
        })
        expect(strict.exitCode).toBe(1)
        expect(failureMessage(strict)).toBe(
          'Agent job "job_0002" completed without opening a pull request, and "require-pr" is true.',
        )
        expect(strict.outputs.status).toBe('completed')
      },
    )
  })

  it('fails on the statuses fail-on names', async () => {
    await withServers({ platform: { job: { statuses: ['archived'] } } }, async ({ platform: simulator }) => {
      const passes = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect([passes.exitCode, passes.outputs.status]).toEqual([0, 'archived'])
      const fails = await runAction({
        inputs: { ...platformInputs(simulator), prompt: PROMPT, 'fail-on': 'failed, archived' },
      })
      expect(fails.exitCode).toBe(1)
      expect(failureMessage(fails)).toContain('ended with status "archived", which "fail-on" (failed,archived)')
      expect(fails.summary).toContain('<h2>❌ Docs agent job: archived</h2>')
    })
    await withServers({ platform: { job: { statuses: ['active', 'failed'] } } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain('Agent job "job_0001" ended with status "failed"')
    })
  })

  it('returns right after creation with wait: false', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, wait: 'false' } })
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active', 'pr-link': '' })
      expect(routes(simulator)).toEqual(['create 201'])
      expect(run.summary).toContain('Docs agent job: active (not waited for)')
    })
  })

  it('waits for an existing job given by job-id without creating one', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const created = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, wait: 'false' } })
      const resumed = await runAction({
        inputs: { ...platformInputs(simulator), 'job-id': created.outputs['job-id'] ?? '' },
      })
      expect(resumed.exitCode).toBe(0)
      expect(resumed.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'completed' })
      expect(simulator.jobs.size).toBe(1)
      expect(routes(simulator)).toEqual(['create 201', 'get 200', 'get 200', 'get 200'])
    })
  })

  it('reads loose answers tolerantly and warns once about an unknown status', async () => {
    const job = { statuses: ['queued', 'queued', 'completed'], omit: ['model', 'source', 'createdAt'], prLink: null }
    await withServers({ platform: { job } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT } })
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({ model: '', 'source-repository': '', 'source-ref': '', 'created-at': '' })
      expect(run.stdout.match(/::warning::.*status "queued"/g)).toHaveLength(1)
    })
  })
})

describe('agent mode when the summary cannot be written', () => {
  it('warns and still passes a job that succeeded', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({
        inputs: { ...platformInputs(simulator), prompt: PROMPT },
        env: { GITHUB_STEP_SUMMARY: '/proc/summary-is-not-writable' },
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(run.stdout).toMatch(/::warning::The job summary could not be written: /)
    })
  })
})
