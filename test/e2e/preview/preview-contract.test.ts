import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type RecordedRequest } from '../../simulator/server.ts'
import { expectEnding } from '../helpers.ts'
import { previewInputs, PULL_REQUEST_RUN, PUSH_RUN } from './preview-helpers.ts'

/*
 * Every request preview mode sends, held to the operations of the platform's external API as
 * its contract states them (paths below `/v1`): "Trigger preview deployment", a POST of a JSON
 * object whose one property, `branch`, is a string of at least one character, and "Get update
 * status", a GET of a status id the trigger answered with or the step was given. No query, the
 * admin key as a bearer token, each id one percent-encoded path segment.
 */

interface Operation {
  readonly name: string
  readonly method: 'GET' | 'POST'
  /** The path's one parameter, decoded. */
  readonly path: RegExp
}

const OPERATIONS: readonly Operation[] = [
  { name: 'Trigger preview deployment', method: 'POST', path: /^\/v1\/project\/preview\/([^/]+)$/ },
  { name: 'Get update status', method: 'GET', path: /^\/v1\/project\/update-status\/([^/]+)$/ },
]

/** What is wrong with the body of a preview trigger: the contract's `{branch}`, required, a string of 1 character or more. */
function previewBodyProblems(body: string, branch: string): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return ['Trigger preview deployment sends a body that is not JSON']
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return ['Trigger preview deployment sends a body that is not an object']
  const fields = parsed as Record<string, unknown>
  const problems: string[] = []
  if (typeof fields['branch'] !== 'string' || fields['branch'].length < 1)
    problems.push('Trigger preview deployment sends no branch of one character or more')
  else if (fields['branch'] !== branch) problems.push(`Trigger preview deployment previews "${fields['branch']}"`)
  const others = Object.keys(fields).filter((name) => name !== 'branch')
  if (others.length > 0)
    problems.push(`Trigger preview deployment sends fields the contract has not: ${others.join(', ')}`)
  return problems
}

/** What is wrong with `request` against the contract; empty when nothing is. `statusIds` are the ids it may read. */
function contractProblems(request: RecordedRequest, statusIds: ReadonlySet<string>, branch: string): string[] {
  const operation = OPERATIONS.find((each) => each.method === request.method && each.path.test(request.path))
  if (!operation) return [`${request.method} ${request.path} is no operation preview mode may call`]
  const problems: string[] = []
  const parameter = decodeURIComponent(operation.path.exec(request.path)?.[1] ?? '')
  if (operation.method === 'POST') {
    if (parameter !== SIMULATOR_PROJECT) problems.push(`${operation.name} names project "${parameter}"`)
    problems.push(...previewBodyProblems(request.body, branch))
  } else {
    if (!statusIds.has(parameter))
      problems.push(`${operation.name} reads "${parameter}", which no trigger answered and no input gave`)
    if (request.body !== '') problems.push(`${operation.name} sends a body; the contract has none`)
  }
  if (Object.keys(request.query).length > 0) problems.push(`${operation.name} sends a query`)
  if (request.authorization !== `Bearer ${SIMULATOR_API_KEY}`) problems.push(`${operation.name} is not authorized`)
  return problems
}

describe('every request preview mode sends keeps to the contract', () => {
  it.each<[string, DeploymentScript, Record<string, string>, Record<string, string>, string, string]>([
    ['a success on a pull request', DEPLOYMENT_SCENARIOS.success, {}, PULL_REQUEST_RUN, 'dark-mode', 'success'],
    ['a success on a push', {}, {}, PUSH_RUN, 'main', 'success'],
    ['a failure', DEPLOYMENT_SCENARIOS.failure, {}, PULL_REQUEST_RUN, 'dark-mode', 'failure'],
    ['no wait', {}, { wait: 'false' }, PULL_REQUEST_RUN, 'dark-mode', 'success'],
    ['a 429 burst', DEPLOYMENT_SCENARIOS.previewBurst, {}, PULL_REQUEST_RUN, 'dark-mode', 'success'],
    ['a 403 plan refusal', DEPLOYMENT_SCENARIOS.planWithoutPreviews, {}, PULL_REQUEST_RUN, 'dark-mode', 'failure'],
    ['a branch of unicode and slashes', {}, { branch: 'docs/été-2026' }, PUSH_RUN, 'docs/été-2026', 'success'],
    ['a status id with a slash and a space', { statusId: 'st/at us%1' }, {}, PULL_REQUEST_RUN, 'dark-mode', 'success'],
  ])('%s', async (_, deployment, extra, env, branch, conclusion) => {
    await withServers({ platform: { deployment } }, async ({ platform }) => {
      const run = await runAction({ inputs: previewInputs(platform, { comment: 'off', ...extra }), env })
      expect(run.outputs['conclusion']).toBe(conclusion)
      expect(platform.requests.length).toBeGreaterThan(0)
      const ids = new Set(platform.deployments.keys())
      expect(platform.requests.flatMap((request) => contractProblems(request, ids, branch))).toEqual([])
    })
  })

  it('a resumed wait reads only the status id the step was given, and triggers nothing', async () => {
    await withServers({}, async ({ platform }) => {
      const inputs = previewInputs(platform, { comment: 'off' })
      const first = await runAction({ inputs: { ...inputs, wait: 'false' }, env: PULL_REQUEST_RUN })
      const statusId = first.outputs['status-id'] ?? ''
      const before = platform.requests.length
      const resumed = await runAction({ inputs: { ...inputs, 'status-id': statusId }, env: PULL_REQUEST_RUN })
      expectEnding(resumed, 'success')
      const reads = platform.requests.slice(before)
      expect(reads.length).toBeGreaterThan(0)
      expect(reads.flatMap((request) => contractProblems(request, new Set([statusId]), 'dark-mode'))).toEqual([])
      expect(reads.every((request) => request.method === 'GET')).toBe(true)
    })
  })
})
