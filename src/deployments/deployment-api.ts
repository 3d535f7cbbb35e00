import { PlatformError } from '../platform/errors.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import { webUrl } from '../text/html.ts'
import { encodeSegment } from '../text/path-segment.ts'
import { parseDeploymentStatus, parseStatusId, type DeploymentStatus } from './deployment-status.ts'

/*
 * The deployment requests of the platform's external API (paths below `/v1`): trigger a
 * deployment of the deployment branch, trigger a preview of a branch, and read a deployment's
 * status by the id either trigger answered with. A trigger is a write the platform may act on
 * before its answer is lost: the client never sends it twice once that may be so (see the retry
 * policy), and `ambiguityAdvice` says what to check.
 */

/** What a trigger answered: the status id to follow, and for a preview the address it is served at. */
export interface TriggeredDeployment {
  readonly statusId: string
  /** A preview's address, https only; null when the answer gave none usable. */
  readonly previewUrl?: string | null
}

function projectNotFound(projectId: string): string {
  return `Project "${projectId}" was not found: check the "project-id" input (copy it from the dashboard's API keys page)`
}

/**
 * What to do when a trigger's answer was lost: the platform may have started a deployment whose
 * status id this step never received, so it cannot wait for it, and re-running starts another.
 */
function triggerAmbiguity(noun: string): string {
  return (
    `A ${noun} may have been triggered even so. Check the project's deployments on the dashboard: a re-run of this ` +
    `job triggers none again, and this step cannot wait for one whose status id it never received.`
  )
}

/** Queues a deployment of the project's deployment branch (`POST /v1/project/update/{projectId}`, 202). */
export function triggerUpdate(platform: PlatformClient, projectId: string): Promise<TriggeredDeployment> {
  return platform.call({
    endpoint: 'trigger update',
    waitOutRateLimits: true,
    method: 'POST',
    path: `/v1/project/update/${encodeSegment(projectId)}`,
    parse: (body) => ({ statusId: parseStatusId(body) }),
    action: 'trigger the deployment',
    notFound: projectNotFound(projectId),
    projectId,
    ambiguityAdvice: triggerAmbiguity('deployment'),
  })
}

/** Creates or redeploys the preview of `branch` (`POST /v1/project/preview/{projectId}`, 202). */
export function triggerPreview(
  platform: PlatformClient,
  projectId: string,
  branch: string,
): Promise<TriggeredDeployment> {
  return platform.call({
    endpoint: 'trigger preview',
    waitOutRateLimits: true,
    method: 'POST',
    path: `/v1/project/preview/${encodeSegment(projectId)}`,
    json: { branch },
    parse: (body) => {
      const statusId = parseStatusId(body)
      const address = (body as Record<string, unknown>)['previewUrl']
      return { statusId, previewUrl: typeof address === 'string' ? previewAddress(address) : null }
    },
    action: `trigger the preview deployment of branch "${branch}"`,
    notFound: projectNotFound(projectId),
    forbidden: 'Preview deployments need a plan that includes them (Pro or Enterprise).',
    projectId,
    ambiguityAdvice: triggerAmbiguity('preview deployment'),
  })
}

const MAX_ADDRESS_CHARS = 2_000

/**
 * The preview's address as the answer gave it, when it is a plain `https` address: no user name
 * or password (which would make `https://docs.example@elsewhere/` read as one host and lead to
 * another), no port, at most 2,000 characters. Anything else is left out, and the summary says
 * none was given.
 */
export function previewAddress(address: string): string | null {
  const url = webUrl(address)
  if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null
  // No preview's address is this long; one that is would crowd the comment and the output.
  return url.href.length <= MAX_ADDRESS_CHARS ? url.href : null
}

/**
 * Reads a deployment's status (`GET /v1/project/update-status/{statusId}`). `from` says where the
 * id came from, for the 404 of an id the platform does not know (or no longer knows); `noun`
 * names the deployment in it (`preview deployment`).
 */
export function getDeploymentStatus(
  platform: PlatformClient,
  projectId: string,
  statusId: string,
  read: { readonly from: 'input' | 'trigger'; readonly noun: string },
): Promise<DeploymentStatus> {
  const { from, noun } = read
  const check =
    from === 'input'
      ? `check the "status-id" input: it must be the status-id output of the step that triggered the ${noun}`
      : `the trigger had just answered with it, so the platform lost it: look for the ${noun} on the dashboard`
  return platform.call({
    endpoint: 'update status',
    // A 429 while waiting is the platform asking to wait longer: a wait, within \`timeout\`, never a failure.
    waitOutRateLimits: true,
    method: 'GET',
    path: `/v1/project/update-status/${encodeSegment(statusId)}`,
    parse: (body) => parseDeploymentStatus(body, statusId),
    action: `read the status of deployment "${statusId}"`,
    notFound: `The platform does not know ${noun} status "${statusId}", or no longer does; ${check}`,
    projectId,
  })
}

/**
 * Whether a status read failed because the platform does not know the status id: its 404. The
 * contract states only a status read's 200; an id the platform does not know is answered as its
 * other reads of one thing by id state it (an agent job's): 404, with the `{"error"}` body.
 * Waiting with that id again would get the same answer, so no ending offers it.
 */
export function isUnknownStatusId(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 404
}
