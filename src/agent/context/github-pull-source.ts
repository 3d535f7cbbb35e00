import { gitHubStatus, type GitHubClient } from '../../github/github-client.ts'
import { accountOf, type PullRequestEvent } from '../../runner/pull-request-event.ts'

/*
 * What the context brief reads of pull requests through GitHub's REST API: a pull request's
 * files and its diff, and the pull request a commit came from.
 */

export interface ChangedFile {
  readonly path: string
  readonly status: string
  readonly additions: number
  readonly deletions: number
  /** The path before a rename. */
  readonly previousPath: string | undefined
}

export type PullRequestDiff =
  { readonly kind: 'diff'; readonly text: string } | { readonly kind: 'refused'; readonly why: string }

/** The pull request a commit came from. */
export interface CommitPull {
  readonly number: number
  readonly title: string
  /** Who opened it. */
  readonly author: PullRequestEvent['author']
}

/** A pull request's reads; each stops when `signal` aborts. */
export interface PullSource {
  /** Pages of a pull request's files, 100 at a time, until `enough` says the list is long enough. */
  pullRequestFiles(
    number: number,
    enough: (files: readonly ChangedFile[]) => boolean,
    signal: AbortSignal,
  ): Promise<ChangedFile[]>
  pullRequestDiff(number: number, signal: AbortSignal): Promise<PullRequestDiff>
  /** A pull request as GitHub's API answers it, to be read as untrusted. */
  pullRequest(number: number, signal: AbortSignal): Promise<unknown>
  /** The pull request that merged the commit (or any that holds it), when GitHub knows one. */
  pullOfCommit(sha: string, signal: AbortSignal): Promise<CommitPull | undefined>
}

/** GitHub lists at most 3,000 files of a pull request, 100 a page. */
const MAX_FILE_PAGES = 30

/** The reads of `repository`'s pull requests, through the one GitHub client. */
export function pullSource(octokit: GitHubClient, repository: { owner: string; repo: string }): PullSource {
  return {
    async pullRequestFiles(number, enough, signal) {
      const files: ChangedFile[] = []
      for (let page = 1; page <= MAX_FILE_PAGES && !enough(files); page++) {
        const { data } = await octokit.rest.pulls.listFiles({
          ...repository,
          pull_number: number,
          per_page: 100,
          page,
          request: { signal },
        })
        files.push(...data.map(changedFile))
        if (data.length < 100) break
      }
      return files
    },
    async pullRequestDiff(number, signal) {
      try {
        const { data } = await octokit.rest.pulls.get({
          ...repository,
          pull_number: number,
          mediaType: { format: 'diff' },
          request: { signal },
        })
        return diffOf(data)
      } catch (error) {
        // GitHub refuses the diff of a very large pull request (406) rather than send part of it.
        const status = gitHubStatus(error)
        if (status === 406 || status === 422) return { kind: 'refused', why: (error as Error).message }
        throw error
      }
    },
    async pullRequest(number, signal) {
      const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: number, request: { signal } })
      return data
    },
    async pullOfCommit(sha, signal) {
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...repository,
        commit_sha: sha,
        request: { signal },
      })
      // A commit can sit in several pull requests; the one that merged it is the one it came from.
      const merged = data.filter((pull) => pull.merged_at)
      const first = merged.find((pull) => pull.merge_commit_sha === sha) ?? merged[0] ?? data[0]
      return first ? { number: first.number, title: first.title, author: accountOf(first.user) } : undefined
    },
  }
}

/**
 * The diff media type answers plain text. Anything else (JSON from a proxy that dropped the
 * media type, bytes, an error page, nothing) is not a diff: the prompt says it was not sent,
 * rather than carry an empty or unreadable one.
 */
function diffOf(data: unknown): PullRequestDiff {
  if (typeof data !== 'string') {
    const what = data instanceof ArrayBuffer || ArrayBuffer.isView(data) ? 'bytes' : `JSON (${typeofJson(data)})`
    return { kind: 'refused', why: `GitHub answered with ${what}, not the text of a diff` }
  }
  if (data.trim() === '') return { kind: 'refused', why: 'GitHub sent an empty diff' }
  // A diff GitHub makes starts with its first file's header; an error page sent as text does not.
  if (!data.startsWith('diff --git ') || data.includes('\u0000')) {
    return { kind: 'refused', why: 'GitHub answered with text that is not a diff' }
  }
  return { kind: 'diff', text: data }
}

function typeofJson(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

function changedFile(file: {
  filename: string
  status: string
  additions: number
  deletions: number
  previous_filename?: string
}): ChangedFile {
  return {
    path: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    previousPath: file.previous_filename,
  }
}
