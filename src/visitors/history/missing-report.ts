import { bounded, CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { errorMessage } from '../../text/format.ts'

/** Why no last report was read. */
export type MissingReason =
  /** No artifact of that name in the repository at all. */
  | 'first-run'
  /** Artifacts of that name exist, none from a trusted earlier run of this workflow. */
  | 'none-trusted'
  /** The newest trusted one has expired. */
  | 'expired'
  /** GitHub refused (401, 403, 404 on the repository): the token lacks `actions: read`. */
  | 'no-permission'
  /** GitHub could not be reached, or answered with a server error after retries. */
  | 'unreachable'
  /** The artifact is larger than the action downloads for a history. */
  | 'too-large'
  /** The artifact holds no report.json, or it is not a regular file of a bounded size. */
  | 'no-report-file'

/** Ends the search with a reason; thrown from anywhere in it, returned by findLastReport. */
export class Missing extends Error {
  readonly reason: MissingReason
  constructor(reason: MissingReason, detail: string) {
    super(detail)
    this.reason = reason
  }
}

/** What a GitHub call's failure is told with: the API it went to, and the token it must not repeat. */
export interface GitHubCaller {
  readonly token: string
  readonly apiUrl: string
}

/**
 * Runs one GitHub call within the step's limits; a failure becomes the missing reason it means.
 * GitHub's own words are kept (they say what was refused), with the token taken out should they echo it.
 */
export async function askGitHub<T>(
  caller: GitHubCaller,
  limits: StepLimits,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  try {
    return await bounded(limits, what, call)
  } catch (error) {
    if (error instanceof CancelledError || error instanceof DeadlineError) throw error
    const status = (error as { status?: unknown }).status
    if (typeof status !== 'number') throw error
    const message = said(errorMessage(error), caller.token)
    if (status === 401 || status === 403 || status === 404)
      throw new Missing(
        'no-permission',
        `GitHub answered ${status} (${message}) while ${what}: the workflow needs "permissions: actions: read".`,
      )
    // Octokit reports a request that got no answer (refused, reset, timed out) with status 500 and no response.
    if ((error as { response?: unknown }).response === undefined)
      throw new Missing(
        'unreachable',
        `GitHub's API at ${caller.apiUrl} could not be reached while ${what}: ${message}.`,
      )
    const retried = status >= 500 || status === 429 ? ', also when asked again' : ''
    throw new Missing('unreachable', `GitHub answered ${status} while ${what}${retried}: ${message}.`)
  }
}

/** Text from GitHub or the artifact client as part of one sentence: one line, bounded, with no token. */
export function said(text: string, token: string): string {
  const redacted = token === '' ? text : text.split(token).join('***')
  const line = redacted
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
  // Cut between the halves of a surrogate pair, the line would end in half a character.
  return line.length > 300 ? `${line.slice(0, 299).replace(/[\ud800-\udbff]$/, '')}…` : line || 'no message'
}
