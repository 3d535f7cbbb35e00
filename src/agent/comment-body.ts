import type { RunnerEnvironment } from '../runner/environment.ts'
import { addRunLine, commentText } from '../comments/comment-text.ts'
import { html, prose, type Html } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentEnding, AgentRun } from './ending.ts'
import { addNextStep } from './next-step.ts'
import { TONE_ICONS } from '../step/tone-icons.ts'
import { pullRequestLink } from './summary.ts'

/*
 * Agent mode's pull-request comment at each moment: the job started, and each way the step
 * ends. Built the way the job summary is, and kept within GitHub's limit, as every comment of
 * the action is (src/comments/comment-text.ts).
 */

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

/** What a request's reply says where the pull request's comment says its own (agent/request-posts.ts). */
export interface EndingWords {
  /** How to try again after a failure: a new request, not a re-run, which takes the same job up. */
  readonly tryAgain: Html
  /** After the explanation: how to ask for changes on the docs pull request. */
  readonly after: Html | undefined
}

const PULL_REQUEST_WORDS: EndingWords = {
  tryAgain: html`To try again, re-run the workflow. The workflow run's summary has the details.`,
  after: undefined,
}

/** Edited in at the end: how the step ended, the docs pull request, and what to do next. */
export function endingBody(
  mark: string,
  settings: AgentSettings,
  run: AgentRun,
  ending: AgentEnding,
  environment: RunnerEnvironment,
  words: EndingWords = PULL_REQUEST_WORDS,
): string {
  const comment = new SummaryDocument()
  comment.heading(3, html`${TONE_ICONS[ending.tone]} Docs agent: ${ending.headline}`)
  const job = run.wait?.job ?? run.job
  if (job?.prLink) {
    const pr = pullRequestLink(job.prLink, new URL(environment.serverUrl).host)
    comment.paragraph(html`Docs pull request: <strong>${pr}</strong>`)
  }
  comment.paragraph(prose(ending.explanation, 2_000))
  if (words.after) comment.paragraph(words.after)
  if (ending.resumeJobId !== undefined || ending.jobMayExist) {
    addNextStep(comment, settings, run, ending, environment)
  } else if (ending.failure) {
    comment.paragraph(words.tryAgain)
  }
  addRunLine(comment, environment, run.jobId === undefined ? undefined : html`agent job <code>${run.jobId}</code>`)
  return commentText(mark, comment)
}
