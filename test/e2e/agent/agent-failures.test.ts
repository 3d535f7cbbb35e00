import { execFileSync } from 'node:child_process'
import { mkdirSync, truncateSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import {
  cancelWhen,
  expectEnding,
  expectKeyNeverShown,
  failureAnnotation,
  platformInputs,
  routes,
  SIMULATOR_API_KEY,
  summaryText,
} from '../helpers.ts'
import { expectedStep, pastedStep, pastedStepFindings } from '../pasted-step.ts'

const PROMPT = 'Refresh the changelog.'

describe('agent mode: bad input is refused before anything is sent (one case per rule family)', () => {
  it.each([
    ['a required input', { prompt: '' }, 'Input "prompt" (or "prompt-file") is required in agent mode'],
    [
      'a file outside the workspace',
      { prompt: '', 'prompt-file': '../../../etc/hostname' },
      'Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP',
    ],
    ['a duration past what a timer holds', { timeout: '600h' }, 'Input "timeout" must be from 1s to 120h; got "600h".'],
    [
      'an id that no encoding keeps in its place in the request path',
      { 'job-id': '..' },
      'Input "job-id" must be a single id usable in a request path; ".." is not an id',
    ],
    [
      'a project id that no encoding keeps in its place in the request path',
      { 'project-id': '.' },
      'Input "project-id" must be a single id usable in a request path; "." is not an id',
    ],
    [
      'a poll interval longer than the timeout',
      { 'poll-interval': '10m', timeout: '5m' },
      'Input "poll-interval" (10m) may not exceed "timeout" (5m).',
    ],
    [
      'an address that is not https',
      { 'base-url': 'http://docs.example.com' },
      'Input "base-url" must be an https URL',
    ],
    [
      'a list with an unknown item',
      { 'fail-on': 'failed,sometimes' },
      'Input "fail-on" must be off alone, or a comma-separated list',
    ],
    ["another mode's input", { 'date-to': '2026-11-01' }, 'Input "date-to" applies to mode "visitors" only'],
    [
      'a key no header can carry',
      { 'api-key': 'mint_simulatör_0123456789abcdef' },
      'Input "api-key" must be one key of visible ASCII characters',
    ],
    [
      'inputs that contradict each other',
      { wait: 'false', 'require-pr': 'true' },
      'Input "require-pr: true" needs "wait: true"',
    ],
  ])('%s', async (_, override, message) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, ...override } })
      expectEnding(run, 'failure')
      expect(failureAnnotation(run)?.title).toBe('Invalid input')
      expect(run.outputs['error']).toContain(message)
      expect(platform.requests).toEqual([])
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>❌ Docs agent: the inputs were not accepted</h2>')
      expect(summary).toContain('Nothing was sent to the platform.')
      expectKeyNeverShown(run, (override as Record<string, string>)['api-key'] ?? SIMULATOR_API_KEY)
    })
  })

  it.each([
    ['/etc/hostname', 'must name a file inside the workspace or RUNNER_TEMP'],
    ['/dev/zero', 'must name a file inside the workspace or RUNNER_TEMP'],
    ['huge.md', 'may name a file of at most 262,144 bytes; "huge.md" has 52,428,800 bytes'],
    ['prompts', 'must name a regular file; "prompts" is a directory'],
  ])('refuses prompt-file %s before reading it or sending anything', async (file, rule) => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'prompt-file': file },
        prepare: ({ workspace }) => {
          truncateSync(path.join(workspace, 'huge.md'), 0)
          truncateSync(path.join(workspace, 'huge.md'), 50 * 1024 * 1024)
          mkdirSync(path.join(workspace, 'prompts'))
        },
        workspaceFiles: { 'huge.md': '' },
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toContain(rule)
      expect(platform.requests).toEqual([])
    })
  })

  it('refuses a poll-interval past what a timer holds, without polling in a loop', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, 'poll-interval': '600h' } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe('Input "poll-interval" must be from 100ms to 1h; got "600h".')
      expect(platform.requests).toEqual([])
    })
  })

  it('refuses a FIFO as prompt-file at once instead of blocking on it', async () => {
    await withServers({}, async ({ platform }) => {
      const startedAt = Date.now()
      const run = await runAction({
        inputs: { ...platformInputs(platform), 'prompt-file': 'pipe' },
        prepare: ({ workspace }) => void execFileSync('mkfifo', [path.join(workspace, 'pipe')]),
      })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe('Input "prompt-file" must name a regular file; "pipe" is a special file.')
      expect(Date.now() - startedAt).toBeLessThan(5_000)
      expect(platform.requests).toEqual([])
    })
  })
})

