import { describe, expect, it } from 'vitest'
import packageInfo from '../../../package.json' with { type: 'json' }
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import {
  expectEnding,
  expectKeyNeverShown,
  failureAnnotation,
  platformInputs,
  routes,
  summaryText,
} from '../helpers.ts'

const PROMPT = 'Document the new --dry-run flag.'
const PR = 'https://github.com/acme/docs/pull/42'

describe('agent mode, end to end: endings that pass', () => {
  it('creates one job, waits for it and reports the pull request', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs).toEqual({
        'job-id': 'job_0001',
        status: 'completed',
        'pr-link': PR,
        'pr-number': '42',
        model: 'claude-sonnet-4-5',
        'source-repository': 'https://github.com/acme/docs',
        'source-ref': 'main',
        'created-at': '2026-11-21T09:00:00Z',
        conclusion: 'success',
        error: '',
      })
      expect(routes(platform)).toEqual(['create 201', 'get 200', 'get 200', 'get 200'])
      const [create] = platform.requests
      expect(JSON.parse(create?.body ?? '')).toEqual({ prompt: PROMPT })
      expect(create?.userAgent).toBe(`${packageInfo.name}/${packageInfo.version}`)
      expect(run.stdout).toContain(
        'Running for acme/docs at refs/tags/v1.2.0 (https://github.com/acme/docs/actions/runs/4242).',
      )
      expect(run.stdout).toContain('::group::Create the agent job')
      expect(run.stdout).toContain('::group::Wait for agent job job_0001')
      expect(run.stdout).toContain('Agent job job_0001: active → completed after')
      expect(run.stdout).toContain(`::notice title=Docs pull request::The docs agent opened a pull request: ${PR}`)
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>✅ Docs agent: Pull request opened</h2>')
      expect(summary).toContain(`<td>Docs pull request</td><td><a href="${PR}">acme/docs#42</a></td>`)
      expect(summary).toContain('<pre>Document the new --dry-run flag.</pre>')
      expect(summary).toContain(
        '<td>Source</td><td><a href="https://github.com/acme/docs">acme/docs</a> @ <code>main</code></td>',
      )
      expect(summary).toContain('<td>Created</td><td>2026-11-21 09:00 UTC</td>')
      expect(summary).toContain('<p><sub>Requested by acme/docs at tag v1.2.0.</sub></p>')
      expectKeyNeverShown(run)
    })
  })

  it('passes a job that completed without a pull request, with a warning saying why that can be normal', async () => {
    await withServers({ platform: { job: { statuses: ['completed'], prLink: null } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ 'pr-link': '', 'pr-number': '', status: 'completed' })
      expect(run.stdout).toMatch(
        /^::warning title=No pull request::Agent job "job_0001" completed without opening a pull request: the agent changed no files, or the platform commits to the branch directly/m,
      )
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>⚠️ Docs agent: Completed without a pull request</h2>')
      expect(summary).toContain('<td>Docs pull request</td><td>none</td>')
    })
  })

  it('returns right after creation with wait: false, saying how to wait later', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'active', 'pr-link': '' })
      expect(routes(platform)).toEqual(['create 201'])
      expect(run.stdout).toContain(
        'Not waiting for agent job job_0001 ("wait: false"). To wait for it later, run a workflow that only waits (such as the action\'s examples/wait-for-job.yml) with "job-id: job_0001".',
      )
      const summary = renderGfm(run.summary)
      expect(summary).toContain('<h2>ℹ️ Docs agent: Job created, not waited for</h2>')
      expect(summary).toContain(
        '<pre><code class="language-yaml">- uses: docs-agent-action/docs-agent-action/agent@v2\n  with:\n    api-key: ${{ secrets.DOCS_API_KEY }}\n    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme-docs\n    job-id: job_0001\n</code></pre>',
      )
      expect(summary).toContain("re-run the workflow's job (the re-run creates no other agent job)")
      expect(summary).not.toContain('Time waited')
    })
  })

  it('waits for an existing job given by job-id without creating one', async () => {
    await withServers({}, async ({ platform }) => {
      const created = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, wait: 'false' } })
      const resumed = await runAction({
        inputs: { ...platformInputs(platform), 'job-id': created.outputs['job-id'] ?? '' },
      })
      expectEnding(resumed, 'success')
      expect(resumed.outputs).toMatchObject({ 'job-id': 'job_0001', status: 'completed' })
      expect(platform.jobs.size).toBe(1)
      expect(routes(platform)).toEqual(['create 201', 'get 200', 'get 200', 'get 200'])
      expect(renderGfm(resumed.summary)).not.toContain('<strong>Prompt</strong>')
    })
  })

  it('reads loose answers tolerantly and warns once about an unknown status', async () => {
    const job = { statuses: ['queued', 'queued', 'completed'], omit: ['model', 'source', 'createdAt'], prLink: null }
    await withServers({ platform: { job } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(run, 'success')
      expect(run.outputs).toMatchObject({ model: '', 'source-repository': '', 'source-ref': '', 'created-at': '' })
      expect(run.stdout.match(/::warning title=Unknown job status::.*status "queued"/g)).toHaveLength(1)
    })
  })

  it('still passes, with a warning, when the summary cannot be written', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT },
        env: { GITHUB_STEP_SUMMARY: '/proc/summary-is-not-writable' },
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['conclusion']).toBe('success')
      expect(run.stdout).toMatch(/::warning title=Job summary not written::The job summary could not be written: /)
    })
  })
})

