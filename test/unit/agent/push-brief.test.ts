import { describe, expect, it, vi } from 'vitest'
import { collectPushBrief, MAX_PULL_LOOKUPS } from '../../../src/agent/context/push-brief.ts'
import type { ContextSource } from '../../../src/agent/context/github-source.ts'
import { log } from '../../../src/runner/log.ts'
import { fakeEnvironment, NO_BOTS } from '../support/fakes.ts'

const sha = (index: number) => index.toString(16).padStart(40, '0')
const signal = new AbortController().signal

/** A GitHub that knows `count` commits after `before` and answers each pull request lookup with `pull`. */
function source(count: number, pull: (sha: string) => Promise<{ number: number; title: string } | undefined>) {
  const lookups: string[] = []
  const fake = {
    commitsBetween: () =>
      Promise.resolve({
        commits: Array.from({ length: count }, (_, index) => ({
          sha: sha(count - index),
          subject: `Commit ${count - index}`,
        })),
        omitted: 0,
      }),
    pullOfCommit: (commit: string) => {
      lookups.push(commit)
      return pull(commit)
    },
  } as unknown as ContextSource
  return { fake, lookups }
}

const push = (payload: Record<string, unknown>) =>
  fakeEnvironment({ eventName: 'push', ref: 'refs/heads/main', eventPayload: payload })

describe('the push brief', () => {
  it('names the pull requests of the newest commits only, and says so', async () => {
    const { fake, lookups } = source(25, (commit) => Promise.resolve({ number: parseInt(commit, 16), title: 'T' }))
    const brief = await collectPushBrief(
      push({ before: sha(100), after: sha(25) }),
      () => Promise.resolve(fake),
      NO_BOTS,
      signal,
    )
    expect(lookups).toHaveLength(MAX_PULL_LOOKUPS)
    expect(brief?.kind === 'added' && brief.text).toContain('- Commit 25 (0000000), from pull request #25: T\n')
    expect(brief?.kind === 'added' && brief.text).toContain('- Commit 1 (0000000)\n')
    expect(brief?.kind === 'added' && brief.text).toMatch(/\(Pull requests are named for the newest 20 commits\.\)$/)
  })

  it('lists the commits without pull requests, with one warning, when GitHub refuses the lookup', async () => {
    const warning = vi.spyOn(log, 'warning').mockImplementation(() => undefined)
    const refused = Object.assign(new Error('Resource not accessible by integration'), { status: 403 })
    const { fake } = source(3, () => Promise.reject(refused))
    const brief = await collectPushBrief(
      push({ before: sha(100), after: sha(3) }),
      () => Promise.resolve(fake),
      NO_BOTS,
      signal,
    )
    expect(brief?.kind === 'added' && brief.text).toContain('- Commit 3 (0000000)\n- Commit 2 (0000000)\n')
    expect(brief?.kind === 'added' && brief.text).toContain(
      '(GitHub did not say which pull requests these commits came from: Resource not accessible by integration)',
    )
    expect(warning).toHaveBeenCalledTimes(1)
    expect(warning.mock.calls[0]?.[1]).toBe('Pull requests of the push not read')
    warning.mockRestore()
  })

  it("creates no job for a new branch of a bot's own commits, read from the payload's logins", async () => {
    const { fake } = source(0, () => Promise.resolve(undefined))
    const bot = { username: 'mintlify[bot]', name: 'mintlify[bot]' }
    const payload = {
      before: '0'.repeat(40),
      after: sha(2),
      commits: [
        { id: sha(1), message: 'Docs: a', author: bot },
        { id: sha(2), message: 'Docs: b', author: bot },
      ],
    }
    const brief = await collectPushBrief(push(payload), () => Promise.resolve(fake), NO_BOTS, signal)
    expect(brief?.kind).toBe('skip')
    const mixed = {
      ...payload,
      commits: [...payload.commits, { id: sha(3), message: 'x', author: { username: 'mira' } }],
    }
    expect((await collectPushBrief(push(mixed), () => Promise.resolve(fake), NO_BOTS, signal))?.kind).toBe('added')
    const unnamed = { ...payload, commits: [{ id: sha(1), message: 'x', author: { name: 'mintlify[bot]' } }] }
    expect((await collectPushBrief(push(unnamed), () => Promise.resolve(fake), NO_BOTS, signal))?.kind).toBe('added')
  })

  it("takes a new branch's commits from the payload, newest first, and escapes their subjects", async () => {
    const { fake } = source(0, () => Promise.resolve(undefined))
    const payload = {
      before: '0'.repeat(40),
      after: sha(2),
      commits: [
        { id: sha(1), message: 'First\n\nbody' },
        { id: sha(2), message: 'Second \u202e::error::x' },
      ],
    }
    const brief = await collectPushBrief(push(payload), () => Promise.resolve(fake), NO_BOTS, signal)
    expect(brief?.kind === 'added' && brief.text).toContain(
      'Push to branch main (new branch, up to 0000000): 2 commits, newest first:\n- Second \\u202e::error::x (0000000)\n- First (0000000)',
    )
  })

  it('is not for a push to a tag, nor for another event on a branch', async () => {
    const open = () => Promise.reject(new Error('not called'))
    expect(
      await collectPushBrief(fakeEnvironment({ eventName: 'push', ref: 'refs/tags/v1' }), open, NO_BOTS, signal),
    ).toBeUndefined()
    expect(
      await collectPushBrief(
        fakeEnvironment({ eventName: 'workflow_dispatch', ref: 'refs/heads/main' }),
        open,
        NO_BOTS,
        signal,
      ),
    ).toBeUndefined()
  })
})
