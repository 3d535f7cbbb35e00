import { describe, expect, it } from 'vitest'
import { withServers } from '../harness/servers.ts'
import { SIMULATOR_API_KEY, type Simulator } from '../simulator/server.ts'

/** The simulator's agent routes keep to the published contract, so tests against it mean something. */
function caller(simulator: Simulator) {
  return async (method: string, path: string, body?: unknown, key = SIMULATOR_API_KEY) => {
    const response = await fetch(simulator.url + path, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
}

describe('the simulator: agent jobs as the contract describes them', () => {
  it('creates a job with 201 and the job shape, then serves it by id', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      const created = await call('POST', '/v2/agent/acme-docs/job', { prompt: 'Hi' })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ status: 'active', prLink: null, archivedAt: null, source: { ref: 'main' } })
      const fetched = await call('GET', `/v2/agent/acme-docs/job/${String(created.body['id'])}`)
      expect([fetched.status, fetched.body['id']]).toEqual([200, created.body['id']])
    })
  })

  it.each([{}, { prompt: '' }, { prompt: 7 }])('answers 400 with an error for the body %j', async (body) => {
    await withServers({}, async ({ platform }) => {
      expect(await caller(platform)('POST', '/v2/agent/acme-docs/job', body)).toEqual({
        status: 400,
        body: { error: 'prompt must be a non-empty string' },
      })
    })
  })

  it('answers 401 to a wrong key and 404 to an unknown job or project', async () => {
    await withServers({}, async ({ platform }) => {
      const call = caller(platform)
      expect((await call('GET', '/v2/agent/acme-docs/job/x', undefined, 'mint_other')).status).toBe(401)
      expect(await call('GET', '/v2/agent/acme-docs/job/nope')).toEqual({
        status: 404,
        body: { error: 'Job not found' },
      })
      expect((await call('POST', '/v2/agent/other/job', { prompt: 'Hi' })).status).toBe(404)
    })
  })

  it('models a follow-up message answered with the stale status, then taken up', async () => {
    const job = {
      statuses: ['completed'],
      messageAnswer: 'stale' as const,
      staleReads: 1,
      afterMessage: ['active', 'completed'],
    }
    await withServers({ platform: { job } }, async ({ platform }) => {
      const call = caller(platform)
      await call('POST', '/v2/agent/acme-docs/job', { prompt: 'Hi' })
      await call('GET', '/v2/agent/acme-docs/job/job_0001')
      const answer = await call('POST', '/v2/agent/acme-docs/job/job_0001/message', { prompt: 'More' })
      const reads = []
      for (let index = 0; index < 3; index++)
        reads.push((await call('GET', '/v2/agent/acme-docs/job/job_0001')).body['status'])
      expect([answer.status, answer.body['status'], ...reads]).toEqual([
        200,
        'completed',
        'completed',
        'active',
        'completed',
      ])
    })
  })
})
