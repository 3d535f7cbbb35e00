import type { ServerResponse } from 'node:http'
import { routeCommitPulls, type PullsScript } from './github-pulls.ts'
import { json, notFound, type StandInRequest } from './github-responses.ts'

/**
 * The history endpoints of the GitHub REST stand-in: tags, the commits up to a ref, the commits
 * between two refs, and the pull requests of a commit. The repository's commits are the script's
 * messages, oldest first; each has the sha `commitSha(index)`, so a test can name one as an
 * event payload would.
 */

export interface HistoryScript extends PullsScript {
  /** Commit messages, oldest first. */
  readonly commits: readonly string[]
  /** Tag names, by the index of the commit they point at. */
  readonly tags: Readonly<Record<string, number>>
  /** The GitHub account that wrote a commit, by its index; the rest have none GitHub links (`author: null`). */
  readonly commitAuthors?: Readonly<Record<number, { readonly login: string; readonly type: 'User' | 'Bot' }>>
}

/** GitHub's compare lists this many commits at most, and counts the rest in `total_commits`. */
const MAX_COMPARE_COMMITS = 250

/** The 40-hex sha of the commit at `index`: its index in hex, padded, then `a`s. */
export const commitSha = (index: number) => index.toString(16).padStart(7, '0') + 'a'.repeat(33)

/** The index of the commit a tag name or full sha names; undefined for a ref the repository does not have. */
export function resolveRef(script: HistoryScript, ref: string): number | undefined {
  if (Object.hasOwn(script.tags, ref)) return script.tags[ref]
  const index = script.commits.findIndex((_, candidate) => commitSha(candidate) === ref)
  return index >= 0 ? index : undefined
}

/** Answers `tags`, `commits`, `commits/{sha}/pulls` and `compare/{base}...{head}`; false when no such route. */
export function routeHistory(
  script: HistoryScript,
  resource: string,
  request: StandInRequest,
  response: ServerResponse,
) {
  if (request.method !== 'GET') return false
  const { rest, url } = request
  const commit = (index: number) => ({
    sha: commitSha(index),
    commit: { message: script.commits[index] ?? '' },
    author: script.commitAuthors?.[index] ?? null,
  })
  if (resource === 'tags' && rest.length === 0) {
    const page = Number(url.searchParams.get('page') ?? 1)
    const perPage = Number(url.searchParams.get('per_page') ?? 30)
    const names = Object.keys(script.tags).reverse()
    const slice = names.slice((page - 1) * perPage, page * perPage)
    return json(
      response,
      200,
      slice.map((name) => ({ name, commit: { sha: commitSha(script.tags[name] ?? 0) } })),
    )
  }
  if (resource === 'compare') {
    const [base = '', head = ''] = rest.join('/').split('...')
    const from = resolveRef(script, base)
    const to = resolveRef(script, head)
    if (from === undefined || to === undefined) return notFound(response)
    const indexes = Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + 1 + offset)
    const status = to > from ? 'ahead' : to < from ? 'behind' : 'identical'
    const commits = indexes.slice(0, MAX_COMPARE_COMMITS).map(commit)
    return json(response, 200, { status, total_commits: indexes.length, commits })
  }
  if (resource === 'commits' && rest.length === 2 && rest[1] === 'pulls')
    return routeCommitPulls(script, rest[0] ?? '', response)
  if (resource === 'commits' && rest.length === 0) {
    // An unknown or missing `sha` lists from the newest commit, as from the default branch.
    const head = resolveRef(script, url.searchParams.get('sha') ?? '') ?? script.commits.length - 1
    const perPage = Number(url.searchParams.get('per_page') ?? 30)
    const indexes = Array.from({ length: head + 1 }, (_, offset) => head - offset).slice(0, perPage)
    return json(response, 200, indexes.map(commit))
  }
  return false
}
