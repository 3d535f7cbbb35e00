import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForJob } from '../../src/agent/wait.ts'
import { fakeCallContext, json } from './fake-client.ts'

const job = (status: string) => json(200, { id: 'job_1', status })

afterEach(() => vi.restoreAllMocks())

describe('waitForJob', () => {
  it('polls until a final status', async () => {
    const { client, context: ctx } = fakeCallContext([job('active'), job('active'), job('completed')])
    const result = await waitForJob(ctx, 'acme', 'job_1', undefined, 5)
    expect(result).toMatchObject({ outcome: 'final', job: { status: 'completed' } })
    expect(client.requests.map((request) => request.path)).toEqual(Array(3).fill('/v2/agent/acme/job/job_1'))
  })

  it('returns at once for a job that is already final', async () => {
    const { client, context: ctx } = fakeCallContext([])
    const known = { ...JSON.parse(job('failed').text), prLink: null } as never
    await expect(waitForJob(ctx, 'acme', 'job_1', known, 5)).resolves.toMatchObject({ outcome: 'final' })
    expect(client.requests).toHaveLength(0)
  })

  it('treats an unknown status as running, warning once', async () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { context: ctx } = fakeCallContext([job('queued'), job('queued'), job('completed')])
    await expect(waitForJob(ctx, 'acme', 'job_1', undefined, 5)).resolves.toMatchObject({ outcome: 'final' })
    const warnings = stdout.mock.calls.map(([text]) => String(text)).filter((text) => text.startsWith('::warning'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('status "queued", which this action does not know; it is treated as still running')
  })

  it('times out with the last known job', async () => {
    const { context: ctx } = fakeCallContext([job('active')], { deadline: Date.now() + 60 })
    const result = await waitForJob(ctx, 'acme', 'job_1', undefined, 20)
    expect(result).toMatchObject({ outcome: 'timeout', job: { status: 'active' } })
  })

  it('stops at once when cancelled', async () => {
    const controller = new AbortController()
    const { context: ctx } = fakeCallContext([job('active')], { signal: controller.signal })
    setTimeout(() => controller.abort(), 30)
    const started = Date.now()
    const result = await waitForJob(ctx, 'acme', 'job_1', undefined, 5_000)
    expect(result).toMatchObject({ outcome: 'cancelled', job: { status: 'active' } })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('ends with the error when polling fails for good', async () => {
    const { context: ctx } = fakeCallContext([job('active'), json(404, { error: 'Job not found' })])
    const result = await waitForJob(ctx, 'acme', 'job_1', undefined, 5)
    expect(result.outcome).toBe('error')
    expect(result.error?.message).toContain('Agent job "job_1" was not found in project "acme"')
  })
})
