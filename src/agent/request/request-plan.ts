import type { GitHubClient } from '../../github/github-client.ts'
import type { TokenAccount } from '../../comments/token-account.ts'
import type { Repository, WrittenComment } from '../../comments/comment-writes.ts'
import { log } from '../../runner/log.ts'
import type { UnconditionalSkip } from '../../step/skipped-run.ts'
import type { AskedRequest } from './comment-request.ts'
import { readJobLine, replyMarker, type JobLine, type MarkKeys } from './request-marks.ts'
import type { ReactionAnswer } from './reactions.ts'
import { readThread, replyOf, threadJob, type ThreadReading } from './thread-comments.ts'

/*
 * What one request comes to, decided before anything is sent. One comment gives at most one job
 * or one follow-up message: a re-run of the run that answered it finds its reply and waits
 * again; another run for the same comment (two runs racing) finds the 👀 the first one added, or
 * its reply, and sends nothing. A thread is one conversation: a request where the action already
 * named a job sends that job a follow-up, unless it asks for a new one (`/docs new`).
 */

export type RequestPlan =
  | { readonly kind: 'answered'; readonly skipped: UnconditionalSkip }
  | {
      readonly kind: 'send'
      /** The job to send a follow-up message to; undefined to create one. */
      readonly follow: (JobLine & { readonly comment: WrittenComment }) | undefined
      readonly reply: WrittenComment | undefined
    }
  | { readonly kind: 'take-up'; readonly line: JobLine; readonly reply: WrittenComment }

/** What the answer to one request knows from its plan. */
export interface RequestAnswer {
  readonly request: AskedRequest
  readonly repository: Repository
  readonly keys: MarkKeys
  readonly run: RunAttempt
  readonly github: () => Promise<GitHubClient>
  readonly account: TokenAccount
  /** The reply an earlier attempt wrote, found by the plan. */
  readonly reply: WrittenComment | undefined
  /** What the reply's job line says: a job created or a message sent, by which attempt. */
  readonly deed: JobLine['deed']
  readonly attempt: number
  readonly trigger: string
}

/** The run and attempt this step is, as the reply records them. */
export interface RunAttempt {
  readonly runId: number
  readonly attempt: number
}

const REPLY_RUN = /<!-- docs-agent reply run (\d{1,20}) -->/

/** The line every reply carries: the run that wrote it. */
export function replyRunLine(runId: number): string {
  return `<!-- docs-agent reply run ${runId} -->`
}

export async function planRequest(
  octokit: GitHubClient,
  repository: Repository,
  request: AskedRequest,
  context: {
    readonly keys: MarkKeys
    readonly account: string | undefined
    readonly claim: ReactionAnswer | undefined
    readonly run: RunAttempt
    readonly trigger: string
  },
  signal: AbortSignal,
): Promise<RequestPlan> {
  const { keys, account, claim, run } = context
  const thread = request.thread.number
  const reading: ThreadReading =
    account === undefined ? { own: [], cut: false } : await readThread(octokit, repository, thread, account, signal)
  if (reading.cut) {
    log.warning(
      `#${thread} has more comments than the 3,000 read: this request's reply and the thread's job are looked for among the first 3,000 only, so a follow-up may start a new job instead.`,
      'Thread read in part',
    )
  }
  const reply = replyOf(reading, replyMarker(keys, thread, request.place, request.id))
  if (reply) {
    const line = readJobLine(reply.body, keys, thread)
    const replyRun = Number(REPLY_RUN.exec(reply.body)?.[1] ?? Number.NaN)
    if (line && line.runId === run.runId) return { kind: 'take-up', line, reply }
    if (line || replyRun !== run.runId) return answered(request, reply.url)
  } else if (claim === 'there' && run.attempt <= 1) {
    return answered(request, undefined)
  }
  const follow = request.fresh ? undefined : threadJob(reading, keys, thread, reply)
  return { kind: 'send', follow, reply }
}

/** Another run answers this request: this one sends nothing, and says where the answer is. */
function answered(request: AskedRequest, replyUrl: string | undefined): RequestPlan {
  const where = replyUrl ? ` Its reply: ${replyUrl}` : ' Its reply follows in the thread.'
  return {
    kind: 'answered',
    skipped: {
      headline: 'request answered by another run, nothing sent',
      reason: `Another workflow run already took up this request in #${request.thread.number}, so this run sent nothing: one comment gives at most one job or one follow-up message.${where}`,
    },
  }
}
