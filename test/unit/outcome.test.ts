import { describe, expect, it } from 'vitest'
import { parseAgentJob } from '../../src/agent/job.ts'
import { describeEnding, describeFailure, failureForFinalJob } from '../../src/agent/outcome.ts'

const completed = parseAgentJob({ id: 'job_1', status: 'completed' })
const active = parseAgentJob({ id: 'job_1', status: 'active' })
const lenient = { failOn: ['failed' as const], requirePr: false }

describe('failureForFinalJob', () => {
  it('passes a completed job by default', () => {
    expect(failureForFinalJob(completed, lenient)).toBeUndefined()
  })

  it('fails a status listed in fail-on', () => {
    const archived = parseAgentJob({ id: 'job_1', status: 'archived' })
    expect(failureForFinalJob(archived, { failOn: ['failed', 'archived'], requirePr: false })).toBe(
      'Agent job "job_1" ended with status "archived", which "fail-on" (failed,archived) treats as a failure.',
    )
  })

  it('fails a completed job without a pull request when require-pr is set', () => {
    expect(failureForFinalJob(completed, { failOn: [], requirePr: true })).toBe(
      'Agent job "job_1" completed without opening a pull request, and "require-pr" is true.',
    )
  })
})

describe('describeFailure and describeEnding', () => {
  it('passes a job that was not waited for, whatever its status', () => {
    const outcome = { job: active, outcome: 'not-waited' as const, waitedMs: 0 as const }
    expect(describeFailure(lenient, 'job_1', outcome)).toBeUndefined()
    expect(describeEnding(outcome)).toBe('active (not waited for)')
  })

  it('names the job, its last status and how to resume after a timeout', () => {
    const outcome = { job: active, outcome: 'timeout' as const, waitedMs: 90_000 }
    expect(describeFailure(lenient, 'job_1', outcome)).toBe(
      'Timed out after 1m 30s waiting for agent job "job_1"; its last status was "active". The job goes on on the platform: re-run with "job-id: job_1" to wait for it.',
    )
    expect(describeEnding(outcome)).toBe('timed out')
  })

  it('says the status is unknown when the platform never answered, with the cause', () => {
    const outcome = { job: undefined, outcome: 'error' as const, waitedMs: 10, error: new Error('Gave up.') }
    expect(describeFailure(lenient, 'job_9', outcome)).toBe(
      'Stopped waiting for agent job "job_9"; its status is unknown. Gave up. The job goes on on the platform: re-run with "job-id: job_9" to wait for it.',
    )
  })

  it('reports a cancelled wait', () => {
    const outcome = { job: active, outcome: 'cancelled' as const, waitedMs: 10 }
    expect(describeFailure(lenient, 'job_1', outcome)).toMatch(/^Cancelled while waiting for agent job "job_1"/)
    expect(describeEnding(outcome)).toBe('cancelled')
  })
})
