import { describe, expect, it } from 'vitest'
import { createJob, getJob } from '../../../src/agent/api.ts'
import { triggerPreview } from '../../../src/deployments/deployment-api.ts'
import {
  AmbiguousWriteError,
  BrokenAnswerError,
  PlatformError,
  RetriesExhaustedError,
} from '../../../src/platform/errors.ts'
import { createPlatformClient, type PlatformCall } from '../../../src/platform/platform-client.ts'
import { TransportError, type Transport } from '../../../src/platform/transport.ts'
import { CancelledError, DeadlineError } from '../../../src/runner/limits.ts'
import { json, scriptedTransport, testLimits } from '../support/fakes.ts'

const JOB = { id: 'job_1', status: 'active' }
const FAST = { maxAttempts: 3, maxRateLimited: 4, baseDelayMs: 1, maxDelayMs: 2 }

function client(transport: Transport, limits = testLimits(), policy = FAST) {
  return createPlatformClient(transport, limits, policy)
}

describe('a creating POST', () => {
  it('sends the prompt once and returns the created job, counting the request', async () => {
    const transport = scriptedTransport([json(201, JOB)])
    const platform = client(transport)
    await expect(createJob(platform, 'acme', 'Update')).resolves.toMatchObject({ id: 'job_1' })
    expect(transport.requests).toMatchObject([
      { method: 'POST', path: '/v2/agent/acme/job', json: { prompt: 'Update' } },
    ])
    expect(Object.fromEntries(platform.requestsSent)).toEqual({ 'create job': 1 })
  })

  it('retries 429 and a refused connection, where the platform did not take the job', async () => {
    const transport = scriptedTransport([
      json(429, {}, { 'retry-after': '0' }),
      new TransportError('refused', 'not-sent'),
      json(201, JOB),
    ])
    await expect(createJob(client(transport), 'acme', 'Update')).resolves.toMatchObject({ id: 'job_1' })
    expect(transport.requests).toHaveLength(3)
  })

  it.each([
    ['HTTP 500', json(500, { error: 'boom' })],
    ['HTTP 503 with Retry-After', json(503, {}, { 'retry-after': '0' })],
    ['HTTP 502 with Retry-After', json(502, {}, { 'retry-after': '1' })],
    ['HTTP 408', json(408, '')],
    ['HTTP 504', json(504, '')],
    ['a reset after sending', new TransportError('the connection failed (ECONNRESET)', 'failed')],
    ['a timeout', new TransportError('no answer before the request timed out', 'timeout')],
    ['an endless body', new TransportError('the answer was larger than 10 MB', 'oversize')],
    ['an unreadable 201', json(201, '<html>ok</html>')],
    ['a 201 without an id', json(201, { status: 'active' })],
    ['a 201 whose id is ".."', json(201, { id: '..', status: 'active' })],
  ])('stops after %s, saying a job may exist and how to check', async (_, answer) => {
    const transport = scriptedTransport([answer, json(201, JOB)])
    const attempt = createJob(client(transport), 'acme', 'Update')
    await expect(attempt).rejects.toThrow(AmbiguousWriteError)
    await expect(attempt).rejects.toThrow(/A job may have been created even so.*wait for it with "job-id"/)
    expect(transport.requests).toHaveLength(1)
  })

  it('fails at once on TLS, saying nothing was sent', async () => {
    const transport = scriptedTransport([
      new TransportError('the TLS connection to api.example.com failed (CERT_HAS_EXPIRED)', 'tls'),
    ])
    const error = await createJob(client(transport), 'acme', 'Update').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PlatformError)
    expect(String(error)).toMatch(/TLS connection to api\.example\.com failed.*No request was sent/)
    expect(String(error)).not.toContain('may have been created')
  })

  it('reports a POST cancelled in flight as possibly received', async () => {
    const limits = testLimits()
    const transport: Transport = {
      send: () => (limits.cancel(), Promise.reject(new Error('aborted'))),
      close: () => Promise.resolve(),
    }
    await expect(createJob(client(transport, limits), 'acme', 'Update')).rejects.toThrow(
      /Cancelled during the request to create the agent job. The platform may have received it/,
    )
  })

  it('never says "may have received" when cancelled before sending', async () => {
    const limits = testLimits()
    limits.cancel()
    const transport = scriptedTransport([json(201, JOB)])
    const error = await createJob(client(transport, limits), 'acme', 'Update').catch((caught: unknown) => caught)
    expect(error).toEqual(new CancelledError('Cancelled before the request to create the agent job was sent.'))
    expect(transport.requests).toHaveLength(0)
  })
})

