import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRIEF_HEADING, MAX_BRIEF_CHARS } from '../../../src/agent/context/brief-text.ts'
import { collectContextBrief } from '../../../src/agent/context/event-brief.ts'
import { createContextSource } from '../../../src/agent/context/github-source.ts'
import { createStepLimits } from '../../../src/runner/limits.ts'
import { compareTags, previousTag } from '../../../src/agent/context/tags.ts'
import type { RunnerEnvironment } from '../../../src/runner/environment.ts'
import { withServers } from '../../harness/servers.ts'
import type { RepositoryScript } from '../../simulator/github-api.ts'
import { fakeEnvironment, NO_BOTS } from '../support/fakes.ts'

const TOKEN = 'ghs_releaseBriefToken'
const HISTORY: RepositoryScript = {
  commits: [
    'Initial commit',
    'Add deploy command',
    'Release 1.2.0',
    'Add --dry-run to deploy',
    'Speed up cold starts',
    'Release 1.3.0',
  ],
  tags: { 'v1.2.0': 2, 'v1.10.0-rc.1': 4, 'v1.3.0': 5 },
}

function recorded(eventName: string, file: string, ref?: string): RunnerEnvironment {
  const payload = JSON.parse(readFileSync(new URL(`../../fixtures/events/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >
  return fakeEnvironment({ eventName, ref: ref ?? String(payload['ref']), eventPayload: payload })
}

/** Collects the brief with GitHub answered by the stand-in; returns it with the requests GitHub saw. */
function collect(environment: RunnerEnvironment, script: RepositoryScript = HISTORY) {
  return withServers({ github: script }, async ({ github }) => {
    const signal = new AbortController().signal
    const open = () =>
      createContextSource(TOKEN, { owner: 'acme', repo: 'docs' }, github.url, createStepLimits(60_000, signal))
    const brief = await collectContextBrief(environment, open, { withDiff: false, allowedBots: NO_BOTS }, signal)
    return { brief, requests: github.requests }
  })
}

describe('tag order', () => {
  it('orders semantic versions by number, a pre-release before its release', () => {
    expect(['v1.10.0', 'v1.2.0', 'v1.9.1', 'v1.10.0-rc.1', 'v2.0.0-beta'].sort(compareTags)).toEqual([
      'v1.2.0',
      'v1.9.1',
      'v1.10.0-rc.1',
      'v1.10.0',
      'v2.0.0-beta',
    ])
  })
  it('finds the previous tag, or none for the first', () => {
    expect(previousTag(['v1.2.0', 'v1.10.0', 'v1.9.0', 'v2.0.0'], 'v1.10.0')).toBe('v1.9.0')
    expect(previousTag(['v1.0.0'], 'v1.0.0')).toBeUndefined()
    expect(previousTag(['release-9', 'release-10', 'release-11'], 'release-11')).toBe('release-10')
  })
})

describe('the release brief', () => {
  it('takes the release from a release event, with its page, without calling GitHub', async () => {
    const { brief, requests } = await collect(recorded('release', 'release-published.json', 'refs/tags/v1.3.0'))
    expect(brief).toMatchObject({
      kind: 'added',
      description: 'release v1.3.0',
      page: { label: 'v1.3.0: dry runs', url: 'https://github.com/acme/docs/releases/tag/v1.3.0' },
    })
    expect(brief.kind === 'added' && brief.text).toMatch(
      /^## Release context \(added by the workflow\)\n\nRelease: v1\.3\.0: dry runs \(tag v1\.3\.0\)\nhttps:\/\/github\.com\/acme\/docs\/releases\/tag\/v1\.3\.0\n\n## What's new/,
    )
    expect(requests).toEqual([])
  })

  it('uses the GitHub release of a pushed tag when there is one', async () => {
    const { brief, requests } = await collect(recorded('push', 'push-tag.json'), {
      ...HISTORY,
      releases: { 'v1.3.0': { name: 'Dry runs', body: 'Notes here.' } },
    })
    expect(brief).toMatchObject({ kind: 'added', description: 'release v1.3.0', page: { label: 'Dry runs' } })
    expect(brief.kind === 'added' && brief.text).toContain(
      'Release: Dry runs (tag v1.3.0)\nhttps://github.com/acme/docs/releases/tag/v1.3.0\n\nNotes here.',
    )
    expect(requests[0]).toMatchObject({
      path: '/repos/acme/docs/releases/tags/v1.3.0',
      authorization: `token ${TOKEN}`,
    })
  })

  it('lists the commits since the previous tag, newest first, linking the comparison', async () => {
    const { brief, requests } = await collect(recorded('push', 'push-tag.json'), {
      ...HISTORY,
      tags: { 'v1.2.0': 2, 'v1.3.0': 5 },
    })
    expect(brief).toEqual({
      kind: 'added',
      source: 'release',
      description: '3 commits since v1.2.0',
      page: { label: 'v1.3.0 (commits since v1.2.0)', url: 'https://github.com/acme/docs/compare/v1.2.0...v1.3.0' },
      text: [
        BRIEF_HEADING,
        '',
        'Tag v1.3.0 has no GitHub release. Commits since v1.2.0, newest first:',
        '- Release 1.3.0 (0000005)',
        '- Speed up cold starts (0000004)',
        '- Add --dry-run to deploy (0000003)',
      ].join('\n'),
    })
    expect(requests.map((request) => request.path)).toContain('/repos/acme/docs/compare/v1.2.0...v1.3.0')
  })

  it('lists the latest commits when the tag is the first one', async () => {
    const { brief } = await collect(recorded('push', 'push-tag.json'), { ...HISTORY, tags: { 'v1.3.0': 5 } })
    expect(brief).toMatchObject({
      kind: 'added',
      description: '6 commits up to v1.3.0',
      page: { url: 'https://github.com/acme/docs/tree/v1.3.0' },
    })
  })

  it('leaves the prompt alone on any other event, saying why, without loading the GitHub client', async () => {
    const { brief, requests } = await collect(recorded('workflow_dispatch', 'push-branch.json'))
    expect(brief).toEqual({
      kind: 'none',
      reason:
        '"event-context: auto" adds a release, a tag push, a merged pull request or a push to a branch; this run was triggered by "workflow_dispatch" on refs/heads/main, so the prompt is sent unchanged.',
    })
    expect(requests).toEqual([])
  })

  it('caps a huge release at 20,000 characters and says what was cut', async () => {
    const environment = recorded('release', 'release-published.json', 'refs/tags/v1.3.0')
    const release = { ...(environment.eventPayload['release'] as object), body: 'x'.repeat(50_000) }
    const { brief } = await collect({ ...environment, eventPayload: { release } })
    expect(brief.kind === 'added' && brief.text.length).toBe(MAX_BRIEF_CHARS)
    expect(brief.kind === 'added' && brief.text).toMatch(
      /\n\n\[Release context cut to 20,000 of 50,\d{3} characters\.\]$/,
    )
  })

  it('fails when GitHub refuses the token, without retrying a 403', async () => {
    await expect(collect(recorded('push', 'push-tag.json'), { ...HISTORY, failWith: 403 })).rejects.toThrow(
      /Resource not accessible by integration/,
    )
  })
})
