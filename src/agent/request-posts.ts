import { commentText, addRunLine } from '../comments/comment-text.ts'
import { reportFailure } from '../comments/comment-write-failure.ts'
import { openMarkedComment, type PullRequestComment } from '../comments/marked-comment.ts'
import { lastBudget, writeBudget } from '../comments/pull-request-comment.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { bounded, type StepLimits } from '../runner/limits.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import { html } from '../text/html.ts'
import { SummaryDocument } from '../text/summary-document.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { endingBody } from './comment-body.ts'
import type { ResultPosts } from './comment-posts.ts'
import { writeDocsPullComment, docsPullInRepository } from './docs-pull-comment.ts'
import { jobLine, replyMarker } from './request/request-marks.ts'
import { replyRunLine, type RequestAnswer } from './request/request-plan.ts'
import { react, reactionPlace, takesReactions, type Reaction } from './request/reactions.ts'

/*
 * Where a request is answered: one reply in its thread, the action's own, kept up to date (the
 * job working, then the docs pull request or what failed and what to do); a reaction on the
 * request at the end (🚀 a docs pull request, 😕 a failure); and, on a docs pull request of this
 * repository, one comment naming its job and how to ask for changes. Every write is within its
 * own budget and never fails the step: without the permission, one notice, and the job summary
 * has the result.
 */

export function createRequestPosts(
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
  answer: RequestAnswer,
): ResultPosts {
  const { request, keys } = answer
  const thread = request.thread.number
  const mark = replyMarker(keys, thread, request.place, request.id)
  const reply = openReply(answer, mark)
  const hidden = (jobId: string | undefined) => {
    const line =
      jobId && jobLine(keys, thread, { deed: answer.deed, jobId, runId: answer.run.runId, attempt: answer.attempt })
    return [mark, replyRunLine(answer.run.runId), ...(line ? [line] : [])].join('\n')
  }
  return {
    async started(jobId) {
      const body = new SummaryDocument().heading(3, html`🔄 Docs agent: working`)
      const what =
        answer.deed === 'job'
          ? html`The docs agent is working on this request: agent job <code>${jobId}</code>.`
          : html`Sent to agent job <code>${jobId}</code>, this thread's job, as a follow-up message. To start a fresh job instead, comment <code>${answer.trigger} new</code> and the request.`
      const later = settings.wait
        ? html`This comment is updated when the job ends.`
        : html`This step does not wait for the job (<code>wait: false</code>): this comment is not updated when it ends.`
      body.paragraph(what).paragraph(later)
      addRunLine(body, environment)
      await reply.write(commentText(hidden(jobId), body), 'start', writeBudget(limits))
    },
    async ended(run, ending) {
      const budget = lastBudget(limits)
      const job = run.wait?.job ?? run.job
      const docsPull = docsPullInRepository(job?.prLink, environment)
      // Sent once the platform answered, or when its answer was lost: a refused send names no job to follow.
      const sent =
        run.earlier !== undefined || run.job !== undefined || run.stopped?.error instanceof AmbiguousWriteError
      const words = {
        tryAgain: html`To try again, comment <code>${answer.trigger} new</code> and the request: a fresh job, since this request is answered once and the thread's job failed.`,
        after:
          docsPull === undefined
            ? undefined
            : docsPull === thread
              ? html`To ask for more changes, comment <code>${answer.trigger}</code> and what to change here: the agent updates this pull request.`
              : html`To ask for changes, comment <code>${answer.trigger}</code> and what to change on #${String(docsPull)}: the agent updates that pull request.`,
      }
      const body = endingBody(hidden(sent ? run.jobId : undefined), settings, run, ending, environment, words)
      await reply.write(body, 'end', budget)
      await endReaction(answer, ending.failure ? 'confused' : job?.prLink ? 'rocket' : undefined, budget)
      if (docsPull !== undefined && run.jobId !== undefined)
        await writeDocsPullComment(answer, docsPull, run.jobId, environment, budget)
      return reply.url()
    },
  }
}

function openReply(answer: RequestAnswer, mark: string): PullRequestComment {
  const { request } = answer
  const kind = request.thread.kind === 'pull' ? 'pull request' : 'issue'
  return openMarkedComment(
    {
      number: request.thread.number,
      mark,
      marks: [mark],
      words: {
        what: `reply on ${kind} #${request.thread.number}`,
        title: 'Request reply',
        permission: request.thread.kind === 'pull' ? 'pull-requests: write' : 'issues: write',
        off: '"comment: off"',
        unaffected: 'The agent job',
      },
      ...(answer.reply ? { existing: answer.reply } : {}),
    },
    answer.repository,
    answer.github,
    answer.account,
  )
}

/** 🚀 or 😕 on the request, where GitHub takes reactions; a refusal is a notice, never a failure. */
async function endReaction(answer: RequestAnswer, content: Reaction | undefined, budget: StepLimits): Promise<void> {
  const { request } = answer
  if (content === undefined || !takesReactions(request.place)) return
  try {
    await bounded(budget, 'reacting to the request', async (signal) =>
      react(await answer.github(), answer.repository, request, content, signal),
    )
  } catch (error) {
    reportFailure(error, reactionPlace(request.thread))
  }
}
