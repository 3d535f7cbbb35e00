import { bounded, type StepLimits } from '../runner/limits.ts'
import type { GitHubClient } from './github-client.ts'

/*
 * A workflow run's artifacts as GitHub's REST API lists them (`actions: read`), every attempt's,
 * page by page: the roll-up reads a run's reports from it, a re-run what its first attempt sent.
 */

/** One artifact as the listing gives it. */
export type ListedArtifact = Awaited<
  ReturnType<GitHubClient['rest']['actions']['listWorkflowRunArtifacts']>
>['data']['artifacts'][number]

/** Pages of 100 listed at most: more artifacts than a run's steps would upload. */
export const MAX_ARTIFACT_PAGES = 10

/**
 * The run's artifacts, newest first, in pages of 100 within `maxPages`; `complete` is false when
 * the last page was full, so more may stand beyond those read. Errors are GitHub's, as thrown.
 */
export async function listRunArtifactPages(
  octokit: GitHubClient,
  repository: { readonly owner: string; readonly repo: string },
  runId: number,
  limits: StepLimits,
  what: string,
): Promise<{ readonly artifacts: ListedArtifact[]; readonly complete: boolean }> {
  const artifacts: ListedArtifact[] = []
  for (let page = 1; page <= MAX_ARTIFACT_PAGES; page++) {
    const { data } = await bounded(limits, what, (signal) =>
      octokit.rest.actions.listWorkflowRunArtifacts({
        ...repository,
        run_id: runId,
        per_page: 100,
        page,
        request: { signal },
      }),
    )
    artifacts.push(...data.artifacts)
    if (data.artifacts.length < 100) return { artifacts, complete: true }
  }
  return { artifacts, complete: false }
}
