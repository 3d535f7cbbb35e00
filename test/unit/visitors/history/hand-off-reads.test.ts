import { describe, expect, it } from 'vitest'
import type { GitHubClient } from '../../../../src/github/github-client.ts'
import { PlatformError } from '../../../../src/platform/errors.ts'
import { CancelledError } from '../../../../src/runner/limits.ts'
import type { HandOffRecord } from '../../../../src/step/hand-off-record.ts'
import { followHandOff } from '../../../../src/visitors/history/hand-off-reads.ts'
import { fakePlatform, testLimits } from '../../support/fakes.ts'

const RECORD: HandOffRecord = {
  projectId: 'acme-docs',
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  digestCheck: '0123456789abcdef',
  sections: new Map([['searches', ['aaaaaaaaaaaaaaa1']]]),
  jobId: 'job 1/a',
  status: 'active',
  prLink: null,
  recordedAt: '2026-11-23T07:12:00.000Z',
}
const PULL = { owner: 'acme', repo: 'docs', number: 42, href: 'https://github.com/acme/docs/pull/42' }

/** A GitHub client whose `pulls.get` answers `answer` (or throws it), counting the calls. */
function fakeGitHub(answer: unknown): { github: () => Promise<GitHubClient>; asked: unknown[] } {
  const asked: unknown[] = []
  const client = {
    rest: {
      pulls: {
        get: (request: unknown) => {
          asked.push(request)
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ data: answer })
        },
      },
    },
  } as unknown as GitHubClient
  return { github: () => Promise.resolve(client), asked }
}

function reads(platform: ReturnType<typeof fakePlatform>, github: () => Promise<GitHubClient>) {
  const limits = testLimits()
  return {
    platform,
    projectId: 'acme-docs',
    github,
    token: 'ghs_secret',
    githubHost: 'github.com',
    lookup: limits,
    step: limits,
  }
}

describe('followHandOff', () => {
  it('reads a job that had not ended once, by its id as one path segment, then its pull request', async () => {
    const platform = fakePlatform(() => ({ id: 'job 1/a', status: 'completed', prLink: PULL.href }))
    const { github, asked } = fakeGitHub({ state: 'closed', merged_at: '2026-11-20T10:00:00Z' })
    expect(await followHandOff(RECORD, reads(platform, github))).toEqual({
      outcome: { kind: 'merged', pull: PULL, mergedAt: '2026-11-20T10:00:00Z' },
      reads: { pullRequests: 1, jobs: 1 },
    })
    expect(platform.calls.map((call) => [call.endpoint, call.method, call.path])).toEqual([
      ['get job', 'GET', '/v2/agent/acme-docs/job/job%201%2Fa'],
    ])
    expect(asked).toEqual([expect.objectContaining({ owner: 'acme', repo: 'docs', pull_number: 42 })])
  })

  it('reads no job that had ended, nor one with a pull request already', async () => {
    const platform = fakePlatform(() => {
      throw new Error('not asked')
    })
    const { github } = fakeGitHub({ state: 'open', merged_at: null })
    const failed = await followHandOff({ ...RECORD, status: 'failed' }, reads(platform, github))
    expect(failed).toEqual({
      outcome: { kind: 'no-pull', jobId: 'job 1/a', status: 'failed' },
      reads: { pullRequests: 0, jobs: 0 },
    })
    const opened = await followHandOff({ ...RECORD, prLink: PULL.href }, reads(platform, github))
    expect(opened.outcome).toEqual({ kind: 'open', pull: PULL })
    expect(platform.calls).toEqual([])
  })

  it('says, without the token, why a job or a pull request could not be read', async () => {
    const refused = fakePlatform(() => {
      throw new PlatformError('Agent job was not found (HTTP 404).', 404)
    })
    const { github } = fakeGitHub({})
    expect((await followHandOff(RECORD, reads(refused, github))).outcome).toEqual({
      kind: 'job-unread',
      jobId: 'job 1/a',
      reason: 'Agent job was not found (HTTP 404)',
    })
    const elsewhere = fakePlatform(() => ({
      id: 'job 1/a',
      status: 'completed',
      prLink: 'https://evil.example/a/b/pull/1',
    }))
    expect((await followHandOff(RECORD, reads(elsewhere, github))).outcome).toMatchObject({
      kind: 'job-unread',
      reason: 'the platform gave a pull-request link that is not read (it is not on github.com)',
    })
    const notFound = Object.assign(new Error('Not Found, token ghs_secret'), { status: 404, response: {} })
    const answered = await followHandOff({ ...RECORD, prLink: PULL.href }, reads(refused, fakeGitHub(notFound).github))
    expect(answered.outcome).toEqual({ kind: 'pull-unread', pull: PULL, status: 404, reason: 'Not Found, token ***' })
  })

  it('lets the step’s cancellation through', async () => {
    const platform = fakePlatform(() => {
      throw new CancelledError('Cancelled.')
    })
    await expect(followHandOff(RECORD, reads(platform, fakeGitHub({}).github))).rejects.toThrow(CancelledError)
  })
})
