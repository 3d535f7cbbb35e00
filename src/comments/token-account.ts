import type { GitHubClient } from '../github/github-client.ts'
import { log } from '../runner/log.ts'
import { errorMessage } from '../text/format.ts'

/*
 * Which GitHub account the step's token acts as: the one author whose marked comment may be the
 * action's own. GraphQL's `viewer` answers for every kind of token (the workflow's token is
 * `github-actions[bot]`, another app's installation token `<app>[bot]`, a personal token its
 * person), where REST has no one request that does: `GET /user` refuses an installation token,
 * and `GET /app` wants the app's own key.
 */

/** A login as GitHub spells one: a person's or an organization's, or an app's with `[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/

const QUERY = 'query { viewer { login } }'

export interface TokenAccount {
  /**
   * The login, asked of GitHub the first time it is wanted (so a step that writes no comment
   * never asks), then kept; undefined when GitHub would not say, and then nothing already on
   * the pull request is taken for the step's own. Throws only when `signal` stops the question.
   */
  login(octokit: GitHubClient, signal: AbortSignal): Promise<string | undefined>
  /** The author GitHub names on a comment the step posted: the token's account, if it was not known. */
  learn(login: string): void
  /** The login as far as it is known, without asking. */
  known(): string | undefined
}

/** A step's one account: a step keeps one comment, and asks once. */
export function tokenAccount(): TokenAccount {
  let known: string | undefined
  let asked = false
  return {
    async login(octokit, signal) {
      if (asked) return known
      try {
        const answer = await octokit.graphql<{ viewer?: { login?: unknown } | null }>(QUERY, { request: { signal } })
        const login = answer.viewer?.login
        if (typeof login === 'string' && LOGIN.test(login)) known ??= login
        else log.debug('GitHub named no account for the "github-token" (viewer.login is not a login).')
      } catch (error) {
        // Out of the comment's time: not an answer, so a later write may ask again.
        if (signal.aborted) throw error
        log.debug(`GitHub did not say which account the "github-token" acts as: ${errorMessage(error)}`)
      }
      asked = true
      if (known === undefined) log.debug("No comment already on the pull request is taken for this step's own.")
      else log.debug(`The "github-token" acts as ${known}.`)
      return known
    },
    learn(login) {
      if (LOGIN.test(login)) known ??= login
    },
    known: () => known,
  }
}

/** Whether `author` is `account`: GitHub's logins are the same whatever their case. */
export function isAccount(author: string | undefined, account: string | undefined): boolean {
  return author !== undefined && account !== undefined && author.toLowerCase() === account.toLowerCase()
}
