import { apiKeyGiven, readCommonSettings, readModeName, wantsJobSummary } from './inputs/read-inputs.ts'
import { rejectInputsOfOtherModes, type StepAction } from './inputs/step-action.ts'
import { rejectUnknownInputs } from './inputs/unknown-inputs.ts'
import { INPUTS, MODE_NAMES, MODE_OF_ACTION, MODES, modeActionInputs, type ModeName, type OutputName } from './modes.ts'
import { MULTI_LINE_OUTPUTS } from './posting/posting-outputs.ts'
import { createPlatformClient } from './platform/platform-client.ts'
import { createTransport } from './platform/transport.ts'
import { describeRun, ownActionOfEntry, readRunnerEnvironment, type RunnerEnvironment } from './runner/environment.ts'
import { writeJobSummary } from './runner/job-summary.ts'
import { log } from './runner/log.ts'
import { createStepOutputs, type StepOutputs } from './runner/step-outputs.ts'
import { watchForCancellation, type Cancellation } from './runner/cancellation.ts'
import { createStepLimits, type StepLimits } from './runner/limits.ts'
import { errorMessage } from './text/format.ts'
import type { Mode, ModeCollaborators } from './step/mode.ts'
import { secretlessRun, skippedResult, skipNotice } from './step/skipped-run.ts'
import { conclusionOf, outputEntries, type StepResult } from './step/result.ts'
import { actionUses } from './step/run-footer.ts'
import { html, text } from './text/html.ts'
import { SummaryDocument } from './text/summary-document.ts'

/**
 * The action's work, from the runner's environment to an exit code. Data flows one way: inputs →
 * settings → mode → result. This is the one place that sets outputs, writes the job summary and
 * fails the step. (`src/index.ts` passes the cancellation it installed first; `npm run
 * local-action` calls this with none.)
 */
export async function run(
  cancellation: Cancellation = watchForCancellation(),
  ownAction: string | undefined = ownActionOfEntry(),
): Promise<number> {
  const outputs = createStepOutputs<OutputName>(MULTI_LINE_OUTPUTS)
  cancellation.whenStuck(() => {
    const message =
      'The workflow was cancelled, and the step could not finish reporting in time; its outputs and summary may be incomplete.'
    outputs.set('conclusion', 'cancelled')
    outputs.set('error', message)
    log.error(message, 'Step cancelled')
  })
  try {
    const environment = readRunnerEnvironment()
    log.info(describeRun(environment))
    const { result, jobSummary } = await runMode(environment, cancellation.signal, outputs, ownAction)
    for (const [name, value] of outputEntries(result.outputs)) outputs.set(name, value)
    // Outputs that cannot be written break the steps after this one: that fails the step too.
    const failure =
      result.failure ??
      (outputs.problem === undefined
        ? undefined
        : { conclusion: 'failure' as const, message: outputs.problem, title: 'Outputs not written' })
    outputs.set('conclusion', failure?.conclusion ?? (result.skipped ? 'skipped' : 'success'))
    outputs.set('error', failure?.message ?? '')
    if (outputs.problem !== undefined) result.summary?.paragraph(html`❌ ${text(outputs.problem, 1_000)}`)
    if (jobSummary && result.summary) await writeJobSummary(result.summary.render(), environment)
    if (!failure) return 0
    log.error(failure.message, failure.title)
    return 1
  } finally {
    cancellation.dispose()
  }
}

async function runMode(
  environment: RunnerEnvironment,
  signal: AbortSignal,
  outputs: StepOutputs<OutputName>,
  ownAction: string | undefined,
): Promise<{ result: StepResult<OutputName>; jobSummary: boolean }> {
  let title = 'Docs agent and visitor analytics'
  const jobSummary = wantsJobSummary()
  let chosen
  try {
    const action = stepAction(environment, ownAction)
    rejectUnknownInputs({
      uses: action.own?.uses ?? actionUses(environment),
      own: action.own ? modeActionInputs(action.own.mode as ModeName) : INPUTS,
      all: INPUTS,
    })
    const mode: Mode<OutputName> = MODES[action.own ? (action.own.mode as ModeName) : readModeName(MODE_NAMES)]
    title = mode.title
    const secretless = apiKeyGiven() || !mode.platform ? undefined : secretlessRun(environment)
    if (secretless) {
      log.notice(skipNotice(secretless.reason, secretless.condition), secretless.title)
      return { result: skippedResult(secretless, title), jobSummary }
    }
    const common = readCommonSettings(MODE_NAMES, mode.platform, action)
    rejectInputsOfOtherModes(common.mode, MODES, action)
    chosen = { mode, common }
  } catch (error) {
    return { result: inputFailure(error, title), jobSummary }
  }
  const limits = createStepLimits(chosen.common.timeoutMs, signal)
  // Only the mode that runs is loaded; its own inputs are read then, still before any request.
  let prepare
  try {
    prepare = await chosen.mode.load()
  } catch (error) {
    return { result: unexpectedFailure(error, title, limits), jobSummary }
  }
  let work
  try {
    work = prepare(chosen.common, environment, new Date())
  } catch (error) {
    return { result: inputFailure(error, title), jobSummary }
  }
  const platform = createPlatformClient(createTransport(chosen.common.baseUrl, chosen.common.apiKey), limits)
  const collaborators: ModeCollaborators = {
    platform,
    environment,
    limits,
    publishJobId: (jobId) => outputs.set('job-id', jobId),
    publishStatusId: (statusId) => outputs.set('status-id', statusId),
  }
  try {
    return { result: await work(collaborators), jobSummary }
  } catch (error) {
    return { result: unexpectedFailure(error, title, limits), jobSummary }
  } finally {
    await platform.close()
  }
}

/**
 * The action the step runs: the root one, or the mode's own its entry names (`report`, from
 * dist/sub-actions/report.js). An entry naming no mode's action is a defect of the bundle.
 */
function stepAction(environment: RunnerEnvironment, ownAction: string | undefined): StepAction {
  const ownActionOf = (mode: string) => actionUses(environment, MODES[mode as ModeName].action.folder)
  if (ownAction === undefined) return { own: undefined, ownActionOf }
  const mode = MODE_OF_ACTION[ownAction]
  if (mode === undefined) throw new Error(`The action's entry names no mode's own action: "${ownAction}".`)
  return { own: { uses: ownActionOf(mode), mode }, ownActionOf }
}

/** Bad input: nothing was sent anywhere, and the summary says which input to fix. */
function inputFailure(error: unknown, title: string): StepResult {
  const message = errorMessage(error)
  const summary = new SummaryDocument()
    .heading(2, html`❌ ${title}: the inputs were not accepted`)
    .paragraph(text(message, 2_000))
    .paragraph('Nothing was sent to the platform. Fix the input in the workflow file and run it again.')
  return { outputs: {}, summary, failure: { conclusion: 'failure', message, title: 'Invalid input' } }
}

/** A defect in the action itself; the message says so, so nobody mistakes it for the platform's answer. */
function unexpectedFailure(error: unknown, title: string, limits: StepLimits): StepResult {
  const message = `The action stopped on an unexpected error: ${errorMessage(error)}`
  const summary = new SummaryDocument().heading(2, html`❌ ${title}: unexpected error`).paragraph(text(message, 2_000))
  return {
    outputs: {},
    summary,
    failure: { conclusion: conclusionOf(error, limits), message, title: 'Unexpected error' },
  }
}
