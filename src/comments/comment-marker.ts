import { createHmac } from 'node:crypto'

/** The pull-request comments a marker finds: agent mode's and preview mode's, each a place of its own. */
export type CommentPlace = 'pull-request-comment' | 'preview-comment'

/** What a marker finds again: a pull-request comment, or agent mode's line at the end of the release notes. */
export type MarkedPlace = CommentPlace | 'release-notes-link'

/**
 * The hidden HTML comment that finds this action's text again on a re-run or a second attempt,
 * so it is edited in place, never written twice. The digest is keyed from the API key, so nobody
 * can write a marker the action would look for before the action has written one; a comment's
 * marker also names its pull request, so a copy taken from another pull request's comment finds
 * nothing here. A marker is a name, not a proof: anyone can copy one from a comment's source, so
 * a comment counts as the action's only when the account the token acts as wrote it as well
 * (comment-writes.ts).
 */
export function commentMarker(apiKey: string, projectId: string, place: CommentPlace, pull: number): string {
  return markerOf(apiKey, place, `${projectId} #${pull}`)
}

/**
 * The release notes' marker, one per project: the notes belong to a release, not a pull request,
 * and only people who may write to the repository can edit them. Agent mode's comment was marked
 * the same way until its marker named the pull request: `earlierAgentMarker`.
 */
export function releaseNotesMarker(apiKey: string, projectId: string): string {
  return markerOf(apiKey, 'release-notes-link', projectId)
}

/**
 * Agent mode's comment as 1.x and 2.0 marked it, naming no pull request. A re-run on a pull
 * request an earlier version commented on still finds that comment when the token's account
 * wrote it (its body is then rewritten whole under the new marker, nothing of it read). Preview
 * mode, newer, has no earlier marker: its comment's body is read back for the preview's address.
 */
export function earlierAgentMarker(apiKey: string, projectId: string): string {
  return markerOf(apiKey, 'pull-request-comment', projectId)
}

function markerOf(apiKey: string, place: MarkedPlace, covered: string): string {
  const digest = createHmac('sha256', apiKey).update(`docs agent ${place}: ${covered}`).digest('hex').slice(0, 16)
  return `<!-- docs-agent ${place} ${digest} -->`
}

/** Whether `body` is the text the marker finds: it starts with the marker, as the action writes it. */
export function isMarked(body: string | null | undefined, mark: string): boolean {
  return typeof body === 'string' && body.startsWith(mark)
}
