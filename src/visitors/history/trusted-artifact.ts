import type { GitHubClient } from '../../github/github-client.ts'
import { log } from '../../runner/log.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { count } from '../../text/format.ts'
import { NoUsableReport, type Artifact } from './report-download.ts'
import { askingGitHub, type SearchQuestions, type SearchScope } from './search-questions.ts'

/*
 * The primary defence of the history (see history-lookup.ts): which artifact may be built on at
 * all. Only one uploaded by an earlier run of this same workflow file, in this repository, on its
 * default branch, on an event that is not a pull request's; never one of a fork's run. Anyone who
 * can open a pull request can make such a run upload an artifact of that name, and anyone who can
 * push a branch can run the workflow as that branch changed it; only the repository's own
 * workflow, as its default branch holds it, writes one worth trusting. GitHub is asked
 * (search-questions.ts), and whatever it refuses or fails to answer ends the search.
 */

/** Where to look for the last report, with what, and what to skip: built once, by history-lookup.ts. */
export interface ArtifactSearch extends SearchScope {
  /** This run: its own artifacts (an earlier attempt's) are never the last report. */
  readonly runId: number | undefined
  /** An earlier attempt of this run counts (a report's progress, which a re-run goes on with). */
  readonly thisRunCounts?: boolean
  /** `.github/workflows/report.yml`: only runs of this workflow file count; undefined: asked of GitHub for this run. */
  readonly workflowPath: string | undefined
  /** Only runs on this branch count: the event payload's `repository.default_branch`; undefined: asked of GitHub. */
  readonly defaultBranch: string | undefined
}

type Run = Awaited<ReturnType<GitHubClient['rest']['actions']['getWorkflowRun']>>['data']

/** The artifact taken for the last report, and the run that uploaded it. */
export interface TrustedArtifact {
  readonly artifact: Artifact
  readonly runId: number
}

const MAX_LIST_PAGES = 3
const MAX_CANDIDATES = 20

/**
 * The newest artifact `artifactName` of a trusted earlier run. Throws NoUsableReport when there
 * is none, or when GitHub does not say.
 */
export async function findTrustedArtifact(
  octokit: GitHubClient,
  search: ArtifactSearch,
  limits: StepLimits,
): Promise<TrustedArtifact> {
  const github = askingGitHub(octokit, search, limits)
  const workflowPath = await workflowFileOf(search, github)
  const artifacts = await listArtifacts(search, github)
  if (artifacts.length === 0) {
    const { owner, repo } = search.repository
    throw new NoUsableReport('first-run', `No artifact "${search.artifactName}" in ${owner}/${repo} yet.`)
  }
  const branch = search.defaultBranch ?? (await github.repository()).default_branch
  return newestTrusted(search, github, artifacts, { workflowPath, branch })
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

/** The workflow file whose runs count: as the runner named it, or as GitHub says of this run. */
async function workflowFileOf(search: ArtifactSearch, github: SearchQuestions): Promise<string> {
  if (search.workflowPath !== undefined) return withoutRef(search.workflowPath)
  const runId = search.runId
  if (runId === undefined)
    throw new NoUsableReport(
      'none-trusted',
      "This run's workflow file is not known, so no earlier report can be trusted.",
    )
  return withoutRef((await github.run(runId, `reading this run (${runId}) from GitHub`)).path)
}

/** `.github/workflows/report.yml@refs/heads/main` → `.github/workflows/report.yml`. */
function withoutRef(workflowPath: string): string {
  const at = workflowPath.indexOf('@')
  return at < 0 ? workflowPath : workflowPath.slice(0, at)
}

/** The repository's artifacts of that exact name, newest first (the order is not left to the API). */
async function listArtifacts(search: ArtifactSearch, github: SearchQuestions): Promise<Artifact[]> {
  const found: Artifact[] = []
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const artifacts = await github.artifacts(page)
    found.push(...artifacts.filter((artifact) => artifact.name === search.artifactName))
    if (artifacts.length < 100) break
  }
  const time = (artifact: Artifact) => Date.parse(artifact.created_at ?? '') || 0
  return found.sort((a, b) => time(b) - time(a) || b.id - a.id)
}

/** What a trusted run ran: this workflow file, as the default branch holds it. */
interface TrustedSource {
  readonly workflowPath: string
  readonly branch: string
}

/** The newest artifact from a trusted earlier run; the skipped ones are counted in one log line. */
async function newestTrusted(
  search: ArtifactSearch,
  github: SearchQuestions,
  artifacts: readonly Artifact[],
  trusted: TrustedSource,
): Promise<TrustedArtifact> {
  const skipped = new Map<string, number>()
  const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1)
  let asked = 0
  let chosen: TrustedArtifact | undefined
  for (const artifact of artifacts) {
    const run = artifact.workflow_run
    // This run's, and a fork's, are told from the listing alone: no request spent on them.
    if (run?.id === undefined) skip('from an unknown run')
    else if (run.id === search.runId && search.thisRunCounts !== true) skip('from this run')
    else if (run.head_repository_id !== run.repository_id) skip('from a fork')
    else if (typeof run.head_branch === 'string' && run.head_branch !== trusted.branch) skip(otherBranch(trusted))
    else if (asked++ < MAX_CANDIDATES) {
      const why = distrust(await github.run(run.id, `reading workflow run ${run.id}`), trusted, search)
      if (!why) {
        chosen = { artifact, runId: run.id }
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
  throw new NoUsableReport(
    'none-trusted',
    `${found}, none from an earlier run of ${trusted.workflowPath} on the default branch (${trusted.branch}) outside pull requests and forks${checked}.`,
  )
}

/** Why a run's files are not to be built on, or undefined when they are. */
function distrust(run: Run, trusted: TrustedSource, search: ArtifactSearch): string | undefined {
  if (run.event.startsWith('pull_request')) return `from a ${run.event} run`
  if (withoutRef(run.path) !== trusted.workflowPath) return 'from another workflow file'
  // A run on another branch ran the workflow as that branch has it: whoever can push one wrote what it uploaded.
  if (run.head_branch !== trusted.branch) return otherBranch(trusted)
  // A deleted fork leaves no head repository: as untrusted as any fork.
  const head = (run.head_repository as Run['head_repository'] | null)?.full_name.toLowerCase()
  const own = `${search.repository.owner}/${search.repository.repo}`.toLowerCase()
  if (head !== own || head !== run.repository.full_name.toLowerCase()) return 'from a fork'
  return undefined
}

function otherBranch(trusted: TrustedSource): string {
  return `from a branch other than ${trusted.branch}`
}
