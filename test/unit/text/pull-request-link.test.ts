import { describe, expect, it } from 'vitest'
import { pullRequestReference, readPullRequestLink } from '../../../src/text/pull-request-link.ts'

describe('pullRequestReference', () => {
  it('reads owner/repo#N from a pull request URL, on any GitHub host', () => {
    expect(pullRequestReference('https://github.com/acme/docs/pull/42')).toEqual({ label: 'acme/docs#42', number: 42 })
    expect(pullRequestReference('https://ghe.example.com/acme/docs/pull/7/')).toEqual({
      label: 'acme/docs#7',
      number: 7,
    })
  })
  it('reads a name with malformed escapes as sent, instead of throwing', () => {
    expect(pullRequestReference('https://github.com/a%E0/b%20c/pull/1')).toEqual({ label: 'a%E0/b c#1', number: 1 })
  })
  it.each([null, 'https://github.com/acme/docs/issues/4', 'https://gitlab.com/a/b/-/merge_requests/3', 'javascript:x'])(
    'has none for %j',
    (link) => {
      expect(pullRequestReference(link)).toBeUndefined()
    },
  )
})

describe('readPullRequestLink', () => {
  it('reads the repository and number of a pull request on the server', () => {
    expect(readPullRequestLink('https://github.com/acme/docs/pull/42', 'github.com')).toEqual({
      owner: 'acme',
      repo: 'docs',
      number: 42,
      href: 'https://github.com/acme/docs/pull/42',
    })
    expect(readPullRequestLink('https://ghe.example.com/a-b/c.d_e/pull/7/', 'ghe.example.com')).toMatchObject({
      owner: 'a-b',
      repo: 'c.d_e',
      number: 7,
    })
  })
  it.each([
    ['http://github.com/acme/docs/pull/42', 'it is not an https URL'],
    ['javascript:alert(1)', 'it is not an https URL'],
    ['https://github.com.evil.example/acme/docs/pull/42', 'it is not on github.com'],
    ['https://evil.example/acme/docs/pull/42', 'it is not on github.com'],
    ['https://user@github.com/acme/docs/pull/42', 'it carries more than the pull request'],
    ['https://github.com/acme/docs/pull/42?x=1', 'it carries more than the pull request'],
    ['https://github.com/acme/docs/issues/42', 'it is not a link to a pull request (/owner/repo/pull/N)'],
    ['https://github.com/acme/docs/pull/0', 'it is not a link to a pull request (/owner/repo/pull/N)'],
    ['https://github.com/acme/docs/pull/42/files', 'it is not a link to a pull request (/owner/repo/pull/N)'],
    ['https://github.com/ac%2Fme/docs/pull/42', 'its owner or repository is not a name GitHub gives'],
    [`https://github.com/acme/docs/pull/42${'/'.repeat(2_000)}`, 'it is longer than 2000 characters'],
  ])('refuses %j: %s', (link, problem) => {
    expect(readPullRequestLink(link, 'github.com')).toBe(problem)
  })
})
