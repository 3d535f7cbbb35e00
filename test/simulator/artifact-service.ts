import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local stand-ins for the runner's artifact service and its blob storage: enough of the
 * results API (CreateArtifact, FinalizeArtifact, ListArtifacts, DeleteArtifact) and of
 * block-blob uploads (stage blocks, commit the block list) for the artifact client to upload,
 * find and delete artifacts end to end. As the real service does, it refuses a second artifact
 * of the same name in a run (409) until the first is deleted.
 */
export interface ArtifactService {
  /** Origin for ACTIONS_RESULTS_URL. */
  readonly url: string
  /** The runtime token the client needs: an unsigned JWT naming the run and job. */
  readonly runtimeToken: string
  readonly artifacts: Map<string, { id: number; zip: Buffer | undefined; request: Record<string, unknown> }>
  /** Names of the artifacts deleted, in order. */
  readonly deleted: string[]
  close(): Promise<void>
}

export interface ArtifactServiceOptions {
  /** Hold every blob upload this long before answering, to stop a step while it uploads. */
  readonly blobDelayMs?: number
  /** Answer this many CreateArtifact calls with a 500 whose `msg` is this text (the client logs it, then retries). */
  readonly createFailures?: { readonly count: number; readonly msg: string }
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'

export async function startArtifactService(options: ArtifactServiceOptions = {}): Promise<ArtifactService> {
  const artifacts: ArtifactService['artifacts'] = new Map()
  const deleted: string[] = []
  const blocks = new Map<string, Map<string, Buffer>>()
  let nextId = 9_001
  let failedCreates = 0

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      if (options.blobDelayMs && request.method === 'PUT') {
        setTimeout(() => handle(request, response, body), options.blobDelayMs)
      } else handle(request, response, body)
    })
  })

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://artifacts')
    if (request.method === 'POST' && url.pathname === `${SERVICE}CreateArtifact`) {
      if (options.createFailures && failedCreates < options.createFailures.count) {
        failedCreates++
        return json(response, 500, { code: 'internal', msg: options.createFailures.msg })
      }
      const message = JSON.parse(body.toString()) as { name: string }
      if (artifacts.get(message.name)?.id) {
        return json(response, 409, {
          code: 'already_exists',
          msg: 'an artifact with this name already exists on the workflow run',
        })
      }
      artifacts.set(message.name, { id: 0, zip: undefined, request: message })
      const signedUploadUrl = `${origin()}/blob/${encodeURIComponent(message.name)}?sig=test`
      return json(response, 200, { ok: true, signed_upload_url: signedUploadUrl })
    }
    if (request.method === 'POST' && url.pathname === `${SERVICE}FinalizeArtifact`) {
      const message = JSON.parse(body.toString()) as { name: string }
      const artifact = artifacts.get(message.name)
      if (!artifact?.zip) return json(response, 404, { code: 'not_found', msg: 'no uploaded content' })
      artifact.id = nextId++
      Object.assign(artifact.request, message)
      return json(response, 200, { ok: true, artifact_id: String(artifact.id) })
    }
    if (request.method === 'POST' && url.pathname === `${SERVICE}ListArtifacts`) {
      const message = JSON.parse(body.toString()) as Record<string, unknown>
      const listed = [...artifacts.entries()]
        .filter(([name, artifact]) => artifact.id !== 0 && (message['name_filter'] ?? name) === name)
        .map(([name, artifact]) => ({
          workflow_run_backend_id: message['workflow_run_backend_id'],
          workflow_job_run_backend_id: message['workflow_job_run_backend_id'],
          database_id: String(artifact.id),
          name,
          size: String(artifact.zip?.length ?? 0),
          created_at: new Date().toISOString(),
        }))
      return json(response, 200, { artifacts: listed })
    }
    if (request.method === 'POST' && url.pathname === `${SERVICE}DeleteArtifact`) {
      const message = JSON.parse(body.toString()) as { name: string }
      const artifact = artifacts.get(message.name)
      if (!artifact?.id) return json(response, 404, { code: 'not_found', msg: 'artifact not found' })
      artifacts.delete(message.name)
      deleted.push(message.name)
      return json(response, 200, { ok: true, artifact_id: String(artifact.id) })
    }
    if (request.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      const name = decodeURIComponent(url.pathname.slice('/blob/'.length))
      const staged = blocks.get(name) ?? new Map<string, Buffer>()
      blocks.set(name, staged)
      if (url.searchParams.get('comp') === 'block') {
        staged.set(url.searchParams.get('blockid') ?? '', body)
      } else if (url.searchParams.get('comp') === 'blocklist') {
        const ids = [...body.toString().matchAll(/<(?:Latest|Committed|Uncommitted)>([^<]*)</g)].map((m) => m[1] ?? '')
        const artifact = artifacts.get(name)
        if (artifact) artifact.zip = Buffer.concat(ids.map((id) => staged.get(id) ?? Buffer.alloc(0)))
      } else {
        const artifact = artifacts.get(name)
        if (artifact) artifact.zip = body
      }
      response.writeHead(201, {
        etag: '"0x8D000000000000"',
        'last-modified': new Date().toUTCString(),
        'x-ms-request-id': 'stand-in',
        'x-ms-version': '2023-11-03',
      })
      return void response.end()
    }
    json(response, 404, { code: 'not_found', msg: `no route ${request.method} ${url.pathname}` })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const claims = {
    scp: 'Actions.GenericRead:1 Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774',
  }
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    url: origin(),
    runtimeToken: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    artifacts,
    deleted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
