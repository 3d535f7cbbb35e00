import { parseBoolean, parseChoice, parseChoiceList, parseIdentifier } from '../inputs/parsers.ts'
import { asLine, type WrittenInput } from '../inputs/former-spellings.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import { readCommentSetting } from '../comments/comment-declaration.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { AgentInputName } from './agent-declaration.ts'
import { parseAllowedBots, type AllowedBots } from './context/bot-authors.ts'
import { FINAL_STATUSES, type FinalStatus } from './job.ts'
import { readPromptSource, type PromptSource } from './prompt-file.ts'
import { readPromptVisibility, type PromptVisibility } from './prompt-visibility.ts'
import { readCommentRequest, type CommentRequest } from './request/comment-request.ts'
import { parseTrigger } from './request/trigger.ts'

/**
 * What this step does with the platform, decided here once: create a job from a prompt, send a
 * prompt to an existing job as a follow-up message, or resume (wait for, or look at) a job.
 */
export type AgentTask =
  | { readonly kind: 'create'; readonly prompt: PromptSource }
  | { readonly kind: 'message'; readonly jobId: string; readonly prompt: PromptSource }
  | { readonly kind: 'resume'; readonly jobId: string }

export interface AgentSettings extends CommonSettings {
  readonly task: AgentTask
  readonly wait: boolean
  readonly pollIntervalMs: number
  readonly failOn: readonly FinalStatus[]
  readonly requirePr: boolean
  /** `event-context: auto`: what the run's event changed follows the prompt. */
  readonly eventContext: 'auto' | 'off'
  /** How the workflow wrote `event-context` (under its former name, or not at all), for the errors that name it. */
  readonly eventContextInput: WrittenInput
  /** `pr-diff: true`: a merged pull request's diff follows its context. */
  readonly prDiff: boolean
  /** `comment: auto`: on a pull request's run, one comment on it, kept up to date. */
  readonly comment: 'auto' | 'off'
  /** On a release's run, a line at the end of its notes linking the docs pull request. */
  readonly releaseNotesLink: boolean
  /**
   * false: the prompt's text (release context included) is written to neither the summary nor the
   * log, nor is the platform's text about the job, which could quote it: a prompt may carry what
   * readers wrote, and a public repository's run is readable by anyone.
   */
  readonly prompt: PromptVisibility
  /** A run for a bot's change starts no job, unless the bot is listed here (`allowed-bots`). */
  readonly allowedBots: AllowedBots
  /** The word that opens a request in a comment (`trigger`). */
  readonly trigger: string
  /** A run for a comment or a review: the request it asks, or why it asks none. */
  readonly request: CommentRequest | undefined
}

export function readAgentSettings(
  common: CommonSettings,
  inputs: InputReader<AgentInputName>,
  environment: RunnerEnvironment,
): AgentSettings {
  const { input, rawInput, written } = inputs
  const { githubToken } = common
  const jobIdText = rawInput('job-id')
  const jobId = jobIdText.trim() === '' ? undefined : parseIdentifier('job-id', jobIdText)
  const prompt = readPromptSource(inputs, environment)
  const trigger = parseTrigger(input('trigger'))
  const request = readCommentRequest(environment, trigger)
  if (request)
    checkRequestInputs(jobId, githubToken, trigger, parseBoolean('release-notes-link', input('release-notes-link')))
  else if (prompt === undefined && jobId === undefined) {
    throw new Error(
      'Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.',
    )
  }
  // A request's task is decided by its thread (run-request.ts): a new job, unless the thread has one.
  const task: AgentTask =
    prompt === undefined && jobId !== undefined
      ? { kind: 'resume', jobId }
      : jobId === undefined
        ? { kind: 'create', prompt: prompt ?? NO_STANDING_PROMPT }
        : { kind: 'message', jobId, prompt: prompt! }

  // A step that only waits for a job sends no prompt: there is nothing to add the event's context to.
  const eventContextInput = written('event-context')
  const eventContext = parseChoice(eventContextInput.name, input('event-context'), ['auto', 'off'])
  if (eventContext === 'auto' && task.kind !== 'resume' && githubToken === '') {
    throw new Error(
      `${eventContextSaid(eventContextInput)} reads what the run's event changed from GitHub and needs "github-token" (the default, github.token, is enough); or set "event-context: off".`,
    )
  }
  const prDiff = parseBoolean('pr-diff', input('pr-diff'))
  if (prDiff && eventContext !== 'auto') {
    throw new Error(
      `Input "pr-diff: true" adds to what "event-context: auto" adds to the prompt; this step has "${asLine(eventContextInput)}".`,
    )
  }
  const { wait, pollIntervalMs } = readWaitSettings(common, inputs)
  const releaseNotesLink = parseBoolean('release-notes-link', input('release-notes-link'))
  if (releaseNotesLink && !wait) {
    throw new Error(
      'Input "release-notes-link: true" needs "wait: true": the docs pull request is known only once the job has finished.',
    )
  }
  if (releaseNotesLink && githubToken === '') {
    throw new Error('Input "release-notes-link: true" needs "github-token" (the default, github.token, is enough).')
  }
  const requirePr = parseBoolean('require-pr', input('require-pr'))
  if (requirePr && !wait) {
    throw new Error('Input "require-pr: true" needs "wait: true": without waiting, the job has not finished.')
  }
  const visibility = readPromptVisibility(input('show-prompt'), prompt, environment)
  const failOn = readFailOn(input('fail-on'))
  const comment = readCommentSetting(inputs)
  const allowedBots = parseAllowedBots('allowed-bots', rawInput('allowed-bots'))
  inputs.warnFormerSpellings()
  return {
    ...common,
    task,
    wait,
    pollIntervalMs,
    failOn,
    requirePr,
    eventContext,
    eventContextInput,
    prDiff,
    comment,
    releaseNotesLink,
    prompt: visibility,
    allowedBots,
    trigger,
    request,
  }
}

/** A request's run without a `prompt`: the request alone is the instruction. */
const NO_STANDING_PROMPT: PromptSource = { kind: 'input', text: '' }

/** A request's thread names its job, and GitHub is asked who may ask: `job-id` has no place, and a token is needed. */
function checkRequestInputs(
  jobId: string | undefined,
  githubToken: string,
  trigger: string,
  releaseNotesLink: boolean,
): void {
  if (releaseNotesLink) {
    throw new Error(
      `Input "release-notes-link: true" links a release's notes to its docs pull request; a ${trigger} request's run is for a comment, not a release. Leave it out of the step that answers requests.`,
    )
  }
  if (jobId !== undefined) {
    throw new Error(
      `Input "job-id" has no place on a comment's run: a ${trigger} request's thread names its job. Leave "job-id" out of the step that answers requests.`,
    )
  }
  if (githubToken === '') {
    throw new Error(
      `Input "github-token" is needed to answer a ${trigger} request: GitHub is asked whether the commenter can push to the repository, and the answer is written in the thread (the default, github.token, is enough).`,
    )
  }
}

/**
 * `Input "event-context: auto"` as the workflow wrote it, or, when it did not, that auto is the
 * default since 2.0.0: an error names what the user wrote, never a line they did not.
 */
export function eventContextSaid(eventContextInput: WrittenInput): string {
  return eventContextInput.set
    ? `Input "${asLine(eventContextInput)}"`
    : 'Input "event-context", auto by default since 2.0.0,'
}

/** `fail-on`: the final statuses that fail the step, or none for `off`. */
function readFailOn(text: string): readonly FinalStatus[] {
  const failOn = parseChoiceList('fail-on', text, FINAL_STATUSES, ['off'])
  return failOn === 'off' ? [] : failOn
}
