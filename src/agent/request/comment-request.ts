import type { RunnerEnvironment } from '../../runner/environment.ts'
import {
  accountOf,
  objectOrEmpty,
  readPullRequestOfPayload,
  textOrEmpty,
  type PullRequestEvent,
} from '../../runner/pull-request-event.ts'
import type { SkippedRun } from '../../step/skipped-run.ts'
import { readTriggered, triggerCondition, type TriggeredRequest } from './trigger.ts'

/*
 * A request asked in a comment: `issue_comment` (a pull request's or an issue's conversation),
 * `pull_request_review_comment` (an inline comment on a diff) and `pull_request_review` (a
 * review's body). The payload is the runner's file, but every text in it was written by someone
 * on GitHub: it is read field by field, and a field of the wrong type reads as absent.
 */

/** Where the request was written: each has its own ids, reactions and links. */
export type RequestPlace = 'issue-comment' | 'review-comment' | 'review'

/** The issue or pull request a request was asked in: one conversation, one job. */
export interface RequestThread {
  readonly kind: 'issue' | 'pull'
  readonly number: number
  readonly title: string
  readonly body: string
  readonly labels: readonly string[]
  readonly url: string | undefined
}

export interface AskedRequest extends TriggeredRequest {
  readonly place: RequestPlace
  /** The comment's or review's id. */
  readonly id: number
  readonly url: string | undefined
  readonly author: PullRequestEvent['author']
  readonly thread: RequestThread
  /** The pull request, as a review event's payload holds it; an issue comment's is read from GitHub. */
  readonly pull: PullRequestEvent | undefined
  /** An inline comment's place in the diff. */
  readonly inline: { readonly path: string; readonly line: number | undefined; readonly diffHunk: string } | undefined
}

/** What a comment event asks: a request, or nothing (and why). */
export type CommentRequest =
  { readonly kind: 'asked'; readonly request: AskedRequest } | { readonly kind: 'none'; readonly skipped: SkippedRun }

const EVENTS: Readonly<Record<string, { place: RequestPlace; field: 'comment' | 'review'; action: string }>> = {
  issue_comment: { place: 'issue-comment', field: 'comment', action: 'created' },
  pull_request_review_comment: { place: 'review-comment', field: 'comment', action: 'created' },
  pull_request_review: { place: 'review', field: 'review', action: 'submitted' },
}

/** Whether this run's event is one a request is asked on. */
export function isRequestEvent(environment: RunnerEnvironment): boolean {
  return Object.hasOwn(EVENTS, environment.eventName)
}

/** The request this run's comment asks, or why there is none; undefined when the run is not for a comment. */
export function readCommentRequest(environment: RunnerEnvironment, trigger: string): CommentRequest | undefined {
  if (!isRequestEvent(environment)) return undefined
  const event = EVENTS[environment.eventName]!
  const payload = environment.eventPayload
  const written = objectOrEmpty(payload[event.field])
  const action = textOrEmpty(payload['action'])
  const condition = triggerCondition(trigger)
  const what = event.place === 'review' ? 'review' : 'comment'
  if (action !== event.action) {
    const reason = `This run is for a ${what} being "${action.slice(0, 40) || 'unnamed'}": a request is answered once, when it is ${event.action}, so a ${what} edited or deleted asks for nothing. To ask again, write a new comment starting with ${trigger}.`
    return none(`${what} ${action.slice(0, 40) || 'changed'}, no request`, reason, condition)
  }
  const triggered = readTriggered(textOrEmpty(written['body']), trigger)
  const thread = readThread(payload)
  const id = written['id']
  if (!triggered || !thread || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    const reason = `This ${what} does not start with ${trigger} on its first line, so it asks the docs agent for nothing (a quote, a code span, a later line or a longer word is not a request).`
    return none(`not a ${trigger} request`, reason, condition)
  }
  const pull = event.place === 'issue-comment' ? undefined : readPullRequestOfPayload(environment)
  return {
    kind: 'asked',
    request: {
      ...triggered,
      place: event.place,
      id,
      url: textOrEmpty(written['html_url']) || undefined,
      author: accountOf(written['user']),
      thread,
      pull,
      inline: event.place === 'review-comment' ? readInline(written) : undefined,
    },
  }
}

function none(headline: string, reason: string, condition: string): CommentRequest {
  return { kind: 'none', skipped: { headline, reason, condition } }
}

/** The thread: `issue` (with `pull_request` set when it is a pull request's), or a review event's `pull_request`. */
function readThread(payload: Readonly<Record<string, unknown>>): RequestThread | undefined {
  const issue = objectOrEmpty(payload['issue'])
  const pull = objectOrEmpty(payload['pull_request'])
  const fields = Object.keys(issue).length > 0 ? issue : pull
  const number = fields['number']
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return undefined
  const isPull = fields === pull || issue['pull_request'] !== undefined
  const labels = Array.isArray(fields['labels'])
    ? fields['labels'].map((label) => textOrEmpty(objectOrEmpty(label)['name'])).filter((name) => name !== '')
    : []
  return {
    kind: isPull ? 'pull' : 'issue',
    number,
    title: textOrEmpty(fields['title']),
    body: textOrEmpty(fields['body']),
    labels,
    url: textOrEmpty(fields['html_url']) || undefined,
  }
}

function readInline(comment: Record<string, unknown>): AskedRequest['inline'] {
  const line = comment['line'] ?? comment['original_line']
  return {
    path: textOrEmpty(comment['path']),
    line: typeof line === 'number' && Number.isSafeInteger(line) && line > 0 ? line : undefined,
    diffHunk: textOrEmpty(comment['diff_hunk']),
  }
}
