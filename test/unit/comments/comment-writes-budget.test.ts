import { beforeEach, describe, expect, it } from 'vitest'
import { reportFailure, type WritePlace } from '../../../src/comments/comment-write-failure.ts'
import { lastBudget, writeBudget } from '../../../src/comments/pull-request-comment.ts'
import { remainingMs } from '../../../src/runner/limits.ts'
import { logged } from '../support/capture-log.ts'
import { testLimits } from '../support/fakes.ts'

/*
 * A comment never costs the wait: its first write takes a share of the time left, and a write
 * that fails says so in a sentence that reads right, blaming the token's permission only for a
 * comment the token's account wrote.
 */

const fixedClock = () => 1_000_000

describe("a comment's time", () => {
  it.each([
    [5_000, 1_250],
    [60_000, 15_000],
    [120_000, 30_000],
    [30 * 60_000, 30_000],
    [0, 0],
  ])('gives the first write a quarter of %i ms left, at most 30 s: %i ms', (left, share) => {
    expect(remainingMs(writeBudget(testLimits(left, fixedClock)))).toBe(share)
  })

  it('gives the last edit at least 5 s past the deadline, and 1.5 s after a cancellation', () => {
    expect(remainingMs(lastBudget(testLimits(0, fixedClock)))).toBe(5_000)
    expect(remainingMs(lastBudget(testLimits(20 * 60_000, fixedClock)))).toBe(30_000)
    const cancelled = testLimits(60_000, fixedClock)
    cancelled.cancel()
    expect(remainingMs(lastBudget(cancelled))).toBe(1_500)
  })
})

describe('a failed write', () => {
  const place: WritePlace = {
    what: 'comment on pull request #7',
    title: 'Pull request comment',
    permission: 'pull-requests: write',
    off: '"comment: off"',
    unaffected: 'The preview deployment',
  }
  const refused = Object.assign(new Error('Resource not accessible by integration'), { status: 403 })

  beforeEach(() => {
    logged.length = 0
  })

  it('names the permission when GitHub refuses the token', () => {
    expect(reportFailure(refused, place)).toBe(true)
    expect(logged).toEqual([
      {
        level: 'notice',
        title: 'No pull request comment',
        message:
          'No comment on pull request #7: GitHub refused the "github-token" (403: Resource not accessible by integration). Give the workflow\'s job "permissions: pull-requests: write", or set "comment: off".',
      },
    ])
  })

  it('blames no permission for a refused edit of a comment another account wrote, and goes on writing', () => {
    const othersComment = { url: 'https://github.com/acme/docs/pull/7#issuecomment-9', author: 'octo-member' }
    expect(reportFailure(refused, { ...place, othersComment })).toBe(false)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 'warning', title: 'Pull request comment not written' })
    expect(logged[0]!.message).toBe(
      'The comment on pull request #7 was not written: GitHub refused to edit https://github.com/acme/docs/pull/7#issuecomment-9, written by octo-member, not by the account the "github-token" acts as (403: Resource not accessible by integration). The preview deployment is not affected.',
    )
    expect(logged[0]!.message).not.toContain('permissions')
  })

  it('ends its sentence once, whatever the message ends with', () => {
    reportFailure(new Error('The timeout ran out while writing the comment on pull request #7.'), place)
    expect(logged[0]!.message).toBe(
      'The comment on pull request #7 was not written: The timeout ran out while writing the comment on pull request #7. The preview deployment is not affected.',
    )
  })
})
