import type { GitHubClient } from '../../github/github-client.ts'
import type { RunnerEnvironment } from '../../runner/environment.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { count } from '../../text/format.ts'
import { NoUsableReport } from './report-download.ts'
import {
  whyNotTrusted,
  withoutRef,
  type ArtifactSearch,
  type TrustedArtifact,
  type TrustedSource,
} from './run-trust.ts'
import { RunWalk } from './run-walk.ts'
import type { SearchAnswers } from './search-answers.ts'
import { askingGitHub, type SearchQuestions } from './search-questions.ts'

export type { ArtifactSearch, TrustedArtifact } from './run-trust.ts'

/*
 * The primary defence of what a report builds on (the history, its hand-off, its progress):
 * which artifact may be built on at all. Only one uploaded by an earlier run of this same
 * workflow file, in this repository, outside pull requests, whose commit is in the history of
 * the default branch: GitHub's compare says so, not the run's `head_branch`, which for a tag's
 * run is the tag's name (a tag `main` is no branch). Anyone who can open a pull request can make
 * a run upload an artifact of that name, and anyone who can push a branch or a tag can run the
 * workflow as they changed it; only the workflow as the default branch held it writes one worth
 * trusting. GitHub is asked (search-questions.ts), each question once a step
 * (search-answers.ts), and whatever it refuses or fails to answer ends the search; a commit it
 * does not know is not trusted.
 */

/**
 * The newest artifact `artifactName` of a trusted earlier run (run-walk.ts). Throws
 * NoUsableReport when there is none, or when GitHub does not say.
 */
export async function findTrustedArtifact(
  octokit: GitHubClient,
  search: ArtifactSearch,
  limits: StepLimits,
): Promise<TrustedArtifact> {
  const github = askingGitHub(octokit, search, limits)
  const { workflowPath, branch } = await sourceOf(search, github)
  const walk = new RunWalk(search, github, { workflowPath, branch })
  try {
    const found = (await walk.earlierAttempt()) ?? (await walk.namedRun(search.namedRun)) ?? (await walk.listedRuns())
    if (found) return found
  } finally {
    walk.sayWhatWasLeft()
  }
  const { uploaded, passedOver } = walk.tally
  const where = `${workflowPath} on ${branch}`
  const within = walk.stoppedShort === undefined ? '' : ` ${walk.stoppedShort}`
  const name = `"${search.artifactName}"`
  if (uploaded === 0 && passedOver === 0)
    throw new NoUsableReport('first-run', `No earlier run of ${where} uploaded ${name} yet${within}.`)
  throw new NoUsableReport(
    'none-trusted',
    uploaded === 0
      ? `No earlier run of ${where} outside pull requests and other repositories uploaded ${name}${within}.`
      : `No trusted run of ${where} uploaded ${name}${within}: ${uploaded === 1 ? 'the run that did is' : `the ${count(uploaded, 'run')} that did are`} not trusted, as the notices above say.`,
  )
}

/** What a lookup's search is given beside its settings: the step's answers, and the run a record named. */
export interface StepSearch {
  readonly answers: SearchAnswers
  /** The run that published the last report, as a complete report's progress names it. */
  readonly namedRun?: number | undefined
}

/** Where an earlier run's artifact is looked for, as the runner tells of this run. */
export function searchFrom(environment: RunnerEnvironment, search: StepSearch) {
  const { repository, apiUrl, runId, runAttempt, workflowPath, eventPayload } = environment
  return {
    ...{ repository: repository!, apiUrl, runId, runAttempt, workflowPath },
    ...{ defaultBranch: defaultBranchIn(eventPayload), answers: search.answers, namedRun: search.namedRun },
  }
}

/** The default branch as the event payload names it (`repository.default_branch`); undefined when it does not. */
export function defaultBranchIn(payload: Readonly<Record<string, unknown>>): string | undefined {
  const repository = payload['repository']
  const branch =
    typeof repository === 'object' && repository !== null
      ? (repository as Record<string, unknown>)['default_branch']
      : undefined
  return typeof branch === 'string' && branch !== '' ? branch : undefined
}

/**
 * Why run `runId`, which a record names as its maker, is not trusted by the same rules as a run
 * searched for; undefined when it is. GitHub asked as the search asks it, each question once a step.
 */
export async function whyRunNotTrusted(
  octokit: GitHubClient,
  search: ArtifactSearch,
  limits: StepLimits,
  runId: number,
): Promise<string | undefined> {
  const github = askingGitHub(octokit, search, limits)
  const source = await sourceOf(search, github)
  const run = await search.answers.run(github, runId)
  return run === undefined ? `GitHub has no run ${runId}` : (await whyNotTrusted(run, search, source, github))?.words
}

/** This workflow file, and the default branch: what a trusted run ran. */
async function sourceOf(search: ArtifactSearch, github: SearchQuestions): Promise<TrustedSource> {
  const workflowPath = await workflowFileOf(search, github)
  return { workflowPath, branch: search.defaultBranch ?? (await search.answers.defaultBranch(github)) }
}

/** The workflow file whose runs count: as the runner named it, or as GitHub says of this run. */
async function workflowFileOf(search: ArtifactSearch, github: SearchQuestions): Promise<string> {
  if (search.workflowPath !== undefined) return withoutRef(search.workflowPath)
  const runId = search.runId
  if (runId === undefined)
    throw new NoUsableReport(
      'none-trusted',
      "This run's workflow file is not known, so no earlier report can be trusted.",
    )
  const run = await search.answers.run(github, runId)
  // This run, unknown to GitHub: a token that may not read it (a private repository answers 404).
  if (run === undefined)
    throw new NoUsableReport(
      'no-permission',
      `GitHub answered 404 reading this run (${runId}): the workflow needs "permissions: actions: read".`,
    )
  return withoutRef(run.path)
}
