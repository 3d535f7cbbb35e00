import { describe, expect, it } from 'vitest'
import { fakeEnvironment, previewSettings } from '../support/fakes.ts'

/*
 * Which branch a preview step triggers, decided before any request: the input, the pull
 * request's head, the branch pushed; a fork's pull request and a deleted branch skipped; no
 * branch an error naming `branch` and the rule. The payload is read as untrusted.
 */

function pullRequestRun(eventName: string, head: Record<string, unknown>, number: unknown = 12) {
  return fakeEnvironment({
    eventName,
    ref: `refs/pull/12/merge`,
    eventPayload: {
      pull_request: { number, head, base: { ref: 'docs-next', repo: { full_name: 'acme/docs' } } },
    },
  })
}

const OWN_HEAD = { ref: 'dark-mode', repo: { full_name: 'acme/docs' } }
const FORK_HEAD = { ref: 'main', repo: { full_name: 'mallory/docs' } }

describe('the branch a preview step triggers', () => {
  it.each(['pull_request', 'pull_request_target'])("is the pull request's head branch on %s", (eventName) => {
    const settings = previewSettings({}, pullRequestRun(eventName, OWN_HEAD))
    expect(settings.branch).toEqual({ name: 'dark-mode', from: 'pull request', pull: 12 })
    expect(settings.task).toEqual({ kind: 'trigger' })
    expect(settings.skipped).toBeUndefined()
  })

  it('is the branch pushed on a push, read from GITHUB_REF', () => {
    const settings = previewSettings({}, fakeEnvironment({ eventName: 'push', ref: 'refs/heads/release/2.0' }))
    expect(settings.branch).toEqual({ name: 'release/2.0', from: 'push' })
  })

  it('is the input, whatever the event says', () => {
    const settings = previewSettings({ branch: 'docs-next' }, pullRequestRun('pull_request', FORK_HEAD))
    expect(settings.branch).toEqual({ name: 'docs-next', from: 'input' })
    expect(settings.skipped).toBeUndefined()
  })

  it("is none on a fork's pull request, which is skipped, with its secrets or without", () => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      const settings = previewSettings({}, pullRequestRun(eventName, FORK_HEAD))
      expect(settings.branch).toBeUndefined()
      expect(settings.skipped).toMatchObject({
        headline: "skipped, a fork's branch",
        condition: 'github.event.pull_request.head.repo.full_name == github.repository',
      })
      expect(settings.skipped?.reason).toContain(`("${eventName}" run)`)
    }
  })

  it('is none on a push that deleted its branch, which is skipped', () => {
    const environment = fakeEnvironment({ eventName: 'push', ref: 'refs/heads/old', eventPayload: { deleted: true } })
    expect(previewSettings({}, environment).skipped).toMatchObject({
      headline: 'skipped, the branch was deleted',
      condition: '!github.event.deleted',
    })
  })

  it('is none to wait for a preview triggered before: no branch is needed, and none may be given', () => {
    const settings = previewSettings({ 'status-id': 'status_0007' }, fakeEnvironment({ eventName: 'schedule' }))
    expect(settings.task).toEqual({ kind: 'resume', statusId: 'status_0007' })
    expect(settings.branch).toBeUndefined()
    expect(() => previewSettings({ 'status-id': 'status_0007', branch: 'main' })).toThrow(
      'Inputs "branch" and "status-id" do not go together',
    )
  })

  it.each([
    ['a tag push', fakeEnvironment({ eventName: 'push', ref: 'refs/tags/v1.2.0' }), ' (this push is of tag "v1.2.0")'],
    ['a schedule', fakeEnvironment({ eventName: 'schedule', ref: 'refs/heads/main' }), ''],
    ['a review of a pull request', pullRequestRun('pull_request_review', OWN_HEAD), ''],
  ])('is an input error on %s, naming "branch" and the rule', (_, environment, tag) => {
    expect(() => previewSettings({}, environment)).toThrow(
      `Input "branch" is required on a "${environment.eventName}" run${tag}: preview mode previews the branch "branch" names`,
    )
  })

  it('reads the payload as untrusted: a head branch of the wrong type, or one git refuses, is an error', () => {
    expect(() => previewSettings({}, pullRequestRun('pull_request', { ...OWN_HEAD, ref: 42 }))).toThrow(
      'The head branch of pull request #12, "", cannot be previewed: it is empty. Set input "branch" to preview another branch.',
    )
    expect(() => previewSettings({}, pullRequestRun('pull_request', { ...OWN_HEAD, ref: 'a b' }))).toThrow(
      'cannot be previewed: it holds a space',
    )
    // A payload with no usable pull request number is no pull request: the run names no branch.
    expect(() => previewSettings({}, pullRequestRun('pull_request', OWN_HEAD, '12'))).toThrow(
      'Input "branch" is required on a "pull_request" run',
    )
  })
})
