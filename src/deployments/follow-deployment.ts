import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { actionUses } from '../step/run-footer.ts'
import { plainIdProblem } from '../text/plain-id.ts'
import { forLog } from '../text/untrusted.ts'
import { getDeploymentStatus } from './deployment-api.ts'
import { waitAgainStep } from './deployment-ending.ts'
import { createDeploymentProgress } from './deployment-progress.ts'
import type { DeploymentKind, DeploymentPhase, DeploymentRun, DeploymentSettings } from './deployment.ts'
import { triggerOnce } from './trigger-once.ts'
import { waitForDeployment } from './wait-for-deployment.ts'

/** What a mode does at the moments of a deployment; neither may throw. */
export interface DeploymentHooks {
  /** The status id is known, from the trigger or the `status-id` input (its GitHub deployment is recorded). */
  readonly started?: (run: DeploymentRun) => Promise<void>
  /** The step is about to wait for it (a preview's comment says it is building). */
  readonly waiting?: (run: DeploymentRun) => Promise<void>
}

/**
 * A deployment from start to end: trigger it (or take the status id of one triggered before),
 * then wait for it to succeed or fail, or (`wait: false`) return at once. Every phase records
 * what it learned in the run, so whatever stops the work, the ending can say what is known; an
 * error is recorded, never thrown. The hooks run as their moments come.
 */
export async function followDeployment<S extends DeploymentSettings>(
  kind: DeploymentKind<S>,
  settings: S,
  { platform, limits, publishStatusId, environment }: ModeCollaborators,
  { started, waiting }: DeploymentHooks = {},
): Promise<DeploymentRun> {
  const { task, projectId } = settings
  const run: DeploymentRun = {
    task,
    environmentInput: settings.environmentInput,
    statusId: undefined,
    previewUrl: undefined,
    triggeredAt: undefined,
    status: undefined,
    wait: undefined,
    stopped: undefined,
    earlier: undefined,
  }
  const knowStatusId = (statusId: string): void => {
    run.statusId = statusId
    const problem = plainIdProblem(statusId)
    if (problem === undefined) publishStatusId(statusId)
    else
      log.warning(
        `The ${kind.noun}'s status id "${forLog(statusId)}" is not passed on as the "status-id" output: ${problem}. The job summary shows it.`,
        'Status id not passed on',
      )
  }
  let phase: DeploymentPhase = 'trigger'
  try {
    if (task.kind === 'resume') knowStatusId(task.statusId)
    else {
      await log.group(`Trigger the ${kind.noun}`, () =>
        triggerOnce(kind, settings, { platform, limits, environment }, run, knowStatusId),
      )
    }
    phase = 'wait'
    const statusId = run.statusId!
    await started?.(run)
    const from = task.kind === 'resume' ? 'input' : 'trigger'
    const progress = createDeploymentProgress(kind.noun, limits.now(), limits.now)
    if (settings.wait) {
      await waiting?.(run)
      run.wait = await log.group(`Wait for ${kind.noun} ${statusId}`, () =>
        waitForDeployment(platform, limits, progress, {
          projectId,
          statusId,
          from,
          pollIntervalMs: settings.pollIntervalMs,
          noun: kind.noun,
        }),
      )
      run.status = run.wait.status
    } else if (task.kind === 'resume') {
      run.status = await getDeploymentStatus(platform, projectId, statusId, { from, noun: kind.noun })
      progress.observe(run.status)
    } else {
      log.info(
        `Not waiting for ${kind.noun} ${statusId} ("wait: false"). To wait for it later, run ${waitAgainStep(run, actionUses(environment, kind.mode))}.`,
      )
    }
  } catch (error) {
    run.stopped = { phase, error }
  }
  return run
}
