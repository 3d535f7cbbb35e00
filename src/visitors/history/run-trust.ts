import { commitSha } from '../../runner/environment.ts'
import type { Artifact } from './report-download.ts'
import type { SearchAnswers } from './search-answers.ts'
import type { SearchQuestions, SearchScope, WorkflowRun } from './search-questions.ts'

/*
 * Which earlier run's files are trusted: a run of this workflow file, in this repository, outside
 * pull requests, whose commit is in the history of the default branch. The listing tells the
 * first three; GitHub's compare (search-answers.ts) the last. The walk through the runs
 * (run-walk.ts) and the check of the run a record names (trusted-artifact.ts) both judge by these.
 */

/** Where to look for an earlier run's artifact, with what, and what to skip: built once, by each lookup. */
export interface ArtifactSearch extends SearchScope {
  /** This run: its own artifacts (an earlier attempt's) are never the last report. */
  readonly runId: number | undefined
  /** An earlier attempt of this run counts (a report's progress, which a re-run goes on with). */
  readonly thisRunCounts?: boolean
  /** This run's attempt (`GITHUB_RUN_ATTEMPT`): the first has no earlier one to look at. */
  readonly runAttempt?: number | undefined
  /** `.github/workflows/report.yml`: only runs of this workflow file count; undefined: asked of GitHub for this run. */
  readonly workflowPath: string | undefined
  /** The event payload's `repository.default_branch`; undefined: asked of GitHub. */
  readonly defaultBranch: string | undefined
  /** A run to look at first: the one that published the report, as the report's progress names it. */
  readonly namedRun?: number | undefined
  /** What GitHub answered this step's searches already: nothing is asked twice. */
  readonly answers: SearchAnswers
}

/** The artifact taken, and the run that uploaded it. */
export interface TrustedArtifact {
  readonly artifact: Artifact
  readonly runId: number
}

/** What a trusted run ran: this workflow file, as the default branch holds it. */
export interface TrustedSource {
  readonly workflowPath: string
  readonly branch: string
}

/** Why a listed run is passed over without counting toward the bound: a pull request's, another repository's, this one. */
export function passedOverWhy(run: WorkflowRun, search: ArtifactSearch): string | undefined {
  if (run.id === search.runId) return 'this run'
  if (run.event.startsWith('pull_request')) return run.event
  // A deleted fork leaves no head repository: as untrusted as any fork.
  const own = `${search.repository.owner}/${search.repository.repo}`.toLowerCase()
  const head = (run.head_repository as WorkflowRun['head_repository'] | null)?.full_name?.toLowerCase()
  const base = (run.repository as WorkflowRun['repository'] | null)?.full_name?.toLowerCase()
  if (head !== own || base !== own) return 'from another repository'
  return undefined
}

/** `.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`. */
export function withoutRef(workflowPath: string): string {
  const at = workflowPath.indexOf('@')
  return at < 0 ? workflowPath : workflowPath.slice(0, at)
}

/** Why a run of this repository did not run this workflow as the default branch holds it, from the listing. */
export function otherSourceWhy(run: WorkflowRun, source: TrustedSource): string | undefined {
  if (withoutRef(run.path) !== source.workflowPath) return 'of another workflow file'
  if (run.head_branch !== source.branch) return `on a branch other than ${source.branch}`
  return undefined
}

/** Why a run is not trusted: in a few words for the log's tally, and in a sentence's for a notice. */
export interface Distrust {
  readonly short: string
  readonly words: string
}

/**
 * Why `run`'s files are not trusted; undefined when they are. This run, an earlier attempt of
 * which a re-run goes on from, is judged like any other: its event, repository, workflow file,
 * branch and commit as GitHub lists them, never as the runner names them.
 */
export async function whyNotTrusted(
  run: WorkflowRun,
  search: ArtifactSearch,
  source: TrustedSource,
  github: SearchQuestions,
): Promise<Distrust | undefined> {
  const over = passedOverWhy(run, { ...search, runId: undefined }) ?? otherSourceWhy(run, source)
  const { branch } = source
  if (over !== undefined)
    return { short: over, words: `it is not a run of this workflow on ${branch} outside pull requests (${over})` }
  const sha = commitSha(run.head_sha)
  if (sha === undefined) return { short: 'that name no commit', words: 'GitHub names no commit it ran' }
  const place = await search.answers.placeOf(github, branch, sha)
  if (place === 'on') return undefined
  return place === 'off'
    ? {
        short: `whose commit is not on ${branch}`,
        words: `its commit ${sha} is not in the history of ${branch}, so it ran a workflow ${branch} never held`,
      }
    : {
        short: 'whose commit GitHub could not place',
        words: `GitHub does not know its commit ${sha}, so it cannot say whether ${branch} holds it`,
      }
}
