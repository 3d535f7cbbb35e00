import { previewAddress } from '../deployments/deployment-api.ts'
import type { GitHubClient } from '../github/github-client.ts'

/*
 * GitHub's Deployments API as the action uses it: a deployment created for a commit in an
 * environment, its statuses, and the earlier deployments of one pull request's previews. What
 * GitHub answers is read field by field; a payload read back was written by whoever could write
 * to the repository, so only a plain pull request number, a status id and an https address
 * count in it.
 */

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive'

export interface Repository {
  readonly owner: string
  readonly repo: string
}

/** What the action writes into a deployment's payload, to find it again. */
export interface RecordPayload {
  /** The platform's status id: a later step with `status-id` ends this deployment's record. */
  readonly statusId: string
  /** The pull request of a preview: its earlier previews are made inactive. */
  readonly pullRequest?: number
  /** A preview's address, for the step that waits again, whose status answer has none. */
  readonly previewUrl?: string
}

/** A deployment found again, and what its payload says. */
export interface FoundDeployment {
  readonly id: number
  readonly payload: Partial<RecordPayload>
}

export interface NewDeployment {
  readonly ref: string
  readonly environment: string
  readonly description: string
  readonly payload: RecordPayload
  readonly transient: boolean
  readonly production: boolean
}

export interface StatusFields {
  readonly state: DeploymentState
  readonly description: string
  readonly environmentUrl?: string | undefined
  readonly logUrl?: string | undefined
}

/** How many of an environment's latest deployments are looked through for one of a pull request or a status id. */
const LOOKED_THROUGH = 30
/** GitHub's limit on a deployment's and a status's description. */
const MAX_DESCRIPTION = 140

export async function createDeployment(
  octokit: GitHubClient,
  repository: Repository,
  deployment: NewDeployment,
  signal: AbortSignal,
): Promise<number> {
  const { data } = await octokit.rest.repos.createDeployment({
    ...repository,
    ref: deployment.ref,
    environment: deployment.environment,
    description: deployment.description.slice(0, MAX_DESCRIPTION),
    payload: { ...deployment.payload },
    // The platform deploys the docs: no merge of the default branch, and no wait for the commit's checks.
    auto_merge: false,
    required_contexts: [],
    transient_environment: deployment.transient,
    production_environment: deployment.production,
    // Not sent again when its answer is lost: a second deployment would stand beside the first.
    request: { signal, retries: 0 },
  })
  const id = (data as { id?: unknown }).id
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('GitHub answered without a deployment id')
  return id
}

export async function createStatus(
  octokit: GitHubClient,
  repository: Repository,
  deploymentId: number,
  status: StatusFields,
  signal: AbortSignal,
): Promise<void> {
  await octokit.rest.repos.createDeploymentStatus({
    ...repository,
    deployment_id: deploymentId,
    state: status.state,
    description: status.description.slice(0, MAX_DESCRIPTION),
    ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
    ...(status.logUrl ? { log_url: status.logUrl } : {}),
    request: { signal },
  })
}

/** The environment's latest deployments whose payload matches, newest first. */
export async function findDeployments(
  octokit: GitHubClient,
  repository: Repository,
  environment: string,
  matches: (payload: Partial<RecordPayload>) => boolean,
  signal: AbortSignal,
): Promise<FoundDeployment[]> {
  const { data } = await octokit.rest.repos.listDeployments({
    ...repository,
    environment,
    per_page: LOOKED_THROUGH,
    request: { signal },
  })
  const listed: unknown[] = Array.isArray(data) ? data : []
  return listed.flatMap((entry) => {
    const { id, payload } = (entry ?? {}) as { id?: unknown; payload?: unknown }
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return []
    const read = payloadOf(payload)
    return matches(read) ? [{ id, payload: read }] : []
  })
}

/** The deployment's latest state, or undefined when it has none GitHub names. */
export async function latestState(
  octokit: GitHubClient,
  repository: Repository,
  deploymentId: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  const { data } = await octokit.rest.repos.listDeploymentStatuses({
    ...repository,
    deployment_id: deploymentId,
    per_page: 1,
    request: { signal },
  })
  const state = (Array.isArray(data) ? (data[0] as { state?: unknown } | undefined) : undefined)?.state
  return typeof state === 'string' ? state : undefined
}

/** A payload read back: only the fields the action writes, each of the kind it writes (an https address as a preview's is). */
function payloadOf(payload: unknown): Partial<RecordPayload> {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}
  const pull = fields['pullRequest']
  const statusId = fields['statusId']
  const address = typeof fields['previewUrl'] === 'string' ? previewAddress(fields['previewUrl']) : null
  return {
    ...(typeof pull === 'number' && Number.isSafeInteger(pull) && pull > 0 ? { pullRequest: pull } : {}),
    ...(typeof statusId === 'string' && statusId.length <= 200 ? { statusId } : {}),
    ...(address === null ? {} : { previewUrl: address }),
  }
}
