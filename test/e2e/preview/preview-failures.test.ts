import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { cancelWhen, expectEnding, failureAnnotation, routes, summaryText } from '../helpers.ts'
import { expectedStep, pastedStep, pastedStepFindings } from '../pasted-step.ts'
import { FIRST_STATUS, previewInputs, PULL_REQUEST_RUN, runPreview } from './preview-helpers.ts'

const AGAIN =
  'To wait for it again, re-run this job: a re-run waits for this preview deployment and triggers no other. Or run a step of docs-agent-action/docs-agent-action/preview@v2 with "status-id: status_0001".'
const UNKNOWN_INPUT =
  'The platform does not know preview deployment status "status_0042", or no longer does; check the "status-id" input: it must be the status-id output of the step that triggered the preview deployment (HTTP 404). The platform said: Status not found.'
const LOST =
  "A preview deployment may have been triggered even so. Check the project's deployments on the dashboard: a re-run of this job triggers none again, and this step cannot wait for one whose status id it never received."
const OFF = { comment: 'off' }

describe('preview mode: the wait ends before the preview does', () => {
  it('times out within timeout, with the status id to wait again', async () => {
    const { run, platform } = await runPreview(DEPLOYMENT_SCENARIOS.stuck, {
      ...OFF,
      environment: '',
      timeout: '2s',
      'poll-interval': '500ms',
    })
    expectEnding(run, 'timed-out')
    expect(run.outputs['error']).toMatch(
      /^Timed out after \d+(ms|s) waiting for preview deployment "status_0001"; its last status was "in_progress"\.( .+)? The preview deployment goes on on the platform\. To wait for it again/,
    )
    expect(run.outputs['error']).toContain(AGAIN)
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'in_progress' })
    expect(failureAnnotation(run)?.title).toBe('Docs preview step timed out')
    const step = pastedStep(run.summary) ?? ''
    expect(step).toBe(expectedStep('preview', { 'status-id': 'status_0001' }))
    expect(await pastedStepFindings(step)).toEqual([])
    expect(platform.deployments.size).toBe(1)
  })

  it('stops within 3 seconds of SIGTERM while waiting', async () => {
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.stuck } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: previewInputs(platform, { ...OFF, environment: '', 'poll-interval': '10s' }), env: PULL_REQUEST_RUN },
        'Preview deployment status_0001 is queued',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      // On a pull request, cancel-in-progress cancels a run a newer push replaced: it ends quietly, offering no wait.
      expect(run.outputs['error']).toBe(
        `Cancelled while waiting for preview deployment "status_0001"; its last status was "queued". When a newer run replaced this one, that run (a push, or the pull request closed) takes over.`,
      )
      expect(summaryText(run).headline).toBe('🚫 Docs preview: Cancelled')
      // The summary still gives the step that waits again, for a run cancelled by hand.
      expect(pastedStep(run.summary)).toBe(expectedStep('preview', { 'status-id': 'status_0001' }))
      expect(run.stdout.split('\n').filter((line) => line.startsWith('::warning'))).toEqual([])
    })
  })
})

describe('preview mode: the platform says no, or its answer is lost', () => {
  it('says the platform does not know a status-id it is given, offering no step to wait for it', async () => {
    const { run, platform } = await runPreview({}, { ...OFF, 'status-id': 'status_0042' })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['update-status 404'])
    expect(run.outputs['error']).toBe(UNKNOWN_INPUT)
    expect(run.outputs['status-id']).toBe('status_0042')
    const { headline, paragraphs } = summaryText(run)
    expect(headline).toBe('❌ Docs preview: Could not read the preview deployment')
    expect(paragraphs[0]).toBe(UNKNOWN_INPUT.replaceAll('"', ''))
    expect(run.summary).not.toMatch(/re-run|goes on|last status/i)
    expect(pastedStep(run.summary)).toBeUndefined()
  })

  it('says previews need a plan that includes them on the 403 the contract states, naming no key scope', async () => {
    const { run, platform } = await runPreview(DEPLOYMENT_SCENARIOS.planWithoutPreviews, OFF)
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['preview 403'])
    expect(run.outputs['error']).toBe(
      'The platform refused the request to trigger the preview deployment of branch "dark-mode" (HTTP 403). Preview deployments need a plan that includes them (Pro or Enterprise). The platform said: Preview deployments are not available on your current plan. No preview deployment was triggered.',
    )
    expect(run.outputs['status-id'] ?? '').toBe('')
    expect(summaryText(run).headline).toBe('❌ Docs preview: No preview deployment triggered')
  })

  it('names the write scope when the 403 says the key lacks it', async () => {
    const { run, platform } = await runPreview({}, OFF, { platform: { keyScope: 'read' } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['preview 403'])
    expect(run.outputs['error']).toMatch(
      /^The platform refused the request to trigger the preview deployment of branch "dark-mode" \(HTTP 403\)\. To trigger the preview deployment of branch "dark-mode", the API key needs the write scope; a key limited to read is refused\. .*The platform said: API key does not have the write scope\. No preview deployment was triggered\.$/,
    )
    expect(run.outputs['error']).not.toContain('plan')
  })

  it('waits out a 429 burst of previews within timeout, sending the trigger again only once it was turned away', async () => {
    const { run, platform } = await runPreview(DEPLOYMENT_SCENARIOS.previewBurst, OFF)
    expectEnding(run, 'success')
    expect(routes(platform).slice(0, 2)).toEqual(['preview 429', 'preview 202'])
    expect(run.stdout).toMatch(
      /Could not trigger the preview deployment of branch "dark-mode" \(HTTP 429 — Rate limit exceeded\); retrying in [12]s\./,
    )
    expect(platform.deployments.size).toBe(1)
  })

  it('stops within 3 seconds of SIGTERM while waiting out a 429: no preview was triggered', async () => {
    const deployment = { rateLimit: { previews: { limit: 5, windowMs: 60_000 }, spent: { previews: 5 } } }
    await withServers({ platform: { deployment } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: previewInputs(platform, OFF), env: PULL_REQUEST_RUN },
        'retrying in',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        'Cancelled while waiting to retry the request to trigger the preview deployment of branch "dark-mode". No preview deployment was triggered.',
      )
      expect(routes(platform)).toEqual(['preview 429'])
    })
  })

  it('reports a trigger whose answer was lost as unknown, and never sends it again', async () => {
    const faults: FaultRule[] = [{ route: 'preview', fault: { type: 'status', status: 502 }, times: 3 }]
    const { run, platform } = await runPreview({}, OFF, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['preview 502'])
    expect(platform.deployments.size).toBe(1)
    expect(run.outputs['error']).toMatch(/^Could not confirm the request to trigger the preview deployment of branch/)
    expect(run.outputs['error']).toContain(LOST)
    expect(run.outputs['status-id'] ?? '').toBe('')
    expect(summaryText(run).headline).toBe('❌ Docs preview: A preview deployment may have been triggered')
  })
})
