import { createHmac } from 'node:crypto'

/** What a marker finds again: the pull-request comment, or the line at the end of the release notes. */
export type MarkedPlace = 'pull-request-comment' | 'release-notes-link'

/**
 * The hidden HTML comment that finds this action's text again on a re-run or a second attempt, so
 * it is edited in place, never written twice. One per project: every step for the same project
 * on the same pull request shares one comment, a step that waits for the job later
 * (`job-id`) included. The digest is keyed from the API key, so nobody can plant a comment the
 * action would take for its own before the action has written one; after that, the oldest
 * comment with the marker is the action's.
 */
export function marker(apiKey: string, projectId: string, place: MarkedPlace): string {
  const digest = createHmac('sha256', apiKey).update(`docs agent ${place}: ${projectId}`).digest('hex').slice(0, 16)
  return `<!-- docs-agent ${place} ${digest} -->`
}

/** Whether `body` is the text the marker finds: it starts with the marker, as the action writes it. */
export function isMarked(body: string | null | undefined, mark: string): boolean {
  return typeof body === 'string' && body.startsWith(mark)
}
