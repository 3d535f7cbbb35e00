import { describe, expect, it } from 'vitest'
import { runAction } from '../../harness/run-action.ts'
import { withServers } from '../../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../../simulator/deployment-scenarios.ts'
import type { DeploymentScript } from '../../simulator/deployment-status.ts'
import type { FaultRule } from '../../simulator/faults.ts'
import { SIMULATOR_API_KEY, SIMULATOR_PROJECT, type RecordedRequest } from '../../simulator/server.ts'
import { AUTOMATION, automationInputs } from './automation-helpers.ts'

/*
 * Every request automation mode sends, held to the one operation of the platform's external API
 * it calls (paths below `/v1`): "Trigger automation", a POST without a body to
 * `/workflow/{projectId}/{workflowSchemaId}/trigger`, each id one percent-encoded path segment,
 * no query, the admin key as a bearer token.
 */

const TRIGGER = /^\/v1\/workflow\/([^/]+)\/([^/]+)\/trigger$/

/** What is wrong with `request` against the contract, for a step given `automationId`; empty when nothing is. */
function contractProblems(request: RecordedRequest, automationId: string): string[] {
  const match = TRIGGER.exec(request.path)
  if (request.method !== 'POST' || !match)
    return [`${request.method} ${request.path} is no operation automation mode may call`]
  const problems: string[] = []
  const [projectId, schemaId] = [match[1], match[2]].map((segment) => decodeURIComponent(segment ?? ''))
  if (projectId !== SIMULATOR_PROJECT) problems.push(`the trigger names project "${projectId}"`)
  if (schemaId !== automationId) problems.push(`the trigger names automation "${schemaId}", not "${automationId}"`)
  if (request.body !== '') problems.push('the trigger sends a body; the contract has none')
  if (Object.keys(request.query).length > 0) problems.push('the trigger sends a query')
  if (request.authorization !== `Bearer ${SIMULATOR_API_KEY}`) problems.push('the trigger is not authorized')
  return problems
}

/** An automation id that is one segment only once percent-encoded. */
const ODD = 'auto/ma tion%1é'

describe('every request automation mode sends keeps to the contract', () => {
  it.each<[string, DeploymentScript, Record<string, string>, FaultRule[], string]>([
    ['a queued run', {}, {}, [], 'success'],
    ['an inactive automation', {}, { 'automation-id': 'auto-paused' }, [], 'failure'],
    ['an unknown automation', {}, { 'automation-id': 'auto-unknown' }, [], 'failure'],
    ['a 429 burst', DEPLOYMENT_SCENARIOS.burst, {}, [], 'success'],
    ['a lost answer', {}, {}, [{ route: 'automation', fault: { type: 'reset' } }], 'failure'],
    [
      'an id with a slash, a space, a percent sign and an accent',
      { automations: { [ODD]: 'active' } },
      { 'automation-id': ODD },
      [],
      'success',
    ],
  ])('%s', async (_, deployment, extra, faults, conclusion) => {
    await withServers({ platform: { deployment, faults } }, async ({ platform }) => {
      const run = await runAction({ inputs: automationInputs(platform, extra) })
      expect(run.outputs['conclusion']).toBe(conclusion)
      expect(platform.requests.length).toBeGreaterThan(0)
      const automationId = extra['automation-id'] ?? AUTOMATION
      expect(platform.requests.flatMap((request) => contractProblems(request, automationId))).toEqual([])
    })
  })

  it('encodes each id as one path segment', async () => {
    await withServers({ platform: { deployment: { automations: { [ODD]: 'active' } } } }, async ({ platform }) => {
      await runAction({ inputs: automationInputs(platform, { 'automation-id': ODD }) })
      expect(platform.requests.map((request) => request.path)).toEqual([
        `/v1/workflow/${SIMULATOR_PROJECT}/auto%2Fma%20tion%251%C3%A9/trigger`,
      ])
    })
  })
})
