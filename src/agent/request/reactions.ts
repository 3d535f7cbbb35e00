import type { GitHubClient } from '../../github/github-client.ts'
import type { Repository } from '../../comments/comment-writes.ts'
import type { WritePlace } from '../../comments/comment-write-failure.ts'
import type { RequestPlace, RequestThread } from './comment-request.ts'

/*
 * Reactions on the request itself: 👀 at once, 🚀 when a docs pull request exists, 😕 when it
 * failed. GitHub keeps one reaction of a kind per account, answering 201 when it adds it and 200
 * when the account had already added it: the 👀 is also the request's claim, which two runs for
 * one comment cannot both win. A review's body takes no reactions on GitHub.
 */

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** Whether the reaction was added now, or the token's account had added it before. */
export type ReactionAnswer = 'added' | 'there'

/** Whether GitHub takes reactions where the request was written. */
export function takesReactions(place: RequestPlace): boolean {
  return place !== 'review'
}

export async function react(
  octokit: GitHubClient,
  repository: Repository,
  target: { readonly place: RequestPlace; readonly id: number },
  content: Reaction,
  signal: AbortSignal,
): Promise<ReactionAnswer> {
  // Never repeated: a retry of a 👀 GitHub added would read 200, as if another run had claimed the request.
  const request = { signal, retries: 0 }
  const { status } =
    target.place === 'review-comment'
      ? await octokit.rest.reactions.createForPullRequestReviewComment({
          ...repository,
          comment_id: target.id,
          content,
          request,
        })
      : await octokit.rest.reactions.createForIssueComment({ ...repository, comment_id: target.id, content, request })
  return status === 201 ? 'added' : 'there'
}

/** What a failed reaction's notice or warning says: the permission the thread's kind needs. */
export function reactionPlace(thread: RequestThread): WritePlace {
  return {
    what: 'reaction on the request',
    title: 'Request reaction',
    permission: thread.kind === 'pull' ? 'pull-requests: write' : 'issues: write',
    off: '"comment: off"',
    unaffected: 'The agent job',
  }
}
