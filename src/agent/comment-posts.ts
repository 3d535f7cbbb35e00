import { createGitHubClient, type GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { bounded, createStepLimits, remainingMs, type StepLimits } from '../runner/limits.ts'
import type { AgentSettings } from './agent-inputs.ts'
import { readPullRequestEvent } from '../runner/pull-request-event.ts'
import type { AgentEnding, AgentRun } from './ending.ts'
import { endingBody, workingBody } from './comment-body.ts'
import { marker } from './comment-marker.ts'
import { findMarkedComment, writeComment, type WrittenComment } from './comment-writes.ts'
import { linkDocsFromRelease } from './release-notes-link.ts'
import { reportFailure } from './comment-write-failure.ts'

/** A comment may take this long at most, so a GitHub that hangs cannot eat the job's time. */
const WRITE_BUDGET_MS = 30_000
/** The last edit may run this long past `timeout`: a timed-out step still says so on the pull request. */
const LAST_EDIT_MS = 5_000
/** After a cancellation the step has 2.5 s to report before it exits; the last edit gets most of it. */
const CANCELLED_EDIT_MS = 1_500

/** Where the step's result is posted besides the summary: the pull request's comment, the release's notes. */
export interface ResultPosts {
  /** The job is known (created, sent a message, or resumed): the comment says the agent is working. */
  started(jobId: string): Promise<void>
  /** The step ends: the comment says how, and the release notes link the docs pull request. Returns the comment's URL. */
  ended(run: AgentRun, ending: AgentEnding): Promise<string | undefined>
}

export function createResultPosts(
  settings: AgentSettings,
  environment: RunnerEnvironment,
  limits: StepLimits,
): ResultPosts {
  const repository = environment.repository
  const pull = commentTarget(settings, environment)
  const mark = marker(settings.apiKey, settings.projectId, 'pull-request-comment')
  let client: Promise<GitHubClient> | undefined
  const github = () =>
    (client ??= createGitHubClient({ token: settings.githubToken, apiUrl: environment.apiUrl, limits }))
  let comment: WrittenComment | undefined
  let refused = false

  /** Finds the comment (once) and writes `body` to it; a refusal is a notice, once, and anything else a warning. */
  const write = async (body: string, budget: StepLimits): Promise<void> => {
    if (!pull || !repository || refused) return
    try {
      comment = await bounded(budget, `writing the comment on pull request #${pull}`, async (signal) => {
        const octokit = await github()
        const existing = comment ?? (await findMarkedComment(octokit, repository, pull, mark, signal))
        return writeComment(octokit, repository, { number: pull, existing }, body, signal)
      })
      log.info(`Comment on pull request #${pull} written: ${comment.url}`)
    } catch (error) {
      refused = reportFailure(error, {
        what: `comment on pull request #${pull}`,
        title: 'Pull request comment',
        permission: 'pull-requests: write',
        off: '"comment: off"',
      })
    }
  }

  return {
    async started(jobId) {
      if (!pull) return
      await log.group(`Comment on pull request #${pull}`, () =>
        write(workingBody(mark, settings, jobId, environment), writeBudget(limits)),
      )
    },
    async ended(run, ending) {
      if (run.prompt?.skipped) return undefined
      const budget = lastBudget(limits)
      if (pull)
        await log.group(`Update the comment on pull request #${pull}`, () =>
          write(endingBody(mark, settings, run, ending, environment), budget),
        )
      if (settings.releaseNotesLink) await linkDocsFromRelease(environment, settings, run, github, budget)
      return comment?.url
    },
  }
}

/** The pull request to comment on, or undefined (saying why when a comment cannot be written). */
function commentTarget(settings: AgentSettings, environment: RunnerEnvironment): number | undefined {
  if (settings.comment === 'off') return undefined
  const pull = readPullRequestEvent(environment)
  if (!pull || !environment.repository) return undefined
  if (settings.githubToken === '') {
    log.notice(`No comment on pull request #${pull.number}: "github-token" is empty.`, 'No pull request comment')
    return undefined
  }
  if (pull.fromFork && pull.eventName === 'pull_request') {
    log.notice(
      `No comment on pull request #${pull.number}: it comes from a fork, and GitHub gives a fork's "pull_request" run a read-only token. The job summary has the result.`,
      'No pull request comment',
    )
    return undefined
  }
  return pull.number
}

function writeBudget(limits: StepLimits): StepLimits {
  return createStepLimits(Math.min(WRITE_BUDGET_MS, remainingMs(limits)), limits.signal)
}

/** The last edit's own budget: past the deadline, and after a cancellation, the step must still say how it ended. */
function lastBudget(limits: StepLimits): StepLimits {
  if (limits.signal.aborted) return createStepLimits(CANCELLED_EDIT_MS, new AbortController().signal)
  return createStepLimits(Math.max(LAST_EDIT_MS, Math.min(WRITE_BUDGET_MS, remainingMs(limits))), limits.signal)
}
