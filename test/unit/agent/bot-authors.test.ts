import { describe, expect, it } from 'vitest'
import { botPullRequestSkip, isHeldBack, parseAllowedBots } from '../../../src/agent/context/bot-authors.ts'
import type { PullRequestEvent } from '../../../src/runner/pull-request-event.ts'

/* A bot's change starts no job, unless `allowed-bots` lets that bot. */

const bot = (login: string) => ({ login, isBot: true })
const pull = (author: { login: string; isBot: boolean }) => ({ number: 7, author }) as PullRequestEvent

describe('allowed-bots', () => {
  it('reads logins with or without [bot], in any case, and * for every bot', () => {
    const allowed = parseAllowedBots('allowed-bots', ' Renovate[bot], dependabot ,, ')
    expect(allowed).toEqual({ all: false, logins: new Set(['renovate', 'dependabot']) })
    expect(isHeldBack(bot('renovate[bot]'), allowed)).toBe(false)
    expect(isHeldBack(bot('Dependabot[bot]'), allowed)).toBe(false)
    expect(isHeldBack(bot('mintlify[bot]'), allowed)).toBe(true)
    expect(isHeldBack(bot('mintlify[bot]'), parseAllowedBots('allowed-bots', '*'))).toBe(false)
  })

  it('never holds back a person, whatever the list', () => {
    expect(isHeldBack({ login: 'mira', isBot: false }, parseAllowedBots('allowed-bots', ''))).toBe(false)
  })

  it('refuses what is not a login, naming the input and the rule', () => {
    for (const bad of ['dependabot bot', 'a/b', '-x', 'x'.repeat(40), '${{ x }}']) {
      expect(() => parseAllowedBots('allowed-bots', `renovate,${bad}`)).toThrow(
        `Input "allowed-bots" must be a comma-separated list of GitHub logins (such as dependabot[bot], renovate) or *; "${bad}" is not a login.`,
      )
    }
  })
})

describe("a bot's pull request", () => {
  it('creates no job, giving the condition that skips such runs, allowed bots excepted', () => {
    const skip = botPullRequestSkip(pull(bot('mintlify[bot]')), parseAllowedBots('allowed-bots', 'renovate'), 'job')
    expect(skip?.headline).toBe('Pull request #7 opened by a bot, no job created')
    expect(skip?.reason).toMatch(/^Pull request #7 was opened by mintlify\[bot\], a bot, so no agent job was created/)
    expect(skip?.condition).toBe(
      'github.event.pull_request.user.type != \'Bot\' || contains(fromJSON(\'["renovate","renovate[bot]"]\'), github.event.pull_request.user.login)',
    )
  })

  it('sends no follow-up message either, and lets a person or an allowed bot through', () => {
    const none = parseAllowedBots('allowed-bots', '')
    expect(botPullRequestSkip(pull(bot('renovate[bot]')), none, 'message')?.headline).toBe(
      'Pull request #7 opened by a bot, no message sent',
    )
    expect(botPullRequestSkip(pull({ login: 'mira', isBot: false }), none, 'job')).toBeUndefined()
    expect(botPullRequestSkip(pull(bot('renovate[bot]')), parseAllowedBots('x', '*'), 'job')).toBeUndefined()
  })
})
