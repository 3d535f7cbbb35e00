import { describe, expect, it } from 'vitest'
import { createJob, getJob } from '../../src/agent/api.ts'
import { callPlatform, type CallContext } from '../../src/http/call-platform.ts'
import {
  AmbiguousWriteError,
  CancelledError,
  DeadlineError,
  PlatformError,
  RetriesExhaustedError,
} from '../../src/http/errors.ts'
import { TransportError, type HttpClient } from '../../src/http/transport.ts'
import { json, scriptedClient } from './fake-client.ts'

const JOB = { id: 'job_1', status: 'active' }
const fastRetries = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 }

function context(client: HttpClient, overrides: Partial<CallContext> = {}): CallContext {
  return {
    client,
    deadline: Date.now() + 10_000,
    signal: new AbortController().signal,
    retryPolicy: fastRetries,
    ...overrides,
  }
}

describe('callPlatform for a creating POST', () => {
  it('sends the prompt once and returns the created job', async () => {
    const client = scriptedClient([json(201, JOB)])
    await expect(createJob(context(client), 'acme', 'Update')).resolves.toMatchObject({ id: 'job_1' })
    expect(client.requests).toMatchObject([{ method: 'POST', path: '/v2/agent/acme/job', json: { prompt: 'Update' } }])
  })

  it('retries 429 and 503, where the platform did not take the job', async () => {
    const client = scriptedClient([
      json(429, { error: 'slow down' }, { 'retry-after': '0' }),
      json(503, {}),
      json(201, JOB),
    ])
    await expect(createJob(context(client), 'acme', 'Update')).resolves.toMatchObject({ id: 'job_1' })
    expect(client.requests).toHaveLength(3)
  })

  it('retries a connection refused before sending', async () => {
    const client = scriptedClient([new TransportError('could not connect (ECONNREFUSED)', false), json(201, JOB)])
    await expect(createJob(context(client), 'acme', 'Update')).resolves.toMatchObject({ id: 'job_1' })
    expect(client.requests).toHaveLength(2)
  })

  it.each([
    ['HTTP 500', json(500, { error: 'boom' })],
    ['HTTP 502', json(502, '<html>bad gateway</html>')],
    ['HTTP 504', json(504, '')],
    ['a reset after sending', new TransportError('the connection failed (ECONNRESET)', true)],
    ['a timeout', new TransportError('no answer before the request timed out', true)],
    ['an unreadable 201', json(201, '<html>ok</html>')],
    ['a 201 without an id', json(201, { status: 'active' })],
  ])('stops after %s, saying a job may exist and how to check', async (_, answer) => {
    const client = scriptedClient([answer, json(201, JOB)])
    const attempt = createJob(context(client), 'acme', 'Update')
    await expect(attempt).rejects.toThrow(AmbiguousWriteError)
    await expect(attempt).rejects.toThrow(/A job may have been created even so.*re-run with "job-id"/)
    expect(client.requests).toHaveLength(1)
  })

  it('reports a cancelled POST as possibly received', async () => {
    const controller = new AbortController()
    const client: HttpClient = {
      send: () => {
        controller.abort()
        return Promise.reject(new Error('aborted'))
      },
      close: () => Promise.resolve(),
    }
    await expect(createJob(context(client, { signal: controller.signal }), 'acme', 'Update')).rejects.toThrow(
      /Cancelled during the request to create the agent job. The platform may have received it/,
    )
  })
})

describe('callPlatform for a GET', () => {
  it('retries 5xx, resets, timeouts and malformed bodies, then succeeds', async () => {
    const client = scriptedClient([
      json(500, {}),
      new TransportError('the connection failed (ECONNRESET)', true),
      json(200, '{"id": "job_1", "status":'),
      json(200, JOB),
    ])
    const result = await getJob(context(client, { retryPolicy: { ...fastRetries, maxAttempts: 5 } }), 'acme', 'job_1')
    expect(result.status).toBe('active')
    expect(client.requests).toHaveLength(4)
  })

  it('gives up after the allowed attempts, naming the last fault', async () => {
    const client = scriptedClient([json(502, {})])
    await expect(getJob(context(client), 'acme', 'job_1')).rejects.toThrow(
      new RetriesExhaustedError(
        'Gave up trying to get agent job "job_1" after 3 failed attempts; the last one: HTTP 502.',
      ),
    )
  })

  it('does not count rate limiting as a failure', async () => {
    const limited = json(429, {}, { 'retry-after': '0' })
    const client = scriptedClient([limited, limited, limited, limited, json(200, JOB)])
    await expect(getJob(context(client), 'acme', 'job_1')).resolves.toMatchObject({ id: 'job_1' })
  })

  it('stops when Retry-After reaches past the deadline', async () => {
    const client = scriptedClient([json(429, {}, { 'retry-after': '3600' })])
    await expect(getJob(context(client, { deadline: Date.now() + 5_000 }), 'acme', 'job_1')).rejects.toThrow(
      new DeadlineError(
        'The timeout ran out while trying to get agent job "job_1": HTTP 429 (the platform asked to wait 1h 00m). Raise "timeout" or try again later.',
      ),
    )
  })

  it('stops at once when cancelled between retries', async () => {
    const controller = new AbortController()
    const client = scriptedClient([json(500, {})])
    const policy = { maxAttempts: 5, baseDelayMs: 5_000, maxDelayMs: 5_000 }
    const pending = getJob(context(client, { signal: controller.signal, retryPolicy: policy }), 'acme', 'job_1')
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toThrow(CancelledError)
  })
})

describe('callPlatform errors a user can act on', () => {
  const call = (status: number, body: unknown) =>
    getJob(context(scriptedClient([json(status, body)])), 'acme', 'job_9').catch((error: unknown) => error)

  it('shows the platform error text for 400, with analytics details', async () => {
    const error = await callPlatform(
      context(scriptedClient([json(400, { error: 'Bad', details: [{ message: 'limit' }] })])),
      {
        method: 'GET',
        path: '/x',
        parse: (body) => body,
        action: 'export unique visitors',
        notFound: 'x',
        projectId: 'acme',
      },
    ).catch((caught: unknown) => caught)
    expect(error).toEqual(
      new PlatformError(
        'The platform rejected the request to export unique visitors as invalid (HTTP 400). The platform said: Bad; limit',
        400,
      ),
    )
  })

  it('explains a rejected key', async () => {
    expect(String(await call(401, { error: 'Unauthorized' }))).toMatch(
      /rejected the API key \(HTTP 401\).*admin API key \(it starts with "mint_"\).*expire after 90 days/,
    )
  })

  it('mentions scopes and IP allow-lists for 403', async () => {
    expect(String(await call(403, {}))).toMatch(/key scopes.*IP allow-list/)
  })

  it('names the job and project for 404', async () => {
    expect(String(await call(404, { error: 'Job not found' }))).toContain(
      'Agent job "job_9" was not found in project "acme": check the "job-id" and "project-id" inputs (HTTP 404). The platform said: Job not found',
    )
  })
})
