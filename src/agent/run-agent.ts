import { BrokenAnswerError } from '../platform/errors.ts'
import { withholdingAnswers, type PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { count } from '../text/format.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentOutputName } from './agent-declaration.ts'
import { agentOutputs } from './agent-outputs.ts'
import { createJob, getJob, sendMessage } from './api.ts'
import { createResultPosts } from './comment-posts.ts'
import { idHandOffProblem, isFinalStatus } from './job.ts'
import type { AgentPhase, AgentRun } from './ending.ts'
import { decideEnding } from './ending-decision.ts'
import { findHandOff, recordHandOff, type RecordableHandOff } from './hand-off.ts'
import { WAIT_WORKFLOW } from './next-step.ts'
import { createProgressReporter, type ProgressReporter } from './progress.ts'
import type { PromptSource } from './prompt-file.ts'
import { preparePrompt } from './prompt.ts'
import { buildAgentSummary } from './summary.ts'
import { waitForJob } from './wait.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readAgentSettings } from './agent-inputs.ts'

/** After a follow-up message, how many poll intervals the job has to show it took the message up. */
const TAKE_UP_POLLS = 3

/** What the phases of agent mode work with and record into; `phase` says which one an error stopped. */
interface AgentWork {
  readonly settings: AgentSettings
  readonly platform: PlatformClient
  readonly environment: RunnerEnvironment
  readonly limits: StepLimits
  readonly run: AgentRun
  readonly knowJob: (jobId: string) => void
  readonly reporter: ProgressReporter
  phase: AgentPhase
  /** The report whose content gaps the prompt file is, when it is: recorded at the end of the step. */
  handOff: RecordableHandOff | undefined
}

/**
 * Agent mode: read the prompt (and what changed), create a job or send a follow-up message (or
 * resume a job), wait for it, and report how it ended, in the summary and where people look (the
 * pull request's comment, the release notes). Every phase records what it learned in `run`, so
 * whatever stops the work, the result says what is known.
 */
export async function runAgentMode(
  settings: AgentSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<AgentOutputName>> {
  const { environment, limits, publishJobId } = collaborators
  const { task } = settings
  const run: AgentRun = {
    task,
    jobId: undefined,
    job: undefined,
    prompt: undefined,
    sentAt: undefined,
    wait: undefined,
    stopped: undefined,
  }
  const knowJob = (jobId: string): void => {
    run.jobId = jobId
    publishJobId(jobId)
    const problem = task.kind === 'create' ? idHandOffProblem(jobId) : undefined
    if (problem)
      log.warning(
        `Agent job "${jobId}" has an id that cannot be passed on exactly: ${problem}.`,
        'Job id cannot be passed on',
      )
  }
  if (task.kind !== 'create') knowJob(task.jobId)
  const platform = platformFor(settings, collaborators.platform)
  const reporter = createProgressReporter(limits.now(), limits.now)
  const step: AgentWork = {
    ...{ settings, platform, environment, limits, run, knowJob, reporter },
    phase: 'prompt',
    handOff: undefined,
  }
  const posts = createResultPosts(settings, environment, limits)
  try {
    if (task.kind === 'resume' || (await sendPrompt(step, task.prompt))) {
      step.phase = 'wait'
      await posts.started(run.jobId!)
      await followJob(step)
    }
  } catch (error) {
    run.stopped = { phase: step.phase, error }
    const named = step.phase === 'create' ? jobNamedBy(error) : undefined
    if (named !== undefined) {
      log.info(`The platform's answer named agent job ${named}, which may exist.`)
      knowJob(named)
    }
  }

  const ending = decideEnding(settings, run, limits, new URL(environment.serverUrl).host)
  const job = run.wait?.job ?? run.job
  if (ending.warning) log.warning(ending.warning.message, ending.warning.title)
  if (job?.prLink) log.notice(`The docs agent opened a pull request: ${job.prLink}`, 'Docs pull request')
  const commentUrl = await posts.ended(run, ending)
  const { handOff } = step
  if (handOff)
    await log.group('Record the hand-off of the content gaps', () => recordHandOff(handOff, run, environment, limits))
  return {
    outputs: { ...agentOutputs(run), ...(commentUrl === undefined ? {} : { 'comment-url': commentUrl }) },
    summary: buildAgentSummary(settings, run, ending, environment),
    failure: ending.failure,
    skipped: ending.skipCondition !== undefined,
  }
}

/**
 * Reads the prompt (and what changed), then creates the job or sends the follow-up message.
 * False when the event leaves nothing to do (a pull request closed without merging): then no
 * request is sent at all, and ending-decision.ts says why.
 */
async function sendPrompt(step: AgentWork, source: PromptSource): Promise<boolean> {
  const { settings, platform, limits, run, knowJob } = step
  const { task, projectId } = settings
  const prompt = await preparePrompt(source, settings, step.environment, limits)
  run.prompt = prompt
  if (prompt.skipped) return false
  step.handOff = await findHandOff(source, prompt, projectId, step.environment)
  if (task.kind === 'create') {
    step.phase = 'create'
    run.job = await log.group('Create the agent job', async () => {
      log.info(`Creating an agent job in project ${projectId} (${count(prompt.text.length, 'character')} of prompt).`)
      run.sentAt = limits.now()
      const created = await createJob(platform, projectId, prompt.text)
      // Recorded before it is announced: a step killed the moment the log shows the job
      // still leaves its id in the outputs for a re-run to pick up.
      knowJob(created.id)
      log.info(`Created agent job ${created.id} (status ${created.status}).`)
      return created
    })
    return true
  }
  step.phase = 'message'
  const jobId = run.jobId!
  run.job = await log.group('Send the follow-up message', async () => {
    log.info(`Sending a follow-up message to agent job ${jobId} (${count(prompt.text.length, 'character')}).`)
    run.sentAt = limits.now()
    const answer = await sendMessage(platform, projectId, jobId, prompt.text)
    log.info(`Message delivered; the platform answers that agent job ${answer.id} is ${answer.status}.`)
    return answer
  })
  return true
}

/** Waits for the job to end, or (`wait: false`) reads it once. */
async function followJob({ settings, platform, limits, run, reporter }: AgentWork): Promise<void> {
  const { task, projectId } = settings
  const jobId = run.jobId!
  if (settings.wait) {
    const takeUp = task.kind === 'message' ? { takeUpGraceMs: TAKE_UP_POLLS * settings.pollIntervalMs } : {}
    run.wait = await log.group(`Wait for agent job ${jobId}`, () =>
      waitForJob(platform, limits, reporter, {
        projectId,
        jobId,
        pollIntervalMs: settings.pollIntervalMs,
        lastKnown: run.job,
        ...takeUp,
      }),
    )
    return
  }
  run.job ??= await getJob(platform, projectId, jobId)
  reporter.observe(run.job)
  if (task.kind === 'message' && isFinalStatus(run.job.status)) {
    log.info(
      `The status "${run.job.status}" in the answer to the message may be from before the message: "fail-on" does not judge it.`,
    )
  }
  log.info(
    `Not waiting for agent job ${jobId} ("wait: false"). To wait for it later, run a workflow that only waits (such as the action's ${WAIT_WORKFLOW}) with "job-id: ${jobId}".`,
  )
}
/** The platform keeps the prompt with the job, so when the prompt is not shown, no answer about the job is. */
function platformFor(settings: AgentSettings, platform: PlatformClient): PlatformClient {
  if (settings.prompt.shown) return platform
  return withholdingAnswers(platform, `${settings.prompt.hiddenBecause}, and the answer could quote the prompt`)
}

/** The job id a broken answer to the create request still named, if any. */
function jobNamedBy(error: unknown): string | undefined {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (cause instanceof BrokenAnswerError && cause.jobId !== undefined) return cause.jobId
  }
  return undefined
}
