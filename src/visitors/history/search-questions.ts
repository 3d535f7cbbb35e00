import { gitHubStatus, type GitHubClient } from '../../github/github-client.ts'
import { bounded, CancelledError, DeadlineError, type StepLimits } from '../../runner/limits.ts'
import { errorMessage } from '../../text/format.ts'
import { NoUsableReport, oneLineWithoutToken } from './report-download.ts'

/*
 * What the search for the last report asks GitHub (trusted-artifact.ts): the repository's default
 * branch, a workflow run, the artifacts of a name. Each within the lookup's limits, and whatever
 * GitHub refuses or fails to answer as the reason the search ends with.
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

/** The questions the search asks GitHub, through one client and within the lookup's limits. */
export function askingGitHub(octokit: GitHubClient, search: SearchScope, limits: StepLimits) {
  const { repository, artifactName: name } = search
  const ask = async <T>(what: string, call: (signal: AbortSignal) => Promise<{ readonly data: T }>) => {
    try {
      return (await bounded(limits, what, call)).data
    } catch (error) {
      throw reasonOf(error, search, what)
    }
  }
  return {
    repository: () =>
      ask("reading the repository's default branch", (signal) =>
        octokit.rest.repos.get({ ...repository, request: { signal } }),
      ),
    run: (runId: number, what: string) =>
      ask(what, (signal) => octokit.rest.actions.getWorkflowRun({ ...repository, run_id: runId, request: { signal } })),
    artifacts: async (page: number) =>
      (
        await ask(`listing the artifacts named "${name}"`, (signal) =>
          octokit.rest.actions.listArtifactsForRepo({ ...repository, name, per_page: 100, page, request: { signal } }),
        )
      ).artifacts ?? [],
  }
}

export type SearchQuestions = ReturnType<typeof askingGitHub>

/**
 * A failure GitHub answered with, as the reason it means; any other error (the step stopping, a
 * bug) as it was. GitHub's own words are kept (they say what was refused), without the token.
 */
function reasonOf(error: unknown, search: SearchScope, what: string): unknown {
  const status = gitHubStatus(error)
  if (error instanceof CancelledError || error instanceof DeadlineError || status === undefined) return error
  const message = oneLineWithoutToken(errorMessage(error), search.token)
  if (status === 401 || status === 403 || status === 404)
    return new NoUsableReport(
      'no-permission',
      `GitHub answered ${status} (${message}) while ${what}: the workflow needs "permissions: actions: read".`,
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