describe('a GET', () => {
  it.each([
    ['job 1', 'a b', '/v2/agent/a%20b/job/job%201'],
    ['a/b', 'x?y#z', '/v2/agent/x%3Fy%23z/job/a%2Fb'],
    ['50%', 'é', '/v2/agent/%C3%A9/job/50%25'],
  ])('percent-encodes job id %j and project id %j into one segment each', async (jobId, projectId, path) => {
    const transport = scriptedTransport([json(200, { id: jobId, status: 'active' })])
    await expect(getJob(client(transport), projectId, jobId)).resolves.toMatchObject({ id: jobId })
    expect(transport.requests).toMatchObject([{ method: 'GET', path }])
  })

  it('retries 5xx, resets, timeouts and bodies that are not JSON, then succeeds', async () => {
    const transport = scriptedTransport([
      json(500, {}),
      new TransportError('reset', 'failed'),
      json(200, '{"id": "job_1", "status":'),
      json(200, JOB),
    ])
    await expect(
      getJob(client(transport, testLimits(), { ...FAST, maxAttempts: 5 }), 'acme', 'job_1'),
    ).resolves.toMatchObject({ status: 'active' })
    expect(transport.requests).toHaveLength(4)
  })

  it.each([
    ['a missing status', { id: 'job_1' }, 'job "job_1" in the answer has no string "status"'],
    ['another job', { id: 'job_2', status: 'active' }, 'the answer is for job "job_2", not the job asked for, "job_1"'],
    [
      'an id that is a dot',
      { id: '.', status: 'active' },
      'the job\'s "id" is not a usable id ("." is not an id (it would move up or stay in the path))',
    ],
  ])('fails at once on valid JSON that breaks the contract (%s), naming the field', async (_, body, detail) => {
    const transport = scriptedTransport([json(200, body), json(200, JOB)])
    const error = await getJob(client(transport), 'acme', 'job_1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BrokenAnswerError)
    expect((error as Error).message).toBe(
      `The platform's answer to the request to get agent job "job_1" breaks its published contract: ${detail}.`,
    )
    expect(transport.requests).toHaveLength(1)
  })

  it('gives up after the allowed failures, naming the last fault', async () => {
    await expect(getJob(client(scriptedTransport([json(502, {})])), 'acme', 'job_1')).rejects.toThrow(
      new RetriesExhaustedError(
        'Gave up trying to get agent job "job_1" after 3 failed attempts; the last one: HTTP 502.',
      ),
    )
  })

  it('bounds rate-limited attempts too, however small Retry-After is', async () => {
    const transport = scriptedTransport([json(429, {}, { 'retry-after': '0' })])
    const read = client(transport).call({
      endpoint: 'views',
      method: 'GET',
      path: '/v1/analytics/acme/views',
      parse: (body) => body,
      action: 'read the views',
      notFound: 'no such project',
      projectId: 'acme',
    })
    await expect(read).rejects.toThrow(
      'Gave up trying to read the views after 4 rate-limited answers; the last one: HTTP 429.',
    )
    expect(transport.requests).toHaveLength(4)
  })

  it('waits out rate-limited answers to a status check: a 429 while waiting is a longer wait', async () => {
    const transport = scriptedTransport([
      ...Array.from({ length: 6 }, () => json(429, {}, { 'retry-after': '0' })),
      json(200, { id: 'job_1', status: 'active' }),
    ])
    expect((await getJob(client(transport), 'acme', 'job_1')).status).toBe('active')
    expect(transport.requests).toHaveLength(7)
  })

  it('waits out more rate-limited answers than maxRateLimited for a call that asks to (a trigger)', async () => {
    const transport = scriptedTransport([
      ...Array.from({ length: 12 }, () => json(429, {}, { 'retry-after': '0' })),
      json(202, { statusId: 'status_1' }),
    ])
    const answer = await client(transport).call({
      endpoint: 'trigger update',
      method: 'POST',
      path: '/v1/project/update/acme',
      parse: (body) => body,
      action: 'trigger a deployment',
      notFound: 'no such project',
      projectId: 'acme',
      waitOutRateLimits: true,
    })
    expect(answer).toEqual({ statusId: 'status_1' })
    expect(transport.requests).toHaveLength(13)
  })

  it('waits at least the back-off after a Retry-After of 0', async () => {
    const transport = scriptedTransport([json(429, {}, { 'retry-after': '0' }), json(200, JOB)])
    const startedAt = Date.now()
    await getJob(client(transport, testLimits(), { ...FAST, baseDelayMs: 200, maxDelayMs: 200 }), 'acme', 'job_1')
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(100)
  })

  it.each(['3600', '99999999999999'])(
    'stops when Retry-After %s reaches past the deadline, never wrapping the timer',
    async (seconds) => {
      const startedAt = Date.now()
      await expect(
        getJob(
          client(scriptedTransport([json(429, {}, { 'retry-after': seconds })]), testLimits(5_000)),
          'acme',
          'job_1',
        ),
      ).rejects.toThrow(DeadlineError)
      expect(Date.now() - startedAt).toBeLessThan(1_000)
    },
  )

  it('stops at once when cancelled between retries', async () => {
    const limits = testLimits()
    const pending = getJob(
      client(scriptedTransport([json(500, {})]), limits, { ...FAST, baseDelayMs: 5_000, maxDelayMs: 5_000 }),
      'acme',
      'job_1',
    )
    setTimeout(limits.cancel, 20)
    await expect(pending).rejects.toThrow(CancelledError)
  })
})

describe('errors a user can act on', () => {
  const call = (status: number, body: unknown) =>
    getJob(client(scriptedTransport([json(status, body)])), 'acme', 'job_9').catch((error: unknown) => String(error))

  it('shows the platform text for 400, with analytics details, capped', async () => {
    const platform = client(
      scriptedTransport([json(400, { error: 'Bad', details: [{ message: 'limit' }, { message: 'x'.repeat(900) }] })]),
    )
    const visitors: PlatformCall<unknown> = {
      endpoint: 'visitors',
      method: 'GET',
      path: '/x',
      parse: (body) => body,
      action: 'export unique visitors',
      notFound: 'x',
      projectId: 'acme',
    }
    const error = String(await platform.call(visitors).catch((caught: unknown) => caught))
    expect(error).toMatch(
      /^PlatformError: The platform rejected the request to export unique visitors as invalid \(HTTP 400\)\. The platform said: Bad; limit; x+…\.$/,
    )
    expect(error.length).toBeLessThan(700)
  })
  it('explains a rejected key', async () =>
    expect(await call(401, {})).toMatch(/rejected the API key \(HTTP 401\).*"mint_".*expire after 90 days/))
  it('names the scope the request needed, or the IP allow-list, for 403', async () =>
    expect(await call(403, {})).toMatch(
      /refused the request to get agent job "job_9" \(HTTP 403\)\. To get agent job "job_9", the API key needs the read scope .*IP allow-list/,
    ))
  it.each([
    [{ error: 'Preview deployments are not available on your current plan' }, 'plan'],
    [{}, 'plan'],
    [{ error: 'API key does not have the write scope' }, 'scope'],
    [{ error: 'IP address not allowed for this API key' }, 'scope'],
  ])("says a 403 is a preview's plan unless the answer %j speaks of the key", async (body, meaning) => {
    const platform = client(scriptedTransport([json(403, body)]))
    const error = String(await triggerPreview(platform, 'acme', 'dark-mode').catch((caught: unknown) => caught))
    const plan = 'Preview deployments need a plan that includes them (Pro or Enterprise).'
    if (meaning === 'plan') {
      expect(error).toContain(`(HTTP 403). ${plan}`)
      expect(error).not.toContain('scope')
    } else {
      expect(error).not.toContain(plan)
      expect(error).toContain('the API key needs the write scope; a key limited to read is refused.')
    }
  })
  it('names the job and project for 404', async () =>
    expect(await call(404, { error: 'Job not found' })).toContain(
      'Agent job "job_9" was not found in project "acme": check the "job-id" and "project-id" inputs (HTTP 404). The platform said: Job not found.',
    ))
  it('says redirects are not followed', async () =>
    expect(await call(302, '')).toMatch(/redirect \(HTTP 302\).*not followed.*base-url/))
})
