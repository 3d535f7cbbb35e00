/**
 * The deployments part of the simulated platform, as the external API's contract states it
 * (paths below `/v1`): trigger a deployment (202 `{statusId}`), trigger a preview of a branch
 * (202 `{statusId, previewUrl}`; 400 without a branch; 403 on a plan without previews), read a
 * deployment's status (queued → in_progress → success over reads, by default; a status id it does
 * not know answers 404 with the contract's `{"error"}` body, as its reads of an agent job do, since
 * the contract states only the status read's 200), and trigger an
 * automation (202 `{schemaId, instanceId, jobId}`; 400 inactive; 404 unknown). The platform's
 * rate limits hold: triggering a deployment and an automation share 10 requests per 10 s,
 * previews 5 per minute. Scenarios are scripts (deployment-scenarios.ts names them).
 */
import { createTriggerLimits, type TriggerLimits } from './deployment-limits.ts'
import { statusBody, type DeploymentScript, type SimulatedDeployment } from './deployment-status.ts'

export type { DeploymentScript, SimulatedDeployment }

export type DeploymentRoute = 'update' | 'update-status' | 'preview' | 'automation'

export interface DeploymentMatch {
  readonly route: DeploymentRoute
  /** Undefined for a status read: its path names only the status id. */
  readonly projectId: string | undefined
  readonly statusId?: string
  readonly automationId?: string
}

export interface DeploymentAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

/** The deployment routes of `/v1/...` paths, already split into decoded segments. */
export function matchDeploymentRoute(method: string, segments: readonly string[]): DeploymentMatch | undefined {
  if (segments[0] !== 'v1') return undefined
  const [, area, ...rest] = segments
  if (area === 'project' && rest.length === 2) {
    const [kind, id = ''] = rest
    if (method === 'POST' && kind === 'update') return { route: 'update', projectId: id }
    if (method === 'POST' && kind === 'preview') return { route: 'preview', projectId: id }
    if (method === 'GET' && kind === 'update-status')
      return { route: 'update-status', projectId: undefined, statusId: id }
  }
  if (method === 'POST' && area === 'workflow' && rest.length === 3 && rest[2] === 'trigger') {
    const [projectId = '', automationId = ''] = rest
    return { route: 'automation', projectId, automationId }
  }
  return undefined
}

export interface DeploymentPlatform {
  readonly deployments: Map<string, SimulatedDeployment>
  /** Automation runs queued, by instance id. */
  readonly automationRuns: Map<string, { readonly automationId: string }>
  /** The answer to a matched request; `advance` is false when a fault replaces it (a read then moves nothing on). */
  answer(match: DeploymentMatch, body: string, advance: boolean): DeploymentAnswer
}

/** Automations the simulated project has, by id: one a run can trigger, one that is not active. */
export const DEFAULT_AUTOMATIONS: Readonly<Record<string, 'active' | 'inactive'>> = {
  'auto-changelog': 'active',
  'auto-paused': 'inactive',
}

export function createDeploymentPlatform(script: DeploymentScript = {}): DeploymentPlatform {
  const deployments = new Map<string, SimulatedDeployment>()
  const automationRuns = new Map<string, { readonly automationId: string }>()
  const limits: TriggerLimits = createTriggerLimits(script.rateLimit)
  const automations = script.automations ?? DEFAULT_AUTOMATIONS

  const create = (kind: SimulatedDeployment['kind'], branch?: string): SimulatedDeployment => {
    const id = deployments.size === 0 && script.statusId !== undefined ? script.statusId : nextId(deployments.size)
    const deployment: SimulatedDeployment = { id, kind, reads: 0, ...(branch === undefined ? {} : { branch }) }
    deployments.set(id, deployment)
    return deployment
  }

  return {
    deployments,
    automationRuns,
    answer(match, body, advance) {
      switch (match.route) {
        case 'update':
          return limits.trigger() ?? { status: 202, body: { statusId: create('update').id } }
        case 'preview': {
          const branch = readBranch(body)
          if (branch === undefined) return { status: 400, body: { error: 'branch is required' } }
          if (script.plan === 'free')
            return { status: 403, body: { error: 'Preview deployments are not available on your current plan' } }
          const limited = limits.preview()
          if (limited) return limited
          const deployment = create('preview', branch)
          const previewUrl =
            script.previewUrl ?? `https://acme-${branch.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.mintlify.app`
          return { status: 202, body: { statusId: deployment.id, previewUrl } }
        }
        case 'update-status': {
          const deployment = deployments.get(match.statusId ?? '')
          if (!deployment || script.forgotten) return { status: 404, body: { error: 'Status not found' } }
          if (advance) deployment.reads++
          return { status: 200, body: statusBody(deployment, script) }
        }
        case 'automation': {
          const state = automations[match.automationId ?? '']
          if (state === undefined) return { status: 404, body: { error: 'Automation not found' } }
          if (state === 'inactive') return { status: 400, body: { error: 'Automation is not active' } }
          const limited = limits.trigger()
          if (limited) return limited
          const instanceId = `run_${String(automationRuns.size + 1).padStart(4, '0')}`
          automationRuns.set(instanceId, { automationId: match.automationId ?? '' })
          return { status: 202, body: { schemaId: match.automationId, instanceId, jobId: `bg_${instanceId}` } }
        }
      }
    },
  }
}

function nextId(index: number): string {
  return `status_${String(index + 1).padStart(4, '0')}`
}

/** The contract's preview body: `{branch}`, a string of at least one character. */
function readBranch(body: string): string | undefined {
  try {
    const branch = (JSON.parse(body) as { branch?: unknown }).branch
    return typeof branch === 'string' && branch.length > 0 ? branch : undefined
  } catch {
    return undefined
  }
}
