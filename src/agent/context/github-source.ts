import { createGitHubClient, gitHubStatus } from '../../github/github-client.ts'
import { accountOf, type PullRequestEvent } from '../../runner/pull-request-event.ts'
import type { StepLimits } from '../../runner/limits.ts'
import { pullSource, type PullSource } from './github-pull-source.ts'

export interface ReleaseNotes {
  readonly name: string
  readonly tag: string
  readonly body: string
  readonly url: string | undefined
}

export interface Commit {
  readonly sha: string
  /** The first line of the message. */
  readonly subject: string
  /** The GitHub account that wrote it, when GitHub links one. */
  readonly author?: PullRequestEvent['author']
}

export interface CommitList {
  /** Newest first. */
  readonly commits: readonly Commit[]
  /** Commits in the range that the list leaves out, as the API pages them. */
  readonly omitted: number
}

/** What the context brief needs from GitHub; each read stops when `signal` aborts. */
export interface ContextSource extends PullSource {
  releaseForTag(tag: string, signal: AbortSignal): Promise<ReleaseNotes | undefined>
  tagNames(signal: AbortSignal): Promise<string[]>
  commitsBetween(base: string, head: string, signal: AbortSignal): Promise<CommitList>
  commitsUpTo(head: string, signal: AbortSignal): Promise<CommitList>
}

const MAX_TAG_PAGES = 10
const COMMITS_WITHOUT_BASE = 100

/** Reads the repository through the REST API at `apiUrl` (GITHUB_API_URL on a runner, so GHES works too). */
export async function createContextSource(
  token: string,
  repository: { owner: string; repo: string },
  apiUrl: string,
  limits: StepLimits,
): Promise<ContextSource> {
  const octokit = await createGitHubClient({ token, apiUrl, limits })
  return {
    ...pullSource(octokit, repository),
    async releaseForTag(tag, signal) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repository, tag, request: { signal } })
        return { name: data.name ?? tag, tag: data.tag_name, body: data.body ?? '', url: data.html_url }
      } catch (error) {
        if (gitHubStatus(error) === 404) return undefined
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
      const commits = data.commits
        .map((commit) =>
          commitOf(commit.commit.message, commit.sha, commit.author?.login ? accountOf(commit.author) : undefined),
        )
        .reverse()
      return { commits, omitted: Math.max(0, data.total_commits - commits.length) }
    },
    async commitsUpTo(head, signal) {
      const { data } = await octokit.rest.repos.listCommits({
        ...repository,
        sha: head,
        per_page: COMMITS_WITHOUT_BASE,
        request: { signal },
      })
      return { commits: data.map((commit) => commitOf(commit.commit.message, commit.sha)), omitted: 0 }
    },
  }
}

/** A commit by its sha and the first line of its message, with its author's account when known. */
export function commitOf(message: string, sha: string, author?: Commit['author']): Commit {
  const subject = message.split('\n', 1)[0]?.trim() ?? ''
  return author ? { sha, subject, author } : { sha, subject }
}
