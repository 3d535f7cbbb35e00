import type { GitHubClient } from '../github/github-client.ts'
import { log } from '../runner/log.ts'
import { bounded, DeadlineError, remainingMs, type StepLimits } from '../runner/limits.ts'
import { capitalize, formatDuration } from '../text/format.ts'
import { findMarkedComment, writeComment, type Repository, type WrittenComment } from './comment-writes.ts'
import { reportFailure, type WritePlace } from './comment-write-failure.ts'
import { isAccount, type TokenAccount } from './token-account.ts'

/*
 * One comment of the action's on an issue or a pull request, kept up to date in place: found
 * again on a re-run by its marker and its author, the account the token acts as. A write never
 * fails the step: a token without the permission is a notice, once; anything else a warning.
 */

export interface PullRequestComment {
  readonly number: number
  /** The marker the body starts with. */
  readonly mark: string
  /**
   * Writes `body` (`start`: the work is known; `end`: the step ends), within `budget`; never
   * throws. A function is given the body the comment has, when it is found again (a re-run's).
   */
  write(body: CommentBody, moment: 'start' | 'end', budget: StepLimits): Promise<void>
  /** The comment's address, once a write succeeded. */
  url(): string | undefined
}

/**
 * A comment's body, or how to make it from the body an earlier run left (undefined for a new
 * comment); a function that returns undefined writes nothing (a comment only worth editing).
 */
export type CommentBody = string | ((previous: string | undefined) => string | undefined)

/** A marked comment on issue or pull request `number`: the words of a failed write, and the comment when already found. */
export interface CommentTarget {
  readonly number: number
  /** The marker a new body starts with. */
  readonly mark: string
  /** The markers that find the comment an earlier run wrote. */
  readonly marks: readonly string[]
  readonly words: Omit<WritePlace, 'othersComment'>
  /** The comment, when the step already found it. */
  readonly existing?: WrittenComment
}

/** One comment of the action's, kept up to date on issue or pull request `target.number`; never throws. */
export function openMarkedComment(
  target: CommentTarget,
  repository: Repository,
  github: () => Promise<GitHubClient>,
  account: TokenAccount,
): PullRequestComment {
  const { number, words } = target
  let comment: WrittenComment | undefined = target.existing
  let refused = false

  /** The step's comment from an earlier run: none when the token's account is not known, so nobody's is taken for it. */
  const findOwn = async (octokit: GitHubClient, signal: AbortSignal): Promise<WrittenComment | undefined> => {
    const login = await account.login(octokit, signal)
    if (login === undefined) return undefined
    return findMarkedComment(octokit, repository, { number, marks: target.marks, account: login }, signal)
  }

  const write = async (body: CommentBody, budget: StepLimits): Promise<void> => {
    if (refused) return
    const budgetMs = remainingMs(budget)
    let editing: WrittenComment | undefined
    try {
      const written = await bounded(budget, `writing the ${words.what}`, async (signal) => {
        const octokit = await github()
        editing = comment ?? (await findOwn(octokit, signal))
        const text = typeof body === 'string' ? body : body(editing?.body)
        if (text === undefined) return undefined
        return writeComment(octokit, repository, { number, existing: editing }, text, signal)
      })
      if (written === undefined) return log.info(`No ${words.what} to update.`)
      comment = written
      if (!editing) account.learn(comment.author)
      log.info(`${capitalize(words.what)} written: ${comment.url}`)
    } catch (error) {
      const othersComment = editing && !isAccount(editing.author, account.known()) ? editing : undefined
      refused = reportFailure(timeToWrite(error, budgetMs), {
        ...words,
        ...(othersComment ? { othersComment: { url: othersComment.url, author: othersComment.author } } : {}),
      })
    }
  }

  return {
    number,
    mark: target.mark,
    write: (body, moment, budget) =>
      log.group(moment === 'start' ? capitalize(words.what) : `Update the ${words.what}`, () => write(body, budget)),
    url: () => comment?.url,
  }
}

/** A write out of its own time says how long GitHub had, rather than that the step's `timeout` ran out. */
export function timeToWrite(error: unknown, budgetMs: number): unknown {
  if (!(error instanceof DeadlineError)) return error
  return new Error(budgetMs > 0 ? `GitHub did not answer within ${formatDuration(budgetMs)}` : 'no time was left')
}
