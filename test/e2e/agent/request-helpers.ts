import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createHmac } from 'node:crypto'
import { expect } from 'vitest'
import { runAction, type ActionRun } from '../../harness/run-action.ts'
import type { GitHubApi, RepositoryScript } from '../../simulator/github-api.ts'
import type { Simulator } from '../../simulator/server.ts'
import { platformInputs, SIMULATOR_API_KEY, SIMULATOR_PROJECT } from '../helpers.ts'

/*
 * A `/docs` request as GitHub delivers it: the payload of an `issue_comment`, a
 * `pull_request_review_comment` or a `pull_request_review`, written to a file for
 * GITHUB_EVENT_PATH, and a step of the example's workflow that answers it.
 */

export type RequestEvent = 'issue_comment' | 'pull_request_review_comment' | 'pull_request_review'

export interface RequestOptions {
  readonly body: string
  readonly event?: RequestEvent
  /** Default `created` (`submitted` for a review). */
  readonly action?: string
  /** Default a person, `mira`, whom the repository script lets push. */
  readonly login?: string
  readonly type?: 'User' | 'Bot'
  /** What GitHub says of the author on the comment; never what the action trusts. */
  readonly association?: string
  /** The issue or pull request; default issue #12. */
  readonly thread?: { readonly kind: 'issue' | 'pull'; readonly number: number }
  /** Default 7001. */
  readonly commentId?: number
  /** A review event's pull request comes from this fork. */
  readonly fork?: string
}

/** The repository the requests are asked in: mira writes, rui reads, an outside collaborator triages. */
export const REQUEST_REPOSITORY: RepositoryScript = {
  commits: ['Initial commit'],
  tags: {},
  roles: { mira: 'write', owen: 'admin', rui: 'read', tess: 'triage', pat: 'maintain' },
  pulls: {
    42: { title: 'Docs: document --dry-run', body: 'Made by the docs agent.', state: 'open', files: [] },
    212: {
      title: 'Add --dry-run to deploy',
      body: 'Adds a flag.',
      state: 'open',
      labels: ['cli'],
      files: [{ filename: 'src/deploy.ts', status: 'modified', additions: 12, deletions: 1 }],
      // A zero-width space a fork could hide in its diff: the prompt shows it.
      diff: 'diff --git a/src/deploy.ts b/src/deploy.ts\n+export const dryRun = true\u200b\n',
    },
  },
}

export const ISSUE_12 = { kind: 'issue', number: 12 } as const
export const PULL_212 = { kind: 'pull', number: 212 } as const
export const DOCS_PULL_42 = { kind: 'pull', number: 42 } as const

/** The payload GitHub sends for the request. */
export function requestPayload(options: RequestOptions): Record<string, unknown> {
  const event = options.event ?? 'issue_comment'
  const thread = options.thread ?? ISSUE_12
  const user = { login: options.login ?? 'mira', type: options.type ?? 'User' }
  const id = options.commentId ?? 7001
  const url = `https://github.com/acme/docs/${thread.kind === 'pull' ? 'pull' : 'issues'}/${thread.number}`
  const written = {
    id,
    body: options.body,
    user,
    author_association: options.association ?? 'MEMBER',
    html_url: `${url}#${event === 'pull_request_review' ? 'pullrequestreview' : 'issuecomment'}-${id}`,
  }
  const pull = {
    number: thread.number,
    title: thread.number === 42 ? 'Docs: document --dry-run' : 'Add --dry-run to deploy',
    body: 'Adds a flag.',
    html_url: url,
    user: { login: 'mira', type: 'User' },
    labels: [{ name: 'cli' }],
    base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    head: { ref: 'change', sha: 'a'.repeat(40), repo: { full_name: options.fork ?? 'acme/docs' } },
  }
  if (event === 'issue_comment') {
    const issue = {
      number: thread.number,
      title: thread.kind === 'pull' ? pull.title : 'The deploy page does not say how to roll back',
      body: thread.kind === 'pull' ? pull.body : 'Rolling back is not documented.',
      labels: [{ name: 'docs' }],
      html_url: url,
      ...(thread.kind === 'pull'
        ? { pull_request: { url: `https://api.github.com/repos/acme/docs/pulls/${thread.number}` } }
        : {}),
    }
    return { action: options.action ?? 'created', issue, comment: written }
  }
  if (event === 'pull_request_review_comment') {
    const inline = {
      ...written,
      path: 'docs/deploy.mdx',
      line: 18,
      diff_hunk: '@@ -10,3 +10,9 @@\n+Run `deploy --dry-run` first.',
    }
    return { action: options.action ?? 'created', pull_request: pull, comment: inline }
  }
  return { action: options.action ?? 'submitted', pull_request: pull, review: { ...written, state: 'commented' } }
}

/** The runner's variables for the request's event. */
export function requestEnv(options: RequestOptions, runId = 4242, attempt = 1): Record<string, string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'request-')), 'event.json')
  writeFileSync(file, JSON.stringify(requestPayload(options)))
  return {
    GITHUB_EVENT_NAME: options.event ?? 'issue_comment',
    GITHUB_EVENT_PATH: file,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_ACTOR: options.login ?? 'mira',
    // Every run of the example's one step: a re-run names the same step.
    GITHUB_ACTION: 'ask',
  }
}

/** Runs the example's step for `options`' request. */
export function askStep(
  platform: Simulator,
  env: Readonly<Record<string, string>>,
  options: RequestOptions,
  more: { inputs?: Record<string, string>; runId?: number; attempt?: number } = {},
): Promise<ActionRun> {
  return runAction({
    inputs: { ...platformInputs(platform), ...more.inputs },
    env: { ...env, ...requestEnv(options, more.runId, more.attempt) },
  })
}

/** The prompts the platform was sent, in order: a new job's and each follow-up message's. */
export function sentPrompts(platform: Simulator): { route: string; jobId: string | undefined; prompt: string }[] {
  return platform.requests
    .filter((request) => request.route === 'create' || request.route === 'message')
    .map((request) => ({
      route: request.route,
      jobId: /\/job\/([^/]+)\/message$/.exec(request.path)?.[1],
      prompt: (JSON.parse(request.body) as { prompt: string }).prompt,
    }))
}

/** A job line as the action seals one: a test plants a faithful copy where it does not belong. */
export function sealedJobLine(thread: number, jobId: string, runId = 4242, attempt = 1): string {
  const covered = `docs agent job: ${SIMULATOR_PROJECT} #${thread} ${jobId} ${runId} ${attempt}`
  const digest = createHmac('sha256', SIMULATOR_API_KEY).update(covered).digest('hex').slice(0, 16)
  return `<!-- docs-agent job ${jobId} run ${runId} attempt ${attempt} ${digest} -->`
}

/** Nothing was written on GitHub and nothing sent to the platform: only reads. */
export function expectNothingWritten(github: GitHubApi, platform: Simulator): void {
  const writes = github.requests.filter((request) => request.method !== 'GET' && request.path !== '/graphql')
  expect(writes).toEqual([])
  expect(platform.requests.filter((request) => request.method !== 'GET')).toEqual([])
}
