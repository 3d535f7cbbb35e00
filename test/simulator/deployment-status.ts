import type { TriggerRateLimits } from './deployment-limits.ts'

/**
 * A simulated deployment and its status answer, as `GET /v1/project/update-status/{statusId}`
 * shapes it: the status moves on with each read, as the script says; once it ends the answer
 * carries `endedAt`, the platform's summary and the build's log.
 */

export interface DeploymentScript {
  /** Statuses on successive status reads; the last one repeats. Default: queued, in_progress, success. */
  readonly statuses?: readonly string[]
  /** The platform's summary once the deployment ended; each status has its own by default. */
  readonly summary?: string
  /** The build's log lines once the deployment ended; a failure's default has 60. */
  readonly logs?: readonly string[]
  readonly subdomain?: string
  /** Replaces the answer's `commit` (`null` leaves it out). */
  readonly commit?: Record<string, unknown> | null
  /** The platform forgot every status: each read answers 404. */
  readonly forgotten?: boolean
  /** `free`: previews answer 403, as on a plan without them. */
  readonly plan?: 'free' | 'pro'
  readonly automations?: Readonly<Record<string, 'active' | 'inactive'>>
  readonly rateLimit?: TriggerRateLimits
  /** The address a preview trigger answers with (default: one made from the branch), e.g. a hostile one. */
  readonly previewUrl?: string
  /** The status id the first trigger answers with (default status_0001, status_0002, ...), e.g. a hostile one. */
  readonly statusId?: string
  /** Rewrites each status answer before it is sent: hostile text, a broken contract. */
  readonly transform?: (body: Record<string, unknown>) => unknown
}

export interface SimulatedDeployment {
  readonly id: string
  readonly kind: 'update' | 'preview'
  readonly branch?: string
  /** Status reads answered so far. */
  reads: number
}

export const DEFAULT_STATUSES = ['queued', 'in_progress', 'success'] as const
/** The commit the harness's runs are for (its GITHUB_SHA), so a deployment of it is linked. */
export const DEPLOYED_SHA = 'ffac537e6cbbf934b08745a378932722df287a53'

const SUMMARIES: Readonly<Record<string, string>> = {
  queued: 'Waiting for a build runner',
  in_progress: 'Building 42 pages',
  success: 'Deployed 42 pages',
  failure: 'Build failed: 1 error in api-reference/dry-run.mdx',
}

/** A failed build's log: 60 lines, the error at the end, so the summary shows the last 40. */
export const FAILURE_LOGS: readonly string[] = [
  ...Array.from({ length: 57 }, (_, index) => `[build] rendered page ${index + 1} of 57`),
  'Error: api-reference/dry-run.mdx:12:3 Unexpected closing tag </ParamField>',
  '  10 | <ParamField path="dry-run" type="boolean">',
  'Build failed with 1 error',
]

const SUCCESS_LOGS: readonly string[] = ['[build] rendered 42 pages', '[deploy] uploaded to the edge', 'Done in 71s']

function statusOf(deployment: SimulatedDeployment, script: DeploymentScript): string {
  const statuses = script.statuses ?? DEFAULT_STATUSES
  return statuses[Math.min(Math.max(deployment.reads - 1, 0), statuses.length - 1)] ?? 'queued'
}

/** The status answer of `deployment` after its reads so far. */
export function statusBody(deployment: SimulatedDeployment, script: DeploymentScript): unknown {
  const status = statusOf(deployment, script)
  const ended = status === 'success' || status === 'failure'
  const body: Record<string, unknown> = {
    _id: deployment.id,
    projectId: 'acme-docs',
    createdAt: '2026-11-21T09:00:00Z',
    ...(ended ? { endedAt: '2026-11-21T09:01:12Z' } : {}),
    status,
    summary: (ended ? script.summary : undefined) ?? SUMMARIES[status] ?? '',
    logs: ended ? (script.logs ?? (status === 'failure' ? FAILURE_LOGS : SUCCESS_LOGS)) : [],
    subdomain: script.subdomain ?? 'acme',
    screenshot: 'https://cdn.example.com/screenshots/acme.png',
    author: { name: 'Dana Reyes', avatarUrl: 'https://avatars.example.com/u/7', githubUserId: 7 },
    source: 'api',
  }
  const commit = script.commit === undefined ? defaultCommit(deployment) : script.commit
  if (commit !== null) body['commit'] = commit
  return script.transform ? script.transform(body) : body
}

function defaultCommit(deployment: SimulatedDeployment): Record<string, unknown> {
  return {
    sha: DEPLOYED_SHA,
    ref: deployment.branch ?? 'main',
    message: 'Release v1.2.0: document the new --dry-run flag\n\nAlso fixes two broken links.',
    filesChanged: {
      added: ['api-reference/dry-run.mdx'],
      modified: ['cli/flags.mdx', 'changelog.mdx'],
      removed: ['cli/old-flags.mdx'],
    },
  }
}
