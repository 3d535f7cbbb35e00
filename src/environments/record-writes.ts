import type { DeploymentEnding, DeploymentRun } from '../deployments/deployment.ts'
import { isFinalDeploymentStatus } from '../deployments/deployment-status.ts'
import type { GitHubClient } from '../github/github-client.ts'
import { log } from '../runner/log.ts'
import {
  createDeployment,
  createStatus,
  findDeployments,
  latestState,
  type DeploymentState,
  type Repository,
} from './github-deployment-api.ts'

/*
 * The writes of a deployment's record, in order: the deployment and its `in_progress` status
 * (or, for a step that follows an earlier one, that one found again), then its last state, and
 * for a preview that succeeded, the same pull request's earlier previews made inactive, so the
 * pull request offers only the newest.
 */

/** Where the record goes, and what it says of the deployment. */
export interface RecordPlace {
  readonly repository: Repository
  readonly environment: string
  readonly ref: string
  readonly preview: boolean
  readonly pullRequest: number | undefined
  readonly title: string
  /** The run's page: the record's log. */
  readonly runUrl: string | undefined
}

/** The deployment a record writes to, as soon as GitHub names it, and the address its payload kept. */
export type RecordKnown = (id: number, previewUrl: string | undefined) => void

/**
 * Begins the record: a new deployment and its `in_progress` status, or, for a step that follows
 * an earlier deployment (`status-id`), the record that step began, found by its status id and
 * set `in_progress` again. `known` hears of the deployment as soon as it exists, so the end is
 * written even when the `in_progress` status is not.
 */
export async function recordStart(
  octokit: GitHubClient,
  place: RecordPlace,
  run: DeploymentRun,
  signal: AbortSignal,
  known: RecordKnown,
): Promise<void> {
  const statusId = run.statusId ?? ''
  const inProgress = { state: 'in_progress', description: `${place.title}: building`, logUrl: place.runUrl } as const
  if (run.task.kind === 'resume') {
    const [found] = await findDeployments(
      octokit,
      place.repository,
      place.environment,
      (payload) => payload.statusId === statusId,
      signal,
    )
    if (found === undefined) {
      log.info(`No GitHub deployment of this status id in environment "${place.environment}": nothing to record.`)
      return
    }
    known(found.id, found.payload.previewUrl)
    await createStatus(octokit, place.repository, found.id, inProgress, signal)
    log.info(`Following GitHub deployment ${found.id} in environment "${place.environment}".`)
    return
  }
  const previewUrl = run.previewUrl ?? undefined
  const payload = {
    statusId,
    ...(place.pullRequest === undefined ? {} : { pullRequest: place.pullRequest }),
    ...(previewUrl === undefined ? {} : { previewUrl }),
  }
  const deployment = { ref: place.ref, environment: place.environment, description: place.title, payload }
  const id = await createDeployment(
    octokit,
    place.repository,
    { ...deployment, transient: place.preview, production: !place.preview },
    signal,
  )
  known(id, previewUrl)
  await createStatus(octokit, place.repository, id, inProgress, signal)
  log.info(`GitHub deployment ${id} recorded in environment "${place.environment}", in progress.`)
}

export interface RecordEnd {
  readonly id: number
  readonly run: DeploymentRun
  readonly ending: DeploymentEnding
  /** The address the deployment is served at: the docs site, or the preview's. */
  readonly url: string | undefined
}

export async function recordEnd(
  octokit: GitHubClient,
  place: RecordPlace,
  { id, run, ending, url }: RecordEnd,
  signal: AbortSignal,
): Promise<void> {
  const state = lastState(run, ending)
  if (state === undefined) {
    log.info(`GitHub deployment ${id} stays in progress: the step did not wait for its end.`)
    return
  }
  const description = DESCRIPTIONS[state](place.title)
  const environmentUrl = state === 'success' ? url : undefined
  await createStatus(
    octokit,
    place.repository,
    id,
    { state, description, environmentUrl, logUrl: place.runUrl },
    signal,
  )
  log.info(`GitHub deployment ${id}: ${state}.`)
  if (state === 'success' && place.preview && place.pullRequest !== undefined)
    await deactivatePreviews(octokit, place, place.pullRequest, id, signal)
}

type LastState = Exclude<DeploymentState, 'in_progress' | 'inactive'>

const DESCRIPTIONS: Readonly<Record<LastState, (title: string) => string>> = {
  success: (title) => `${title}: live`,
  failure: (title) => `${title}: failed on the docs platform`,
  error: (title) => `${title}: the step stopped waiting; it may still finish`,
}

/** The platform's final status when the step read one; `error` when it stopped waiting; undefined when it never waited. */
export function lastState(run: DeploymentRun, ending: DeploymentEnding): LastState | undefined {
  const status = run.status?.status
  if (status !== undefined && isFinalDeploymentStatus(status)) return status
  if (ending.tone === 'info') return undefined
  return 'error'
}

/**
 * The pull request's previews, made inactive unless they are already: all but `newest` when a
 * newer one succeeded, all of them once the pull request is closed. Returns how many were.
 */
export async function deactivatePreviews(
  octokit: GitHubClient,
  place: Pick<RecordPlace, 'repository' | 'environment' | 'title'>,
  pullRequest: number,
  newest: number | undefined,
  signal: AbortSignal,
): Promise<number> {
  const found = await findDeployments(
    octokit,
    place.repository,
    place.environment,
    (payload) => payload.pullRequest === pullRequest,
    signal,
  )
  const why =
    newest === undefined ? `pull request #${pullRequest} closed` : `replaced by a newer preview of #${pullRequest}`
  let made = 0
  for (const { id } of found.filter((each) => each.id !== newest)) {
    if ((await latestState(octokit, place.repository, id, signal)) === 'inactive') continue
    await createStatus(
      octokit,
      place.repository,
      id,
      { state: 'inactive', description: `${place.title}: ${why}` },
      signal,
    )
    made++
  }
  if (made > 0) log.info(`${made} preview deployment(s) of pull request #${pullRequest} made inactive (${why}).`)
  return made
}
