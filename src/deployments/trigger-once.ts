import { earlierSendOf } from '../attempts/send-once.ts'
import type { SentRecord } from '../attempts/sent-record.ts'
import { stepSends } from '../attempts/step-sends.ts'
import { AmbiguousWriteError } from '../platform/errors.ts'
import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import { getDeploymentStatus, previewAddress } from './deployment-api.ts'
import type { DeploymentKind, DeploymentRun, DeploymentSettings } from './deployment.ts'

/*
 * The trigger of a deployment or a preview, sent once per step: a re-run attempt takes up the
 * status id an earlier attempt of the run recorded (src/attempts) and triggers nothing, unless
 * that deployment failed, which a re-run means to try again.
 */

type Collaborators = Pick<ModeCollaborators, 'platform' | 'limits' | 'environment'>

/** Triggers the deployment, or takes up an earlier attempt's; what it learns goes into `run`, the status id through `knowStatusId`. */
export async function triggerOnce<S extends DeploymentSettings>(
  kind: DeploymentKind<S>,
  settings: S,
  { platform, limits, environment }: Collaborators,
  run: DeploymentRun,
  knowStatusId: (statusId: string) => void,
): Promise<void> {
  const sentKind = kind.mode === 'preview' ? 'preview deployment' : 'deployment'
  const sends = stepSends(environment, { ...settings, mode: kind.mode }, limits)
  run.earlier = await takenUp(kind, settings, { platform, limits, environment }, await earlierSendOf(sends, sentKind))
  if (run.earlier) {
    knowStatusId(run.earlier.id!)
    // Checked again as any preview address is: the record was read back from an artifact anyone in the run could upload.
    run.previewUrl = run.earlier.address === null ? null : previewAddress(run.earlier.address)
    return
  }
  log.info(kind.announce(settings))
  run.triggeredAt = limits.now()
  const triggered = await kind.trigger(platform, settings).catch(async (error: unknown) => {
    if (error instanceof AmbiguousWriteError) await sends.record({ kind: sentKind, confirmed: false, id: null })
    throw error
  })
  // Recorded before it is announced: a step killed now still leaves the id in its outputs.
  knowStatusId(triggered.statusId)
  run.previewUrl = triggered.previewUrl
  const address = triggered.previewUrl ?? null
  await sends.record({ kind: sentKind, confirmed: true, id: triggered.statusId, address })
  log.info(`The platform queued the ${kind.noun}: status id ${triggered.statusId}.`)
  if (triggered.previewUrl) log.info(`It will be served at ${triggered.previewUrl}`)
}

/** The earlier attempt's deployment to take up: not one that failed. */
async function takenUp<S extends DeploymentSettings>(
  kind: DeploymentKind<S>,
  settings: S,
  { platform }: Collaborators,
  earlier: SentRecord | undefined,
): Promise<SentRecord | undefined> {
  if (earlier === undefined || earlier.id === null) return earlier
  const read = { from: 'trigger', noun: kind.noun } as const
  const status = await getDeploymentStatus(platform, settings.projectId, earlier.id, read).catch(() => undefined)
  if (status?.status !== 'failure') return earlier
  log.info(
    `The ${kind.noun} ${earlier.id}, which attempt ${earlier.attempt} triggered, failed: this attempt triggers anew.`,
  )
  return undefined
}
