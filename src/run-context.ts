import * as core from '@actions/core'
import * as github from '@actions/github'
import { escapeText, linkOrText } from './escape.ts'

/** What the logs and summaries say about the workflow run this step belongs to. */
export interface RunContext {
  readonly repository: string | undefined
  readonly ref: string | undefined
  readonly runUrl: string | undefined
}

export function readRunContext(): RunContext {
  const { context } = github
  // context.repo throws without GITHUB_REPOSITORY, as when the action runs outside a runner.
  const repository = process.env['GITHUB_REPOSITORY'] ? `${context.repo.owner}/${context.repo.repo}` : undefined
  const runId = Number.isFinite(context.runId) ? context.runId : undefined
  const runUrl =
    repository && runId !== undefined ? `${context.serverUrl}/${repository}/actions/runs/${runId}` : undefined
  return { repository, ref: context.ref || undefined, runUrl }
}

/** One log line saying which repository, ref and run this step works for. */
export function describeRun(run: RunContext): string {
  if (!run.repository) return 'Not running in a GitHub workflow run.'
  return `Running for ${run.repository}${run.ref ? ` at ${run.ref}` : ''}${run.runUrl ? ` (${run.runUrl})` : ''}.`
}

/** Writes the job summary when the runner provides a summary file; outside a runner there is none. */
export async function writeJobSummary(summary: typeof core.summary): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    core.info('No GITHUB_STEP_SUMMARY file (not on a runner): the job summary is not written.')
    summary.emptyBuffer()
    return
  }
  try {
    await summary.write()
  } catch (error) {
    // The summary reports on the work; failing to write it must not fail work that succeeded.
    core.warning(`The job summary could not be written: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A closing line naming the repository, ref and run that asked for this report. */
export function addRunLine(summary: typeof core.summary, run: RunContext): void {
  if (!run.repository) return
  const ref = run.ref ? ` at ${escapeText(run.ref)}` : ''
  const link = run.runUrl ? ` in ${linkOrText('this workflow run', run.runUrl)}` : ''
  summary.addRaw(`<p>Requested by ${escapeText(run.repository)}${ref}${link}.</p>`, true)
}
