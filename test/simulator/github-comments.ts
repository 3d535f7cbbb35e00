import type { ServerResponse } from 'node:http'
import { WORKFLOW_ACCOUNT, type Account } from './github-accounts.ts'
import { characters, json, notFound, page, tooLong, writeBody, type StandInRequest } from './github-responses.ts'

/**
 * The issue-comment endpoints of the GitHub REST stand-in: comments listed page by page oldest
 * first, created as the account the request's token acts as (`github-actions[bot]` for the
 * workflow's token), and edited, whoever wrote them, as GitHub lets a token that may write to
 * the repository do; every body a comment has had is kept so a test can tell an edit from a
 * second comment. Comments a script plants stand for those already there: an earlier run's, or
 * someone else's.
 */

export interface PlantedComment {
  /** The issue or pull request the comment is on. */
  readonly issue: number
  readonly body: string
  /** Default `github-actions[bot]`. */
  readonly login?: string
  /** Default `Bot`. */
  readonly type?: 'Bot' | 'User'
  /** What GitHub says of the author's relation to the repository; default `NONE` (an app's comments say `NONE` too). */
  readonly association?: 'OWNER' | 'MEMBER' | 'COLLABORATOR' | 'CONTRIBUTOR' | 'NONE'
}

/** A comment as the stand-in keeps it: `edits` holds every body it has had, its first one first. */
interface StoredComment {
  readonly id: number
  readonly issue: number
  body: string
  readonly login: string
  readonly type: 'Bot' | 'User'
  readonly association: string
  readonly createdAt: string
  updatedAt: string
  readonly edits: string[]
}

export interface CommentsStore {
  /**
   * Answers `issues/{n}/comments` and `issues/comments/{id}` (`request.rest` after `issues/`),
   * a new comment written by `account`; false when no such route.
   */
  route(request: StandInRequest, account: Account, response: ServerResponse): boolean
  comments(issue: number): { id: number; body: string; login: string; edits: string[] }[]
}

/** GitHub's limit on a comment's body. */
export const MAX_COMMENT_CHARS = 65_536
const FIRST_ID = 5_001

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

export function createCommentsStore(planted: readonly PlantedComment[], origin: () => string): CommentsStore {
  const stored: StoredComment[] = []
  const add = (
    issue: number,
    body: string,
    login = WORKFLOW_ACCOUNT.login,
    type: 'Bot' | 'User' = WORKFLOW_ACCOUNT.type,
    association: string = WORKFLOW_ACCOUNT.association,
  ) => {
    const createdAt = now()
    const id = FIRST_ID + stored.length
    const comment: StoredComment = {
      ...{ id, issue, body, login, type, association, createdAt },
      updatedAt: createdAt,
      edits: [body],
    }
    stored.push(comment)
    return comment
  }
  for (const comment of planted) add(comment.issue, comment.body, comment.login, comment.type, comment.association)

  const commentJson = (comment: StoredComment) => ({
    id: comment.id,
    url: `${origin()}/repos/acme/docs/issues/comments/${comment.id}`,
    html_url: `https://github.com/acme/docs/pull/${comment.issue}#issuecomment-${comment.id}`,
    body: comment.body,
    user: { login: comment.login, type: comment.type },
    // As GitHub says of a comment's author; planted people are outsiders unless a test says otherwise.
    author_association: comment.association,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  })

  const onIssue = (issue: number, request: StandInRequest, account: Account, response: ServerResponse) => {
    if (request.method === 'GET') {
      const listed = stored.filter((comment) => comment.issue === issue).map(commentJson)
      const { items, headers } = page(listed, request.url, origin())
      return json(response, 200, items, headers)
    }
    if (request.method !== 'POST') return false
    const sent = writeBody(request, response, 'body')
    if (!sent) return true
    if (characters(sent.body) > MAX_COMMENT_CHARS) return tooLong(response, 'IssueComment', 'body', MAX_COMMENT_CHARS)
    return json(response, 201, commentJson(add(issue, sent.body, account.login, account.type, account.association)))
  }

  const onComment = (id: string, request: StandInRequest, response: ServerResponse) => {
    const comment = stored.find((candidate) => String(candidate.id) === id)
    if (request.method !== 'GET' && request.method !== 'PATCH') return false
    if (!comment) return notFound(response)
    if (request.method === 'GET') return json(response, 200, commentJson(comment))
    const sent = writeBody(request, response, 'body')
    if (!sent) return true
    if (characters(sent.body) > MAX_COMMENT_CHARS) return tooLong(response, 'IssueComment', 'body', MAX_COMMENT_CHARS)
    comment.body = sent.body
    comment.updatedAt = now()
    comment.edits.push(sent.body)
    return json(response, 200, commentJson(comment))
  }

  return {
    route(request, account, response) {
      const [first, second, ...more] = request.rest
      if (more.length > 0 || first === undefined || second === undefined) return false
      if (first === 'comments') return onComment(second, request, response)
      if (second !== 'comments' || !/^[1-9]\d*$/.test(first)) return false
      return onIssue(Number(first), request, account, response)
    },
    comments: (issue) =>
      stored
        .filter((comment) => comment.issue === issue)
        .map(({ id, body, login, edits }) => ({ id, body, login, edits: [...edits] })),
  }
}
