import { gitHubStatus, type GitHubClient } from '../../github/github-client.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { errorMessage } from '../../text/format.ts'
import { NoUsableReport, oneLineWithoutToken, type Artifact } from './report-download.ts'

/*
 * What the search for an earlier run's artifact asks GitHub (trusted-artifact.ts): the
 * repository's default branch and its head, this workflow's runs on it, a run's artifacts of a
 * name, and where a commit stands against the branch. Each within the lookup's limits, and
 * whatever GitHub refuses or fails to answer as the reason the search ends with.
 */

/** Whom the search asks, with what, and for which artifact. */
export interface SearchScope {
  /** `github-token`: sent to GitHub's API only. */
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** GITHUB_API_URL, without a trailing slash. */
  readonly apiUrl: string
  /** `artifact-name`: the artifact the report is uploaded as. */
  readonly artifactName: string
}

export type WorkflowRun = Awaited<ReturnType<GitHubClient['rest']['actions']['getWorkflowRun']>>['data']

/** Runs listed per page: GitHub's most. */
export const RUNS_PER_PAGE = 100

/** The questions the search asks GitHub, through one client and within the lookup's limits. */
export function askingGitHub(octokit: GitHubClient, search: SearchScope, limits: StepLimits) {
  const { repository, artifactName: name } = search
  const ask = async <T>(
    what: string,
    needs: Permission,
    call: (signal: AbortSignal) => Promise<{ readonly data: T }>,
  ): Promise<T> => {
    try {
      return (await bounded(limits, what, call)).data
    } catch (error) {
      throw reasonOf(error, search, what, needs)
    }
  }
  /** The answer, or undefined when GitHub has no such thing (404, or 422 for a commit it cannot compare). */
  const unlessGone = async <T>(
    what: string,
    call: (signal: AbortSignal) => Promise<{ readonly data: T }>,
    needs: Permission = 'actions',
  ): Promise<T | undefined> => {
    try {
      return (await bounded(limits, what, call)).data
    } catch (error) {
      const status = gitHubStatus(error)
      if ((status === 404 || status === 422) && (error as { response?: unknown }).response !== undefined)
        return undefined
      throw reasonOf(error, search, what, needs)
    }
  }
  const request = (signal: AbortSignal) => ({ ...repository, request: { signal } })
  return {
    repository: () =>
      ask("reading the repository's default branch", 'contents', (signal) => octokit.rest.repos.get(request(signal))),
    branchHead: async (branch: string) =>
      (
        await ask(`reading the head of the default branch (${branch})`, 'contents', (signal) =>
          octokit.rest.repos.getBranch({ ...request(signal), branch }),
        )
      ).commit.sha,
    /** A run, or undefined when GitHub has none of that id (deleted, or never one). */
    run: (runId: number): Promise<WorkflowRun | undefined> =>
      unlessGone(`reading run ${runId}`, (signal) =>
        octokit.rest.actions.getWorkflowRun({ ...request(signal), run_id: runId }),
      ),
    /** One page of the workflow's completed runs on `branch`, newest first; of one event only, when named. */
    runs: async (workflowFile: string, branch: string, page: number, event?: string): Promise<WorkflowRun[]> =>
      (
        await ask(`listing the runs of ${workflowFile} on ${branch}`, 'actions', (signal) =>
          octokit.rest.actions.listWorkflowRuns({
            ...request(signal),
            ...{ workflow_id: workflowFile, branch, status: 'completed', per_page: RUNS_PER_PAGE, page },
            ...(event === undefined ? {} : { event }),
          }),
        )
      ).workflow_runs,
    /** The run's artifacts of the name; none for a run deleted since it was listed. */
    runArtifacts: async (runId: number): Promise<Artifact[]> =>
      (
        await unlessGone(`listing the artifacts named "${name}" of run ${runId}`, (signal) =>
          octokit.rest.actions.listWorkflowRunArtifacts({ ...request(signal), run_id: runId, name, per_page: 100 }),
        )
      )?.artifacts ?? [],
    /**
     * GitHub's word on `head` against `base`: `identical`, `behind` (in its history), `ahead` or
     * `diverged`; undefined when GitHub does not know the commit (404, 422), as for a deleted fork's.
     */
    compare: async (base: string, head: string): Promise<Comparison | undefined> => {
      const basehead = `${base}...${head}`
      const data = await unlessGone(
        `comparing commit ${head.slice(0, 12)} with the default branch`,
        (signal) => octokit.rest.repos.compareCommitsWithBasehead({ ...request(signal), basehead, per_page: 1 }),
        'contents',
      )
      return data && { status: data.status, mergeBase: data.merge_base_commit.sha }
    },
  }
}

export type SearchQuestions = ReturnType<typeof askingGitHub>

/** GitHub's compare of a commit with the default branch's head: its status, and the commit both histories share. */
export interface Comparison {
  readonly status: string
  readonly mergeBase: string
}

/** The permission a question needs of the workflow's token. */
type Permission = 'actions' | 'contents'

/**
 * A failure GitHub answered with, as the reason it means; any other error (the step stopping, a
 * bug) as it was. GitHub's own words are kept (they say what was refused), without the token.
 */
function reasonOf(error: unknown, search: SearchScope, what: string, needs: Permission): unknown {
  const status = gitHubStatus(error)
  if (error instanceof CancelledError || error instanceof DeadlineError || status === undefined) return error
  const message = oneLineWithoutToken(errorMessage(error), search.token)
  // A rate limit the client would not wait out is no missing permission.
  if (status === 403 && /rate limit/i.test(message))
    return new NoUsableReport('unreachable', `GitHub's rate limit stopped ${what}: ${message}.`)
  if (status === 401 || status === 403 || status === 404)
    return new NoUsableReport(
      'no-permission',
      `GitHub answered ${status} (${message}) while ${what}: the workflow needs "permissions: ${needs}: read".`,
    )
  // Octokit reports a request that got no answer (refused, reset, timed out) with status 500 and no response.
  if ((error as { response?: unknown }).response === undefined)
    return new NoUsableReport(
      'unreachable',
      `GitHub's API at ${search.apiUrl} could not be reached while ${what}: ${message}.`,
    )
  const retried = status >= 500 || status === 429 ? ', also when asked again' : ''
  return new NoUsableReport('unreachable', `GitHub answered ${status} while ${what}${retried}: ${message}.`)
}