describe('agent mode: what a user sees when the platform says no', () => {
  it('explains a rejected key without showing it', async () => {
    await withServers({}, async ({ platform }) => {
      const wrongKey = 'mint_wrongKey987654321'
      const run = await runAction({ inputs: { ...platformInputs(platform), 'api-key': wrongKey, prompt: PROMPT } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(
        /^The platform rejected the API key \(HTTP 401\) when trying to create the agent job.*No job was created\.$/,
      )
      expect(routes(platform)).toEqual(['unknown 401'])
      expect(renderGfm(run.summary)).toContain('<h2>❌ Docs agent: No job created</h2>')
      expectKeyNeverShown(run, wrongKey)
    })
  })

  it('names the project or job that was not found', async () => {
    await withServers({}, async ({ platform }) => {
      const project = await runAction({ inputs: { ...platformInputs(platform), 'project-id': 'nope', prompt: PROMPT } })
      expect(project.outputs['error']).toBe(
        `Project "nope" was not found: check the "project-id" input (copy it from the dashboard's API keys page) (HTTP 404). The platform said: Project not found. No job was created.`,
      )
      const job = await runAction({ inputs: { ...platformInputs(platform), 'job-id': 'job_404' } })
      expectEnding(job, 'failure')
      expect(job.outputs['error']).toContain('Agent job "job_404" was not found in project "acme-docs"')
      expect(job.outputs['job-id']).toBe('job_404')
      expect(job.outputs['error']).not.toContain('goes on')
      // No job is known to wait for: the summary says why, with no snippet to resume it.
      expect(summaryText(job)).toEqual({
        headline: '❌ Docs agent: Could not read the job',
        paragraphs: [
          'Agent job job_404 was not found in project acme-docs: check the job-id and project-id inputs (HTTP 404). The platform said: Job not found.',
          'Requested by acme/docs at tag v1.2.0.',
        ],
      })
    })
  })

  it('says a follow-up message was not delivered when the job does not exist', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), 'job-id': 'job_gone', prompt: 'More.' } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toMatch(
        /Agent job "job_gone" was not found in project "acme-docs".*The message was not delivered\.$/,
      )
      expect(renderGfm(run.summary)).toContain('❌ Docs agent: Message not delivered')
    })
  })
})

describe('agent mode: every wait ends by the timeout', () => {
  it('times out waiting, naming the job and its last status, with outputs and summary set', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, timeout: '1500ms' } })
      expectEnding(run, 'timed-out')
      expect(run.outputs['error']).toMatch(
        /^Timed out after \d+(ms|s) waiting for agent job "job_0001"; its last status was "active"\.( The timeout ran out while trying to get agent job .+)? The job keeps running on the platform\. To wait for it again, re-run the workflow's job: the re-run waits for this agent job and creates no other\. Or run a workflow that only waits \(such as the action's examples\/wait-for-job\.yml\) with "job-id: job_0001"\.$/,
      )
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active', 'pr-link': '' })
      expect(failureAnnotation(run)?.title).toBe('Docs agent step timed out')
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>⏱️ Docs agent: Timed out</h2>')
      const step = pastedStep(run.summary) ?? ''
      expect(step).toBe(expectedStep('agent', { 'job-id': 'job_0001' }))
      expect(await pastedStepFindings(step)).toEqual([])
      expect(platform.jobs.size).toBe(1)
    })
  })
})

describe('agent mode: SIGTERM at every phase ends the step within 3 seconds, reporting what it knows', () => {
  it('while waiting for the job', async () => {
    await withServers({ platform: { job: { statuses: ['active'] } } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: { ...platformInputs(platform), prompt: PROMPT, 'poll-interval': '10s' } },
        'Created agent job',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.stdout).toContain('Received SIGTERM: the workflow is being cancelled; stopping.')
      expect(run.outputs['error']).toBe(
        'Cancelled while waiting for agent job "job_0001"; its last status was "active". The job keeps running on the platform. To wait for it again, re-run the workflow\'s job: the re-run waits for this agent job and creates no other. Or run a workflow that only waits (such as the action\'s examples/wait-for-job.yml) with "job-id: job_0001".',
      )
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active' })
      expect(renderGfm(run.summary)).toContain('<h2>🚫 Docs agent: Cancelled</h2>')
    })
  })

  it('while the creating request is in flight: the platform may have it', async () => {
    const faults = [{ route: 'create' as const, fault: { type: 'slow' as const, delayMs: 5_000 } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: { ...platformInputs(platform), prompt: PROMPT } },
        'Creating an agent job',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toMatch(
        /^Cancelled during the request to create the agent job\. The platform may have received it\. A job may have been created even so\./,
      )
      expect(renderGfm(run.summary)).toContain('🚫 Docs agent: Cancelled: a job may have been created')
    })
  })

  it('while waiting to retry a creation the platform turned away: no job was created', async () => {
    const faults = [{ route: 'create' as const, fault: { type: 'status' as const, status: 429, retryAfter: '30' } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: { ...platformInputs(platform), prompt: PROMPT } },
        'retrying in',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        'Cancelled while waiting to retry the request to create the agent job. No job was created.',
      )
      expect(run.outputs['error']).not.toContain('may have')
      expect(platform.jobs.size).toBe(0)
    })
  })
})
