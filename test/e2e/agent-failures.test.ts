import { describe, expect, it } from 'vitest'
import { runAction } from '../harness/run-action.ts'
import { withServers } from '../harness/servers.ts'
import { expectKeyNeverShown, failureMessage, platformInputs, routes } from './helpers.ts'

const PROMPT = 'Refresh the changelog.'

describe('agent mode: what a user sees when something is wrong', () => {
  it.each([
    [{ prompt: '' }, 'Input "prompt" (or "prompt-file") is required in agent mode'],
    [{ prompt: '   ' }, 'Input "prompt" must hold a non-empty instruction; it is blank.'],
    [{ 'prompt-file': 'missing.md' }, 'Inputs "prompt" and "prompt-file" cannot both be set'],
    [{ prompt: '', 'prompt-file': 'missing.md' }, 'Input "prompt-file": cannot read "missing.md"'],
    [{ 'base-url': 'http://docs.example.com' }, 'Input "base-url" must be an https URL'],
    [{ timeout: '0' }, 'Input "timeout" must be a duration greater than zero'],
    [{ 'fail-on': 'failed,sometimes' }, 'Input "fail-on" must be a comma-separated list'],
    [{ 'date-to': 'today' }, 'Input "date-to" applies to mode "visitors" only'],
    [{ 'project-id': '' }, 'Input "project-id" is required.'],
  ])('rejects %j before sending any request', async (override, message) => {
    await withServers({}, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, ...override } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toContain(message)
      expect(simulator.requests).toEqual([])
      expectKeyNeverShown(run)
    })
  })

  it('explains a rejected key without showing it', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const wrongKey = 'mint_wrongKey987654321'
      const run = await runAction({ inputs: { ...platformInputs(simulator), 'api-key': wrongKey, prompt: PROMPT } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toMatch(
        /^The platform rejected the API key \(HTTP 401\) when trying to create the agent job/,
      )
      expect(routes(simulator)).toEqual(['unknown 401'])
      expectKeyNeverShown(run, wrongKey)
    })
  })

  it('names the project or job that was not found', async () => {
    await withServers({}, async ({ platform: simulator }) => {
      const project = await runAction({
        inputs: { ...platformInputs(simulator), 'project-id': 'nope', prompt: PROMPT },
      })
      expect(failureMessage(project)).toBe(
        `Project "nope" was not found: check the "project-id" input (copy it from the dashboard's API keys page) (HTTP 404). The platform said: Project not found`,
      )
      const job = await runAction({ inputs: { ...platformInputs(simulator), 'job-id': 'job_404' } })
      expect(job.exitCode).toBe(1)
      expect(failureMessage(job)).toContain('Agent job "job_404" was not found in project "acme-docs"')
      expect(job.outputs['job-id']).toBe('job_404')
    })
  })

  it('times out naming the job and its last status, with outputs and summary still set', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform: simulator }) => {
      const run = await runAction({ inputs: { ...platformInputs(simulator), prompt: PROMPT, timeout: '1500ms' } })
      expect(run.exitCode).toBe(1)
      expect(failureMessage(run)).toMatch(
        /^Timed out after \d+(ms|s) waiting for agent job "job_0001"; its last status was "active"\. The job goes on on the platform: re-run with "job-id: job_0001" to wait for it\.$/,
      )
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active', 'pr-link': '' })
      expect(run.summary).toContain('Docs agent job: timed out')
      expect(simulator.jobs.size).toBe(1)
    })
  })

  it('stops at once when the workflow is cancelled, reporting the job that goes on', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform: simulator }) => {
      let cancelledAt = 0
      const run = await runAction({
        inputs: { ...platformInputs(simulator), prompt: PROMPT, 'poll-interval': '10s' },
        onStart: (child) => {
          const timer = setInterval(() => {
            if (child.stdout().includes('Created agent job')) {
              clearInterval(timer)
              cancelledAt = Date.now()
              child.kill('SIGINT')
            }
          }, 20)
        },
      })
      expect(Date.now() - cancelledAt).toBeLessThan(3_000)
      expect(run.exitCode).toBe(1)
      expect(run.stdout).toContain('Received SIGINT: the workflow is being cancelled; stopping.')
      expect(failureMessage(run)).toBe(
        'Cancelled while waiting for agent job "job_0001"; its last status was "active". The job goes on on the platform: re-run with "job-id: job_0001" to wait for it.',
      )
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active' })
      expect(run.summary).toContain('Docs agent job: cancelled')
    })
  })
})
