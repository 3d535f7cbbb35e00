import { beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSettings } from '../../../src/automation/automation-settings.ts'
import { runAutomationMode } from '../../../src/automation/run-automation.ts'
import { AmbiguousWriteError, PlatformError } from '../../../src/platform/errors.ts'
import { DeadlineError } from '../../../src/runner/limits.ts'
import { renderGfm } from '../../render/gfm.ts'
import { logged } from '../support/capture-log.ts'
import { collaborators, fakePlatform, testLimits } from '../support/fakes.ts'

beforeEach(() => void logged.splice(0))

const SETTINGS = {
  mode: 'automation',
  apiKey: 'mint_abc_123456',
  projectId: 'acme',
  baseUrl: 'https://api.mintlify.com',
  timeoutMs: 60_000,
  jobSummary: true,
  githubToken: '',
  automationId: 'auto-1',
} as const satisfies AutomationSettings

async function trigger(answer: () => unknown) {
  const platform = fakePlatform(answer)
  const result = await runAutomationMode(SETTINGS, collaborators(platform, testLimits()))
  return { result, platform, summary: renderGfm(result.summary?.render() ?? '') }
}

describe('automation mode endings, with fake collaborators', () => {
  it('triggers once and passes once the run is queued, with its ids as outputs', async () => {
    const { result, platform } = await trigger(() => ({ instanceId: 'run_1', jobId: 'bg_1' }))
    expect(platform.calls.map((call) => [call.method, call.path])).toEqual([
      ['POST', '/v1/workflow/acme/auto-1/trigger'],
    ])
    expect(platform.calls[0]?.json).toBeUndefined()
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({ 'automation-run-id': 'run_1', 'automation-job-id': 'bg_1' })
    expect(logged.filter((line) => line.level === 'notice').map((line) => line.title)).toEqual([
      'Automation run queued',
    ])
  })

  it('reports a refused trigger as no run queued', async () => {
    const { result, summary } = await trigger(() => {
      throw new PlatformError('The platform rejected the request (HTTP 400).', 400)
    })
    expect(result.failure).toEqual({
      conclusion: 'failure',
      message: 'The platform rejected the request (HTTP 400). No run was queued.',
      title: 'Docs automation step failed',
    })
    expect(result.outputs).toEqual({ 'automation-run-id': undefined, 'automation-job-id': undefined })
    expect(summary).toContain('<h2>❌ Docs automation: No run queued</h2>')
    expect(summary).not.toContain('Trigger sent')
  })

  it('reports a lost answer as a run that may exist, with when the trigger was sent', async () => {
    const { result, summary } = await trigger(() => {
      throw new AmbiguousWriteError('Could not confirm the request.')
    })
    expect(result.failure?.message).toBe('Could not confirm the request.')
    expect(summary).toContain('<h2>❌ Docs automation: A run may have been queued</h2>')
    expect(summary).toContain('<td>Trigger sent</td>')
  })

  it('reports a 429 that outlasted the timeout as timed out, no run queued', async () => {
    const { result, summary } = await trigger(() => {
      throw new DeadlineError('The timeout ran out while trying to trigger automation "auto-1".')
    })
    expect(result.failure?.conclusion).toBe('timed-out')
    expect(result.failure?.title).toBe('Docs automation step timed out')
    expect(summary).toContain('<h2>⏱️ Docs automation: Timed out: no run queued</h2>')
  })
})
