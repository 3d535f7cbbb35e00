import type { HandedGaps } from '../../step/hand-off-record.ts'
import type { PullRequestLink } from '../../text/pull-request-link.ts'

/*
 * What the next report learnt of a hand-off (src/step/hand-off-record.ts): the gaps the last
 * report handed to the docs agent, and what became of them on GitHub. A leaf of types: the lookup
 * (hand-off-lookup.ts) makes them, the summary credits them (summary/hand-off-credits.ts).
 */

/** How far the hand-off got: a pull request and its state, a job without one, or why it could not be told. */
export type HandOffOutcome =
  /** The hand-off's record could not be read or was refused: said in one line, with why. */
  | { readonly kind: 'unread'; readonly reason: string }
  /** `mergedAt`: ISO 8601, as GitHub says it. */
  | { readonly kind: 'merged'; readonly pull: PullRequestLink; readonly mergedAt: string }
  | { readonly kind: 'open' | 'closed'; readonly pull: PullRequestLink }
  /** GitHub would not show the pull request: `status` when it answered (404), and its words or the failure. */
  | {
      readonly kind: 'pull-unread'
      readonly pull: PullRequestLink
      readonly status: number | undefined
      readonly reason: string
    }
  /** The job opened no pull request (yet): `status` as last known (`failed`, `completed`, `active`). */
  | { readonly kind: 'no-pull'; readonly jobId: string; readonly status: string | null }
  /** The job had no pull request when recorded, and could not be read since. */
  | { readonly kind: 'job-unread'; readonly jobId: string; readonly reason: string }

/** One hand-off the last report's run recorded, and what became of it. */
export interface HandOff {
  /** The run it was recorded in: the last report's. */
  readonly runId: number
  /** The repository of that run (`acme/docs`): its pull requests need no other name. */
  readonly repository: string
  /** The gaps handed on; empty when the record was not read. */
  readonly gaps: HandedGaps
  readonly outcome: HandOffOutcome
  /** Requests spent on it beyond the artifact's: pull requests read from GitHub, agent jobs read from the platform. */
  readonly reads: { readonly pullRequests: number; readonly jobs: number }
}

/** How many gaps a hand-off took on, over its sections. */
export function handedCount(gaps: HandedGaps): number {
  return [...gaps.values()].reduce((sum, digests) => sum + digests.length, 0)
}
