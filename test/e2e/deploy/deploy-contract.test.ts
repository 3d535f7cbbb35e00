import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type RecordedRequest } from '../../simulator/server.ts'
import { expectEnding } from '../helpers.ts'
import { deployInputs } from './deploy-helpers.ts'

/*
 * Every request deploy mode sends, held to the operations of the platform's external API as its
 * contract states them (paths below `/v1`): "Trigger update", a POST without a body, and "Get
 * update status", a GET of a status id the trigger answered with or the step was given. No
 * query, the admin key as a bearer token, each id one percent-encoded path segment.
 */

interface Operation {
  readonly name: string
  readonly method: 'GET' | 'POST'
  /** The path's one parameter, decoded. */
  readonly path: RegExp
}

const OPERATIONS: readonly Operation[] = [
  { name: 'Trigger update', method: 'POST', path: /^\/v1\/project\/update\/([^/]+)$/ },
  { name: 'Get update status', method: 'GET', path: /^\/v1\/project\/update-status\/([^/]+)$/ },
]

/** What is wrong with `request` against the contract; empty when nothing is. `statusIds` are the ids it may read. */
function contractProblems(request: RecordedRequest, statusIds: ReadonlySet<string>): string[] {
  const operation = OPERATIONS.find((each) => each.method === request.method && each.path.test(request.path))
  if (!operation) return [`${request.method} ${request.path} is no operation deploy mode may call`]
  const problems: string[] = []
  const parameter = decodeURIComponent(operation.path.exec(request.path)?.[1] ?? '')
  if (operation.name === 'Trigger update' && parameter !== SIMULATOR_PROJECT)
    problems.push(`${operation.name} names project "${parameter}"`)
  if (operation.name === 'Get update status' && !statusIds.has(parameter))
    problems.push(`${operation.name} reads "${parameter}", which no trigger answered and no input gave`)
  if (request.body !== '') problems.push(`${operation.name} sends a body; the contract has none`)
  if (Object.keys(request.query).length > 0) problems.push(`${operation.name} sends a query`)
  if (request.authorization !== `Bearer ${SIMULATOR_API_KEY}`) problems.push(`${operation.name} is not authorized`)
  return problems
}

/** The status ids the platform answered triggers with, in the order it did. */
function answeredIds(deployments: ReadonlyMap<string, unknown>): Set<string> {
  return new Set(deployments.keys())
}

describe('every request deploy mode sends keeps to the contract', () => {
  it.each<[string, DeploymentScript, Record<string, string>, string]>([
    ['a success', DEPLOYMENT_SCENARIOS.success, {}, 'success'],
    ['a failure', DEPLOYMENT_SCENARIOS.failure, {}, 'failure'],
    ['no wait', {}, { wait: 'false' }, 'success'],
    ['a 429 burst', DEPLOYMENT_SCENARIOS.burst, {}, 'success'],
    ['a timeout', DEPLOYMENT_SCENARIOS.stuck, { timeout: '1s', 'poll-interval': '300ms' }, 'timed-out'],
    ['a status id with a slash, a space and a percent sign', { statusId: 'st/at us%1' }, {}, 'success'],
    ['a hostile answer', DEPLOYMENT_SCENARIOS.hostile, {}, 'failure'],
  ])('%s', async (_, deployment, extra, conclusion) => {
    await withServers({ platform: { deployment } }, async ({ platform }) => {
      const run = await runAction({ inputs: deployInputs(platform, extra) })
      expect(run.outputs['conclusion']).toBe(conclusion)
      expect(platform.requests.length).toBeGreaterThan(0)
      const ids = answeredIds(platform.deployments)
      expect(platform.requests.flatMap((request) => contractProblems(request, ids))).toEqual([])
    })
  })

  it('a resumed wait reads only the status id the step was given', async () => {
    await withServers({}, async ({ platform }) => {
      const first = await runAction({ inputs: deployInputs(platform, { wait: 'false' }) })
      const statusId = first.outputs['status-id'] ?? ''
      const resumed = await runAction({ inputs: deployInputs(platform, { 'status-id': statusId }) })
      expectEnding(resumed, 'success')
      const reads = platform.requests.filter((request) => request.method === 'GET')
      expect(reads.length).toBeGreaterThan(0)
      expect(reads.flatMap((request) => contractProblems(request, new Set([statusId])))).toEqual([])
    })
  })
})

describe('a status id that is not a plain id', () => {
  const statusId = 'status_\u202e0001'

  it('is followed to its end, left out of the outputs with a warning, and named exactly in the step to paste', async () => {
    await withServers({ platform: { deployment: { statusId } } }, async ({ platform }) => {
      const run = await runAction({ inputs: deployInputs(platform, { wait: 'false' }) })
      expectEnding(run, 'success')
      // A later step may paste an output into a command: only a plain id is passed on.
      expect(run.outputs['status-id']).toBeUndefined()
      expect(run.stdout).toContain('::warning title=Status id not passed on::')
      expect(run.summary).not.toContain('\u202e')
      expect(run.summary).toContain('status-id: "status_\\u202e0001"')
      const waited = await runAction({ inputs: deployInputs(platform, { 'status-id': statusId }) })
      expectEnding(waited, 'success')
      expect(platform.requests.at(-1)?.path).toBe('/v1/project/update-status/status_%E2%80%AE0001')
    })
  })
})

describe('a status answer the outputs cannot rely on', () => {
  it('passes on neither a status id a shell would read nor a status outside the contract', async () => {
    const statusId = 'x;$(touch /tmp/pwned)`id`'
    await withServers({ platform: { deployment: { statusId } } }, async ({ platform }) => {
      const run = await runAction({ inputs: deployInputs(platform, { wait: 'false' }) })
      expect(run.outputs['status-id']).toBeUndefined()
      expect(run.outputs['deployment-status']).toBe('queued')
      expect(run.summary).toContain('status-id')
    })
  })
})
