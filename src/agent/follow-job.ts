import type { PlatformClient } from '../platform/platform-client.ts'
import { log } from '../runner/log.ts'
import type { StepLimits } from '../runner/limits.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { getJob } from './api.ts'
import type { AgentRun } from './ending.ts'
import { isFinalStatus } from './job.ts'
import { WAIT_WORKFLOW } from './next-step.ts'
import type { ProgressReporter } from './progress.ts'
import { waitForJob } from './wait.ts'

/** After a follow-up message, how many poll intervals the job has to show it took the message up. */
const TAKE_UP_POLLS = 3

/** Waits for the job to end, or (`wait: false`) reads it once. */
export async function followJob({
  settings,
  platform,
  limits,
  run,
  reporter,
}: {
  readonly settings: AgentSettings
  readonly platform: PlatformClient
  readonly limits: StepLimits
  readonly run: AgentRun
  readonly reporter: ProgressReporter
}): Promise<void> {
  const { task, projectId } = settings
  const jobId = run.jobId!
  if (settings.wait) {
    // A message an earlier attempt sent was taken up by now, or never will show it was.
    const takeUp =
      task.kind === 'message' && !run.earlier ? { takeUpGraceMs: TAKE_UP_POLLS * settings.pollIntervalMs } : {}
    run.wait = await log.group(`Wait for agent job ${jobId}`, () =>
      waitForJob(platform, limits, reporter, {
        projectId,
        jobId,
        pollIntervalMs: settings.pollIntervalMs,
        lastKnown: run.job,
        ...takeUp,
      }),
    )
    return
  }
  run.job ??= await getJob(platform, projectId, jobId)
  reporter.observe(run.job)
  if (task.kind === 'message' && isFinalStatus(run.job.status)) {
    log.info(
      `The status "${run.job.status}" in the answer to the message may be from before the message: "fail-on" does not judge it.`,
    )
  }
  log.info(
    `Not waiting for agent job ${jobId} ("wait: false"). To wait for it later, run a workflow that only waits (such as the action's ${WAIT_WORKFLOW}) with "job-id: ${jobId}".`,
  )
}
