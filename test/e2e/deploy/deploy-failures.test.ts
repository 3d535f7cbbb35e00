import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { cancelWhen, expectEnding, failureAnnotation, routes, summaryText } from '../helpers.ts'
import { expectedStep, pastedStep, pastedStepFindings } from '../pasted-step.ts'
import { deployInputs, FIRST_STATUS, runDeploy } from './deploy-helpers.ts'

const AGAIN =
  'To wait for it again, re-run this job: a re-run waits for this deployment and triggers no other. Or run a step of docs-agent-action/docs-agent-action/deploy@v2 with "status-id: status_0001".'
const UNKNOWN_INPUT =
  'The platform does not know deployment status "status_0042", or no longer does; check the "status-id" input: it must be the status-id output of the step that triggered the deployment (HTTP 404). The platform said: Status not found.'
const LOST =
  "A deployment may have been triggered even so. Check the project's deployments on the dashboard: a re-run of this job triggers none again, and this step cannot wait for one whose status id it never received."

describe('deploy mode: the wait ends before the deployment does', () => {
  it('times out within timeout, with the status id to wait again', async () => {
    const { run, platform } = await runDeploy(DEPLOYMENT_SCENARIOS.stuck, {
      timeout: '2s',
      'poll-interval': '500ms',
      environment: '',
    })
    expectEnding(run, 'timed-out')
    expect(run.outputs['error']).toMatch(
      new RegExp(
        `^Timed out after \\d+(ms|s) waiting for deployment "status_0001"; its last status was "in_progress"\\.( .+)? The deployment goes on on the platform\\. ${AGAIN.replace(/[.()]/g, '\\$&')}$`,
      ),
    )
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'in_progress' })
    expect(failureAnnotation(run)?.title).toBe('Docs deployment step timed out')
    // The step to paste takes the key and the project as the README's setup does, and passes actionlint.
    const step = pastedStep(run.summary) ?? ''
    expect(step).toBe(expectedStep('deploy', { 'status-id': 'status_0001' }))
    expect(await pastedStepFindings(step)).toEqual([])
    expect(platform.deployments.size).toBe(1)
  })

  it('stops within 3 seconds of SIGTERM while waiting', async () => {
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.stuck } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen(
        { inputs: deployInputs(platform, { 'poll-interval': '10s', environment: '' }) },
        'Deployment status_0001 is queued',
      )
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        `Cancelled while waiting for deployment "status_0001"; its last status was "queued". The deployment goes on on the platform. ${AGAIN}`,
      )
      expect(summaryText(run).headline).toBe('🚫 Docs deployment: Cancelled')
    })
  })

  it('stops within 3 seconds of SIGTERM while the trigger is in flight: a deployment may exist', async () => {
    const faults: FaultRule[] = [{ route: 'update', fault: { type: 'slow', delayMs: 5_000 } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen({ inputs: deployInputs(platform) }, 'Triggering a deployment')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        `Cancelled during the request to trigger the deployment. The platform may have received it. ${LOST}`,
      )
      expect(run.outputs['status-id'] ?? '').toBe('')
      expect(summaryText(run).headline).toBe('🚫 Docs deployment: Cancelled: a deployment may have been triggered')
    })
  })

  it('stops within 3 seconds of SIGTERM while waiting out a 429: no deployment was triggered', async () => {
    const deployment = { rateLimit: { triggers: { limit: 10, windowMs: 30_000 }, spent: { triggers: 10 } } }
    await withServers({ platform: { deployment } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen({ inputs: deployInputs(platform) }, 'retrying in')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        'Cancelled while waiting to retry the request to trigger the deployment. No deployment was triggered.',
      )
      expect(routes(platform)).toEqual(['update 429'])
      expect(platform.deployments.size).toBe(0)
    })
  })
})

