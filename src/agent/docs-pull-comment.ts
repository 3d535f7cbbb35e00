import { commentText, addRunLine } from '../comments/comment-text.ts'
import { openMarkedComment } from '../comments/marked-comment.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from '../runner/limits.ts'
import { html } from '../text/html.ts'
import { readPullRequestLink } from '../text/pull-request-link.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { RequestAnswer } from './request/request-plan.ts'
import { docsPullMarker, jobLine, readJobLine } from './request/request-marks.ts'

/*
 * The docs pull request a request's job opened, when it is in this repository: one comment of the
 * action's on it, naming the job and how to ask for changes. Its job line makes the pull request
 * a thread of that job, so a `/docs` on it (in the conversation, on a line of the diff, or in a
 * review) sends the same job a follow-up, and the same pull request is updated.
 */

/** The number of the docs pull request when `prLink` names one of this run's repository. */
export function docsPullInRepository(
  prLink: string | null | undefined,
  environment: RunnerEnvironment,
): number | undefined {
  const repository = environment.repository
  if (!prLink || !repository) return undefined
  const pull = readPullRequestLink(prLink, new URL(environment.serverUrl).host)
  if (typeof pull === 'string') return undefined
  const same =
    pull.owner.toLowerCase() === repository.owner.toLowerCase() &&
    pull.repo.toLowerCase() === repository.repo.toLowerCase()
  return same ? pull.number : undefined
}

/** Writes the comment on docs pull request `pull`, unless the action's comment there already names `jobId`. */
export async function writeDocsPullComment(
  answer: RequestAnswer,
  pull: number,
  jobId: string,
  environment: RunnerEnvironment,
  budget: StepLimits,
): Promise<void> {
  const { keys, trigger } = answer
  const mark = docsPullMarker(keys, pull)
  const comment = openMarkedComment(
    {
      number: pull,
      mark,
      marks: [mark],
      words: {
        what: `comment on docs pull request #${pull}`,
        title: 'Docs pull request comment',
        permission: 'pull-requests: write',
        off: '"comment: off"',
        unaffected: 'The agent job',
      },
    },
    answer.repository,
    answer.github,
    answer.account,
  )
  const line = jobLine(keys, pull, { deed: 'job', jobId, runId: answer.run.runId, attempt: answer.attempt })
  const body = new SummaryDocument().heading(
    3,
    html`📝 Docs agent: agent job <code>${jobId}</code> opened this pull request`,
  )
  body.paragraph(
    html`To ask for changes, comment <code>${trigger}</code> and what to change: in this conversation, on a line of the diff, or in a review. The agent updates this pull request. Only people who can push to the repository may ask.`,
  )
  addRunLine(body, environment, html`agent job <code>${jobId}</code>`)
  await comment.write(
    (previous) =>
      previous !== undefined && readJobLine(previous, keys, pull)?.jobId === jobId
        ? undefined
        : commentText(`${mark}\n${line}`, body),
    'end',
    budget,
  )
}
