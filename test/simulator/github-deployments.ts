import type { ServerResponse } from 'node:http'
import { characters, json, notFound, page, writeObject, type StandInRequest } from './github-responses.ts'

/**
 * The Deployments endpoints of the GitHub REST stand-in: deployments created and listed newest
 * first (filtered by environment, ref, sha and task as GitHub filters them), and their statuses,
 * each kept in order so a test can read a deployment's history. Bodies are held to GitHub's
 * rules: a ref, a state GitHub knows, a description of at most 140 characters, URLs of http(s).
 * Deployments a script plants stand for earlier runs'.
 */

export interface PlantedDeployment {
  readonly environment: string
  readonly ref: string
  readonly payload?: Readonly<Record<string, unknown>>
  readonly transient?: boolean
  /** Its statuses' states, oldest first. */
  readonly states?: readonly string[]
}

export interface DeploymentStatusRecord {
  readonly state: string
  readonly environmentUrl: string | undefined
  readonly logUrl: string | undefined
  readonly description: string | undefined
  readonly autoInactive: boolean | undefined
}

export interface DeploymentRecord {
  readonly id: number
  readonly ref: string
  readonly sha: string
  readonly environment: string
  readonly task: string
  readonly payload: unknown
  readonly transient: boolean
  readonly production: boolean
  readonly description: string | undefined
  readonly statuses: DeploymentStatusRecord[]
}

const STATES = new Set(['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'])
const MAX_DESCRIPTION = 140
const FIRST_ID = 70_001
const SHA = /^[0-9a-f]{40}$/

export interface DeploymentsStore {
  /** Answers `deployments`, `deployments/{id}/statuses` (`request.rest` after `deployments/`); false when no such route. */
  route(request: StandInRequest, response: ServerResponse): boolean
  deployments(): DeploymentRecord[]
}

export function createDeploymentsStore(planted: readonly PlantedDeployment[], origin: () => string): DeploymentsStore {
  const stored: DeploymentRecord[] = []
  const add = (fields: Omit<DeploymentRecord, 'id' | 'statuses' | 'sha'>) => {
    const sha = SHA.test(fields.ref) ? fields.ref : 'a'.repeat(40)
    const deployment: DeploymentRecord = { ...fields, id: FIRST_ID + stored.length, sha, statuses: [] }
    stored.push(deployment)
    return deployment
  }
  for (const earlier of planted) {
    const { environment, ref, payload = {}, transient = false } = earlier
    const deployment = add({ environment, ref, payload, transient, production: false, task: 'deploy', description: '' })
    for (const state of earlier.states ?? [])
      deployment.statuses.push({ state, environmentUrl: '', logUrl: '', description: '', autoInactive: undefined })
  }

  const deploymentJson = (deployment: DeploymentRecord) => ({
    id: deployment.id,
    url: `${origin()}/repos/acme/docs/deployments/${deployment.id}`,
    statuses_url: `${origin()}/repos/acme/docs/deployments/${deployment.id}/statuses`,
    ref: deployment.ref,
    sha: deployment.sha,
    task: deployment.task,
    environment: deployment.environment,
    payload: deployment.payload,
    transient_environment: deployment.transient,
    production_environment: deployment.production,
    description: deployment.description ?? null,
    created_at: '2026-11-29T05:00:00Z',
  })

  const create = (request: StandInRequest, response: ServerResponse) => {
    const sent = writeObject(request, response)
    if (!sent) return true
    const { ref, environment = 'production', task = 'deploy', payload = {}, description } = sent
    if (typeof ref !== 'string' || ref === '') return invalid(response, 'ref')
    if (typeof environment !== 'string' || typeof task !== 'string') return invalid(response, 'environment')
    if (description !== undefined && (typeof description !== 'string' || characters(description) > MAX_DESCRIPTION))
      return invalid(response, 'description')
    // Without an empty list of contexts, GitHub would wait for the commit's checks: the action always sends one.
    if (!Array.isArray(sent['required_contexts']) || sent['required_contexts'].length > 0)
      return json(response, 409, { message: 'Conflict: Commit status checks failed for ' + ref })
    const deployment = add({
      ref,
      environment,
      task,
      payload,
      transient: sent['transient_environment'] === true,
      production: sent['production_environment'] === true,
      description: description,
    })
    return json(response, 201, deploymentJson(deployment))
  }

  const addStatus = (deployment: DeploymentRecord, request: StandInRequest, response: ServerResponse) => {
    const sent = writeObject(request, response)
    if (!sent) return true
    const { state, environment_url: environmentUrl, log_url: logUrl, description, auto_inactive: autoInactive } = sent
    if (typeof state !== 'string' || !STATES.has(state)) return invalid(response, 'state')
    for (const [field, url] of [
      ['environment_url', environmentUrl],
      ['log_url', logUrl],
    ] as const)
      if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\//.test(url))) return invalid(response, field)
    if (description !== undefined && (typeof description !== 'string' || characters(description) > MAX_DESCRIPTION))
      return invalid(response, 'description')
    deployment.statuses.push({
      state,
      environmentUrl: environmentUrl as string | undefined,
      logUrl: logUrl as string | undefined,
      description: description,
      autoInactive: autoInactive as boolean | undefined,
    })
    return json(response, 201, { id: deployment.statuses.length, state, environment_url: environmentUrl ?? '' })
  }

  const list = (request: StandInRequest, response: ServerResponse) => {
    const filters = ['environment', 'ref', 'sha', 'task'] as const
    const matching = [...stored].reverse().filter((deployment) =>
      filters.every((filter) => {
        const wanted = request.url.searchParams.get(filter)
        return wanted === null || deployment[filter] === wanted
      }),
    )
    const { items, headers } = page(matching.map(deploymentJson), request.url, origin())
    return json(response, 200, items, headers)
  }

  return {
    route(request, response) {
      const [id, statuses, ...more] = request.rest
      if (id === undefined) {
        if (request.method === 'POST') return create(request, response)
        return request.method === 'GET' ? list(request, response) : false
      }
      if (statuses !== 'statuses' || more.length > 0) return false
      const deployment = stored.find((candidate) => String(candidate.id) === id)
      if (!deployment) return notFound(response)
      if (request.method === 'POST') return addStatus(deployment, request, response)
      if (request.method !== 'GET') return false
      const listed = [...deployment.statuses].reverse().map((status, index) => ({
        id: deployment.statuses.length - index,
        state: status.state,
        environment_url: status.environmentUrl ?? '',
      }))
      const { items, headers } = page(listed, request.url, origin())
      return json(response, 200, items, headers)
    },
    deployments: () => stored.map((deployment) => ({ ...deployment, statuses: [...deployment.statuses] })),
  }
}

function invalid(response: ServerResponse, field: string) {
  return json(response, 422, {
    message: 'Validation Failed',
    errors: [{ resource: 'Deployment', field, code: 'invalid' }],
  })
}