describe('deploy mode: the platform says no, or its answer is lost', () => {
  it('names the write scope when the trigger is refused with 403, and sends nothing more', async () => {
    const { run, platform } = await runDeploy({}, {}, { platform: { keyScope: 'read' } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['update 403'])
    expect(run.outputs['error']).toMatch(
      /^The platform refused the request to trigger the deployment \(HTTP 403\)\. To trigger the deployment, the API key needs the write scope; a key limited to read is refused\. .* No deployment was triggered\.$/,
    )
    expect(summaryText(run).headline).toBe('❌ Docs deployment: No deployment triggered')
  })

  it('names the read scope when a status read is refused with 403', async () => {
    const faults: FaultRule[] = [{ route: 'update-status', fault: { type: 'status', status: 403 }, times: 5 }]
    const { run, platform } = await runDeploy({}, {}, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['update 202', 'update-status 403'])
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'queued' })
    expect(run.outputs['error']).toContain(
      'The platform refused the request to read the status of deployment "status_0001" (HTTP 403). To read the status of deployment "status_0001", the API key needs the read scope (a key with the write scope reads too).',
    )
    expect(summaryText(run).headline).toBe('❌ Docs deployment: Stopped waiting')
  })

  it.each([
    ['waiting for it', {}],
    ['looking at it once (wait: false)', { wait: 'false' }],
  ])(
    'says the platform does not know a status-id it is given, offering no step to wait for it, when %s',
    async (_, extra) => {
      const { run, platform } = await runDeploy({}, { 'status-id': 'status_0042', ...extra })
      expectEnding(run, 'failure')
      expect(routes(platform)).toEqual(['update-status 404'])
      expect(run.outputs['error']).toBe(UNKNOWN_INPUT)
      expect(run.outputs['status-id']).toBe('status_0042')
      expect(run.outputs['deployment-status'] ?? '').toBe('')
      expect(failureAnnotation(run)?.title).toBe('Docs deployment step failed')
      // Nothing to wait for: no last status made up, no step to paste, no re-run.
      expect(summaryText(run)).toEqual({
        headline: '❌ Docs deployment: Could not read the deployment',
        paragraphs: [UNKNOWN_INPUT.replaceAll('"', ''), 'Requested by acme/docs at tag v1.2.0.'],
      })
      expect(pastedStep(run.summary)).toBeUndefined()
    },
  )

  it('says the platform lost a status id its trigger had just answered with, offering no step to wait for it', async () => {
    const { run, platform } = await runDeploy(DEPLOYMENT_SCENARIOS.forgotten)
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['update 202', 'update-status 404'])
    expect(run.outputs['error']).toBe(
      'The platform does not know deployment status "status_0001", or no longer does; the trigger had just answered with it, so the platform lost it: look for the deployment on the dashboard (HTTP 404). The platform said: Status not found.',
    )
    expect(run.outputs).toMatchObject({ 'status-id': FIRST_STATUS, 'deployment-status': 'queued' })
    expect(summaryText(run).headline).toBe('❌ Docs deployment: Could not read the deployment')
    expect(pastedStep(run.summary)).toBeUndefined()
  })

  it('stops waiting with the last status read when the platform forgets the status id during the wait', async () => {
    const faults: FaultRule[] = [{ route: 'update-status', fault: { type: 'status', status: 404 }, skip: 1 }]
    const { run, platform } = await runDeploy({}, {}, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['update 202', 'update-status 200', 'update-status 404'])
    expect(run.outputs['error']).toMatch(
      /^Stopped waiting for deployment "status_0001"; its last status was "queued"\. The platform does not know deployment status "status_0001", or no longer does; .* \(HTTP 404\)\. The platform said: Simulated HTTP 404\.$/,
    )
    expect(summaryText(run).headline).toBe('❌ Docs deployment: Stopped waiting')
    expect(pastedStep(run.summary)).toBeUndefined()
  })

  it('waits out a 429 burst within timeout, sending the trigger again only once the platform turned it away', async () => {
    const { run, platform } = await runDeploy(DEPLOYMENT_SCENARIOS.burst)
    expectEnding(run, 'success')
    expect(routes(platform).slice(0, 2)).toEqual(['update 429', 'update 202'])
    expect(run.stdout).toMatch(
      /Could not trigger the deployment \(HTTP 429 — Rate limit exceeded\); retrying in [12]s\./,
    )
    expect(platform.deployments.size).toBe(1)
  })

  it.each([
    ['an HTTP 502', { type: 'status', status: 502 }],
    ['a dropped connection', { type: 'reset' }],
  ] as const)('reports a trigger whose answer was %s as unknown, and never sends it again', async (_, fault) => {
    const faults: FaultRule[] = [{ route: 'update', fault, times: 3 }]
    const { run, platform } = await runDeploy({}, {}, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual([`update ${fault.type === 'reset' ? 'reset' : 502}`])
    expect(platform.deployments.size).toBe(1)
    expect(run.outputs['error']).toMatch(
      new RegExp(`^Could not confirm the request to trigger the deployment: .+\\. ${LOST.replace(/[.()]/g, '\\$&')}$`),
    )
    expect(run.outputs['status-id'] ?? '').toBe('')
    expect(summaryText(run).headline).toBe('❌ Docs deployment: A deployment may have been triggered')
    expect(run.summary).not.toContain('status-id:')
    expect(renderGfm(run.summary)).toContain('<td>Trigger sent</td>')
  })
})
