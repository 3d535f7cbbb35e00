import type { SentRecord } from '../attempts/sent-record.ts'
import { stepSends, type StepSends } from '../attempts/step-sends.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from '../runner/limits.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { count } from '../text/format.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentOutputName } from './agent-declaration.ts'
import { agentOutputs } from './agent-outputs.ts'
import { createJob, jobNamedBy, sendMessage } from './api.ts'
import type { ResultPosts } from './comment-posts.ts'
import { idHandOffProblem } from './job.ts'
import type { AgentPhase, AgentRun } from './ending.ts'
import { decideEnding } from './ending-decision.ts'
import { findHandOff, recordHandOff, type RecordableHandOff } from './hand-off.ts'
import { earlierAgentSend, recordLostAnswer } from './earlier-send.ts'
import { createProgressReporter, type ProgressReporter } from './progress.ts'
import type { PromptSource } from './prompt-file.ts'
import { preparePrompt, type PreparedPrompt } from './prompt.ts'
import { platformFor } from './prompt-visibility.ts'
import { buildAgentSummary } from './summary.ts'
import { followJob } from './follow-job.ts'

/** What the phases of agent mode work with and record into; `phase` says which one an error stopped. */
interface AgentWork {
  readonly settings: AgentSettings
  readonly platform: PlatformClient
  readonly environment: RunnerEnvironment
  readonly limits: StepLimits
  readonly run: AgentRun
  readonly knowJob: (jobId: string) => void
  readonly reporter: ProgressReporter
  /** What this attempt sends, and what an earlier attempt of the run sent. */
  readonly sends: StepSends
  phase: AgentPhase
  /** The report whose content gaps the prompt file is, when it is: recorded at the end of the step. */
  handOff: RecordableHandOff | undefined
  readonly options: AgentWorkOptions
}

/** What differs between a step's work for its event and for a request asked in a comment (run-request.ts). */
export interface AgentWorkOptions {
  /** Where the result is posted besides the summary. */
  readonly posts: ResultPosts
  /** A request's prompt, made its own way; the event's otherwise (prompt.ts). */
  readonly preparePrompt?: (source: PromptSource) => Promise<PreparedPrompt>
  /** What the request's reply says an earlier attempt of this run sent: taken up, nothing sent. */
  readonly taken?: SentRecord
  /**
   * A request's run: one comment gives at most one job, so a job an earlier attempt sent that
   * failed is taken up too, not sent anew (a new request, `/docs new`, tries again).
   */
  readonly oncePerRequest?: boolean
  /** Who asked, and where: the summary says it. */
  readonly asked?: AgentRun['asked']
}

/**
 * Agent mode: read the prompt (and what changed), create a job or send a follow-up message (or
 * resume a job), wait for it, and report how it ended, in the summary and where people look (the
 * pull request's comment, the release notes). Every phase records what it learned in `run`, so
 * whatever stops the work, the result says what is known.
 */
export async function runAgentWork(
  settings: AgentSettings,
  collaborators: ModeCollaborators,
  options: AgentWorkOptions,
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
    earlier: undefined,
    ...(options.asked ? { asked: options.asked } : {}),
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
  const platform = platformFor(settings.prompt, collaborators.platform)
  const reporter = createProgressReporter(limits.now(), limits.now)
  const sends = stepSends(environment, { ...settings, mode: 'agent' }, limits)
  const step: AgentWork = {
    ...{ settings, platform, environment, limits, run, knowJob, reporter, sends, options },
    phase: 'prompt',
    handOff: undefined,
  }
  const { posts } = options
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
    await recordLostAnswer(sends, step.phase, error, run.jobId)
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
  const { settings, platform, limits, run, knowJob, sends } = step
  const { task, projectId } = settings
  const earlier =
    step.options.taken ?? (await earlierAgentSend(sends, platform, settings, step.options.oncePerRequest === true))
  if (earlier) {
    run.earlier = earlier
    if (task.kind === 'create') knowJob(earlier.id!)
    return true
  }
  const prompt = await (
    step.options.preparePrompt ?? ((given) => preparePrompt(given, settings, step.environment, limits))
  )(source)
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
      await sends.record({ kind: 'agent job', confirmed: true, id: created.id })
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
    await sends.record({ kind: 'follow-up message', confirmed: true, id: jobId })
    return answer
  })
  return true
}
