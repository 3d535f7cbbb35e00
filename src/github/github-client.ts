import type { getOctokit } from '@actions/github'
import { log } from '../runner/log.ts'
import { remainingMs, type StepLimits } from '../runner/limits.ts'

export type GitHubClient = ReturnType<typeof getOctokit>

/**
 * Answers that the same request would get again: the retry plugin's own list, and 406, which
 * GitHub sends for a diff too large to produce. (429 is the throttling plugin's to wait out.)
 */
const ANSWERS_NOT_RETRIED = [400, 401, 403, 404, 406, 410, 422, 451]

/** How often a request GitHub rate-limited is tried again, at most. */
const MAX_LIMITED_RETRIES = 2

export interface GitHubClientOptions {
  readonly token: string
  /** GITHUB_API_URL: the token is sent to this host only (GHES works too). */
  readonly apiUrl: string
  /** A wait GitHub asks for is taken only when it ends before the step's deadline. */
  readonly limits: StepLimits
  /** For tests: the retry plugin's base wait (its default, 1 s, in production). */
  readonly retryBaseMs?: number
}

/**
 * The one way the action talks to GitHub: `@actions/github`'s client with two plugins that do
 * what GitHub's REST guidance asks of an integration. The retry plugin repeats a request that
 * failed for a passing reason (5xx, a dropped connection) with back-off. The throttling plugin
 * spaces writes (a second apart), and on a primary or secondary rate limit waits as long as
 * `Retry-After` (or the reset time) says before trying again, but never past `timeout`: a wait
 * that would end after it gives up at once, with the rate limit as the error. Both are loaded on
 * demand: most runs of the action never talk to GitHub.
 */
export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubClient> {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ])
  const { limits } = options
  const waitFits = (retryAfterSeconds: number, retryCount: number, what: string): boolean => {
    const fits = retryCount < MAX_LIMITED_RETRIES && retryAfterSeconds * 1_000 < remainingMs(limits)
    if (fits && !limits.signal.aborted) {
      log.info(`GitHub asked to wait ${retryAfterSeconds} s (${what}); trying again then.`)
      return true
    }
    return false
  }
  const base = options.retryBaseMs === undefined ? {} : { retryAfterBaseValue: options.retryBaseMs }
  const retryOptions = { retry: { ...base, doNotRetry: ANSWERS_NOT_RETRIED } }
  return getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl,
      ...retryOptions,
      throttle: {
        onRateLimit: (retryAfter: number, _request: unknown, _client: unknown, retryCount: number) =>
          waitFits(retryAfter, retryCount, 'rate limit'),
        onSecondaryRateLimit: (retryAfter: number, _request: unknown, _client: unknown, retryCount: number) =>
          waitFits(retryAfter, retryCount, 'secondary rate limit'),
      },
    },
    retry,
    throttling,
  )
}

/** The HTTP status of an error GitHub answered with, if it answered. */
export function gitHubStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * What to change when GitHub refused a request for want of a permission (401, 403, 404: GitHub
 * answers 404 for what a token may not see): `permission` in the workflow's `permissions`, and
 * `github-token` a token with it; `''` for any other failure.
 */
export function permissionHint(error: unknown, permission: string): string {
  const status = gitHubStatus(error)
  return status === 401 || status === 403 || status === 404
    ? ` The workflow needs \`${permission}\` in its permissions, and \`github-token\` a token with it.`
    : ''
}
