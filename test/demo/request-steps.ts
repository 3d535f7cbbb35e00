import { requestEnv, requestPayload, type RequestOptions } from '../e2e/agent/request-helpers.ts'
import { exampleJobCondition, exampleStepAction } from '../e2e/example-workflows.ts'
import { conditionHolds } from '../e2e/workflow-condition.ts'
import { runAction, type ActionRun } from '../harness/run-action.ts'
import type { GitHubApi } from '../simulator/github-api.ts'
import type { Simulator } from '../simulator/server.ts'
import { exampleInputs } from './example-steps.ts'

/*
 * examples/docs-on-comment.yml as the demo runs it: a maintainer's /docs in the merged pull
 * request's conversation starts a job with the pull request as context, then a /docs on a line
 * of the docs pull request it opened is a follow-up to the same job. Each with the example's own
 * step and inputs, on the comment event its trigger fires on.
 */

export const REQUEST_WORKFLOW = 'examples/docs-on-comment.yml'

/** A request's run: the job's condition for the comment, the step, and the reply it left. */
export interface RequestRun {
  readonly run: ActionRun
  readonly condition: string
  readonly runs: boolean
  /** The reply's final body. */
  readonly reply: string | undefined
}

type Servers = {
  readonly platform: Simulator
  readonly github: GitHubApi
  readonly env: Readonly<Record<string, string>>
}

/** The example's step on the comment `request` describes, as run `runId` of its workflow. */
export async function requestStep(
  servers: Servers,
  env: Readonly<Record<string, string>>,
  request: RequestOptions,
  runId: number,
): Promise<RequestRun> {
  const condition = exampleJobCondition(REQUEST_WORKFLOW, 'agent')
  const runs = conditionHolds(condition, { github: { event: requestPayload(request) } })
  const run = await runAction({
    exactInputs: true,
    action: exampleStepAction(REQUEST_WORKFLOW, 'agent'),
    inputs: exampleInputs(REQUEST_WORKFLOW, 'agent', servers.platform),
    // The demo's artifact service stands in for one run: each request's run records what it sent under a step of its own.
    env: { ...env, ...servers.env, ...requestEnv(request, runId), GITHUB_ACTION: `ask_${runId}` },
  })
  const thread = request.thread?.number ?? 12
  return { run, condition, runs, reply: servers.github.comments(thread).at(-1)?.body }
}

/** The maintainer's request in the merged pull request's conversation. */
export const ASKED_IN_PULL: RequestOptions = {
  body: '/docs add an example of the plan --dry-run prints',
  login: 'mira',
  thread: { kind: 'pull', number: 212 },
  commentId: 7101,
}

/** The review comment on a line of the docs pull request the job opened. */
export const REVISION_ON_DOCS_PULL: RequestOptions = {
  body: '/docs say that --dry-run needs no API key',
  login: 'mira',
  event: 'pull_request_review_comment',
  thread: { kind: 'pull', number: 42 },
  commentId: 7102,
}
