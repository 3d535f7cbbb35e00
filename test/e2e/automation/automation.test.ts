import { describe, expect, it } from 'vitest'
import { linkTargets, renderedSummary } from '../../render/dom.ts'
import { renderGfm } from '../../render/gfm.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { expectEnding, expectKeyNeverShown, failureAnnotation, routes, summaryText } from '../helpers.ts'
import {
  AUTOMATION,
  AUTOMATIONS_PAGE,
  FIRST_JOB,
  FIRST_RUN,
  LOST,
  runAutomation,
  triggers,
} from './automation-helpers.ts'

/** Answers the trigger with `body` (202) in place of the simulator's own; the platform still queued the run. */
function answeredWith(body: unknown): { platform: { faults: FaultRule[] } } {
  return {
    platform: {
      faults: [{ route: 'automation', fault: { type: 'body', status: 202, body: JSON.stringify(body) } }],
    },
  }
}

describe('automation mode, end to end: the run is queued', () => {
  it('triggers the automation once, sets the run and job ids, and says the step cannot follow the run', async () => {
    const { run, platform } = await runAutomation()
    expectEnding(run, 'success')
    expect(run.outputs).toEqual({
      'automation-run-id': FIRST_RUN,
      'automation-job-id': FIRST_JOB,
      conclusion: 'success',
      error: '',
    })
    expect(routes(platform)).toEqual(['automation 202'])
    expect(platform.automationRuns.size).toBe(1)
    expect(run.stdout).toContain('::group::Trigger the automation')
    expect(run.stdout).toContain(`The platform queued run ${FIRST_RUN} (background job ${FIRST_JOB}).`)
    expect(run.stdout).toContain(
      `::notice title=Automation run queued::Automation "${AUTOMATION}" was triggered: the platform queued run "${FIRST_RUN}". This action cannot follow it: the platform has no status for automation runs. The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's Automations page, ${AUTOMATIONS_PAGE}.`,
    )
    const { headline, paragraphs } = summaryText(run)
    expect(headline).toBe('✅ Docs automation: Run queued')
    expect(paragraphs).toContain(
      "Queued: this action cannot follow it (the platform has no status for automation runs). The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's Automations page.",
    )
    const summary = renderGfm(run.summary)
    expect(summary).toContain(`<td>Automation</td><td><code>${AUTOMATION}</code></td>`)
    expect(summary).toContain(`<td>Run id</td><td><code>${FIRST_RUN}</code></td>`)
    expect(summary).toContain(`<td>Background job id</td><td><code>${FIRST_JOB}</code></td>`)
    expect(summary).toContain("<td>Status</td><td><code>queued</code> (the trigger's answer)</td>")
    expect(summary).toContain('<sub>Requested by acme/docs at tag v1.2.0.</sub>')
    expect(linkTargets(renderedSummary(run.summary))).toEqual([AUTOMATIONS_PAGE])
    expectKeyNeverShown(run)
  })
})

describe("automation mode, end to end: the trigger's answer is read as hostile", () => {
  it('passes on no id that is not a plain one, and shows each as text', async () => {
    const runId = '$(curl evil.example)\n::warning::planted'
    const jobId = '<img src=x onerror=alert(1)>'
    const { run, platform } = await runAutomation(
      {},
      {},
      answeredWith({ schemaId: AUTOMATION, instanceId: runId, jobId }),
    )
    expectEnding(run, 'success')
    expect(triggers(platform)).toBe(1)
    expect(run.outputs['automation-run-id']).toBeUndefined()
    expect(run.outputs['automation-job-id']).toBeUndefined()
    expect(run.stdout).not.toMatch(/^::warning::planted/m)
    expect(run.stdout.match(/^::warning title=Automation id not passed on::/gm)).toHaveLength(2)
    const $ = renderedSummary(run.summary)
    expect($('img, script, h1')).toHaveLength(0)
    expect(linkTargets($)).toEqual([AUTOMATIONS_PAGE])
    const cell = (field: string) =>
      $('td')
        .filter((_, td) => $(td).text() === field)
        .next()
    expect(cell('Run id').find('code').text()).toBe('$(curl evil.example)\\n::warning::planted')
    expect(cell('Run id').text()).toContain('(not passed on as an output: it holds characters other than')
    expect(cell('Background job id').find('code').text()).toBe(jobId)
  })

  it('sets the run id and says so when the answer names no background job', async () => {
    const { run } = await runAutomation({}, {}, answeredWith({ schemaId: AUTOMATION, instanceId: 'run_77' }))
    expectEnding(run, 'success')
    expect(run.outputs['automation-run-id']).toBe('run_77')
    expect(run.outputs['automation-job-id']).toBeUndefined()
    expect(renderGfm(run.summary)).toContain('<td>Background job id</td><td>not given</td>')
  })

  it.each([
    [
      'names no run',
      { schemaId: AUTOMATION, jobId: 'bg_1' },
      'the answer has no "instanceId" string naming the queued run',
    ],
    ['is no JSON object', ['run_1'], 'the answer is not a JSON object'],
  ])('reports a run as unknown, never sending the trigger again, when the answer %s', async (_, body, why) => {
    const { run, platform } = await runAutomation({}, {}, answeredWith(body))
    expectEnding(run, 'failure')
    expect(routes(platform)).toEqual(['automation 202'])
    expect(run.outputs['error']).toBe(
      `Could not confirm the request to trigger automation "${AUTOMATION}": ${why}. ${LOST}`,
    )
    expect(run.outputs['automation-run-id']).toBeUndefined()
    expect(summaryText(run).headline).toBe('❌ Docs automation: A run may have been queued')
    expect(failureAnnotation(run)?.title).toBe('Docs automation step failed')
  })
})
