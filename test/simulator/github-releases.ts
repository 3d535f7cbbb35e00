import type { ServerResponse } from 'node:http'
import { characters, json, notFound, tooLong, writeObject, type StandInRequest } from './github-responses.ts'

/**
 * The release endpoints of the GitHub REST stand-in: a release looked up by tag or by id, and
 * its notes edited. Each server keeps its own copy of the script's releases, so an edit shows in
 * the next read (and in `releaseBody`) without touching the script another test may share.
 */

export interface ScriptedRelease {
  readonly name: string
  readonly body: string
  /** Default: 1000 plus the release's index in the script's record. */
  readonly id?: number
}

export interface ReleasesStore {
  /** Answers `releases/tags/{tag}` and `releases/{id}` (`request.rest` after `releases/`); false when no such route. */
  route(request: StandInRequest, response: ServerResponse): boolean
  /** The release's notes as they stand now, edits included. */
  body(tag: string): string | undefined
}

/** GitHub's limit on a release's notes. */
export const MAX_RELEASE_BODY_CHARS = 125_000

interface StoredRelease {
  readonly id: number
  readonly tag: string
  name: string
  body: string
}

export function createReleasesStore(scripted: Readonly<Record<string, ScriptedRelease>>): ReleasesStore {
  const releases: StoredRelease[] = Object.entries(scripted).map(([tag, release], index) => ({
    id: release.id ?? 1_000 + index,
    tag,
    name: release.name,
    body: release.body,
  }))
  const releaseJson = (release: StoredRelease) => ({
    id: release.id,
    tag_name: release.tag,
    name: release.name,
    body: release.body,
    draft: false,
    prerelease: false,
    html_url: `https://github.com/acme/docs/releases/tag/${release.tag}`,
  })

  const edit = (release: StoredRelease, request: StandInRequest, response: ServerResponse) => {
    const sent = writeObject(request, response)
    if (!sent) return true
    const { body, name } = sent
    if (typeof body === 'string' && characters(body) > MAX_RELEASE_BODY_CHARS)
      return tooLong(response, 'Release', 'body', MAX_RELEASE_BODY_CHARS)
    // GitHub changes only the fields a PATCH sends.
    if (typeof body === 'string') release.body = body
    if (typeof name === 'string') release.name = name
    return json(response, 200, releaseJson(release))
  }

  return {
    route(request, response) {
      const [first, ...more] = request.rest
      if (first === 'tags' && more.length > 0) {
        if (request.method !== 'GET') return false
        const release = releases.find((candidate) => candidate.tag === more.join('/'))
        return release ? json(response, 200, releaseJson(release)) : notFound(response)
      }
      if (first === undefined || more.length > 0 || (request.method !== 'GET' && request.method !== 'PATCH'))
        return false
      const release = releases.find((candidate) => String(candidate.id) === first)
      if (!release) return notFound(response)
      return request.method === 'GET' ? json(response, 200, releaseJson(release)) : edit(release, request, response)
    },
    body: (tag) => releases.find((release) => release.tag === tag)?.body,
  }
}
