import type { GitHubClient } from '../github/github-client.ts'
import { isMarked } from './comment-marker.ts'

export interface Repository {
  readonly owner: string
  readonly repo: string
}

export interface WrittenComment {
  readonly id: number
  readonly url: string
  /** The body as GitHub holds it: what an earlier run wrote, for a comment found again. */
  readonly body: string
}

/** GitHub lists a pull request's comments 100 a page; past 3,000 comments the marker is not looked for further. */
const MAX_COMMENT_PAGES = 30

/**
 * The action's comment on pull request `number`: the oldest one that starts with the marker and
 * was written by an app (the workflow's token comments as `github-actions[bot]`) or by an owner,
 * member or collaborator of the repository (with a personal token of theirs). The marker is in the comment's
 * source, which anyone can copy into a comment of their own: such a copy is never taken for the
 * action's, so it is neither edited nor given as `comment-url`.
 */
export async function findMarkedComment(
  octokit: GitHubClient,
  repository: Repository,
  number: number,
  mark: string,
  signal: AbortSignal,
): Promise<WrittenComment | undefined> {
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({
      ...repository,
      issue_number: number,
      per_page: 100,
      page,
      request: { signal },
    })
    const found = data.find((comment) => isMarked(comment.body, mark) && writtenByTrusted(comment))
    if (found) return { id: found.id, url: found.html_url, body: found.body ?? '' }
    if (data.length < 100) return undefined
  }
  return undefined
}

/** The owner, the members of its organization and its collaborators: their comment may be the action's, made with their token. */
const INSIDERS: ReadonlySet<string> = new Set(['OWNER', 'MEMBER', 'COLLABORATOR'])

function writtenByTrusted(comment: {
  readonly user?: { readonly type?: string } | null
  readonly author_association?: string
}): boolean {
  return comment.user?.type === 'Bot' || INSIDERS.has(comment.author_association ?? '')
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
  return { id: data.id, url: data.html_url, body: data.body ?? '' }
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
