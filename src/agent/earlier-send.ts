import { earlierSendOf } from '../attempts/send-once.ts'
import type { SentRecord } from '../attempts/sent-record.ts'
import type { StepSends } from '../attempts/step-sends.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentPhase } from './ending.ts'
import { getJob } from './api.ts'

/*
 * A re-run attempt of agent mode's step: the job (or the follow-up message) an earlier attempt
 * of the run sent is taken up, and nothing is sent again (src/attempts). A job that failed is the
 * exception: a re-run after a failure is a try again, and sends anew.
 */

/** The earlier attempt's send to take up, or undefined to send; throws NotSentAgainError when this attempt must not send. */
export async function earlierAgentSend(
  sends: StepSends,
  platform: PlatformClient,
  settings: AgentSettings,
  evenAfterFailure = false,
): Promise<SentRecord | undefined> {
  const { task } = settings
  if (task.kind === 'resume') return undefined
  const earlier = await earlierSendOf(sends, task.kind === 'create' ? 'agent job' : 'follow-up message')
  if (earlier === undefined) return undefined
  const jobId = task.kind === 'create' ? earlier.id : task.jobId
  if (jobId === null || evenAfterFailure || !(await hasFailed(platform, settings.projectId, jobId))) return earlier
  log.info(
    `Agent job ${jobId}, to which attempt ${earlier.attempt} sent the prompt, failed: this attempt sends it anew.`,
  )
  return undefined
}

/** Whether the job's status reads `failed`; a job that cannot be read is taken up, and the wait reports it. */
async function hasFailed(platform: PlatformClient, projectId: string, jobId: string): Promise<boolean> {
  const job = await getJob(platform, projectId, jobId).catch(() => undefined)
  return job?.status === 'failed'
}

/** A create or a message whose answer was lost may have been sent: recorded so, a re-run sends it no second time. */
export async function recordLostAnswer(
  sends: StepSends,
  phase: AgentPhase,
  error: unknown,
  jobId: string | undefined,
): Promise<void> {
  if (!(error instanceof AmbiguousWriteError) || (phase !== 'create' && phase !== 'message')) return
  await sends.record({
    kind: phase === 'create' ? 'agent job' : 'follow-up message',
    confirmed: false,
    id: jobId ?? null,
  })
}
