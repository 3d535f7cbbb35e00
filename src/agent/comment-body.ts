import type { RunnerEnvironment } from '../runner/environment.ts'
import { formatNumber } from '../text/format.ts'
import { html, link, prose } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentEnding, AgentRun } from './ending.ts'
import { addNextStep } from './next-step.ts'
import { ICONS, pullRequestLink } from './summary.ts'

/*
 * The pull-request comment at each moment: the job started, and each way the step ends. Built
 * the way the job summary is (SummaryDocument, the `html` template), so the platform's text is
 * escaped exactly as there: GitHub renders a comment as it renders a summary.
 */

/** The most GitHub takes in a comment's body (its characters; this counts UTF-16 units, never fewer). */
export const MAX_COMMENT_CHARS = 65_536

/** Posted when the job is known: the docs agent is working, with the job and the run. */
export function workingBody(
  mark: string,
  settings: AgentSettings,
  jobId: string,
  environment: RunnerEnvironment,
): string {
  const comment = new SummaryDocument()
  comment.heading(3, html`🔄 Docs agent: working`)
  const what = settings.task.kind === 'resume' ? 'A workflow run is waiting for' : 'The docs agent is working on'
  comment.paragraph(html`${what} the docs for this change: agent job <code>${jobId}</code>.`)
  comment.paragraph(
    settings.wait
      ? html`This comment is updated when the job ends.`
      : html`This step does not wait for the job (<code>wait: false</code>); a step that waits for it with <code>job-id</code> updates this comment.`,
  )
  addRunLine(comment, environment)
  return commentText(mark, comment)
}

/** Edited in at the end: how the step ended, the docs pull request, and what to do next. */
export function endingBody(
  mark: string,
  settings: AgentSettings,
  run: AgentRun,
  ending: AgentEnding,
  environment: RunnerEnvironment,
): string {
  const comment = new SummaryDocument()
  comment.heading(3, html`${ICONS[ending.tone]} Docs agent: ${ending.headline}`)
  const job = run.wait?.job ?? run.job
  if (job?.prLink) {
    const pr = pullRequestLink(job.prLink, new URL(environment.serverUrl).host)
    comment.paragraph(html`Docs pull request: <strong>${pr}</strong>`)
  }
  comment.paragraph(prose(ending.explanation, 2_000))
  if (ending.resumeJobId !== undefined || ending.jobMayExist) {
    addNextStep(comment, settings, run, ending, environment)
  } else if (ending.failure) {
    comment.paragraph(html`To try again, re-run the workflow. The workflow run's summary has the details.`)
  }
  addRunLine(comment, environment, run.jobId)
  return commentText(mark, comment)
}

/**
 * GitHub refuses a comment over 65,536 characters; whatever the job, the prompt or the
 * platform's text, the comment stays under it, cut between blocks with a line saying so.
 */
function commentText(mark: string, comment: SummaryDocument): string {
  const room = MAX_COMMENT_CHARS - mark.length - 1
  const cut = html`The rest of this comment was cut: GitHub takes at most ${formatNumber(MAX_COMMENT_CHARS)} characters. The workflow run's summary has all of it.`
  return `${mark}\n${comment.renderWithin(room, cut)}`
}

function addRunLine(comment: SummaryDocument, environment: RunnerEnvironment, jobId?: string): void {
  const job = jobId === undefined ? undefined : html`agent job <code>${jobId}</code> · `
  const run = environment.runUrl ? link('workflow run', environment.runUrl) : html`workflow run`
  comment.paragraph(html`<sub>${job}${run}</sub>`)
}
