import type { ServerResponse } from 'node:http'
import { json } from './github-responses.ts'

/**
 * The workflow runs of the GitHub REST stand-in: runs a test records, listed by workflow file as
 * GitHub lists them (its `branch` and `status` filters; a pull request's run from a fork's branch
 * of the same name included, as GitHub includes it), each with the commit it ran, and where that
 * commit stands against the default branch, for the compare endpoint.
 */

export interface RecordedRun {
  readonly id: number
  /** `schedule`, `workflow_dispatch`, `pull_request`, … */
  readonly event: string
  /** The workflow file, as GitHub names it: `.github/workflows/report.yml`. */
  readonly path: string
  /** The head repository's full name; default `acme/docs`, another one is a fork. */
  readonly headRepository?: string
  /** The branch the run ran on (a tag's name for a tag's run); default `main`, the repository's default branch. */
  readonly headBranch?: string
  /** The commit the run ran; default one of its own (`runSha(id)`). */
  readonly headSha?: string
  /** Whether that commit is in the default branch's history; default true. A tag `main` off the branch is not. */
  readonly onDefaultBranch?: boolean
  /** False: GitHub does not have the commit (a deleted fork's), and its compare answers 404. */
  readonly commitKnown?: boolean
  /** How the run ended; default `success`. */
  readonly conclusion?: string
  /** ISO 8601; default: its first artifact's, or when it was recorded. */
  readonly createdAt?: string
}

export const REPOSITORY = 'acme/docs'
export const REPOSITORY_ID = 1_001
/** The default branch's newest commit: the harness's GITHUB_SHA, so a run of the harness runs main's head. */
export const MAIN_HEAD_SHA = 'ffac537e6cbbf934b08745a378932722df287a53'

/** A run's own commit, unless the test names one: its id in hex, padded, then `b`s. */
export const runSha = (id: number) => `${id.toString(16).padStart(8, '0')}${'b'.repeat(32)}`

export function createRunsStore(origin: () => string) {
  const runs = new Map<number, RecordedRun & { readonly createdAt: string }>()
  const repositoryIds = new Map<string, number>([[REPOSITORY, REPOSITORY_ID]])
  const repositoryId = (fullName: string) => {
    const key = fullName.toLowerCase()
    if (!repositoryIds.has(key)) repositoryIds.set(key, REPOSITORY_ID + repositoryIds.size)
    return repositoryIds.get(key) ?? REPOSITORY_ID
  }
  const headOf = (run: RecordedRun) => run.headRepository ?? REPOSITORY
  const shaOf = (run: RecordedRun) => run.headSha ?? runSha(run.id)

  const runJson = (run: RecordedRun & { readonly createdAt: string }) => ({
    id: run.id,
    name: 'docs',
    event: run.event,
    path: run.path,
    status: 'completed',
    conclusion: run.conclusion ?? 'success',
    run_attempt: 1,
    created_at: run.createdAt,
    html_url: `https://github.com/${REPOSITORY}/actions/runs/${run.id}`,
    url: `${origin()}/repos/${REPOSITORY}/actions/runs/${run.id}`,
    head_branch: run.headBranch ?? 'main',
    head_sha: shaOf(run),
    head_repository: { id: repositoryId(headOf(run)), full_name: headOf(run), fork: headOf(run) !== REPOSITORY },
    repository: { id: REPOSITORY_ID, full_name: REPOSITORY, fork: false },
  })

  return {
    record(run: RecordedRun, createdAt: string): void {
      runs.set(run.id, { ...run, createdAt: run.createdAt ?? createdAt })
    },
    get: (id: number) => runs.get(id),
    json: runJson,
    /** What the artifacts' listing says of an artifact's run. */
    listedRun(id: number) {
      const run = runs.get(id)
      return {
        id,
        repository_id: REPOSITORY_ID,
        head_repository_id: repositoryId(run ? headOf(run) : REPOSITORY),
        head_branch: run?.headBranch ?? 'main',
        head_sha: run ? shaOf(run) : runSha(id),
      }
    },
    /** `GET actions/workflows/{file}/runs`: newest first, filtered as GitHub filters, at most 1,000 when filtered. */
    list(file: string, url: URL) {
      const branch = url.searchParams.get('branch')
      const status = url.searchParams.get('status')
      const event = url.searchParams.get('event')
      const matching = [...runs.values()]
        .filter((run) => run.path.split('@')[0]?.split('/').pop() === file)
        .filter((run) => branch === null || (run.headBranch ?? 'main') === branch)
        .filter((run) => status === null || status === 'completed' || (run.conclusion ?? 'success') === status)
        .filter((run) => event === null || run.event === event)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
        // GitHub lists at most 1,000 runs, the newest, when the listing is filtered by branch, status or event.
        .slice(0, 1_000)
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30))
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
      const slice = matching.slice((page - 1) * perPage, page * perPage)
      return { total_count: matching.length, workflow_runs: slice.map(runJson) }
    },
    /** Where `head` stands against the default branch's head `base`; undefined for commits of no recorded run. */
    place(base: string, head: string): 'identical' | 'behind' | 'diverged' | undefined {
      if (base !== MAIN_HEAD_SHA) return undefined
      if (head === MAIN_HEAD_SHA) return 'identical'
      const run = [...runs.values()].find((candidate) => shaOf(candidate) === head)
      if (!run || run.commitKnown === false) return undefined
      return run.onDefaultBranch === false ? 'diverged' : 'behind'
    },
  }
}

export type RunsStore = ReturnType<typeof createRunsStore>

/**
 * `branches/{default}` (its head, MAIN_HEAD_SHA) and `compare/{head}...{sha}` for a recorded
 * run's commit; false for anything else, which the history's routes answer.
 */
export function routeRunCommits(
  defaultBranch: string,
  resource: string,
  rest: readonly string[],
  runs: Pick<RunsStore, 'place'>,
  response: ServerResponse,
  failWith?: number,
): boolean {
  if (failWith !== undefined && (resource === 'branches' || resource === 'compare'))
    return json(response, failWith, { message: 'Resource not accessible by integration' })
  if (resource === 'branches' && rest.join('/') === defaultBranch)
    return json(response, 200, { name: defaultBranch, commit: { sha: MAIN_HEAD_SHA }, protected: false })
  if (resource !== 'compare') return false
  const [base = '', head = ''] = rest.join('/').split('...')
  const status = runs.place(base, head)
  if (status === undefined) return false
  const [ahead, behind] = status === 'identical' ? [0, 0] : status === 'behind' ? [0, 3] : [1, 2]
  // Where both histories meet: the commit itself when the branch holds it, an older one of the branch otherwise.
  const mergeBase = status === 'diverged' ? `${'0'.repeat(39)}1` : head
  const commit = (sha: string) => ({ sha, commit: { message: '' } })
  return json(response, 200, {
    ...{ status, ahead_by: ahead, behind_by: behind, total_commits: ahead },
    ...{ base_commit: commit(base), merge_base_commit: commit(mergeBase), commits: [], files: [] },
  })
}
