import type { GitHubClient } from '../../github/github-client.ts'
import { commentPages, type Repository, type WrittenComment } from '../../comments/comment-writes.ts'
import { isMarked } from '../../comments/comment-marker.ts'
import { isAccount } from '../../comments/token-account.ts'
import { readJobLine, type JobLine, type MarkKeys } from './request-marks.ts'

/*
 * What a thread's conversation holds of the action's own: the comments the token's account
 * wrote, read once per step. Anyone can copy a marker or a job line into a comment of their own,
 * so nothing another account wrote is read at all: a planted reply naming another job starts
 * nothing and is followed by nothing.
 */

export interface ThreadReading {
  /** The token account's comments in the thread, oldest first. */
  readonly own: readonly WrittenComment[]
  /** Whether the thread has more comments than were read. */
  readonly cut: boolean
}

/** The comments `account` wrote in issue or pull request `thread`. */
export async function readThread(
  octokit: GitHubClient,
  repository: Repository,
  thread: number,
  account: string,
  signal: AbortSignal,
): Promise<ThreadReading> {
  const own: WrittenComment[] = []
  const cut = { more: false }
  for await (const comments of commentPages(octokit, repository, thread, signal, cut)) {
    own.push(...comments.filter((comment) => isAccount(comment.author, account)))
  }
  return { own, cut: cut.more }
}

/** The action's reply to a request, by its marker. */
export function replyOf(reading: ThreadReading, mark: string): WrittenComment | undefined {
  return reading.own.find((comment) => isMarked(comment.body, mark))
}

/** The thread's job: the one named by the newest of the action's comments that names one, other than `except`. */
export function threadJob(
  reading: ThreadReading,
  keys: MarkKeys,
  thread: number,
  except: WrittenComment | undefined,
): (JobLine & { readonly comment: WrittenComment }) | undefined {
  for (const comment of [...reading.own].reverse()) {
    if (comment.id === except?.id) continue
    const line = readJobLine(comment.body, keys, thread)
    if (line) return { ...line, comment }
  }
  return undefined
}
