import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { accountOf, answerGraphql, answerPermission } from './github-accounts.ts'
import type { RepositoryScript } from './github-script.ts'
import { createActionsStore, type RunWithArtifacts } from './github-artifacts.ts'
import { createCommentsStore } from './github-comments.ts'
import { createDeploymentsStore, type DeploymentRecord } from './github-deployments.ts'
import { routeHistory } from './github-history.ts'
import { routePulls } from './github-pulls.ts'
import { createReactionsStore, type ReactionTarget } from './github-reactions.ts'
import { createReleasesStore } from './github-releases.ts'
import { json, notFound, type StandInRequest } from './github-responses.ts'
import { routeRunCommits } from './github-runs.ts'

export type { RecordedArtifact, RecordedRun, RunWithArtifacts } from './github-artifacts.ts'
export { MAIN_HEAD_SHA, runSha } from './github-runs.ts'
export { recordRunFrom } from './github-artifacts.ts'
export type { Account, RepositoryRole } from './github-accounts.ts'
export type { PlantedReaction, ReactionTarget } from './github-reactions.ts'
export type { PlantedComment } from './github-comments.ts'
export type { DeploymentRecord, PlantedDeployment } from './github-deployments.ts'
export { commitSha } from './github-history.ts'
export type { SimulatedFile, SimulatedPull } from './github-pulls.ts'
export type { ScriptedRelease } from './github-releases.ts'

export type { RepositoryScript } from './github-script.ts'

export interface GitHubRequest {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly accept: string | undefined
  /** The body as text, '' when none was sent. */
  readonly body: string
}

export interface GitHubApi {
  readonly url: string
  readonly requests: GitHubRequest[]
  /** Records a finished workflow run with its artifacts; returns the artifacts' ids, unique across runs. */
  recordRun(run: RunWithArtifacts): number[]
  /** The comments on issue or pull request `issue`, oldest first, each with every body it has had in `edits`. */
  comments(issue: number): { id: number; body: string; login: string; edits: string[] }[]
  /** The reactions on a comment, oldest first, as `login:content`. */
  reactions(target: ReactionTarget, commentId: number): string[]
  /** A release's notes as they stand now, after any edit; undefined for a tag without a release. */
  releaseBody(tag: string): string | undefined
  /** The repository's deployments, oldest first, each with its statuses oldest first. */
  deployments(): DeploymentRecord[]
  close(): Promise<void>
}

const SECONDARY_RATE_LIMIT = {
  message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
}

/** A GraphQL query is POSTed, but reads: a read-only token may send it, and it is no write to space out. */
const isWrite = (method: string, path: string) => method !== 'GET' && method !== 'HEAD' && path !== '/graphql'

/**
 * The REST endpoints the action reads and writes for acme/docs, on 127.0.0.1: history, pull
 * requests, releases, issue comments, deployments, and the Actions endpoints that find an earlier run's
 * artifact (github-artifacts.ts); and GraphQL's `viewer`, the account a token acts as
 * (github-accounts.ts). Each request's body is read whole before it is answered.
 */
export async function startGitHubApi(script: RepositoryScript): Promise<GitHubApi> {
  const requests: GitHubRequest[] = []
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const actions = createActionsStore(origin)
  const comments = createCommentsStore(script.issueComments ?? [], origin)
  const releases = createReleasesStore(script.releases ?? {})
  const reactions = createReactionsStore(script.reactions ?? [], script.deletedComments)
  const deployments = createDeploymentsStore(script.deployments ?? [], origin)
  let writes = 0

  /** Answers with the fault the script asks for, or leaves the request hanging; false to answer normally. */
  const fault = (request: IncomingMessage, response: ServerResponse, method: string, path: string): boolean => {
    if (script.hang) return true
    const failing =
      script.failFirst && requests.length <= script.failFirst.times ? script.failFirst.status : script.failWith
    if (failing) return json(response, failing, { message: failure(script, request) })
    if (path === '/graphql' && script.graphqlFailWith)
      return json(response, script.graphqlFailWith, { message: failure(script, request) })
    if (!isWrite(method, path)) return false
    if (script.hangWrites) return true
    if (script.writeFailWith) return json(response, script.writeFailWith, { message: failure(script, request) })
    writes++
    if (script.secondaryRateLimit && writes <= script.secondaryRateLimit.times)
      return json(response, 403, SECONDARY_RATE_LIMIT, { 'retry-after': script.secondaryRateLimit.retryAfter })
    return false
  }

  const answer = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const method = request.method ?? 'GET'
    const url = new URL(request.url ?? '/', 'http://github')
    const accept = request.headers.accept
    requests.push({
      method,
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      accept,
      body,
    })
    if (fault(request, response, method, url.pathname)) return
    const account = accountOf(script.accounts, request.headers.authorization)
    if (url.pathname === '/graphql' && method === 'POST')
      return answerGraphql(account, { method, rest: [], url, accept: accept ?? '', body }, response)
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent)
    // A signed blob URL, as GitHub's zip endpoint redirects to: it carries no token.
    if (parts[0] === 'artifact-blobs' && parts.length === 2) return actions.blob(parts[1] ?? '', response)
    if (parts[0] !== 'repos' || parts[1] !== 'acme' || parts[2] !== 'docs') return notFound(response)
    const [, , , resource = '', ...rest] = parts
    if (parts.length === 3 && method === 'GET') return json(response, 200, repositoryJson(script))
    if (resource === 'actions') {
      if (script.artifactsFailWith)
        return json(response, script.artifactsFailWith, { message: failure(script, request) })
      if (method === 'GET' && actions.route(rest, url, response)) return
      return notFound(response)
    }
    const routed: StandInRequest = { method, rest, url, accept: accept ?? '', body }
    if (reactions.route(resource, routed, account, response)) return
    if (resource === 'collaborators' && rest.length === 2 && rest[1] === 'permission' && method === 'GET')
      return answerPermission(script.roles, rest[0] ?? '', response)
    if (resource === 'pulls' && routePulls(script, routed, response, origin())) return
    if (resource === 'issues' && comments.route(routed, account, response)) return
    if (resource === 'releases' && releases.route(routed, response)) return
    if (resource === 'deployments' && deployments.route(routed, response)) return
    const branch = script.defaultBranch ?? 'main'
    if (method === 'GET' && routeRunCommits(branch, resource, rest, actions, response, script.compareFailWith)) return
    if (routeHistory(script, resource, routed, response)) return
    notFound(response)
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: origin(),
    requests,
    recordRun: (run) => actions.recordRun(run),
    comments: (issue) => comments.comments(issue),
    reactions: (target, commentId) => reactions.reactions(target, commentId),
    releaseBody: (tag) => releases.body(tag),
    deployments: () => deployments.deployments(),
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

/** The repository as `GET /repos/acme/docs` describes it: the fields the action reads. */
function repositoryJson(script: RepositoryScript) {
  const owner = { login: 'acme', id: 1, type: 'Organization' }
  const visibility = { private: false, visibility: 'public' }
  return {
    id: 1_001,
    name: 'docs',
    full_name: 'acme/docs',
    owner,
    ...visibility,
    default_branch: script.defaultBranch ?? 'main',
  }
}
