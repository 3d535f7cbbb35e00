import { describe, expect, it } from 'vitest'
import { withServers } from '../../harness/servers.ts'
import { renderGfm } from '../../render/gfm.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { cancelWhen, expectEnding, failureAnnotation, routes, summaryText } from '../helpers.ts'
import { AUTOMATION, automationInputs, FIRST_RUN, LOST, runAutomation, triggers } from './automation-helpers.ts'

/** The trigger window already spent for `windowMs`: every trigger in it is answered 429. */
const spentFor = (windowMs: number) => ({ rateLimit: { triggers: { limit: 10, windowMs }, spent: { triggers: 10 } } })

describe('automation mode: the platform says no', () => {
  it('says an inactive automation must be active and on a custom schedule, quoting the platform', async () => {
    const { run, platform } = await runAutomation({}, { 'automation-id': 'auto-paused' })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['automation 400'])
    expect(run.outputs['error']).toBe(
      'The platform rejected the request to trigger automation "auto-paused" as invalid (HTTP 400). Only an automation that is active and on a custom schedule can be triggered: check both in its settings on the dashboard\'s Automations page. The platform said: Automation is not active. No run was queued.',
    )
    expect(failureAnnotation(run)?.title).toBe('Docs automation step failed')
    expect(summaryText(run).headline).toBe('❌ Docs automation: No run queued')
    expect(renderGfm(run.summary)).toContain('<td>Automation</td><td><code>auto-paused</code></td>')
  })

  it("keeps the platform's words of a 400 as text", async () => {
    const said = '<b>paused</b> ::error::planted'
    const faults: FaultRule[] = [
      { route: 'automation', fault: { type: 'body', status: 400, body: JSON.stringify({ error: said }) } },
    ]
    const { run } = await runAutomation({}, {}, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(run.outputs['error']).toContain(`The platform said: ${said}. No run was queued.`)
    expect(renderGfm(run.summary)).toContain('The platform said: &lt;b&gt;paused&lt;/b&gt; ::error::planted.')
    expect(run.stdout).not.toMatch(/^::error::planted/m)
  })

  it('names both ids when the automation is not one of the project', async () => {
    const { run, platform } = await runAutomation({}, { 'automation-id': 'auto-elsewhere' })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['automation 404'])
    expect(run.outputs['error']).toBe(
      'Automation "auto-elsewhere" is not an automation of project "acme-docs": check the "automation-id" input (copy it from the automation\'s settings on the dashboard\'s Automations page) and "project-id" (HTTP 404). The platform said: Automation not found. No run was queued.',
    )
  })

  it('names the write scope when the trigger is refused with 403', async () => {
    const { run, platform } = await runAutomation({}, {}, { platform: { keyScope: 'read' } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['automation 403'])
    expect(run.outputs['error']).toMatch(
      /^The platform refused the request to trigger automation "auto-changelog" \(HTTP 403\)\. To trigger automation "auto-changelog", the API key needs the write scope; a key limited to read is refused\. .* No run was queued\.$/,
    )
    expect(summaryText(run).headline).toBe('❌ Docs automation: No run queued')
  })
})

describe('automation mode: the shared trigger limit', () => {
  it('waits out a 429 within timeout, sending the trigger again only once the platform turned it away', async () => {
    const { run, platform } = await runAutomation(DEPLOYMENT_SCENARIOS.burst)
    expectEnding(run, 'success')
    expect(routes(platform)).toEqual(['automation 429', 'automation 202'])
    expect(run.stdout).toMatch(
      /Could not trigger automation "auto-changelog" \(HTTP 429 — Rate limit exceeded\); retrying in [12]s\./,
    )
    expect(run.outputs['automation-run-id']).toBe(FIRST_RUN)
    expect(platform.automationRuns.size).toBe(1)
  })

  it('times out, queuing nothing, when the limit would outlast timeout', async () => {
    const { run, platform } = await runAutomation(spentFor(30_000), { timeout: '5s' })
    expectEnding(run, 'timed-out')
    expect(routes(platform)).toEqual(['automation 429'])
    expect(run.outputs['error']).toMatch(
      /^The timeout ran out while trying to trigger automation "auto-changelog": HTTP 429 — Rate limit exceeded \(the platform asked to wait (29|30)s\)\. Raise "timeout" or try again later\. No run was queued\.$/,
    )
    expect(failureAnnotation(run)?.title).toBe('Docs automation step timed out')
    expect(summaryText(run).headline).toBe('⏱️ Docs automation: Timed out: no run queued')
  })
})

describe("automation mode: the trigger's answer is lost, or the step is cancelled", () => {
  it.each([
    ['an HTTP 502', { type: 'status', status: 502 }, 'automation 502'],
    ['a dropped connection', { type: 'reset' }, 'automation reset'],
  ] as const)('reports a trigger whose answer was %s as unknown, and never sends it again', async (_, fault, route) => {
    const faults: FaultRule[] = [{ route: 'automation', fault, times: 3 }]
    const { run, platform } = await runAutomation({}, {}, { platform: { faults } })
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual([route])
    expect(triggers(platform)).toBe(1)
    expect(platform.automationRuns.size).toBe(1)
    expect(run.outputs['error']).toMatch(
      new RegExp(`^Could not confirm the request to trigger automation "auto-changelog": .+\\. ${escape(LOST)}$`),
    )
    expect(run.outputs['automation-run-id']).toBeUndefined()
    expect(summaryText(run).headline).toBe('❌ Docs automation: A run may have been queued')
    expect(renderGfm(run.summary)).toContain('<td>Trigger sent</td>')
  })

  it('stops within 3 seconds of SIGTERM while the trigger is in flight: a run may be queued', async () => {
    const faults: FaultRule[] = [{ route: 'automation', fault: { type: 'slow', delayMs: 5_000 } }]
    await withServers({ platform: { faults } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen({ inputs: automationInputs(platform) }, 'Triggering automation')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        `Cancelled during the request to trigger automation "${AUTOMATION}". The platform may have received it. ${LOST}`,
      )
      expect(triggers(platform)).toBe(1)
      expect(failureAnnotation(run)?.title).toBe('Docs automation step cancelled')
      expect(summaryText(run).headline).toBe('🚫 Docs automation: Cancelled: a run may have been queued')
    })
  })

  it('stops within 3 seconds of SIGTERM while waiting out a 429: no run was queued', async () => {
    await withServers({ platform: { deployment: spentFor(30_000) } }, async ({ platform }) => {
      const { run, stoppedWithinMs } = await cancelWhen({ inputs: automationInputs(platform) }, 'retrying in')
      expect(stoppedWithinMs).toBeLessThan(3_000)
      expectEnding(run, 'cancelled')
      expect(run.outputs['error']).toBe(
        `Cancelled while waiting to retry the request to trigger automation "${AUTOMATION}". No run was queued.`,
      )
      expect(routes(platform)).toEqual(['automation 429'])
      expect(summaryText(run).headline).toBe('🚫 Docs automation: Cancelled: no run queued')
    })
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
