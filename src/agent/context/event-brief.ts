import type { RunnerEnvironment } from '../../runner/environment.ts'
import type { AllowedBots } from './bot-authors.ts'
import type { ContextBrief } from './brief-text.ts'
import type { ContextSource } from './github-source.ts'
import { collectPullRequestBrief } from './pull-request-brief.ts'
import { readPullRequestEvent } from '../../runner/pull-request-event.ts'
import { collectPushBrief } from './push-brief.ts'
import { collectReleaseBrief } from './release-brief.ts'

export interface BriefOptions {
  /** `pr-diff: true`: a merged pull request's diff follows its brief. */
  readonly withDiff: boolean
  /** A push whose every commit came from a pull request of a bot not listed here starts no job. */
  readonly allowedBots: AllowedBots
}

/**
 * What `event-context: auto` adds for this run's event: a release (or a tag push), a pull
 * request, or a push to a branch. Any other event leaves the prompt as given, and says so.
 * `openSource` is called only when GitHub must be asked.
 */
export async function collectContextBrief(
  environment: RunnerEnvironment,
  openSource: () => Promise<ContextSource>,
  options: BriefOptions,
  signal: AbortSignal,
): Promise<ContextBrief> {
  const pull = readPullRequestEvent(environment)
  if (pull) return collectPullRequestBrief(pull, openSource, options.withDiff, signal)
  const brief =
    (await collectReleaseBrief(environment, openSource, signal)) ??
    (await collectPushBrief(environment, openSource, options.allowedBots, signal))
  if (brief) return brief
  const on = environment.ref ? ` on ${environment.ref}` : ''
  return {
    kind: 'none',
    reason: `"event-context: auto" adds a release, a tag push, a merged pull request or a push to a branch; this run was triggered by "${environment.eventName || 'no event'}"${on}, so the prompt is sent unchanged.`,
  }
}
