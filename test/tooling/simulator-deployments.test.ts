import { describe, expect, it } from 'vitest'
import { withServers } from '../harness/servers.ts'
import { DEPLOYMENT_SCENARIOS } from '../simulator/deployment-scenarios.ts'
import { SIMULATOR_API_KEY, type Simulator } from '../simulator/server.ts'

/** The simulator's deployment, preview and automation routes keep to the published contract, so tests against them mean something. */
function caller(simulator: Simulator) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(simulator.url + path, {
      method,
      headers: { authorization: `Bearer ${SIMULATOR_API_KEY}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json()) as Record<string, unknown>
    return { status: response.status, body: answer, retryAfter: response.headers.get('retry-after') }
  }
}

/** The contract's shape of a status answer, field by field: what each field's type must be when it is there. */
function statusShapeProblems(body: Record<string, unknown>): string[] {
  const strings = ['_id', 'projectId', 'createdAt', 'endedAt', 'summary', 'subdomain', 'screenshot']
  const problems = strings.filter((name) => name in body && typeof body[name] !== 'string')
  if (!['queued', 'in_progress', 'success', 'failure'].includes(String(body['status']))) problems.push('status')
  if (!Array.isArray(body['logs']) || body['logs'].some((line) => typeof line !== 'string')) problems.push('logs')
  const commit = body['commit'] as Record<string, unknown>
  const files = commit['filesChanged'] as Record<string, unknown[]>
  for (const kind of ['added', 'modified', 'removed'])
    if (!files[kind]?.every((name) => typeof name === 'string')) problems.push(`commit.filesChanged.${kind}`)
  for (const name of ['sha', 'ref', 'message']) if (typeof commit[name] !== 'string') problems.push(`commit.${name}`)
  const sources = ['internal', 'github-app-installation', 'api', 'github', 'dashboard', 'gitlab', 'onboarding']
  if (!sources.includes(String(body['source']))) problems.push('source')
  return problems
}

describe('the simulator: deployments as the contract describes them', () => {
  it('queues a deployment (202, statusId), then moves it from queued through in_progress to success', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      const triggered = await call('POST', '/v1/project/update/acme-docs')
      expect(triggered).toMatchObject({ status: 202, body: { statusId: 'status_0001' } })
      const reads = []
      for (let index = 0; index < 4; index++) reads.push(await call('GET', '/v1/project/update-status/status_0001'))
      expect(reads.map((read) => read.body['status'])).toEqual(['queued', 'in_progress', 'success', 'success'])
      expect(reads.flatMap((read) => statusShapeProblems(read.body))).toEqual([])
      expect(reads[0]?.body).not.toHaveProperty('endedAt')
      expect(reads[2]?.body).toMatchObject({ _id: 'status_0001', endedAt: '2026-11-21T09:01:12Z' })
    })
  })

  it('answers 404 to a status it does not know, and to every status when it forgot them', async () => {
    await withServers({}, async ({ platform }) => {
      // Never a 200 with a made-up status: a reader could not tell it from a deployment still queued.
      const unknown = await caller(platform)('GET', '/v1/project/update-status/status_0042')
      expect(unknown).toMatchObject({ status: 404, body: { error: 'Status not found' } })
    })
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.forgotten } }, async ({ platform }) => {
      const call = caller(platform)
      expect((await call('GET', '/v1/project/update-status/nope')).status).toBe(404)
      await call('POST', '/v1/project/update/acme-docs')
      expect(await call('GET', '/v1/project/update-status/status_0001')).toMatchObject({ status: 404 })
    })
  })

  it('queues a preview of a branch (202, statusId and previewUrl); 400 without a branch; 403 on a plan without previews', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      expect(await call('POST', '/v1/project/preview/acme-docs', { branch: 'docs/new-flag' })).toMatchObject({
        status: 202,
        body: { statusId: 'status_0001', previewUrl: 'https://acme-docs-new-flag.mintlify.app' },
      })
      expect(await call('POST', '/v1/project/preview/acme-docs', { branch: '' })).toMatchObject({ status: 400 })
      expect(await call('POST', '/v1/project/preview/acme-docs', {})).toMatchObject({ status: 400 })
    })
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.planWithoutPreviews } }, async ({ platform }) => {
      expect(await caller(platform)('POST', '/v1/project/preview/acme-docs', { branch: 'main' })).toMatchObject({
        status: 403,
        body: { error: 'Preview deployments are not available on your current plan' },
      })
    })
  })

  it('triggers an active automation (202, schemaId, instanceId, jobId); 400 for an inactive one, 404 for an unknown one', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      expect(await call('POST', '/v1/workflow/acme-docs/auto-changelog/trigger')).toMatchObject({
        status: 202,
        body: { schemaId: 'auto-changelog', instanceId: 'run_0001', jobId: 'bg_run_0001' },
      })
      expect((await call('POST', '/v1/workflow/acme-docs/auto-paused/trigger')).status).toBe(400)
      expect((await call('POST', '/v1/workflow/acme-docs/nope/trigger')).status).toBe(404)
      expect((await call('POST', '/v1/workflow/other/auto-changelog/trigger')).status).toBe(404)
    })
  })

  it('shares 10 triggers per window between deployments and automations, and allows 5 previews per minute', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      const triggers = []
      for (let index = 0; index < 5; index++) triggers.push(await call('POST', '/v1/project/update/acme-docs'))
      for (let index = 0; index < 6; index++)
        triggers.push(await call('POST', '/v1/workflow/acme-docs/auto-changelog/trigger'))
      expect(triggers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(202), 429])
      expect(Number(triggers.at(-1)?.retryAfter)).toBeGreaterThanOrEqual(1)
      const previews = []
      for (let index = 0; index < 6; index++)
        previews.push(await call('POST', '/v1/project/preview/acme-docs', { branch: `b${index}` }))
      expect(previews.map((answer) => answer.status)).toEqual([...Array<number>(5).fill(202), 429])
    })
  })

  it('starts the burst scenario with the trigger window spent', async () => {
    await withServers({ platform: { deployment: DEPLOYMENT_SCENARIOS.burst } }, async ({ platform }) => {
      const answer = await caller(platform)('POST', '/v1/project/update/acme-docs')
      expect(answer).toMatchObject({ status: 429, body: { error: 'Rate limit exceeded' }, retryAfter: '2' })
    })
  })
})
