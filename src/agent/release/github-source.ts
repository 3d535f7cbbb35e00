export interface ReleaseNotes {
  readonly name: string
  readonly tag: string
  readonly body: string
  readonly url: string | undefined
}

export interface CommitList {
  /** First lines of the commit messages, newest first. */
  readonly subjects: readonly string[]
  /** Commits in the range that the list leaves out, as the API pages them. */
  readonly omitted: number
}

/** What the release brief needs from GitHub; each read stops when `signal` aborts. */
export interface ReleaseSource {
  releaseForTag(tag: string, signal: AbortSignal): Promise<ReleaseNotes | undefined>
  tagNames(signal: AbortSignal): Promise<string[]>
  commitsBetween(base: string, head: string, signal: AbortSignal): Promise<CommitList>
  commitsUpTo(head: string, signal: AbortSignal): Promise<CommitList>
}

const MAX_TAG_PAGES = 10
const COMMITS_WITHOUT_BASE = 100

/**
 * Reads the repository through the REST API at `apiUrl` (GITHUB_API_URL on a runner, so GHES
 * works too). The GitHub client and its retry plugin (transient failures retried with back-off,
 * as the platform's reads are) are loaded here, on demand: most agent runs never need them.
 */
export async function createReleaseSource(
  token: string,
  repository: { owner: string; repo: string },
  apiUrl: string,
): Promise<ReleaseSource> {
  const [{ getOctokit }, { retry }] = await Promise.all([import('@actions/github'), import('@octokit/plugin-retry')])
  const octokit = getOctokit(token, { baseUrl: apiUrl }, retry)
  return {
    async releaseForTag(tag, signal) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repository, tag, request: { signal } })
        return { name: data.name ?? tag, tag: data.tag_name, body: data.body ?? '', url: data.html_url }
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined
        throw error
      }
    },
    async tagNames(signal) {
      const names: string[] = []
      for (let page = 1; page <= MAX_TAG_PAGES; page++) {
        const { data } = await octokit.rest.repos.listTags({ ...repository, per_page: 100, page, request: { signal } })
        names.push(...data.map((tag) => tag.name))
        if (data.length < 100) break
      }
      return names
    },
    async commitsBetween(base, head, signal) {
      const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${base}...${head}`,
        request: { signal },
      })
      const subjects = data.commits.map((commit) => subjectOf(commit.commit.message, commit.sha)).reverse()
      return { subjects, omitted: Math.max(0, data.total_commits - subjects.length) }
    },
    async commitsUpTo(head, signal) {
      const { data } = await octokit.rest.repos.listCommits({
        ...repository,
        sha: head,
        per_page: COMMITS_WITHOUT_BASE,
        request: { signal },
      })
      return { subjects: data.map((commit) => subjectOf(commit.commit.message, commit.sha)), omitted: 0 }
    },
  }
}

function subjectOf(message: string, sha: string): string {
  return `${message.split('\n', 1)[0]?.trim() ?? ''} (${sha.slice(0, 7)})`
}
