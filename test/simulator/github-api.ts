import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createActionsStore, type RecordedRun } from './github-artifacts.ts'

export type { RecordedArtifact, RecordedRun } from './github-artifacts.ts'
export { recordRunFrom } from './github-artifacts.ts'

/** A repository's history for the GitHub REST stand-in: commits oldest first, tags by commit index. */
export interface RepositoryScript {
  readonly commits: readonly string[]
  readonly tags: Readonly<Record<string, number>>
  readonly releases?: Readonly<Record<string, { name: string; body: string }>>
  /** Answer every request with this status instead, e.g. 403 for a token without permission. */
  readonly failWith?: number
  /** Answer the first `times` requests with `status`, then normally: a transient fault. */
  readonly failFirst?: { readonly status: number; readonly times: number }
  /** Never answer: a GitHub API that hangs. */
  readonly hang?: boolean
  /** Error messages quote the request's Authorization header back. */
  readonly echoToken?: boolean
  /** The error message to answer with, e.g. one holding a workflow command. */
  readonly message?: string
  /** Answer only the Actions endpoints (artifacts, runs) with this status, e.g. 403 for a token without `actions: read`. */
  readonly artifactsFailWith?: number
}

export interface GitHubApi {
  readonly url: string
  readonly requests: { path: string; authorization: string | undefined }[]
  /** Records a finished workflow run with its artifacts; returns the artifacts' ids, unique across runs. */
  recordRun(run: RecordedRun): number[]
  close(): Promise<void>
}

const sha = (index: number) => index.toString(16).padStart(7, '0') + 'a'.repeat(33)

/**
 * The few REST endpoints the release context reads, and the Actions endpoints that find an
 * earlier run's artifact (github-artifacts.ts), for acme/docs, on 127.0.0.1.
 */
export async function startGitHubApi(script: RepositoryScript): Promise<GitHubApi> {
  const requests: GitHubApi['requests'] = []
  const actions = createActionsStore(() => `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const commit = (index: number) => ({ sha: sha(index), commit: { message: script.commits[index] ?? '' } })
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://github')
    requests.push({ path: url.pathname + url.search, authorization: request.headers.authorization })
    if (script.hang) return
    const failing =
      script.failFirst && requests.length <= script.failFirst.times ? script.failFirst.status : script.failWith
    if (failing) return json(response, failing, { message: failure(script, request) })
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent)
    // A signed blob URL, as GitHub's zip endpoint redirects to: it carries no token.
    if (parts[0] === 'artifact-blobs' && parts.length === 2) return actions.blob(parts[1] ?? '', response)
    if (parts[0] !== 'repos' || parts[1] !== 'acme' || parts[2] !== 'docs')
      return json(response, 404, { message: 'Not Found' })
    const [, , , resource, ...rest] = parts
    if (resource === 'actions') {
      if (script.artifactsFailWith)
        return json(response, script.artifactsFailWith, { message: failure(script, request) })
      if (request.method === 'GET' && actions.route(rest, url, response)) return
      return json(response, 404, { message: 'Not Found' })
    }
    if (resource === 'releases' && rest[0] === 'tags') {
      const tag = rest.slice(1).join('/')
      const release = script.releases?.[tag]
      if (!release) return json(response, 404, { message: 'Not Found' })
      const htmlUrl = `https://github.com/acme/docs/releases/tag/${tag}`
      return json(response, 200, { tag_name: tag, name: release.name, body: release.body, html_url: htmlUrl })
    }
    if (resource === 'tags') {
      const page = Number(url.searchParams.get('page') ?? 1)
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const names = Object.keys(script.tags).reverse()
      const slice = names.slice((page - 1) * perPage, page * perPage)
      return json(
        response,
        200,
        slice.map((name) => ({ name, commit: { sha: sha(script.tags[name] ?? 0) } })),
      )
    }
    if (resource === 'compare') {
      const [base, head] = rest.join('/').split('...')
      const from = script.tags[base ?? ''] ?? -1
      const to = script.tags[head ?? ''] ?? -1
      const indexes = Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + 1 + offset)
      return json(response, 200, { total_commits: indexes.length, commits: indexes.slice(0, 250).map(commit) })
    }
    if (resource === 'commits') {
      const head = script.tags[url.searchParams.get('sha') ?? ''] ?? script.commits.length - 1
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const indexes = Array.from({ length: head + 1 }, (_, offset) => head - offset).slice(0, perPage)
      return json(response, 200, indexes.map(commit))
    }
    json(response, 404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    recordRun: (run) => actions.recordRun(run),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function failure(script: RepositoryScript, request: IncomingMessage): string {
  const echoed = script.echoToken ? ` (sent ${request.headers.authorization ?? ''})` : ''
  return `${script.message ?? 'Resource not accessible by integration'}${echoed}`
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}
