import { realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseBoolean, parseChoice, parseChoiceList, parseIdentifier } from '../inputs/parsers.ts'
import { asLine, type WrittenInput } from '../inputs/former-spellings.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import { readCommentSetting } from '../comments/comment-declaration.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { count } from '../text/format.ts'
import type { AgentInputName } from './agent-declaration.ts'
import { parseAllowedBots, type AllowedBots } from './context/bot-authors.ts'
import { FINAL_STATUSES, type FinalStatus } from './job.ts'
import {
  isWithin,
  MAX_INLINE_PROMPT_BYTES,
  MAX_PROMPT_BYTES,
  promptFileSha256,
  type PromptSource,
} from './prompt-file.ts'
import { readPromptVisibility, type PromptVisibility } from './prompt-visibility.ts'

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
  if (prompt === undefined && jobId === undefined) {
    throw new Error(
      'Input "prompt" (or "prompt-file") is required in agent mode unless "job-id" names a job to wait for.',
    )
  }
  const task: AgentTask =
    prompt === undefined
      ? { kind: 'resume', jobId: jobId! }
      : jobId === undefined
        ? { kind: 'create', prompt }
        : { kind: 'message', jobId, prompt }

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

function readPromptSource(
  { rawInput }: InputReader<AgentInputName>,
  environment: RunnerEnvironment,
): PromptSource | undefined {
  const text = rawInput('prompt', { trimWhitespace: false })
  const file = rawInput('prompt-file').trim()
  if (text !== '' && file !== '') {
    throw new Error('Inputs "prompt" and "prompt-file" cannot both be set: give the instruction in one of them.')
  }
  if (file !== '') return checkPromptFile(file, environment)
  if (text === '') return undefined
  if (text.trim() === '') throw new Error('Input "prompt" must hold a non-empty instruction; it is blank.')
  if (Buffer.byteLength(text) > MAX_INLINE_PROMPT_BYTES) {
    throw new Error(
      `Input "prompt" may hold at most ${count(MAX_INLINE_PROMPT_BYTES, 'byte')} (a runner cannot pass a longer input); it holds ${count(Buffer.byteLength(text), 'byte')}. Put a longer prompt in a file and use "prompt-file".`,
    )
  }
  return { kind: 'input', text: text.trim() }
}

/**
 * A prompt file must be a regular file inside the workspace or RUNNER_TEMP (where earlier steps
 * of the job leave files), after following links, and small enough to be a prompt: `stat` first,
 * which does not block on a FIFO the way reading would, then its SHA-256, read without blocking.
 */
function checkPromptFile(given: string, environment: RunnerEnvironment): PromptSource {
  const full = path.resolve(environment.workspace, given)
  let real: string
  try {
    real = realpathSync(full)
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : String(error)
    throw new Error(`Input "prompt-file": cannot read "${given}" (resolved to ${full}): ${reason}.`, { cause: error })
  }
  const roots = [environment.workspace, environment.runnerTemp]
  if (!roots.some((root) => isWithin(real, root))) {
    throw new Error(`Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP; "${given}" is ${real}.`)
  }
  const stats = statSync(real)
  if (!stats.isFile()) {
    throw new Error(
      `Input "prompt-file" must name a regular file; "${given}" is a ${stats.isDirectory() ? 'directory' : 'special file'}.`,
    )
  }
  if (stats.size > MAX_PROMPT_BYTES) {
    throw new Error(
      `Input "prompt-file" may name a file of at most ${count(MAX_PROMPT_BYTES, 'byte')}; "${given}" has ${count(stats.size, 'byte')}.`,
    )
  }
  return { kind: 'file', path: real, given, sha256: promptFileSha256(real, given) }
}
