import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createReleaseSource } from '../../src/release/github-source.ts'
import {
  CONTEXT_HEADING,
  MAX_CONTEXT_CHARS,
  collectReleaseContext,
  type TriggerEvent,
} from '../../src/release/release-context.ts'
import { compareTags, previousTag } from '../../src/release/tags.ts'
import { startGitHubApi, type GitHubApi, type RepositoryScript } from '../simulator/github-api.ts'

const TOKEN = 'ghs_releaseContextToken'

function recordedEvent(eventName: string, file: string, ref?: string): TriggerEvent {
  const payload = JSON.parse(readFileSync(new URL(`../fixtures/events/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >
  return { eventName, ref: ref ?? String(payload['ref']), payload }
}

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

let api: GitHubApi | undefined
async function sourceFor(script: RepositoryScript) {
  api = await startGitHubApi(script)
  return createReleaseSource(TOKEN, { owner: 'acme', repo: 'docs' }, api.url)
}

beforeEach(() => {
  api = undefined
})
afterEach(async () => {
  await api?.close()
})

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

describe('collectReleaseContext', () => {
  it('takes the release name, tag and notes from a release event, without calling GitHub', async () => {
    const source = await sourceFor(HISTORY)
    const context = await collectReleaseContext(
      recordedEvent('release', 'release-published.json', 'refs/tags/v1.3.0'),
      source,
    )
    expect(context).toEqual({
      kind: 'added',
      description: 'release v1.3.0',
      text: `${CONTEXT_HEADING}\n\nRelease: v1.3.0: dry runs (tag v1.3.0)\nhttps://github.com/acme/docs/releases/tag/v1.3.0\n\n## What's new\n\n- \`deploy --dry-run\` prints the plan without applying it (#212)\n- Faster cold starts (#215)\n\n**Full changelog**: https://github.com/acme/docs/compare/v1.2.0...v1.3.0`,
    })
    expect(api?.requests).toEqual([])
  })

  it('uses the GitHub release of a pushed tag when there is one', async () => {
    const source = await sourceFor({ ...HISTORY, releases: { 'v1.3.0': { name: 'Dry runs', body: 'Notes here.' } } })
    const context = await collectReleaseContext(recordedEvent('push', 'push-tag.json'), source)
    expect(context).toMatchObject({ kind: 'added', description: 'release v1.3.0' })
    expect(context.kind === 'added' && context.text).toContain(
      'Release: Dry runs (tag v1.3.0)\nhttps://github.com/acme/docs/releases/tag/v1.3.0\n\nNotes here.',
    )
    expect(api?.requests[0]).toEqual({ path: '/repos/acme/docs/releases/tags/v1.3.0', authorization: `token ${TOKEN}` })
  })

  it('lists the commits since the previous tag, newest first, when the tag has no release', async () => {
    const source = await sourceFor({ ...HISTORY, tags: { 'v1.2.0': 2, 'v1.3.0': 5 } })
    const context = await collectReleaseContext(recordedEvent('push', 'push-tag.json'), source)
    expect(context).toEqual({
      kind: 'added',
      description: '3 commits since v1.2.0',
      text: [
        CONTEXT_HEADING,
        '',
        'Tag v1.3.0 has no GitHub release. Commits since v1.2.0, newest first:',
        '- Release 1.3.0 (0000005)',
        '- Speed up cold starts (0000004)',
        '- Add --dry-run to deploy (0000003)',
      ].join('\n'),
    })
    expect(api?.requests.map((request) => request.path)).toContain('/repos/acme/docs/compare/v1.2.0...v1.3.0')
  })

  it('lists the latest commits when the tag is the first one', async () => {
    const source = await sourceFor({ ...HISTORY, tags: { 'v1.3.0': 5 } })
    const context = await collectReleaseContext(recordedEvent('push', 'push-tag.json'), source)
    expect(context).toMatchObject({ kind: 'added', description: '6 commits up to v1.3.0' })
    expect(context.kind === 'added' && context.text).toContain(
      'no earlier tag. Its latest commits, newest first:\n- Release 1.3.0',
    )
  })

  it('leaves the prompt alone on any other event, saying why', async () => {
    const source = await sourceFor(HISTORY)
    const context = await collectReleaseContext(recordedEvent('push', 'push-branch.json'), source)
    expect(context).toEqual({
      kind: 'none',
      reason:
        '"release-context: auto" needs a release event or a tag push; this run was triggered by "push" on refs/heads/main, so the prompt is sent unchanged.',
    })
    expect(api?.requests).toEqual([])
  })

  it('caps a huge release at 20,000 characters and says what was cut', async () => {
    const source = await sourceFor(HISTORY)
    const event = recordedEvent('release', 'release-published.json', 'refs/tags/v1.3.0')
    const release = { ...(event.payload['release'] as object), body: 'x'.repeat(50_000) }
    const context = await collectReleaseContext({ ...event, payload: { ...event.payload, release } }, source)
    expect(context.kind === 'added' && context.text.length).toBe(MAX_CONTEXT_CHARS)
    expect(context.kind === 'added' && context.text).toMatch(
      /\n\n\[Release context cut to 20,000 of 50,\d{3} characters\.\]$/,
    )
  })

  it('fails when GitHub refuses the token', async () => {
    const source = await sourceFor({ ...HISTORY, failWith: 403 })
    await expect(collectReleaseContext(recordedEvent('push', 'push-tag.json'), source)).rejects.toThrow(
      /Resource not accessible by integration/,
    )
  })
})
