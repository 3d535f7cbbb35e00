import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { json, notFound, page, type StandInRequest } from './github-responses.ts'

/**
 * The pull-request endpoints of the GitHub REST stand-in, read-only: a pull request as JSON or as
 * its diff (by media type, with GitHub's 406 for a diff too large to send), its changed files
 * page by page, and the pull requests GitHub associates with a commit.
 */

export interface SimulatedFile {
  readonly filename: string
  /** `added`, `modified`, `removed`, `renamed`, … as GitHub says it. */
  readonly status: string
  readonly additions: number
  readonly deletions: number
  /** The file's name before a rename. */
  readonly previous_filename?: string
}

export interface SimulatedPull {
  readonly title: string
  /** Who opened it, as GitHub names the account; default a person, `mira`. */
  readonly user?: { readonly login: string; readonly type: 'User' | 'Bot' }
  readonly body: string | null
  readonly labels?: readonly string[]
  readonly files?: readonly SimulatedFile[]
  /**
   * The unified diff GitHub sends for the diff media type; `tooLarge` for a pull request it refuses
   * to diff; `oddly` for an answer that is not a diff (JSON, as a proxy that drops the media type
   * sends, bytes, or a proxy's error page sent as text).
   */
  readonly diff?: string | { readonly tooLarge: true } | { readonly oddly: 'json' | 'bytes' | 'page' }
  /** `open`, or `closed` (the default): merged at `mergedAt`, or unmerged when that is null. */
  readonly state?: 'open' | 'closed'
  /** ISO 8601 or null; default a fixed day in 2026 for a closed pull request, null for an open one. */
  readonly mergedAt?: string | null
  /** The head branch's repository when it is a fork (`mallory/docs`); default this repository. */
  readonly fork?: string
}

export interface PullsScript {
  readonly pulls?: Readonly<Record<number, SimulatedPull>>
  /** By 40-character commit sha: the numbers of the pull requests GitHub associates with the commit. */
  readonly commitPulls?: Readonly<Record<string, readonly number[]>>
}

const MERGED_AT = '2026-11-20T10:00:00Z'
const DEFAULT_USER = { login: 'mira', type: 'User' } as const
const htmlUrl = (number: number) => `https://github.com/acme/docs/pull/${number}`

/** Answers `pulls/{n}` and `pulls/{n}/files` (`request.rest` after `pulls/`); false when no such route. */
export function routePulls(script: PullsScript, request: StandInRequest, response: ServerResponse, origin: string) {
  const [id, detail, ...more] = request.rest
  if (request.method !== 'GET' || id === undefined || more.length > 0) return false
  if (detail !== undefined && detail !== 'files') return false
  const number = Number(id)
  const pull = /^[1-9]\d*$/.test(id) ? script.pulls?.[number] : undefined
  if (!pull) return notFound(response)
  if (detail === 'files') {
    const files = (pull.files ?? []).map((file) => fileJson(number, file))
    const { items, headers } = page(files, request.url, origin)
    return json(response, 200, items, headers)
  }
  // octokit asks for the diff with `application/vnd.github.diff` (or the older `v3.diff`).
  if (request.accept.includes('diff')) return diff(pull, response)
  const files = pull.files ?? []
  return json(response, 200, {
    number,
    title: pull.title,
    user: pull.user ?? DEFAULT_USER,
    body: pull.body,
    state: pull.state ?? 'closed',
    merged: mergedAt(pull) !== null,
    merged_at: mergedAt(pull),
    html_url: htmlUrl(number),
    head: { ref: `change-${number}`, sha: headSha(number), repo: { full_name: pull.fork ?? 'acme/docs' } },
    base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    labels: (pull.labels ?? []).map((name) => ({ name })),
    changed_files: files.length,
    additions: files.reduce((sum, file) => sum + file.additions, 0),
    deletions: files.reduce((sum, file) => sum + file.deletions, 0),
  })
}

/** A head commit of the pull request's own, stable from run to run. */
function headSha(number: number): string {
  return createHash('sha1').update(`head of #${number}`).digest('hex')
}

/** When the pull request was merged, as GitHub says it: null for one open or closed without merging. */
function mergedAt(pull: SimulatedPull): string | null {
  if (pull.mergedAt !== undefined) return pull.state === 'open' ? null : pull.mergedAt
  return pull.state === 'open' ? null : MERGED_AT
}

/** Answers `commits/{sha}/pulls`: an empty list for a commit no pull request is associated with. */
export function routeCommitPulls(script: PullsScript, sha: string, response: ServerResponse) {
  const numbers = script.commitPulls?.[sha] ?? []
  return json(
    response,
    200,
    numbers.map((number) => ({
      number,
      title: script.pulls?.[number]?.title ?? `Pull request ${number}`,
      user: script.pulls?.[number]?.user ?? DEFAULT_USER,
      html_url: htmlUrl(number),
      state: 'closed',
      merged_at: MERGED_AT,
      merge_commit_sha: sha,
    })),
  )
}

function diff(pull: SimulatedPull, response: ServerResponse) {
  if (typeof pull.diff === 'object' && 'oddly' in pull.diff) {
    if (pull.diff.oddly === 'json') return json(response, 200, { title: pull.title, body: pull.body })
    if (pull.diff.oddly === 'page') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('<html><body>Proxy error</body></html>')
      return true as const
    }
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe])
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes)
    return true as const
  }
  if (typeof pull.diff === 'object') {
    return json(response, 406, {
      message: 'Sorry, the diff exceeded the maximum number of lines (20000)',
      errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }],
    })
  }
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(pull.diff ?? '')
  return true as const
}

function fileJson(number: number, file: SimulatedFile) {
  // A blob sha of its own for each file, stable from run to run.
  const sha = createHash('sha1').update(`${number}:${file.filename}`).digest('hex')
  return {
    sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    ...(file.previous_filename === undefined ? {} : { previous_filename: file.previous_filename }),
  }
}