describe('agent mode, end to end: a final status decides the step', () => {
  it('fails on the statuses fail-on names, whether or not the step waited', async () => {
    await withServers({ platform: { job: { statuses: ['archived'] } } }, async ({ platform }) => {
      const passes = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      expectEnding(passes, 'success')
      expect(summaryText(passes).headline).toBe('ℹ️ Docs agent: Ended archived')
      expect(summaryText(passes).paragraphs[0]).toBe(
        'Agent job job_0001 ended with status archived; fail-on (failed) does not list it, so the step passes.',
      )
      const fails = await runAction({
        inputs: { ...platformInputs(platform), prompt: PROMPT, 'fail-on': 'failed, archived' },
      })
      expectEnding(fails, 'failure')
      expect(failureAnnotation(fails)?.title).toBe('Docs agent step failed')
      expect(failureAnnotation(fails)?.message).toMatch(
        /^Agent job "job_0002" ended with status "archived", which "fail-on" \(failed,archived\) treats as a failure\. The agent's own account of the job is on the platform's dashboard/,
      )
      expect(renderGfm(fails.summary)).toContain('<h2>❌ Docs agent: Ended archived</h2>')
    })
    await withServers({ platform: { job: { statuses: ['failed'] } } }, async ({ platform }) => {
      await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT } })
      const looked = await runAction({ inputs: { ...platformInputs(platform), 'job-id': 'job_0001', wait: 'false' } })
      expectEnding(looked, 'failure')
      expect(looked.outputs['error']).toMatch(
        /^Agent job "job_0001" ended with status "failed", which "fail-on" \(failed\) treats as a failure\./,
      )
      expect(routes(platform).slice(-1)).toEqual(['get 200'])
      expect(summaryText(looked)).toEqual({
        headline: '❌ Docs agent: Failed',
        paragraphs: [
          "Agent job job_0001 ended with status failed, which fail-on (failed) treats as a failure. The agent's own account of the job is on the platform's dashboard, among the project's agent jobs.",
          'Requested by acme/docs at tag v1.2.0.',
        ],
      })
    })
  })

  it('fails a completed job without a pull request under require-pr', async () => {
    await withServers({ platform: { job: { statuses: ['completed'], prLink: null } } }, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, 'require-pr': 'true' } })
      expectEnding(run, 'failure')
      expect(run.outputs['error']).toBe(
        'Agent job "job_0001" completed without opening a pull request, and "require-pr" is true.',
      )
      expect(run.outputs['status']).toBe('completed')
      expect(summaryText(run).headline).toBe('❌ Docs agent: No pull request')
      expect(summaryText(run).paragraphs[0]).toBe(
        'Agent job job_0001 completed without opening a pull request, and require-pr is true.',
      )
    })
  })
})

describe('agent mode: job-summary false', () => {
  it('writes no summary, on success or on bad input, and still sets every output', async () => {
    await withServers({}, async ({ platform }) => {
      const run = await runAction({ inputs: { ...platformInputs(platform), prompt: PROMPT, 'job-summary': 'false' } })
      expect([run.exitCode, run.outputs['conclusion'], run.outputs['status']]).toEqual([0, 'success', 'completed'])
      expect(run.summary).toBe('')
      const bad = await runAction({ inputs: { ...platformInputs(platform), prompt: '', 'job-summary': 'false' } })
      expect(bad.outputs['conclusion']).toBe('failure')
      expect(bad.summary).toBe('')
    })
  })
})
