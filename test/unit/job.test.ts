import { describe, expect, it } from 'vitest'
import { isFinalStatus, parseAgentJob } from '../../src/agent/job.ts'
import { MalformedResponseError } from '../../src/http/errors.ts'

describe('parseAgentJob', () => {
  it('reads every field of the contract', () => {
    expect(
      parseAgentJob({
        id: 'job_1',
        status: 'completed',
        source: { repository: 'https://github.com/acme/docs', ref: 'main' },
        model: 'claude',
        prLink: 'https://github.com/acme/docs/pull/1',
        createdAt: '2026-11-21T09:00:00Z',
        archivedAt: null,
      }),
    ).toEqual({
      id: 'job_1',
      status: 'completed',
      sourceRepository: 'https://github.com/acme/docs',
      sourceRef: 'main',
      model: 'claude',
      prLink: 'https://github.com/acme/docs/pull/1',
      createdAt: '2026-11-21T09:00:00Z',
      archivedAt: null,
    })
  })

  it('tolerates missing and null optional fields', () => {
    expect(parseAgentJob({ id: 'job_1', status: 'active', source: { ref: null }, prLink: null, model: 7 })).toEqual({
      id: 'job_1',
      status: 'active',
      sourceRepository: null,
      sourceRef: null,
      model: null,
      prLink: null,
      createdAt: null,
      archivedAt: null,
    })
  })

  it.each([
    [null, 'the answer is not a JSON object'],
    [[], 'the answer is not a JSON object'],
    [{ status: 'active' }, 'the job in the answer has no string "id"'],
    [{ id: 42, status: 'active' }, 'the job in the answer has no string "id"'],
    [{ id: 'job_1' }, 'job "job_1" in the answer has no string "status"'],
    [{ id: 'job_1', status: null }, 'job "job_1" in the answer has no string "status"'],
  ])('rejects %j', (body, message) => {
    expect(() => parseAgentJob(body)).toThrow(new MalformedResponseError(message))
  })

  it('knows the final statuses', () => {
    expect(['active', 'completed', 'archived', 'failed', 'paused'].map(isFinalStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
  })
})
