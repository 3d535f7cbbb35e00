import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createSimulatedJob,
  DEFAULT_SCRIPT,
  jobBody,
  readJob,
  receiveMessage,
  type JobScript,
  type SimulatedJob,
} from './agent-routes.ts'
import { applyFault, faultFor, faultHappensAfterWrite, type FaultRule, type Route } from './faults.ts'
import type { AnalyticsScript } from './analytics-data.ts'
import { createDeploymentPlatform, type DeploymentScript, type SimulatedDeployment } from './deployment-routes.ts'
import { analyticsAnswer, createRateLimiter, validateAnalyticsQuery, type AnalyticsRoute } from './analytics-routes.ts'
import { matchRoute, parsePrompt } from './routes.ts'

export const SIMULATOR_API_KEY = 'mint_simulator_0123456789abcdef'
export const SIMULATOR_PROJECT = 'acme-docs'

export interface SimulatorOptions {
  readonly apiKey?: string
  readonly projectId?: string
  /** More projects of the same organization, answered with the same analytics and sharing its budget. */
  readonly otherProjects?: readonly string[]
  readonly job?: JobScript
  /** The analytics data set; by default every section has data and two periods differ. */
  readonly analytics?: AnalyticsScript
  /** Older name of `analytics`. */
  readonly visitors?: AnalyticsScript
  /** Rewrites an analytics answer before it is sent: hostile text, broken contracts, odd counts. */
  readonly transform?: (route: AnalyticsRoute, body: Record<string, unknown>, query: URLSearchParams) => unknown
  readonly faults?: readonly FaultRule[]
  /** Deployments, previews and automations: how statuses move on, the rate limits, the plan (deployment-scenarios.ts). */
  readonly deployment?: DeploymentScript
  /** Listen on this port; 0 (the default) picks a free one. */
  readonly port?: number
  /** Start listening only this long after starting: a platform that comes up late (connections are refused until then). */
  readonly listenAfterMs?: number
  /** The key's scope: `read` answers every method but GET and HEAD with 403, as the platform does. Default `write`. */
  readonly keyScope?: 'read' | 'write'
  /** The key's IP allow-list does not admit the caller: every request answers 403. */
  readonly outsideAllowList?: boolean
}

export interface RecordedRequest {
  readonly route: Route | 'unknown'
  readonly method: string
  readonly path: string
  readonly query: Record<string, string>
  readonly authorization: string | undefined
  readonly userAgent: string | undefined
  readonly body: string
  status: number | 'reset'
}

export interface Simulator {
  readonly url: string
  readonly port: number
  readonly requests: RecordedRequest[]
  readonly jobs: Map<string, SimulatedJob>
  /** Deployments and previews triggered, by status id. */
  readonly deployments: Map<string, SimulatedDeployment>
  /** Automation runs queued, by instance id. */
  readonly automationRuns: ReadonlyMap<string, { readonly automationId: string }>
  /** The organization's analytics budget begins a new window now, as an hour passing would. */
  startBudgetWindow(): void
  close(): Promise<void>
}

