import type { GitHubClient } from '../../github/github-client.ts'
import { log } from '../../runner/log.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { count } from '../../text/format.ts'
import { askGitHub, Missing } from './missing-report.ts'

/** Where to look for the last report, with what, and what to skip. */
export interface ArtifactSearch {
  /** `github-token`: sent to GitHub's API only. */
  readonly token: string
  readonly repository: { readonly owner: string; readonly repo: string }
  /** GITHUB_API_URL, without a trailing slash. */
  readonly apiUrl: string
  /** `artifact-name`: the artifact the report is uploaded as. */
  readonly artifactName: string
  /** This run: its own artifacts (an earlier attempt's) are never the last report. */
  readonly runId: number | undefined
  /** `.github/workflows/report.yml`: only runs of this workflow file count; undefined: asked of GitHub for this run. */
  readonly workflowPath: string | undefined
}

export type Octokit = GitHubClient
export type Artifact = Awaited<
  ReturnType<Octokit['rest']['actions']['listArtifactsForRepo']>
>['data']['artifacts'][number]
type Run = Awaited<ReturnType<Octokit['rest']['actions']['getWorkflowRun']>>['data']

/** The artifact taken for the last report, and the run that uploaded it. */
export interface TrustedArtifact {
  readonly artifact: Artifact
  readonly runId: number
}

const MAX_LIST_PAGES = 3
const MAX_CANDIDATES = 20

/**
 * The newest artifact `artifactName` of an earlier run of this workflow that was not a pull
 * request's or a fork's run (whose files anyone could have written). Throws Missing when there
 * is none, or when GitHub does not say.
 */
export async function findTrustedArtifact(
  octokit: Octokit,
  search: ArtifactSearch,
  limits: StepLimits,
): Promise<TrustedArtifact> {
  const workflowPath = await workflowFileOf(octokit, search, limits)
  const artifacts = await listArtifacts(octokit, search, limits)
  if (artifacts.length === 0) {
    const { owner, repo } = search.repository
    throw new Missing('first-run', `No artifact "${search.artifactName}" in ${owner}/${repo} yet.`)
  }
  return newestTrusted(octokit, search, limits, artifacts, workflowPath)
}

/** The workflow file whose runs count: as the runner named it, or as GitHub says of this run. */
async function workflowFileOf(octokit: Octokit, search: ArtifactSearch, limits: StepLimits): Promise<string> {
  if (search.workflowPath !== undefined) return withoutRef(search.workflowPath)
  const runId = search.runId
  if (runId === undefined)
    throw new Missing('none-trusted', "This run's workflow file is not known, so no earlier report can be trusted.")
  const { data } = await askGitHub(search, limits, `reading this run (${runId}) from GitHub`, (signal) =>
    octokit.rest.actions.getWorkflowRun({ ...search.repository, run_id: runId, request: { signal } }),
  )
  return withoutRef(data.path)
}

/** `.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`. */
function withoutRef(workflowPath: string): string {
  const at = workflowPath.indexOf('@')
  return at < 0 ? workflowPath : workflowPath.slice(0, at)
}

/** The repository's artifacts of that exact name, newest first (the order is not left to the API). */
async function listArtifacts(octokit: Octokit, search: ArtifactSearch, limits: StepLimits): Promise<Artifact[]> {
  const name = search.artifactName
  const found: Artifact[] = []
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const { data } = await askGitHub(search, limits, `listing the artifacts named "${name}"`, (signal) =>
      octokit.rest.actions.listArtifactsForRepo({
        ...search.repository,
        name,
        per_page: 100,
        page,
        request: { signal },
      }),
    )
    const artifacts = data.artifacts ?? []
    found.push(...artifacts.filter((artifact) => artifact.name === name))
    if (artifacts.length < 100) break
  }
  const time = (artifact: Artifact) => Date.parse(artifact.created_at ?? '') || 0
  return found.sort((a, b) => time(b) - time(a) || b.id - a.id)
}

/** The newest artifact from a trusted earlier run; the skipped ones are counted in one log line. */
async function newestTrusted(
  octokit: Octokit,
  search: ArtifactSearch,
  limits: StepLimits,
  artifacts: readonly Artifact[],
  workflowPath: string,
): Promise<TrustedArtifact> {
  const skipped = new Map<string, number>()
  const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1)
  let asked = 0
  let chosen: TrustedArtifact | undefined
  for (const artifact of artifacts) {
    const run = artifact.workflow_run
    if (run?.id === undefined) skip('from an unknown run')
    else if (run.id === search.runId) skip('from this run')
    else if (run.head_repository_id !== run.repository_id) skip('from a fork')
    else if (asked++ < MAX_CANDIDATES) {
      const runId = run.id
      const { data } = await askGitHub(search, limits, `reading workflow run ${runId}`, (signal) =>
        octokit.rest.actions.getWorkflowRun({ ...search.repository, run_id: runId, request: { signal } }),
      )
      const why = distrust(data, workflowPath, search.repository)
      if (!why) {
        chosen = { artifact, runId }
        break
      }
      skip(why)
    }
  }
  const total = [...skipped.values()].reduce((sum, n) => sum + n, 0)
  if (total > 0)
    log.info(`Skipped ${count(total, 'artifact')}: ${[...skipped].map(([why, n]) => `${n} ${why}`).join(', ')}.`)
  if (chosen) return chosen
  const checked = asked > MAX_CANDIDATES ? ` (the runs of the newest ${MAX_CANDIDATES} were checked)` : ''
  const found = `${count(artifacts.length, 'artifact')} named "${search.artifactName}" ${artifacts.length === 1 ? 'was' : 'were'} found`
  throw new Missing(
    'none-trusted',
    `${found}, none from an earlier run of ${workflowPath} outside pull requests and forks${checked}.`,
  )
}

/** Why a run's files are not to be built on, or undefined when they are. */
function distrust(run: Run, workflowPath: string, repository: ArtifactSearch['repository']): string | undefined {
  if (run.event.startsWith('pull_request')) return `from a ${run.event} run`
  if (withoutRef(run.path) !== workflowPath) return 'from another workflow file'
  // A deleted fork leaves no head repository: as untrusted as any fork.
  const head = (run.head_repository as Run['head_repository'] | null)?.full_name.toLowerCase()
  const own = `${repository.owner}/${repository.repo}`.toLowerCase()
  if (head !== own || head !== run.repository.full_name.toLowerCase()) return 'from a fork'
  return undefined
}
