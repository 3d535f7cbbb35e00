import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AgentTask } from '../../../src/agent/agent-inputs.ts'
import { runAgentMode } from '../../../src/agent/agent-entry.ts'
import { AmbiguousWriteError, PlatformError } from '../../../src/platform/errors.ts'
import type { PlatformCall } from '../../../src/platform/platform-client.ts'
import { renderGfm } from '../../render/gfm.ts'
import { logged } from '../support/capture-log.ts'
import { agentSettings, collaborators, fakeEnvironment, fakePlatform, testLimits } from '../support/fakes.ts'
import { sha256Of } from '../../../src/step/hand-off-sidecar.ts'

beforeEach(() => void logged.splice(0))

const PROMPT = { kind: 'input', text: 'Document the --dry-run flag.' } as const
const PR = 'https://github.com/acme/docs/pull/42'

/** A platform whose job goes through `statuses` on successive reads (the last repeats). */
function jobPlatform(statuses: string[], extra: Record<string, unknown> = {}, onCreate?: () => unknown) {
  let reads = 0
  return fakePlatform((call: PlatformCall<unknown>) => {
    if (call.endpoint === 'create job') return onCreate ? onCreate() : { id: 'job_1', status: 'active' }
    if (call.endpoint === 'send message') return { id: 'job_1', status: 'active' }
    const status = statuses[Math.min(reads++, statuses.length - 1)]!
    return { id: 'job_1', status, prLink: status === 'completed' ? PR : null, model: 'm1', ...extra }
  })
}

const summaryOf = (result: Awaited<ReturnType<typeof runAgentMode>>) => renderGfm(result.summary?.render() ?? '')

