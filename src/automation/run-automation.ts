import { earlierSendOf } from '../attempts/send-once.ts'
import { stepSends } from '../attempts/step-sends.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { ModeOutputs, StepResult } from '../step/result.ts'
import type { AnsweredId } from './automation-answer.ts'
import { AUTOMATIONS_PAGE, triggerAutomation } from './automation-api.ts'
import type { AutomationOutputName } from './automation-declaration.ts'
import { decideAutomationEnding, type AutomationRun } from './automation-ending.ts'
import type { AutomationSettings } from './automation-settings.ts'
import { buildAutomationSummary } from './automation-summary.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readAutomationSettings } from './automation-settings.ts'

/**
 * Automation mode: trigger the automation once, and report the run the platform queued. There is
 * no status for automation runs, so the step ends there, saying so.
 */
export async function runAutomationMode(
  settings: AutomationSettings,
  { platform, limits, environment }: ModeCollaborators,
): Promise<StepResult<AutomationOutputName>> {
  const { automationId, projectId } = settings
  const run: AutomationRun = { triggeredAt: undefined, queued: undefined, error: undefined, earlier: undefined }
  const sends = stepSends(environment, { ...settings, mode: 'automation' }, limits)
  await log.group('Trigger the automation', async () => {
    try {
      run.earlier = await earlierSendOf(sends, 'automation run')
    } catch (error) {
      run.error = error
      return
    }
    if (run.earlier) {
      const id = run.earlier.id
      run.queued = { runId: { value: id ?? '', problem: id === null ? 'not recorded' : undefined }, jobId: undefined }
      return
    }
    log.info(`Triggering automation "${automationId}" of project ${projectId}.`)
    run.triggeredAt = limits.now()
    try {
      run.queued = await triggerAutomation(platform, projectId, automationId)
    } catch (error) {
      run.error = error
      if (error instanceof AmbiguousWriteError)
        await sends.record({ kind: 'automation run', confirmed: false, id: null })
      return
    }
    const { runId, jobId } = run.queued
    await sends.record({
      kind: 'automation run',
      confirmed: true,
      id: runId.problem === undefined ? runId.value : null,
    })
    log.info(`The platform queued run ${runId.value}${jobId ? ` (background job ${jobId.value})` : ''}.`)
    warnOfWithheld('automation-run-id', 'run', runId)
    if (jobId) warnOfWithheld('automation-job-id', 'background job', jobId)
  })
  const ending = decideAutomationEnding(automationId, run, limits)
  if (ending.tone === 'success') {
    log.notice(
      `${ending.explanation} This action cannot follow it: the platform has no status for automation runs. The run consumes credits as a scheduled run does; the automation's runs are listed on the dashboard's Automations page, ${AUTOMATIONS_PAGE}.`,
      'Automation run queued',
    )
  }
  return {
    outputs: automationOutputs(run),
    summary: buildAutomationSummary(settings, run, ending, environment),
    failure: ending.failure,
  }
}

/** The ids of the queued run, each only when it is a plain id (a value left undefined is not set). */
function automationOutputs({ queued }: AutomationRun): ModeOutputs<AutomationOutputName> {
  const passed = (id: AnsweredId | undefined) => (id?.problem === undefined ? id?.value : undefined)
  return { 'automation-run-id': passed(queued?.runId), 'automation-job-id': passed(queued?.jobId) }
}

function warnOfWithheld(output: AutomationOutputName, noun: string, id: AnsweredId): void {
  if (id.problem === undefined) return
  log.warning(
    `The platform named the ${noun} "${id.value}", which is not set as the "${output}" output: ${id.problem}. The job summary shows it as written.`,
    'Automation id not passed on',
  )
}
