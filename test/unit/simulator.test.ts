import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_API_KEY, startSimulator, type Simulator } from '../simulator/server.ts'

let simulator: Simulator
beforeAll(async () => {
  simulator = await startSimulator({ visitors: { rows: 3 } })
})
afterAll(() => simulator.close())

async function call(method: string, path: string, body?: unknown, key = SIMULATOR_API_KEY) {
  const response = await fetch(simulator.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the platform simulator keeps to the published contract', () => {
  it('creates a job with 201 and the job shape, then serves it by id', async () => {
    const created = await call('POST', '/v2/agent/acme-docs/job', { prompt: 'Hi' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'active', prLink: null, archivedAt: null, source: { ref: 'main' } })
    const fetched = await call('GET', `/v2/agent/acme-docs/job/${String(created.body['id'])}`)
    expect([fetched.status, fetched.body['id']]).toEqual([200, created.body['id']])
  })

  it.each([{}, { prompt: '' }, { prompt: 7 }])('answers 400 with an error for the body %j', async (body) => {
    expect(await call('POST', '/v2/agent/acme-docs/job', body)).toEqual({
      status: 400,
      body: { error: 'prompt must be a non-empty string' },
    })
  })

  it('answers 401 to a wrong key and 404 to an unknown job or project', async () => {
    expect((await call('GET', '/v2/agent/acme-docs/job/x', undefined, 'mint_other')).status).toBe(401)
    expect(await call('GET', '/v2/agent/acme-docs/job/nope')).toEqual({ status: 404, body: { error: 'Job not found' } })
    expect((await call('POST', '/v2/agent/other/job', { prompt: 'Hi' })).status).toBe(404)
  })

  it('validates the visitors query with details', async () => {
    const answer = await call('GET', '/v1/analytics/acme-docs/visitors?limit=0&offset=-1&dateFrom=yesterday')
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'Invalid query parameters',
        details: [
          { message: 'limit must be an integer from 1 to 250' },
          { message: 'offset must be an integer of at least 0' },
          { message: 'dateFrom must be a date in ISO 8601 or YYYY-MM-DD format' },
        ],
      },
    })
  })

  it('pages visitors by limit and offset, with hasMore', async () => {
    const answer = await call('GET', '/v1/analytics/acme-docs/visitors?limit=2&offset=2&dateFrom=2026-11-01')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ hasMore: false, visitors: [{ path: '/docs/page-2' }] })
  })
})
