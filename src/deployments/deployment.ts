import type { SentRecord } from '../attempts/sent-record.ts'
import type { CommonSettings } from '../inputs/read-inputs.ts'
import type { WaitSettings } from '../inputs/waiting-inputs.ts'
import type { PlatformClient } from '../platform/platform-client.ts'
import type { StepFailure } from '../step/result.ts'
import type { TriggeredDeployment } from './deployment-api.ts'
import type { DeploymentStatus } from './deployment-status.ts'
import type { DeploymentWait } from './wait-for-deployment.ts'

/*
 * What a mode that deploys (deploy mode, a preview) hands this folder, what the step knows when
 * it ends, and the ending it decides: the types the runner, the ending's judge and the summary
 * share. A leaf of types, so the files that decide an ending and those that show it never
 * import each other.
 */

/** Trigger a deployment and follow it, or follow one a step triggered before (`status-id`). */
export type DeploymentTask = { readonly kind: 'trigger' } | { readonly kind: 'resume'; readonly statusId: string }

export interface DeploymentSettings extends CommonSettings, WaitSettings {
  readonly task: DeploymentTask
  /**
   * The `environment` input as the step wrote it, `''` for its mode's default: a step that waits
   * again repeats it, to end the GitHub deployment this one began.
   */
  readonly environmentInput: string
}

/** How one kind of deployment is named: what the ending and the messages say of it. */
export interface DeploymentWords {
  /** What the summary calls the step: `Docs deployment`. */
  readonly title: string
  /** What the log and the messages call one: `deployment`, `preview deployment`. */
  readonly noun: string
  /** The mode, and its own action, of a step that waits for one again; its page of docs/ is `docs/<mode>.md`. */
  readonly mode: string
  /**
   * What takes over when the run is cancelled (`cancel-in-progress` on a pull request: the run of
   * its next push): then a cancellation offers no way to wait again, and says so.
   */
  readonly takesOverOnCancel?: string
}

/** What sets one kind of deployment apart: its words, and the request that triggers it. */
export interface DeploymentKind<S extends DeploymentSettings = DeploymentSettings> extends DeploymentWords {
  /** The log line before the trigger: `Triggering a deployment of project acme-docs.` */
  readonly announce: (settings: S) => string
  /** Sends the trigger; the client never sends it twice once the platform may have acted on it. */
  readonly trigger: (platform: PlatformClient, settings: S) => Promise<TriggeredDeployment>
  /** The branch it deploys, for the summary, when the step names one (a preview's); undefined for the deployment branch. */
  readonly branch: (settings: S) => string | undefined
  /** Whether it is served at the docs site the status names (`<subdomain>.mintlify.app`); a preview has its own address. */
  readonly servesSite: boolean
}

export type DeploymentPhase = 'trigger' | 'wait'

/** What the step knows when it ends, gathered phase by phase. */
export interface DeploymentRun {
  readonly task: DeploymentTask
  /** As the settings say: what a step that waits again repeats. */
  readonly environmentInput: string
  statusId: string | undefined
  /** A preview's address, from the trigger's answer. */
  previewUrl: string | null | undefined
  /** When the trigger was sent, for the summary of a lost answer. */
  triggeredAt: number | undefined
  /** The status as last read (by the wait, or the one read of `wait: false`). */
  status: DeploymentStatus | undefined
  wait: DeploymentWait | undefined
  stopped: { readonly phase: DeploymentPhase; readonly error: unknown } | undefined
  /** An earlier attempt of this run triggered it: this one took up its status id and sent nothing. */
  earlier: SentRecord | undefined
}

export type Tone = 'success' | 'info' | 'failure' | 'timed-out' | 'cancelled'

/** How the step ended, in the words the summary, the annotations and the `error` output use. */
export interface DeploymentEnding {
  readonly tone: Tone
  readonly headline: string
  /** Plain sentences: what happened and what to do. */
  readonly explanation: string
  /** Its message is the explanation, plus how to wait again where the summary shows that as a step. */
  readonly failure: StepFailure | undefined
  /** When set, the summary shows the step that waits for this status id again. */
  readonly resumeStatusId: string | undefined
  /** The trigger's answer was lost: a deployment may exist, with a status id nobody knows. */
  readonly mayExist?: boolean
  /** The platform does not know the status id (a read answered 404): nothing offers to wait with it again. */
  readonly statusUnknown?: boolean
}
