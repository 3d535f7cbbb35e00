import { lastBudget, lazyGitHubClient, openPullRequestComment, writeBudget } from '../comments/pull-request-comment.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { StepLimits } from '../runner/limits.ts'
import type { AgentSettings } from './agent-inputs.ts'
import type { AgentEnding, AgentRun } from './ending.ts'
import { endingBody, workingBody } from './comment-body.ts'
import { linkDocsFromRelease } from './release-notes-link.ts'

/** Where the step's result is posted besides the summary: the pull request's comment, the release's notes. */
export interface ResultPosts {
  /** The job is known (created, sent a message, or resumed): the comment says the agent is working. */
  started(jobId: string): Promise<void>
  /** The step ends: the comment says how, and the release notes link the docs pull request. Returns the comment's URL. */
  ended(run: AgentRun, ending: AgentEnding): Promise<string | undefined>
}

/**
 * Agent mode's places: its own comment on the pull request (src/comments/ keeps it up to date)
 * and, on a release's run, the line at the end of the release notes. One GitHub client, and
 * one last budget for both, so a cancelled step still reports within its grace period.
 */
export function createResultPosts(
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): ResultPosts {
  const github = lazyGitHubClient(settings.githubToken, environment, limits)
  const comment = openPullRequestComment(
    settings,
    { place: 'pull-request-comment', unaffected: 'The agent job' },
    environment,
    github,
  )
  return {
    async started(jobId) {
      if (!comment) return
      await comment.write(workingBody(comment.mark, settings, jobId, environment), 'start', writeBudget(limits))
    },
    async ended(run, ending) {
      if (run.prompt?.skipped) return undefined
      const budget = lastBudget(limits)
      if (comment) await comment.write(endingBody(comment.mark, settings, run, ending, environment), 'end', budget)
      if (settings.releaseNotesLink) await linkDocsFromRelease(environment, settings, run, github, budget)
      return comment?.url()
    },
  }
}
