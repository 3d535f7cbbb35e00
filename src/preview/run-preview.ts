import { lastBudget, lazyGitHubClient, openPullRequestComment, writeBudget } from '../comments/pull-request-comment.ts'
import { triggerPreview } from '../deployments/deployment-api.ts'
import type { DeploymentKind } from '../deployments/deployment.ts'
import { decideDeploymentEnding } from '../deployments/deployment-ending.ts'
import { deploymentOutputs } from '../deployments/deployment-outputs.ts'
import { buildDeploymentSummary } from '../deployments/deployment-summary.ts'
import { followDeployment } from '../deployments/follow-deployment.ts'
import { openDeploymentRecord, type RecordTarget } from '../environments/deployment-record.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import { readPullRequestEvent } from '../runner/pull-request-event.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import { skippedResult, skipNotice } from '../step/skipped-run.ts'
import { closePreview } from './preview-closed.ts'
import { buildingBody, endedBody } from './preview-comment.ts'
import type { PreviewOutputName } from './preview-declaration.ts'
import type { PreviewBranch } from './preview-branch.ts'
import type { PreviewSettings } from './preview-settings.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readPreviewSettings } from './preview-settings.ts'

const TITLE = 'Docs preview'

/** A preview deployment of one branch, as the platform's external API triggers it. */
const PREVIEW: DeploymentKind<PreviewSettings> = {
  title: TITLE,
  noun: 'preview deployment',
  mode: 'preview',
  announce: ({ projectId, branch }) =>
    `Triggering a preview deployment of branch "${branch!.name}" (${whence(branch!)}) for project ${projectId}.`,
  trigger: (platform, { projectId, branch }) => triggerPreview(platform, projectId, branch!.name),
  branch: ({ branch }) => branch?.name,
  servesSite: false,
}

/**
 * Preview mode: trigger a preview of the branch (or take the one `status-id` names), wait for it
 * to succeed or fail within `timeout`, and report how it went: in the summary and, on a pull
 * request, in one comment of its own, posted once the preview is building and edited when the
 * step ends. A failed preview fails the step. A run that asks for no preview sends nothing.
 */
export async function runPreviewMode(
  settings: PreviewSettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<PreviewOutputName>> {
  const { environment, limits } = collaborators
  if (settings.skipped) {
    log.notice(skipNotice(settings.skipped.reason, settings.skipped.condition), 'No preview')
    return skippedResult(settings.skipped, TITLE)
  }
  if (settings.closed)
    return closePreview(settings, settings.closed, collaborators, recordTarget(settings, environment))
  const github = lazyGitHubClient(settings.githubToken, environment, limits)
  const place = { place: 'preview-comment', unaffected: 'The preview deployment' } as const
  const comment = openPullRequestComment(settings, place, environment, github)
  const record = openDeploymentRecord(recordTarget(settings, environment), environment, github, limits)
  // On a pull request, `cancel-in-progress` cancels a run a newer push replaced: that push's run takes over.
  const preview =
    settings.branch?.from === 'pull request'
      ? { ...PREVIEW, takesOverOnCancel: 'that run (a push, or the pull request closed)' }
      : PREVIEW
  const run = await followDeployment(preview, settings, collaborators, {
    started: async (known) => record?.started(known),
    waiting: async (known) => {
      if (!comment) return
      const body = (previous: string | undefined) => buildingBody(comment.mark, settings, known, environment, previous)
      await comment.write(body, 'start', writeBudget(limits))
    },
  })
  const ending = decideDeploymentEnding(preview, run, limits)
  if (ending.tone === 'success') {
    const where = run.previewUrl ? `: ${run.previewUrl}` : '.'
    log.notice(`${ending.explanation} The preview is up${where}`, 'Docs preview deployed')
  }
  if (comment) {
    const ended = (previous: string | undefined) =>
      endedBody(comment.mark, preview, settings, run, ending, environment, previous)
    await comment.write(ended, 'end', lastBudget(limits))
  }
  // After the comment: its last edit is what a person reads first, and after a cancellation the time is short.
  await record?.ended(run, ending, run.previewUrl ?? undefined)
  const commentUrl = comment?.url()
  return {
    outputs: {
      ...deploymentOutputs(run),
      ...(run.previewUrl ? { 'preview-url': run.previewUrl } : {}),
      ...(commentUrl === undefined ? {} : { 'comment-url': commentUrl }),
    },
    summary: buildDeploymentSummary(preview, settings, run, ending, environment),
    failure: ending.failure,
  }
}

/**
 * The preview's GitHub deployment: for the pull request's head commit, so the pull request shows
 * it; for the branch the input names, which the run's commit is not; else for the run's commit.
 */
function recordTarget(settings: PreviewSettings, environment: RunnerEnvironment): RecordTarget {
  const pull = readPullRequestEvent(environment)
  const named = settings.branch?.from === 'input' ? settings.branch.name : undefined
  return {
    environment: settings.environmentName,
    githubToken: settings.githubToken,
    ref: named ?? pull?.headSha ?? environment.sha,
    preview: true,
    pullRequest: named === undefined ? pull?.number : undefined,
    title: TITLE,
  }
}

function whence(branch: PreviewBranch): string {
  if (branch.from === 'input') return 'the "branch" input'
  if (branch.from === 'push') return 'the branch pushed'
  return `the head branch of pull request #${branch.pull}`
}