/** The documentation platform's API as its published contract describes it, on 127.0.0.1. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const apiKey = options.apiKey ?? SIMULATOR_API_KEY
  const projectId = options.projectId ?? SIMULATOR_PROJECT
  const script = options.job ?? DEFAULT_SCRIPT
  const analytics = options.analytics ?? options.visitors ?? { rows: 120 }
  const faults = options.faults ?? []
  const requests: RecordedRequest[] = []
  const jobs = new Map<string, SimulatedJob>()
  const routeCounts = new Map<Route, number>()
  const rateLimited = createRateLimiter(analytics.rateLimit)
  const deploymentPlatform = createDeploymentPlatform(options.deployment)

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.destroyed) return
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
  }

  async function handle(request: IncomingMessage, response: ServerResponse, record: RecordedRequest): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator')
    const match = matchRoute(request.method ?? '', url.pathname)
    if (!match) return send(response, 404, { error: 'Not found' })
    if (record.authorization !== `Bearer ${apiKey}`) return send(response, 401, { error: 'Invalid API key' })
    const index = routeCounts.get(match.route) ?? 0
    routeCounts.set(match.route, index + 1)
    Object.assign(record, { route: match.route })
    if (options.outsideAllowList) return send(response, 403, { error: 'IP address not allowed for this API key' })
    if (options.keyScope === 'read' && request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 403, { error: 'API key does not have the write scope' })
    }
    const fault = faultFor(faults, match.route, index)
    if (fault && !faultHappensAfterWrite(fault) && (await applyFault(fault, response, record))) return
    if (
      match.projectId !== undefined &&
      match.projectId !== projectId &&
      !options.otherProjects?.includes(match.projectId)
    )
      return send(response, 404, { error: 'Project not found' })

    let answer: { status: number; body: unknown; headers?: Record<string, string> }
    switch (match.route) {
      case 'create':
      case 'message': {
        const prompt = parsePrompt(record.body)
        if (prompt === undefined) return send(response, 400, { error: 'prompt must be a non-empty string' })
        if (match.route === 'create') {
          const job = createSimulatedJob(`job_${String(jobs.size + 1).padStart(4, '0')}`, prompt, script)
          jobs.set(job.id, job)
          answer = { status: 201, body: jobBody(job, script) }
        } else {
          const job = jobs.get(match.jobId ?? '')
          if (!job) return send(response, 404, { error: 'Job not found' })
          receiveMessage(job, prompt, script)
          answer = { status: 200, body: jobBody(job, script) }
        }
        break
      }
      case 'get': {
        const job = jobs.get(match.jobId ?? '')
        if (!job) return send(response, 404, { error: 'Job not found' })
        if (!fault) readJob(job)
        answer = { status: 200, body: jobBody(job, script, true) }
        break
      }
      case 'visitors':
      case 'views':
      case 'searches':
      case 'feedback':
      case 'assistant':
      case 'assistant-callers': {
        const problems = validateAnalyticsQuery(match.route, url.searchParams)
        if (problems.length > 0) {
          return send(response, 400, {
            error: 'Invalid query parameters',
            details: problems.map((message) => ({ message })),
          })
        }
        const limited = rateLimited.take()
        if (limited) return send(response, limited.status, limited.body, limited.headers)
        const normal = analyticsAnswer(match.route, analytics, url.searchParams, index)
        const body = options.transform
          ? options.transform(match.route, normal.body as Record<string, unknown>, url.searchParams)
          : normal.body
        answer = { status: normal.status, body }
        break
      }
      case 'update':
      case 'update-status':
      case 'preview':
      case 'automation':
        answer = deploymentPlatform.answer({ ...match, route: match.route }, record.body, !fault)
        break
    }
    if (fault && (await applyFault(fault, response, record))) return
    send(response, answer.status, answer.body, answer.headers)
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://simulator')
      const record: RecordedRequest = {
        route: 'unknown',
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        userAgent: request.headers['user-agent'],
        body: Buffer.concat(chunks).toString('utf8'),
        status: 'reset',
      }
      requests.push(record)
      response.on('finish', () => (record.status = response.statusCode))
      handle(request, response, record).catch((error: unknown) => send(response, 500, { error: String(error) }))
    })
  })
  server.keepAliveTimeout = 5_000
  // A platform that comes up late: the port is known (and free) at once, but nothing listens on it yet.
  const port = options.listenAfterMs === undefined ? await listen(server, options.port ?? 0) : await freePort()
  let late: NodeJS.Timeout | undefined
  if (options.listenAfterMs !== undefined) late = setTimeout(() => void listen(server, port), options.listenAfterMs)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    jobs,
    deployments: deploymentPlatform.deployments,
    automationRuns: deploymentPlatform.automationRuns,
    startBudgetWindow: () => rateLimited.startWindow(),
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(late)
        server.closeAllConnections()
        if (!server.listening) return resolve()
        server.close(() => resolve())
      }),
  }
}

async function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await listen(probe, 0)
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
