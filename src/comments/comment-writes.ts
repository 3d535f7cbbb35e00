import type { GitHubClient } from '../github/github-client.ts'
import { isMarked } from './comment-marker.ts'
import { isAccount } from './token-account.ts'

export interface Repository {
  readonly owner: string
  readonly repo: string
}

export interface WrittenComment {
  readonly id: number
  readonly url: string
  /** The body as GitHub holds it: what an earlier run wrote, for a comment found again. */
  readonly body: string
  /** Its author's login, as GitHub names it. */
  readonly author: string
}

/** GitHub lists a pull request's comments 100 a page; past 3,000 comments the marker is not looked for further. */
const MAX_COMMENT_PAGES = 30

/**
 * The action's comment on pull request `number`: the oldest that starts with one of `marks` and
 * was written by `account`, the one the step's token acts as (token-account.ts). The marker is in
 * the comment's source, which anyone can copy into a comment of their own: such a copy (a
 * member's, another app's, one the workflow's token posted for another pull request) is never
 * taken for the action's, so it is neither edited, nor read, nor given as `comment-url`.
 */
export async function findMarkedComment(
  octokit: GitHubClient,
  repository: Repository,
  target: { readonly number: number; readonly marks: readonly string[]; readonly account: string },
  signal: AbortSignal,
): Promise<WrittenComment | undefined> {
  for await (const comments of commentPages(octokit, repository, target.number, signal)) {
    const found = comments.find(
      (comment) =>
        isAccount(comment.author, target.account) && target.marks.some((mark) => isMarked(comment.body, mark)),
    )
    if (found) return found
  }
  return undefined
}

/**
 * Issue or pull request `number`'s comments, a page of 100 at a time, oldest first; past 3,000
 * it stops, and `cut` says whether more were left unread.
 */
export async function* commentPages(
  octokit: GitHubClient,
  repository: Repository,
  number: number,
  signal: AbortSignal,
  cut: { more: boolean } = { more: false },
): AsyncGenerator<WrittenComment[]> {
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({
      ...repository,
      issue_number: number,
      per_page: 100,
      page,
      request: { signal },
    })
    yield data.map(writtenComment)
    if (data.length < 100) return
  }
  cut.more = true
}

/** Edits comment `existing` when there is one, or posts a new one on pull request `number`. */
export async function writeComment(
  octokit: GitHubClient,
  repository: Repository,
  target: { readonly number: number; readonly existing: WrittenComment | undefined },
  body: string,
  signal: AbortSignal,
): Promise<WrittenComment> {
  const { data } = target.existing
    ? await octokit.rest.issues.updateComment({
        ...repository,
        comment_id: target.existing.id,
        body,
        request: { signal },
      })
    : // Never repeated: a POST whose answer was lost may have posted the comment. The next write
      // looks for it by its marker first.
      await octokit.rest.issues.createComment({
        ...repository,
        issue_number: target.number,
        body,
        request: { signal, retries: 0 },
      })
  return writtenComment(data)
}

function writtenComment(comment: {
  readonly id: number
  readonly html_url: string
  readonly body?: string | null
  readonly user?: { readonly login?: string } | null
}): WrittenComment {
  return { id: comment.id, url: comment.html_url, body: comment.body ?? '', author: comment.user?.login ?? '' }
}

/**
 * Ends release `releaseId`'s notes with `line` and its marker, in place of any line an earlier
 * run wrote: read the notes as they are now, drop the marked line, add the new one.
 */
export async function writeReleaseLine(
  octokit: GitHubClient,
  repository: Repository,
  releaseId: number,
  line: string,
  mark: string,
  signal: AbortSignal,
): Promise<string> {
  const { data } = await octokit.rest.repos.getRelease({ ...repository, release_id: releaseId, request: { signal } })
  const kept = (data.body ?? '')
    .split(/\r?\n/)
    .filter((text) => !text.includes(mark))
    .join('\n')
    .trimEnd()
  const body = `${kept === '' ? '' : `${kept}\n\n`}${line} ${mark}`
  const { data: updated } = await octokit.rest.repos.updateRelease({
    ...repository,
    release_id: releaseId,
    body,
    request: { signal },
  })
  return updated.html_url
}
