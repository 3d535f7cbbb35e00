import type { CommentSettings } from '../comments/pull-request-comment.ts'
import { readCommentSetting } from '../comments/comment-declaration.ts'
import type { DeploymentSettings, DeploymentTask } from '../deployments/deployment.ts'
import { readStatusId } from '../deployments/deployment-inputs.ts'
import { ENVIRONMENT_DEFAULTS, readEnvironmentName, warnOfMixedEnvironment } from '../environments/environment-input.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { SkippedRun } from '../step/skipped-run.ts'
import type { PreviewInputName } from './preview-declaration.ts'
import { choosePreviewBranch, type ClosedPull, type PreviewBranch } from './preview-branch.ts'

/**
 * What this step does with the platform, decided here once, before any request: trigger a
 * preview of a branch (the input's, or the run's event's), follow one a step triggered before
 * (`status-id`), or, when the run asks for no preview (a fork's pull request, a deleted branch),
 * nothing at all. Then how it waits, whether it keeps a comment on the pull request, and where
 * GitHub records it (`environment`).
 */
export interface PreviewSettings extends DeploymentSettings, CommentSettings {
  /** The branch to trigger a preview of; undefined when following one (`status-id`) or skipping. */
  readonly branch: PreviewBranch | undefined
  /** Why nothing is sent, when the run asks for no preview. */
  readonly skipped: SkippedRun | undefined
  /** The pull request was closed: its previews are put away, and nothing is sent to the platform. */
  readonly closed: ClosedPull | undefined
  /** The GitHub environment its deployment is recorded in; undefined for `environment: off`. */
  readonly environmentName: string | undefined
}

export function readPreviewSettings(
  common: CommonSettings,
  inputs: InputReader<PreviewInputName>,
  environment: RunnerEnvironment,
): PreviewSettings {
  const statusId = readStatusId(inputs)
  const branchInput = inputs.rawInput('branch')
  if (statusId !== undefined && branchInput.trim() !== '') {
    throw new Error(
      'Inputs "branch" and "status-id" do not go together: "status-id" waits for a preview triggered before, "branch" triggers a preview of that branch.',
    )
  }
  const choice = statusId === undefined ? choosePreviewBranch(branchInput, environment) : undefined
  const task: DeploymentTask = statusId === undefined ? { kind: 'trigger' } : { kind: 'resume', statusId }
  const waiting = readWaitSettings(common, inputs)
  const comment = readCommentSetting(inputs)
  const environmentName = readEnvironmentName(inputs, ENVIRONMENT_DEFAULTS.preview)
  inputs.warnFormerSpellings()
  warnOfMixedEnvironment('preview', environmentName)
  return {
    ...common,
    ...waiting,
    task,
    comment,
    branch: choice?.kind === 'branch' ? choice.branch : undefined,
    skipped: choice?.kind === 'skip' ? choice.skipped : undefined,
    closed: choice?.kind === 'closed' ? choice.closed : undefined,
    environmentName,
    environmentInput: inputs.rawInput('environment').trim(),
  }
}
