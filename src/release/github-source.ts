import * as github from '@actions/github'

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

/** What the release context needs from GitHub; the real one reads the REST API. */
export interface ReleaseSource {
  releaseForTag(tag: string): Promise<ReleaseNotes | undefined>
  tagNames(): Promise<string[]>
  commitsBetween(base: string, head: string): Promise<CommitList>
  commitsUpTo(head: string): Promise<CommitList>
}

const MAX_TAG_PAGES = 10
const COMMITS_WITHOUT_BASE = 100

/** Reads the repository through the REST API at `apiUrl` (GITHUB_API_URL on a runner, so GHES works too). */
export function createReleaseSource(
  token: string,
  repository: { owner: string; repo: string },
  apiUrl: string,
): ReleaseSource {
  const octokit = github.getOctokit(token, { baseUrl: apiUrl })
  return {
    async releaseForTag(tag) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repository, tag })
        return { name: data.name ?? tag, tag: data.tag_name, body: data.body ?? '', url: data.html_url }
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined
        throw error
      }
    },
    async tagNames() {
      const names: string[] = []
      for (let page = 1; page <= MAX_TAG_PAGES; page++) {
        const { data } = await octokit.rest.repos.listTags({ ...repository, per_page: 100, page })
        names.push(...data.map((tag) => tag.name))
        if (data.length < 100) break
      }
      return names
    },
    async commitsBetween(base, head) {
      const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${base}...${head}`,
      })
      const subjects = data.commits.map((commit) => subjectOf(commit.commit.message, commit.sha)).reverse()
      return { subjects, omitted: Math.max(0, data.total_commits - subjects.length) }
    },
    async commitsUpTo(head) {
      const { data } = await octokit.rest.repos.listCommits({
        ...repository,
        sha: head,
        per_page: COMMITS_WITHOUT_BASE,
      })
      return { subjects: data.map((commit) => subjectOf(commit.commit.message, commit.sha)), omitted: 0 }
    },
  }
}

function subjectOf(message: string, sha: string): string {
  return `${message.split('\n', 1)[0]?.trim() ?? ''} (${sha.slice(0, 7)})`
}
