import { plainIdProblem } from '../text/plain-id.ts'
import { BrokenAnswerError } from '../platform/errors.ts'

/*
 * The trigger's 202 answer, read as hostile data. The contract marks none of its fields as always
 * there. The run's id is what the step exists to report, so an answer without one breaks the
 * contract, and since the platform acted on the request, the client reports the trigger as
 * unknown. Each id is passed on as an output only when it is a plain token: a later step may
 * paste it into a shell command, and nothing waits on it here (there is no status to read).
 */

/** An id as the platform wrote it, and why it is not passed on, if it is not. */
export interface AnsweredId {
  /** Capped: the summary and the log cap it again; this only bounds memory. */
  readonly value: string
  /** Undefined when the id is passed on as an output. */
  readonly problem: string | undefined
}

/** What the trigger's answer named: the queued run, and the background job that processes it. */
export interface QueuedRun {
  readonly runId: AnsweredId
  /** Undefined when the answer named no job. */
  readonly jobId: AnsweredId | undefined
}

const KEPT_CHARS = 1_000

/** The ids of a trigger's 202 answer (`instanceId`, `jobId`); `schemaId` repeats the automation's id and is not read. */
export function readQueuedRun(body: unknown): QueuedRun {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BrokenAnswerError('the answer is not a JSON object')
  const { instanceId, jobId } = body as Record<string, unknown>
  if (typeof instanceId !== 'string' || instanceId.trim() === '')
    throw new BrokenAnswerError('the answer has no "instanceId" string naming the queued run')
  return {
    runId: answeredId(instanceId),
    jobId: typeof jobId === 'string' && jobId.trim() !== '' ? answeredId(jobId) : undefined,
  }
}

function answeredId(value: string): AnsweredId {
  return { value: value.slice(0, KEPT_CHARS), problem: plainIdProblem(value) }
}
