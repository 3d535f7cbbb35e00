import { gitHubStatus } from '../github/github-client.ts'
import { CancelledError } from '../runner/limits.ts'
import { log } from '../runner/log.ts'
import { errorMessage } from '../text/format.ts'

/** What failed to be written, for the notice or warning that says so. */
export interface WritePlace {
  /** `comment on pull request #7` */
  readonly what: string
  /** `Pull request comment` */
  readonly title: string
  /** The permission the token needs: `pull-requests: write`. */
  readonly permission: string
  /** How to turn the write off: `"comment: off"`. */
  readonly off: string
  /** What a failed write leaves as it was: `The agent job`, `The preview deployment`. */
  readonly unaffected: string
  /** The comment the write edited, when another account than the token's wrote it. */
  readonly othersComment?: { readonly url: string; readonly author: string }
}

/**
 * Says why a write failed, never failing the step: a token without the permission (401, 403,
 * or 404, as GitHub answers an integration that may not see the place) is a notice naming the
 * permission, and the write is not tried again; anything else (a rate limit that would outlast
 * the timeout included) is a warning. A refused edit of a comment another account wrote is no
 * sign of a missing permission, and is never said to be one. Returns whether the token was refused.
 */
export function reportFailure(error: unknown, place: WritePlace): boolean {
  // The step was cancelled under the write: the cancellation is what the step reports, not the write.
  if (error instanceof CancelledError) {
    log.info(`No ${place.what}: the step was cancelled before it was written.`)
    return false
  }
  const status = gitHubStatus(error)
  const message = errorMessage(error).replace(/[.\s]+$/, '')
  const refusal = (status === 401 || status === 403 || status === 404) && !/rate limit/i.test(message)
  if (refusal && !place.othersComment) {
    log.notice(
      `No ${place.what}: GitHub refused the "github-token" (${status}: ${message}). Give the workflow's job "permissions: ${place.permission}", or set ${place.off}.`,
      `No ${place.title.toLowerCase()}`,
    )
    return true
  }
  const others = place.othersComment
  const why =
    refusal && others
      ? `GitHub refused to edit ${others.url}, written by ${others.author}, not by the account the "github-token" acts as (${status}: ${message})`
      : message
  log.warning(
    `The ${place.what} was not written: ${why}. ${place.unaffected} is not affected.`,
    `${place.title} not written`,
  )
  return false
}
