import { describe, expect, it } from 'vitest'
import type { HandOff, HandOffOutcome } from '../../../../src/visitors/history/hand-off-outcome.ts'
import { handOffCredits, type FollowedStates } from '../../../../src/visitors/summary/hand-off-credits.ts'

const digest = (index: number) => index.toString(16).padStart(16, 'a')
/** 9 gaps handed on: 6 searches, 3 pages. */
const GAPS = new Map([
  ['searches', [1, 2, 3, 4, 5, 6].map(digest)],
  ['feedback', [7, 8, 9].map(digest)],
])
const PULL = { owner: 'acme', repo: 'docs', number: 42, href: 'https://github.com/acme/docs/pull/42' }
const PERIOD_END = Date.parse('2026-11-23T00:00:00Z')

/** 6 closed, 2 still open (one listed again as new), 1 quiet. */
const FOLLOWING: FollowedStates = {
  sections: new Map([
    [
      'searches',
      [
        ...[1, 2, 3, 4, 5].map((index) => ({ digest: digest(index), state: 'closed' as const })),
        { digest: digest(6), state: 'open' },
        { digest: digest(99), state: 'new' },
      ],
    ],
    [
      'feedback',
      [
        { digest: digest(7), state: 'closed' },
        { digest: digest(8), state: 'new' },
        { digest: digest(9), state: 'quiet' },
      ],
    ],
  ]),
}

function credit(outcome: HandOffOutcome): string {
  return creditFollowing(outcome, FOLLOWING)
}

function creditFollowing(outcome: HandOffOutcome, following: FollowedStates | undefined): string {
  const handOff: HandOff = {
    runId: 7001,
    repository: 'acme/docs',
    gaps: GAPS,
    outcome,
    reads: { pullRequests: 1, jobs: 0 },
  }
  const lines = handOffCredits([handOff], { following, periodEnd: PERIOD_END })
  expect(lines).toHaveLength(1)
  return lines[0]?.markup ?? ''
}

const LINKED = '<a href="https://github.com/acme/docs/pull/42">#42</a>'

describe('handOffCredits', () => {
  it('credits a pull request merged in the period with what became of the gaps it took on', () => {
    expect(credit({ kind: 'merged', pull: PULL, mergedAt: '2026-11-18T10:00:00Z' })).toBe(
      `Docs pull request ${LINKED} (merged 2026-11-18) took on 9 gaps: 6 closed, 2 still open, 1 quiet.`,
    )
  })

  it('counts gaps this report does not follow as such', () => {
    const partly = { sections: new Map([['searches', FOLLOWING.sections.get('searches') ?? []]]) }
    expect(creditFollowing({ kind: 'merged', pull: PULL, mergedAt: '2026-11-18T10:00:00Z' }, partly)).toBe(
      `Docs pull request ${LINKED} (merged 2026-11-18) took on 9 gaps: 5 closed, 1 still open, 3 not followed by this report.`,
    )
    expect(creditFollowing({ kind: 'merged', pull: PULL, mergedAt: '2026-11-18T10:00:00Z' }, undefined)).toContain(
      'took on 9 gaps: 9 not followed by this report.',
    )
  })

  it('says a pull request merged after the period is too soon to tell', () => {
    expect(credit({ kind: 'merged', pull: PULL, mergedAt: '2026-11-23T00:00:00Z' })).toBe(
      `Docs pull request ${LINKED} (merged 2026-11-23, after this period: too soon to tell) took on 9 gaps.`,
    )
  })

  it.each([
    [{ kind: 'open', pull: PULL }, `Docs pull request ${LINKED} (open, not merged) took on 9 gaps.`],
    [{ kind: 'closed', pull: PULL }, `Docs pull request ${LINKED} (closed without merging) took on 9 gaps.`],
    [
      { kind: 'pull-unread', pull: PULL, status: 404, reason: 'Not Found' },
      `Docs pull request ${LINKED}, which took on 9 gaps, could not be read from GitHub (404): on a private or internal repository, reading it needs <code>pull-requests: read</code> in the workflow's permissions.`,
    ],
    [
      {
        kind: 'pull-unread',
        pull: { owner: 'acme', repo: 'site', number: 7, href: 'https://github.com/acme/site/pull/7' },
        status: 404,
        reason: 'Not Found',
      },
      `Docs pull request <a href="https://github.com/acme/site/pull/7">acme/site#7</a>, which took on 9 gaps, could not be read from GitHub (404): <code>github-token</code> may not reach that repository.`,
    ],
    [
      { kind: 'pull-unread', pull: PULL, status: 502, reason: 'Bad <Gateway>' },
      `Docs pull request ${LINKED}, which took on 9 gaps, could not be read from GitHub: Bad &lt;Gateway&gt;.`,
    ],
    [
      { kind: 'no-pull', jobId: 'job_0001', status: 'failed' },
      'Agent job <code>job_0001</code> failed: nothing to credit for the 9 gaps handed to it.',
    ],
    [
      { kind: 'no-pull', jobId: 'job_0001', status: 'completed' },
      'Agent job <code>job_0001</code> completed without a pull request: nothing to credit for the 9 gaps handed to it.',
    ],
    [
      { kind: 'no-pull', jobId: 'job_0001', status: 'active' },
      'Agent job <code>job_0001</code> had opened no pull request when this report read it (status active): nothing to credit for the 9 gaps handed to it.',
    ],
    [
      { kind: 'job-unread', jobId: '<b>j</b>', reason: 'HTTP 500' },
      'Agent job <code>&lt;b&gt;j&lt;/b&gt;</code>, handed 9 gaps, could not be read: HTTP 500.',
    ],
  ] as const)('says %j in one line', (outcome, line) => {
    expect(credit(outcome)).toBe(line)
  })

  it('names a pull request of another repository, and says why a hand-off was not read', () => {
    const elsewhere = { ...PULL, owner: 'acme', repo: 'site', href: 'https://github.com/acme/site/pull/7', number: 7 }
    expect(credit({ kind: 'open', pull: elsewhere })).toContain(
      '<a href="https://github.com/acme/site/pull/7">acme/site#7</a>',
    )
    expect(credit({ kind: 'unread', reason: 'hand-off.json is not JSON' })).toBe(
      'The hand-off recorded in run 7001 was not read: hand-off.json is not JSON.',
    )
  })
})
