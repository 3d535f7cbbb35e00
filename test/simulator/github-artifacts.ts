import type { ServerResponse } from 'node:http'
import type { ArtifactService } from './artifact-service.ts'
import type { GitHubApi } from './github-api.ts'
import { createRunsStore, REPOSITORY, type RecordedRun, type RunsStore } from './github-runs.ts'

export type { RecordedRun } from './github-runs.ts'

/**
 * The Actions endpoints of the GitHub REST stand-in: workflow runs a test records
 * (github-runs.ts), with their artifacts, listed, looked up and downloaded as GitHub serves them
 * (the zip endpoint redirects to a signed blob URL that needs no token, as GitHub's does).
 */

/** One artifact of a recorded run: the zip as uploaded, and what GitHub would say of it. */
export interface RecordedArtifact {
  readonly name: string
  readonly zip: Buffer
  readonly expired?: boolean
  /** ISO 8601; default: when the run was recorded. */
  readonly createdAt?: string
  /** The size GitHub reports, when it should differ from the zip's (an artifact too large to build in a test). */
  readonly sizeInBytes?: number
  /** The storage sends the zip without a Content-Length, in chunks: only counting its bytes tells its size. */
  readonly unsized?: boolean
  /** The branch the listing names for the artifact's run, when it differs from the run's own; null names none. */
  readonly listedBranch?: string | null
}

interface StoredArtifact extends RecordedArtifact {
  readonly id: number
  readonly runId: number
  readonly createdAt: string
}

/** A finished run, with its artifacts. */
export interface RunWithArtifacts extends RecordedRun {
  readonly artifacts: readonly RecordedArtifact[]
}

export interface ActionsStore {
  /** Records a finished run and its artifacts; returns the artifacts' ids, unique across runs, in order. */
  recordRun(run: RunWithArtifacts): number[]
  /** Where commit `head` stands against the default branch's head `base`, for the compare endpoint. */
  place: RunsStore['place']
  /** Answers `rest` (the path after `/repos/acme/docs/actions/`); false when no such route. */
  route(rest: readonly string[], url: URL, response: ServerResponse): boolean
  /** Serves `/artifact-blobs/{id}`: the zip itself. */
  blob(id: string, response: ServerResponse): void
}

const DAY_MS = 86_400_000

export function createActionsStore(origin: () => string): ActionsStore {
  const runs = createRunsStore(origin)
  const artifacts: StoredArtifact[] = []
  let nextArtifactId = 70_001
  const newestFirst = (list: StoredArtifact[]) =>
    [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)

  const artifactJson = (artifact: StoredArtifact) => {
    const created = Date.parse(artifact.createdAt)
    const url = `${origin()}/repos/${REPOSITORY}/actions/artifacts/${artifact.id}`
    const listed = runs.listedRun(artifact.runId)
    return {
      id: artifact.id,
      node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
      name: artifact.name,
      size_in_bytes: artifact.sizeInBytes ?? artifact.zip.length,
      url,
      archive_download_url: `${url}/zip`,
      expired: artifact.expired ?? false,
      created_at: artifact.createdAt,
      updated_at: artifact.createdAt,
      expires_at: new Date(artifact.expired ? created + DAY_MS : created + 90 * DAY_MS).toISOString(),
      workflow_run: {
        ...listed,
        head_branch: artifact.listedBranch === undefined ? listed.head_branch : artifact.listedBranch,
      },
    }
  }

  /** `{ total_count, artifacts }` for one page of `list`, filtered by `name` as GitHub filters it. */
  const page = (list: StoredArtifact[], url: URL) => {
    const name = url.searchParams.get('name')
    const matching = newestFirst(list.filter((artifact) => name === null || artifact.name === name))
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30))
    const index = Math.max(1, Number(url.searchParams.get('page') ?? 1))
    const slice = matching.slice((index - 1) * perPage, index * perPage)
    return { total_count: matching.length, artifacts: slice.map(artifactJson) }
  }

  return {
    recordRun(run) {
      const recordedAt = new Date().toISOString()
      runs.record(run, run.artifacts[0]?.createdAt ?? recordedAt)
      return run.artifacts.map((artifact) => {
        const stored = { ...artifact, id: nextArtifactId++, runId: run.id, createdAt: artifact.createdAt ?? recordedAt }
        artifacts.push(stored)
        return stored.id
      })
    },
    place: (base, head) => runs.place(base, head),
    route(rest, url, response) {
      const [collection, id, detail, ...more] = rest
      if (more.length > 0) return false
      if (collection === 'artifacts' && id === undefined) return json(response, 200, page(artifacts, url))
      if (collection === 'artifacts' && detail === 'zip') {
        const artifact = artifacts.find((candidate) => String(candidate.id) === id)
        if (!artifact) return json(response, 404, { message: 'Not Found' })
        if (artifact.expired) return json(response, 410, { message: 'Artifact has expired' })
        response.writeHead(302, { location: `${origin()}/artifact-blobs/${artifact.id}?sig=stand-in` }).end()
        return true
      }
      if (collection === 'workflows' && id !== undefined && detail === 'runs')
        return json(response, 200, runs.list(id, url))
      if (collection !== 'runs' || id === undefined) return false
      const run = runs.get(Number(id))
      if (!run) return json(response, 404, { message: 'Not Found' })
      if (detail === undefined) return json(response, 200, runs.json(run))
      if (detail === 'artifacts')
        return json(
          response,
          200,
          page(
            artifacts.filter((artifact) => artifact.runId === run.id),
            url,
          ),
        )
      return false
    },
    blob(id, response) {
      const artifact = artifacts.find((candidate) => String(candidate.id) === id)
      if (!artifact || artifact.expired) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>BlobNotFound</Code></Error>')
        return
      }
      const length = artifact.unsized ? {} : { 'content-length': artifact.zip.length }
      response.writeHead(200, { 'content-type': 'application/zip', ...length })
      response.end(artifact.zip)
    },
  }
}

/**
 * Records the run that just ended as GitHub would keep it: every artifact the artifact service
 * stand-in finalized during the run goes under run `id`, and leaves the service, so the next
 * run can upload an artifact of the same name again. Returns the recorded artifacts' ids.
 */
export function recordRunFrom(github: GitHubApi, artifactService: ArtifactService, run: RecordedRun): number[] {
  const recorded: RecordedArtifact[] = []
  for (const [name, artifact] of artifactService.artifacts) {
    if (artifact.id === 0 || !artifact.zip) continue
    recorded.push({ name, zip: artifact.zip, createdAt: run.createdAt })
    artifactService.artifacts.delete(name)
  }
  return github.recordRun({ ...run, artifacts: recorded })
}

function json(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
  return true
}
