import { createGitHubClient, type GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { createStepLimits, remainingMs, type StepLimits } from '../runner/limits.ts'
import { readPullRequestEvent } from '../runner/pull-request-event.ts'
import { commentMarker, earlierAgentMarker, type CommentPlace } from './comment-marker.ts'
import { openMarkedComment, type PullRequestComment } from './marked-comment.ts'
import { tokenAccount } from './token-account.ts'

export type { CommentBody, CommentTarget, PullRequestComment } from './marked-comment.ts'

/*
 * One comment of one kind on the pull request a run is for, kept up to date in place: posted
 * when the work starts, edited when the step ends, found again on a re-run by its marker and its
 * author, the account the token acts as. Agent mode and preview mode each keep one, under markers
 * of their own. A write never fails the step, nor takes the time its work needs: a token without
 * the permission is a notice, once; anything else a warning.
 */

/** A comment may take this long at most, so a GitHub that hangs cannot eat the job's time. */
const WRITE_BUDGET_MS = 30_000
/** The share of the time left the first write may take: the work the step is for gets the rest. */
const FIRST_WRITE_SHARE = 0.25
/** The last edit may run this long past `timeout`: a timed-out step still says so on the pull request. */
const LAST_EDIT_MS = 5_000
/** After a cancellation the step has 2.5 s to report before it exits; the last edit gets most of it. */
const CANCELLED_EDIT_MS = 1_500

/** What a mode's settings say of its comment. */
export interface CommentSettings {
  /** `comment: auto`: on a pull request's run, one comment on it, kept up to date. */
  readonly comment: 'auto' | 'off'
  readonly githubToken: string
  /** Keys the marker: see comment-marker.ts. */
  readonly apiKey: string
  readonly projectId: string
}

/** Which comment: its marker's place, and what a failed write leaves as it was (`The agent job`). */
export interface CommentKind {
  readonly place: CommentPlace
  readonly unaffected: string
}

/** The one GitHub client of a step's writes, made on the first one. */
export function lazyGitHubClient(
  token: string,
  environment: RunnerEnvironment,
  limits: StepLimits,
): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined
  return () => (client ??= createGitHubClient({ token, apiUrl: environment.apiUrl, limits }))
}

/** The comment of `kind` on this run's pull request, or undefined when there is none to write (saying why, when it cannot be). */
export function openPullRequestComment(
  settings: CommentSettings,
  kind: CommentKind,
  environment: RunnerEnvironment,
  github: () => Promise<GitHubClient>,
): PullRequestComment | undefined {
  const repository = environment.repository
  const pull = commentTarget(settings, environment)
  if (pull === undefined || !repository) return undefined
  const mark = commentMarker(settings.apiKey, settings.projectId, kind.place, pull)
  const earlier = kind.place === 'pull-request-comment' ? [earlierAgentMarker(settings.apiKey, settings.projectId)] : []
  return openMarkedComment(
    {
      number: pull,
      mark,
      marks: [mark, ...earlier],
      words: {
        what: `comment on pull request #${pull}`,
        title: 'Pull request comment',
        permission: 'pull-requests: write',
        off: '"comment: off"',
        unaffected: kind.unaffected,
      },
    },
    repository,
    github,
    tokenAccount(),
  )
}

/** The pull request to comment on, or undefined (saying why when a comment cannot be written). */
function commentTarget(settings: CommentSettings, environment: RunnerEnvironment): number | undefined {
  if (settings.comment === 'off') return undefined
  const pull = readPullRequestEvent(environment)
  if (!pull || !environment.repository) return undefined
  if (settings.githubToken === '') {
    log.notice(`No comment on pull request #${pull.number}: "github-token" is empty.`, 'No pull request comment')
    return undefined
  }
  if (pull.fromFork && pull.eventName === 'pull_request') {
    log.notice(
      `No comment on pull request #${pull.number}: it comes from a fork, and GitHub gives a fork's "pull_request" run a read-only token. The job summary has the result.`,
      'No pull request comment',
    )
    return undefined
  }
  return pull.number
}

/**
 * The first write's budget: a quarter of the time left, at most 30 s, so a GitHub that hangs
 * or fails leaves the work (the job, the preview to wait for) three quarters of it or more.
 */
export function writeBudget(limits: StepLimits): StepLimits {
  const share = Math.min(WRITE_BUDGET_MS, remainingMs(limits) * FIRST_WRITE_SHARE)
  return createStepLimits(share, limits.signal, limits.now)
}

/** The last edit's own budget: past the deadline, and after a cancellation, the step must still say how it ended. */
export function lastBudget(limits: StepLimits): StepLimits {
  if (limits.signal.aborted) return createStepLimits(CANCELLED_EDIT_MS, new AbortController().signal, limits.now)
  const ms = Math.max(LAST_EDIT_MS, Math.min(WRITE_BUDGET_MS, remainingMs(limits)))
  return createStepLimits(ms, limits.signal, limits.now)
}
