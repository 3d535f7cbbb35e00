import * as core from '@actions/core'
import type { CallContext } from '../http/call-platform.ts'
import { writeJobSummary, type RunContext } from '../run-context.ts'
import type { AgentSettings } from '../settings.ts'
import { createJob, getJob, sendMessage } from './api.ts'
import type { AgentJob } from './job.ts'
import { addAgentSummary, type AgentReport } from './summary.ts'
import { describeEnding, describeFailure, type AgentOutcome } from './outcome.ts'
import { waitForJob } from './wait.ts'

export interface AgentPrompt {
  /** The text sent to the platform: the user's prompt plus any release context. */
  readonly text: string
  readonly releaseContextChars: number
}

/** Agent mode: create a job (or message or resume one), wait for it, report it. */
export async function runAgentMode(
  settings: AgentSettings,
  context: CallContext,
  run: RunContext,
  prompt: AgentPrompt | undefined,
): Promise<void> {
  const { projectId } = settings
  if (settings.jobId !== undefined) core.setOutput('job-id', settings.jobId)
  let job: AgentJob | undefined
  if (prompt && settings.jobId === undefined) {
    job = await core.group('Create the agent job', async () => {
      core.info(`Creating an agent job in project ${projectId} (${prompt.text.length} characters of prompt).`)
      const created = await createJob(context, projectId, prompt.text)
      core.setOutput('job-id', created.id)
      core.info(`Created agent job ${created.id} (status ${created.status}).`)
      return created
    })
  } else if (prompt && settings.jobId !== undefined) {
    const jobId = settings.jobId
    job = await core.group('Send the follow-up message', async () => {
      core.info(`Sending a follow-up message to agent job ${jobId} (${prompt.text.length} characters).`)
      const updated = await sendMessage(context, projectId, jobId, prompt.text)
      core.info(`Message delivered; agent job ${updated.id} is ${updated.status}.`)
      return updated
    })
  }
  const jobId = job?.id ?? settings.jobId
  if (jobId === undefined) throw new Error('No job to report on: give "prompt", "prompt-file" or "job-id".')

  const result: AgentOutcome = settings.wait
    ? await waitForJob(context, projectId, jobId, job, settings.pollIntervalMs)
    : { job: job ?? (await getJob(context, projectId, jobId)), outcome: 'not-waited', waitedMs: 0 }

  setJobOutputs(result.job)
  if (result.job?.prLink) {
    core.notice(`The docs agent opened a pull request: ${result.job.prLink}`, { title: 'Docs pull request' })
  }
  const failure = describeFailure(settings, jobId, result)
  if (settings.jobSummary) {
    const report: AgentReport = {
      jobId,
      job: result.job,
      ending: describeEnding(result),
      waitedMs: result.waitedMs,
      prompt: settings.prompt,
      promptUse: !prompt ? 'none' : settings.jobId === undefined ? 'created' : 'message',
      releaseContextChars: prompt?.releaseContextChars ?? 0,
      failure,
      run,
    }
    await writeJobSummary(addAgentSummary(core.summary, report))
  }
  if (failure) throw new Error(failure)
}

function setJobOutputs(job: AgentJob | undefined): void {
  core.setOutput('status', job?.status ?? '')
  core.setOutput('pr-link', job?.prLink ?? '')
  core.setOutput('model', job?.model ?? '')
  core.setOutput('source-repository', job?.sourceRepository ?? '')
  core.setOutput('source-ref', job?.sourceRef ?? '')
  core.setOutput('created-at', job?.createdAt ?? '')
}
