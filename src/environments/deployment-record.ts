import { reportFailure } from '../comments/comment-write-failure.ts'
import { lastBudget, writeBudget } from '../comments/pull-request-comment.ts'
import { timeToWrite } from '../comments/marked-comment.ts'
import type { DeploymentEnding, DeploymentRun } from '../deployments/deployment.ts'
import type { GitHubClient } from '../github/github-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { bounded, remainingMs, type StepLimits } from '../runner/limits.ts'
import { deactivatePreviews, recordEnd, recordStart, type RecordPlace } from './record-writes.ts'

/*
 * A deployment or a preview, recorded where GitHub shows deployments: under the repository's
 * Environments, and on the pull request as "View deployment". The record begins `in_progress`
 * once the platform has taken the trigger, and ends `success` (with the site's address and the
 * run's), `failure`, or `error` when the step stopped waiting. Like a comment, it never fails the
 * step nor takes the time the deployment needs: a token without `deployments: write` is one
 * notice, and nothing more is tried; anything else is a warning.
 */

/** What a mode that deploys says of its record. */
export interface RecordTarget {
  /** The environment, or undefined for `environment: off`. */
  readonly environment: string | undefined
  readonly githubToken: string
  /** The commit (or branch) deployed: the pull request's head for a preview, the run's commit otherwise. */
  readonly ref: string | undefined
  /** A preview: transient, and its pull request's earlier previews made inactive when it succeeds. */
  readonly preview: boolean
  readonly pullRequest: number | undefined
  /** What the descriptions call it: `Docs deployment`. */
  readonly title: string
}

export interface DeploymentRecord {
  /** The status id is known: the record begins (a new deployment), or is found again (`status-id`), beside the wait. */
  started(run: DeploymentRun): Promise<void>
  /** The step ends: once the beginning is written, the record's last state, `url` the address it is served at. */
  ended(run: DeploymentRun, ending: DeploymentEnding, url: string | undefined): Promise<void>
  /** The pull request was closed: its previews are made inactive; how many, or undefined when that failed. */
  closed(pullRequest: number): Promise<number | undefined>
}

/** The record of the step's deployment, or none when the step records nothing (`off`, no token, no commit). */
export function openDeploymentRecord(
  target: RecordTarget,
  environment: RunnerEnvironment,
  github: () => Promise<GitHubClient>,
  limits: StepLimits,
): DeploymentRecord | undefined {
  const repository = environment.repository
  if (target.environment === undefined || !repository || target.ref === undefined) return undefined
  if (target.githubToken === '') {
    log.notice(
      `No GitHub deployment in environment "${target.environment}": "github-token" is empty.`,
      'No GitHub deployment',
    )
    return undefined
  }
  const place: RecordPlace = {
    repository,
    environment: target.environment,
    ref: target.ref,
    preview: target.preview,
    pullRequest: target.pullRequest,
    title: target.title,
    runUrl: environment.runUrl,
  }
  let recorded: { readonly id: number; readonly previewUrl: string | undefined } | undefined
  let starting: Promise<void> = Promise.resolve()
  let refused = false

  const write = async (
    what: string,
    budget: StepLimits,
    work: (octokit: GitHubClient, signal: AbortSignal) => Promise<void>,
  ) => {
    if (refused) return
    const budgetMs = remainingMs(budget)
    try {
      await bounded(budget, what, async (signal) => work(await github(), signal))
    } catch (error) {
      refused = reportFailure(timeToWrite(error, budgetMs), {
        what: `GitHub deployment in environment "${target.environment}"`,
        title: 'GitHub deployment',
        permission: 'deployments: write',
        off: '"environment: off"',
        unaffected: `The ${target.title.toLowerCase()}`,
      })
    }
  }

  return {
    // Beside the wait, not before it: the record never takes the time the deployment needs.
    started: (run) => {
      log.info(`Recording the deployment on GitHub, in environment "${target.environment}".`)
      starting = write('recording the deployment on GitHub', writeBudget(limits), (octokit, signal) =>
        recordStart(octokit, place, run, signal, (id, previewUrl) => (recorded = { id, previewUrl })),
      )
      return Promise.resolve()
    },
    ended: async (run, ending, url) => {
      await starting
      if (recorded === undefined) return
      const { id, previewUrl } = recorded
      await log.group(`End the GitHub deployment in environment "${target.environment}"`, () =>
        write('ending the deployment on GitHub', lastBudget(limits), (octokit, signal) =>
          recordEnd(octokit, place, { id, run, ending, url: url ?? previewUrl }, signal),
        ),
      )
    },
    closed: async (pullRequest) => {
      let made: number | undefined
      await write('making the previews inactive on GitHub', lastBudget(limits), async (octokit, signal) => {
        made = await deactivatePreviews(octokit, place, pullRequest, undefined, signal)
      })
      return made
    },
  }
}
