import { log } from '../runner/log.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../runner/limits.ts'
import { errorMessage, count } from '../text/format.ts'
import { asLine } from '../inputs/former-spellings.ts'
import { skipNotice, type SkippedRun } from '../step/skipped-run.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { readPrompt, type PromptSource } from './prompt-file.ts'
import { readPullRequestEvent } from '../runner/pull-request-event.ts'
import { botPullRequestSkip } from './context/bot-authors.ts'
import { appendBrief, CONTEXT_NAMES, type AddedBrief, type ContextBrief } from './context/brief-text.ts'
import { collectContextBrief } from './context/event-brief.ts'
import { createContextSource } from './context/github-source.ts'

export interface PreparedPrompt {
  /** The instruction as the user wrote it. */
  readonly instruction: string
  /** The text sent to the platform: the instruction plus any context brief. */
  readonly text: string
  readonly brief: AddedBrief | undefined
  /** Nothing is sent: the event says there is nothing for the docs to follow (a pull request closed unmerged, a bot's change). */
  readonly skipped?: SkippedRun
  /** The SHA-256 of the prompt file as read, when the instruction came from one: a report's content gaps are told by it. */
  readonly fileSha256?: string
}

/**
 * The prompt to send: the user's instruction, plus what the event changed when `event-context`
 * is `auto`. A change that cannot be read from GitHub fails the step before any request to the
 * platform, rather than sending a prompt without the context the user asked for.
 */
export async function preparePrompt(
  source: PromptSource,
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<PreparedPrompt> {
  const { text: instruction, fileSha256 } = await readPrompt(source, limits)
  const prepared = await withContext(instruction, settings, environment, limits)
  return fileSha256 === undefined ? prepared : { ...prepared, fileSha256 }
}

/** The instruction, and what the event changed when `event-context` is `auto`; or why nothing is sent. */
async function withContext(
  instruction: string,
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): Promise<PreparedPrompt> {
  const pull = readPullRequestEvent(environment)
  const sends = settings.task.kind === 'message' ? 'message' : 'job'
  const botsChange = pull && botPullRequestSkip(pull, settings.allowedBots, sends)
  if (botsChange) return skip(instruction, botsChange)
  if (settings.eventContext === 'off') return { instruction, text: instruction, brief: undefined }
  return log.group('Collect what changed', async () => {
    let brief: ContextBrief
    try {
      brief = await bounded(limits, 'reading what changed from GitHub', (signal) =>
        collectContextBrief(
          environment,
          () => openSource(settings, environment, limits),
          { withDiff: settings.prDiff, allowedBots: settings.allowedBots },
          signal,
        ),
      )
    } catch (error) {
      if (error instanceof CancelledError || error instanceof DeadlineError) throw error
      throw new Error(contextFailure(settings, error), { cause: error })
    }
    // An info line, not a warning: event-context is auto by default, and most events have nothing to add.
    if (brief.kind === 'none') {
      log.info(brief.reason)
      if (settings.prDiff) log.info('"pr-diff: true" adds a merged pull request\'s diff; this run has none to add.')
      return { instruction, text: instruction, brief: undefined }
    }
    if (brief.kind === 'skip') return skip(instruction, brief)
    const noun = CONTEXT_NAMES[brief.source].noun
    log.info(`Adding ${count(brief.text.length, 'character')} of ${noun} (${brief.description}) to the prompt.`)
    if (settings.prDiff && brief.source !== 'pull-request')
      log.info(`"pr-diff: true" adds a merged pull request's diff; this run adds ${noun}, and no diff.`)
    return { instruction, text: appendBrief(instruction, brief.text), brief }
  })
}

/**
 * Why the event's context could not be read, and the ways on: the token's permissions when GitHub
 * refused it, another try otherwise, and in every case the line that sends the prompt without the
 * context. The input is named as the workflow wrote it; when it did not, as the default it is
 * since 2.0.0.
 */
function contextFailure(settings: AgentSettings, error: unknown): string {
  const status = (error as { status?: unknown }).status
  const { eventContextInput } = settings
  const what = eventContextInput.set
    ? `"${asLine(eventContextInput)}" could not read what changed from GitHub`
    : "Reading what the run's event changed from GitHub failed (event-context is auto by default since 2.0.0)"
  const off = 'set "event-context: off" to send the prompt as given.'
  const refused = status === 401 || status === 403 || status === 404
  const way = refused
    ? `The "github-token" needs the contents: read permission on this repository (and pull-requests: read for a pull request); or ${off}`
    : `Run the step again, or ${off}`
  return `${what}: ${errorMessage(error)}. ${way}`
}

/** Nothing to send for this event: the notice says why, and the summary how to skip such runs. */
function skip(instruction: string, skipped: SkippedRun): PreparedPrompt {
  log.notice(skipNotice(skipped.reason, skipped.condition), 'No agent job')
  return { instruction, text: instruction, brief: undefined, skipped }
}

function openSource(settings: AgentSettings, environment: RunnerEnvironment, limits: StepLimits) {
  if (!environment.repository) throw new Error('GITHUB_REPOSITORY is not set, so the repository to read is unknown')
  return createContextSource(settings.githubToken, environment.repository, environment.apiUrl, limits)
}
