import { describe, expect, it } from 'vitest'
import { parseAgentJob } from '../../../src/agent/job.ts'
import { BrokenAnswerError } from '../../../src/platform/errors.ts'

describe('parseAgentJob', () => {
  it('reads a full job, tolerating nulls the contract allows', () => {
    expect(
      parseAgentJob({
        id: 'job_1',
        status: 'completed',
        prLink: null,
        model: 'm',
        source: { repository: 'https://github.com/a/b', ref: null },
        createdAt: '2026-01-01T00:00:00Z',
        archivedAt: null,
      }),
    ).toEqual({
      id: 'job_1',
      status: 'completed',
      prLink: null,
      model: 'm',
      sourceRepository: 'https://github.com/a/b',
      sourceRef: null,
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: null,
    })
  })

  it('needs only id and status', () => {
    expect(parseAgentJob({ id: 'j', status: 'active', source: 'not an object' })).toMatchObject({
      id: 'j',
      status: 'active',
      sourceRepository: null,
    })
  })

  it.each([
    [[], 'the answer is not a JSON object'],
    [{ status: 'active' }, 'the job in the answer has no string "id"'],
    [{ id: '', status: 'active' }, 'it is empty'],
    [{ id: '..', status: 'active' }, 'is not an id'],
    [{ id: '.', status: 'active' }, 'is not an id'],
    [{ id: 'job\udc00', status: 'active' }, 'it is not well-formed Unicode'],
    [{ id: 'j', status: 3 }, 'job "j" in the answer has no string "status"'],
  ])('refuses %j', (body, message) => {
    expect(() => parseAgentJob(body)).toThrow(BrokenAnswerError)
    expect(() => parseAgentJob(body)).toThrow(message)
  })

  it('refuses an answer about another job than the one asked for', () => {
    expect(() => parseAgentJob({ id: 'job_2', status: 'active' }, 'job_1')).toThrow(
      'the answer is for job "job_2", not the job asked for, "job_1"',
    )
  })

  it.each([
    ['javascript:alert(1)', 'its scheme is "javascript:", not https'],
    ['file:///etc/passwd', 'its scheme is "file:", not https'],
    ['http://github.com/acme/docs/pull/7', 'its scheme is "http:", not https'],
    ['see the dashboard', 'it is not a URL'],
  ])('drops a pull-request link %j, saying why', (prLink, problem) => {
    expect(parseAgentJob({ id: 'j', status: 'completed', prLink })).toMatchObject({
      prLink: null,
      rejectedPrLink: { value: prLink, problem },
    })
  })
})
