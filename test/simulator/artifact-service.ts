import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local stand-ins for the runner's artifact service and its blob storage: enough of the
 * results API (CreateArtifact, FinalizeArtifact) and of block-blob uploads (stage blocks,
 * commit the block list) for the artifact client to upload an artifact end to end.
 */
export interface ArtifactService {
  /** Origin for ACTIONS_RESULTS_URL. */
  readonly url: string
  /** The runtime token the client needs: an unsigned JWT naming the run and job. */
  readonly runtimeToken: string
  readonly artifacts: Map<string, { id: number; zip: Buffer | undefined; request: Record<string, unknown> }>
  close(): Promise<void>
}

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'

export async function startArtifactService(): Promise<ArtifactService> {
  const artifacts: ArtifactService['artifacts'] = new Map()
  const blocks = new Map<string, Map<string, Buffer>>()
  let nextId = 9_001

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, response, Buffer.concat(chunks)))
  })

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://artifacts')
    if (request.method === 'POST' && url.pathname === `${SERVICE}CreateArtifact`) {
      const message = JSON.parse(body.toString()) as { name: string }
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
