import { describe, expect, it } from 'vitest'
import { isFinalStatus, parseAgentJob } from '../../src/agent/job.ts'
import { failureForFinalJob } from '../../src/agent/verdict.ts'
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

describe('failureForFinalJob', () => {
  const job = parseAgentJob({ id: 'job_1', status: 'completed' })

  it('passes a completed job by default', () => {
    expect(failureForFinalJob(job, { failOn: ['failed'], requirePr: false })).toBeUndefined()
  })

  it('fails a status listed in fail-on', () => {
    const archived = parseAgentJob({ id: 'job_1', status: 'archived' })
    expect(failureForFinalJob(archived, { failOn: ['failed', 'archived'], requirePr: false })).toBe(
      'Agent job "job_1" ended with status "archived", which "fail-on" (failed,archived) treats as a failure.',
    )
  })

  it('fails a completed job without a pull request when require-pr is set', () => {
    expect(failureForFinalJob(job, { failOn: [], requirePr: true })).toBe(
      'Agent job "job_1" completed without opening a pull request, and "require-pr" is true.',
    )
  })
})
