import { count, formatNumber } from '../../text/format.ts'
import { codeSpan, html, link, text, type Html } from '../../text/html.ts'
import type { PullRequestLink } from '../../text/pull-request-link.ts'
import type { HandedGaps } from '../../step/hand-off-record.ts'
import { handedCount, type HandOff } from '../history/hand-off-outcome.ts'
import { code } from '../sections/summary-tables.ts'

/*
 * The credit line of each hand-off (history/hand-off-lookup.ts): what the docs agent's pull
 * request did for the content gaps the last report handed to it, counted from how this report
 * follows those gaps; or, in the same one line, why there is nothing to credit. Only facts the
 * report knows: a pull request merged after this period is too soon to tell.
 */

/** What crediting needs of the gaps followed this period: each followed gap's state, by section. */
export interface FollowedStates {
  readonly sections: ReadonlyMap<
    string,
    readonly { readonly digest: string; readonly state: 'new' | 'open' | 'closed' | 'quiet' }[]
  >
}

/** Where the credit lines stand: how the gaps are followed this period, and when it ends. */
export interface CreditContext {
  /** The gaps' states this period; undefined when the report follows none. */
  readonly following: FollowedStates | undefined
  /** This period's end (exclusive), as an instant; undefined for a period without one. */
  readonly periodEnd: number | undefined
}

/** One line per hand-off, in the order found. */
export function handOffCredits(handOffs: readonly HandOff[], context: CreditContext): Html[] {
  return handOffs.map((handOff) => creditLine(handOff, context))
}

function creditLine({ runId, repository, gaps, outcome }: HandOff, context: CreditContext): Html {
  const handed = count(handedCount(gaps), 'gap')
  const nothing = html`nothing to credit for the ${handed} handed to it.`
  switch (outcome.kind) {
    case 'unread':
      return html`The hand-off recorded in run ${String(runId)} was not read: ${text(outcome.reason, 300)}.`
    case 'merged': {
      const day = outcome.mergedAt.slice(0, 10)
      const merged = Date.parse(outcome.mergedAt)
      if (context.periodEnd !== undefined && merged >= context.periodEnd)
        return html`${pullLabel(outcome.pull, repository)} (merged ${day}, after this period: too soon to tell) took on ${handed}.`
      return html`${pullLabel(outcome.pull, repository)} (merged ${day}) took on ${handed}: ${tally(gaps, context)}.`
    }
    case 'open':
      return html`${pullLabel(outcome.pull, repository)} (open, not merged) took on ${handed}.`
    case 'closed':
      return html`${pullLabel(outcome.pull, repository)} (closed without merging) took on ${handed}.`
    case 'pull-unread': {
      const refused = outcome.status === 401 || outcome.status === 403 || outcome.status === 404
      const own = `${outcome.pull.owner}/${outcome.pull.repo}`.toLowerCase() === repository.toLowerCase()
      // GitHub answers 404 for what the token may not see: on this repository, the permission is
      // the likely cause (or the pull request is gone); elsewhere, the token's reach.
      const advice = own
        ? html`on a private or internal repository, reading it needs ${code('pull-requests: read')} in the workflow's permissions`
        : html`${code('github-token')} may not reach that repository`
      const why = refused ? html` (${String(outcome.status)}): ${advice}` : html`: ${text(outcome.reason, 300)}`
      return html`${pullLabel(outcome.pull, repository)}, which took on ${handed}, could not be read from GitHub${why}.`
    }
    case 'no-pull': {
      const job = jobLabel(outcome.jobId)
      if (outcome.status === 'failed') return html`Agent job ${job} failed: ${nothing}`
      if (outcome.status === 'completed' || outcome.status === 'archived')
        return html`Agent job ${job} ${outcome.status} without a pull request: ${nothing}`
      const status = outcome.status === null ? 'status unknown' : `status ${outcome.status}`
      return html`Agent job ${job} had opened no pull request when this report read it (${status}): ${nothing}`
    }
    case 'job-unread':
      return html`Agent job ${jobLabel(outcome.jobId)}, handed ${handed}, could not be read: ${text(outcome.reason, 300)}.`
  }
}

/** `Docs pull request #42`, linked; one of another repository than `repository` is named: `acme/site#42`. */
function pullLabel(pull: PullRequestLink, repository: string): Html {
  const own = `${pull.owner}/${pull.repo}`.toLowerCase() === repository.toLowerCase()
  const label = own ? `#${pull.number}` : `${pull.owner}/${pull.repo}#${pull.number}`
  return html`Docs pull request ${link(label, pull.href)}`
}

function jobLabel(jobId: string): Html {
  return codeSpan(jobId, 80)
}

/** `6 closed, 2 still open, 1 quiet`: the handed gaps by their state this period; those not followed said so. */
function tally(gaps: HandedGaps, context: CreditContext): string {
  const counts = { closed: 0, open: 0, quiet: 0, unfollowed: 0 }
  for (const [section, digests] of gaps) {
    const states = new Map((context.following?.sections.get(section) ?? []).map((life) => [life.digest, life.state]))
    for (const digest of digests) {
      const state = states.get(digest)
      if (state === undefined) counts.unfollowed++
      else if (state === 'new') counts.open++
      else counts[state]++
    }
  }
  const parts = [
    [counts.closed, 'closed'],
    [counts.open, 'still open'],
    [counts.quiet, 'quiet'],
    [counts.unfollowed, 'not followed by this report'],
  ] as const
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, state]) => `${formatNumber(amount)} ${state}`)
    .join(', ')
}
