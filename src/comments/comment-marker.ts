import { createHmac } from 'node:crypto'

/**
 * What a marker finds again: agent mode's pull-request comment and its line at the end of the
 * release notes, and preview mode's pull-request comment, a place of its own.
 */
export type MarkedPlace = 'pull-request-comment' | 'release-notes-link' | 'preview-comment'

/**
 * The hidden HTML comment that finds this action's text again on a re-run or a second attempt, so
 * it is edited in place, never written twice. One per project and place: every step for the same
 * project on the same pull request shares one comment of its kind, a step that waits later
 * (`job-id`, `status-id`) included. The digest is keyed from the API key, so nobody can plant a
 * comment the action would take for its own before the action has written one; after that, the
 * oldest comment with the marker is the action's. The agent's marker is written as it always
 * was, so a comment an earlier version wrote is still found.
 */
export function marker(apiKey: string, projectId: string, place: MarkedPlace): string {
  const digest = createHmac('sha256', apiKey).update(`docs agent ${place}: ${projectId}`).digest('hex').slice(0, 16)
  return `<!-- docs-agent ${place} ${digest} -->`
}

/** Whether `body` is the text the marker finds: it starts with the marker, as the action writes it. */
export function isMarked(body: string | null | undefined, mark: string): boolean {
  return typeof body === 'string' && body.startsWith(mark)
}
