import { createHmac } from 'node:crypto'
import type { RequestPlace } from './comment-request.ts'

/*
 * The hidden lines that make a thread one conversation. A reply's first line marks the request
 * it answers; its job line names the job it created or sent a message to, the run that did, and
 * the thread it stands in. The docs pull request's comment carries a job line too. Each is keyed
 * from the API key, so nobody without it can write one the action would believe; and a line is
 * read only from a comment the token's account wrote (thread-comments.ts). A job line copied
 * into another thread names another thread, and is not believed there.
 */

/** Whose keys the lines are made with: the API key and the project, as every marker of the action. */
export interface MarkKeys {
  readonly apiKey: string
  readonly projectId: string
}

/** What a job line says: a job created (`job`) or sent a follow-up (`message`), by which run and attempt. */
export interface JobLine {
  readonly deed: 'job' | 'message'
  readonly jobId: string
  readonly runId: number
  readonly attempt: number
}

const JOB_LINE =
  /<!-- docs-agent (job|message) ([A-Za-z0-9][A-Za-z0-9._:-]{0,199}) run (\d{1,20}) attempt (\d{1,6}) ([0-9a-f]{16}) -->/g

function digest(keys: MarkKeys, covered: string): string {
  return createHmac('sha256', keys.apiKey).update(`docs agent ${covered}`).digest('hex').slice(0, 16)
}

/** The first line of the reply to request `id` in `thread`, naming it: one reply per request, found again on a re-run. */
export function replyMarker(keys: MarkKeys, thread: number, place: RequestPlace, id: number): string {
  const sealed = digest(keys, `request-reply: ${keys.projectId} #${thread} ${place} ${id}`)
  return `<!-- docs-agent request-reply ${place} ${id} ${sealed} -->`
}

/** The first line of the comment on a docs pull request the agent opened: one per pull request. */
export function docsPullMarker(keys: MarkKeys, pull: number): string {
  return `<!-- docs-agent docs-pull-request ${digest(keys, `docs-pull-request: ${keys.projectId} #${pull}`)} -->`
}

/** The job line a comment in `thread` carries. */
export function jobLine(keys: MarkKeys, thread: number, line: JobLine): string {
  const { deed, jobId, runId, attempt } = line
  const sealed = digest(keys, `${deed}: ${keys.projectId} #${thread} ${jobId} ${runId} ${attempt}`)
  return `<!-- docs-agent ${deed} ${jobId} run ${runId} attempt ${attempt} ${sealed} -->`
}

/** The last job line in `body` that was made for `thread` with these keys; a forged or moved one is passed over. */
export function readJobLine(body: string, keys: MarkKeys, thread: number): JobLine | undefined {
  let found: JobLine | undefined
  for (const match of body.matchAll(JOB_LINE)) {
    const [, deed, jobId, run, attempt] = match
    const line: JobLine = {
      deed: deed as JobLine['deed'],
      jobId: jobId!,
      runId: Number(run),
      attempt: Number(attempt),
    }
    if (Number.isSafeInteger(line.runId) && jobLine(keys, thread, line) === match[0]) found = line
  }
  return found
}