describe('agent mode endings, with fake collaborators', () => {
  it('creates a job, publishes its id at once, waits and reports the pull request', async () => {
    const platform = jobPlatform(['active', 'completed'])
    const context = collaborators(platform)
    const result = await runAgentMode(agentSettings({ kind: 'create', prompt: PROMPT }), context)
    expect(context.published).toEqual(['job_1'])
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': PR,
      'pr-number': 42,
      model: 'm1',
      'source-repository': '',
      'source-ref': '',
      'created-at': '',
    })
    expect(platform.calls.map((call) => call.endpoint)).toEqual(['create job', 'get job', 'get job'])
    const summary = summaryOf(result)
    expect(summary).toContain('<h2>✅ Docs agent: Pull request opened</h2>')
    expect(summary).toContain(`<a href="${PR}">acme/docs#42</a>`)
    expect(summary).toContain('<td>Time waited</td>')
    expect(logged.filter((line) => line.level === 'notice')).toEqual([
      { level: 'notice', message: `The docs agent opened a pull request: ${PR}`, title: 'Docs pull request' },
    ])
    expect(logged.filter((line) => line.level === 'group').map((line) => line.message)).toEqual([
      'Create the agent job',
      'Wait for agent job job_1',
    ])
  })

  it('passes a job completed without a pull request with a warning, and fails it under require-pr', async () => {
    const lenient = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }),
      collaborators(jobPlatform(['completed'], { prLink: null })),
    )
    expect(lenient.failure).toBeUndefined()
    expect(summaryOf(lenient)).toContain('<h2>⚠️ Docs agent: Completed without a pull request</h2>')
    expect(lenient.outputs).toMatchObject({ 'pr-link': '', 'pr-number': '' })
    expect(logged.filter((line) => line.level === 'warning').map((line) => line.title)).toEqual(['No pull request'])
    const strict = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }, { requirePr: true }),
      collaborators(jobPlatform(['completed'], { prLink: null })),
    )
    expect(strict.failure).toEqual({
      conclusion: 'failure',
      title: 'Docs agent step failed',
      message: 'Agent job "job_1" completed without opening a pull request, and "require-pr" is true.',
    })
  })

  it('fails on a status fail-on names, and passes it with a warning when fail-on is empty', async () => {
    const failed = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }),
      collaborators(jobPlatform(['active', 'failed'])),
    )
    expect(failed.failure?.message).toBe(
      'Agent job "job_1" ended with status "failed", which "fail-on" (failed) treats as a failure. The agent\'s own account of the job is on the platform\'s dashboard, among the project\'s agent jobs.',
    )
    expect(summaryOf(failed)).toContain('<h2>❌ Docs agent: Failed</h2>')
    const allowed = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }, { failOn: [] }),
      collaborators(jobPlatform(['failed'])),
    )
    expect(allowed.failure).toBeUndefined()
    expect(summaryOf(allowed)).toContain('⚠️ Docs agent: Ended failed')
  })

  it('times out naming the last status, with a snippet to resume', async () => {
    const result = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }, { pollIntervalMs: 20 }),
      collaborators(jobPlatform(['active']), testLimits(200)),
    )
    expect(result.failure?.conclusion).toBe('timed-out')
    expect(result.failure?.message).toMatch(
      /^Timed out after \d+ms waiting for agent job "job_1"; its last status was "active"\. The job keeps running on the platform. To wait for it again, re-run the workflow's job: the re-run waits for this agent job and creates no other\. Or run a workflow that only waits \(such as the action's examples\/wait-for-job\.yml\) with "job-id: job_1"\.$/,
    )
    expect(result.outputs).toMatchObject({ 'job-id': 'job_1', status: 'active' })
    expect(summaryOf(result)).toContain(
      '<pre><code class="language-yaml">- uses: docs-agent-action/docs-agent-action/agent@v2\n  with:\n    api-key: ${{ secrets.DOCS_API_KEY }}\n    project-id: ${{ vars.DOCS_PROJECT_ID }} # acme\n    job-id: job_1\n</code></pre>',
    )
  })

  it('stops at once when cancelled while waiting', async () => {
    const limits = testLimits()
    setTimeout(limits.cancel, 50)
    const result = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }, { pollIntervalMs: 10_000 }),
      collaborators(jobPlatform(['active']), limits),
    )
    expect(result.failure?.conclusion).toBe('cancelled')
    expect(summaryOf(result)).toContain('🚫 Docs agent: Cancelled')
  })

  it.each([
    [
      new AmbiguousWriteError(
        'Could not confirm the request to create the agent job: HTTP 502. A job may have been created even so.',
      ),
      'A job may have been created',
      'HTTP 502. A job may have been created even so.',
    ],
    [
      new PlatformError('The platform rejected the request to create the agent job as invalid (HTTP 400).', 400),
      'No job created',
      '(HTTP 400). No job was created.',
    ],
  ])('reports a failed create plainly: %s', async (error, headline, ending) => {
    const context = collaborators(
      jobPlatform(['active'], {}, () => {
        throw error
      }),
    )
    const result = await runAgentMode(agentSettings({ kind: 'create', prompt: PROMPT }), context)
    expect(context.published).toEqual([])
    expect(result.outputs).toEqual({})
    expect(result.failure?.message.endsWith(ending)).toBe(true)
    expect(summaryOf(result)).toContain(`❌ Docs agent: ${headline}</h2>`)
  })

  it('sends no request when the prompt file cannot be used, and says so', async () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'agent-'))
    writeFileSync(path.join(workspace, 'blank.md'), '  \n')
    const platform = jobPlatform(['completed'])
    const task: AgentTask = {
      kind: 'create',
      prompt: { kind: 'file', path: path.join(workspace, 'blank.md'), given: 'blank.md', sha256: sha256Of('  \n') },
    }
    const result = await runAgentMode(
      agentSettings(task),
      collaborators(platform, testLimits(), fakeEnvironment({ workspace })),
    )
    expect(platform.calls).toEqual([])
    expect(result.failure?.message).toBe(
      'Input "prompt-file" must hold a non-empty instruction; "blank.md" is blank. No request was sent to the platform, so no job was created.',
    )
  })

  it('sends nothing when the prompt file changed after show-prompt judged it', async () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'agent-'))
    writeFileSync(path.join(workspace, 'gaps.md'), 'Close the gaps readers found: zq4711.\n')
    const platform = jobPlatform(['completed'])
    const judged = sha256Of('Document the new flag.\n')
    const task: AgentTask = {
      kind: 'create',
      prompt: { kind: 'file', path: path.join(workspace, 'gaps.md'), given: 'gaps.md', sha256: judged },
    }
    const result = await runAgentMode(
      agentSettings(task),
      collaborators(platform, testLimits(), fakeEnvironment({ workspace })),
    )
    expect(platform.calls).toEqual([])
    expect(result.failure?.message).toMatch(
      /^Input "prompt-file": "gaps\.md" changed while the step ran; it is not sent\./,
    )
  })

  it('decides the step from a known final status without waiting', async () => {
    const result = await runAgentMode(
      agentSettings({ kind: 'resume', jobId: 'job_1' }, { wait: false }),
      collaborators(jobPlatform(['failed'])),
    )
    expect(result.failure?.message).toContain('ended with status "failed"')
    const active = await runAgentMode(
      agentSettings({ kind: 'resume', jobId: 'job_1' }, { wait: false }),
      collaborators(jobPlatform(['active'])),
    )
    expect(active.failure).toBeUndefined()
    expect(summaryOf(active)).toContain('ℹ️ Docs agent: Not waited for')
    expect(summaryOf(active)).not.toContain('Time waited')
  })

  it('leaves out rows that do not apply and never invents a pull request', async () => {
    const result = await runAgentMode(
      agentSettings({ kind: 'create', prompt: PROMPT }, { wait: false }),
      collaborators(jobPlatform(['active'])),
    )
    const summary = summaryOf(result)
    expect(summary).not.toContain('Docs pull request')
    expect(summary).not.toContain('Time waited')
  })
})

describe('a follow-up message is waited for', () => {
  const INTERVAL_MS = 5
  /**
   * A platform whose job answers `reads` on successive status checks (the last repeats), and a
   * clock that moves one poll interval per check: the grace period (three intervals) is counted
   * in checks, not in the machine's speed, so a loaded machine cannot end it early.
   */
  function messagePlatform(answer: Record<string, unknown>, reads: string[]) {
    let read = 0
    let time = 0
    const platform = fakePlatform((call) => {
      if (call.endpoint === 'send message') return answer
      time += INTERVAL_MS
      const status = reads[Math.min(read++, reads.length - 1)]!
      return { id: 'job_1', status, prLink: status === 'completed' ? PR : null }
    })
    return { platform, limits: testLimits(60_000, () => time) }
  }

  it('polls past a stale final answer until the job takes the message up', async () => {
    const { platform, limits } = messagePlatform({ id: 'job_1', status: 'completed', prLink: PR }, [
      'completed',
      'active',
      'completed',
    ])
    const result = await runAgentMode(
      agentSettings({ kind: 'message', jobId: 'job_1', prompt: PROMPT }, { pollIntervalMs: INTERVAL_MS }),
      collaborators(platform, limits),
    )
    expect(platform.calls.map((call) => call.endpoint)).toEqual(['send message', 'get job', 'get job', 'get job'])
    expect(result.failure).toBeUndefined()
    expect(result.outputs['status']).toBe('completed')
    expect(summaryOf(result)).toContain('Follow-up message')
    expect(summaryOf(result)).not.toContain('may be from before the message')
  })

  it('reports what is known, and says so, when the job never shows it took the message up', async () => {
    const { platform, limits } = messagePlatform({ id: 'job_1', status: 'completed', prLink: PR }, ['completed'])
    const result = await runAgentMode(
      agentSettings({ kind: 'message', jobId: 'job_1', prompt: PROMPT }, { pollIntervalMs: INTERVAL_MS }),
      collaborators(platform, limits),
    )
    // Three intervals of grace: three status checks, then the step reports what it has.
    expect(platform.calls.map((call) => call.endpoint)).toEqual(['send message', 'get job', 'get job', 'get job'])
    expect(result.failure).toBeUndefined()
    expect(result.outputs['status']).toBe('completed')
    expect(summaryOf(result)).toContain(
      'did not show that agent job <code>job_1</code> took up the follow-up message within 15ms',
    )
  })

  it('does not judge a possibly stale final status when not waiting', async () => {
    const { platform, limits } = messagePlatform({ id: 'job_1', status: 'failed' }, ['failed'])
    const result = await runAgentMode(
      agentSettings({ kind: 'message', jobId: 'job_1', prompt: PROMPT }, { wait: false }),
      collaborators(platform, limits),
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs['status']).toBe('failed')
    expect(summaryOf(result)).toContain('Message sent, not waited for')
    expect(summaryOf(result)).toContain('<td><code>failed</code> (may be from before the message)</td>')
    expect(logged.map((line) => line.message).join('\n')).toContain(
      'The status "failed" in the answer to the message may be from before the message',
    )
  })
})
