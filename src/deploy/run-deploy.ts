import { lazyGitHubClient } from '../comments/pull-request-comment.ts'
import { triggerUpdate } from '../deployments/deployment-api.ts'
import { siteUrl } from '../deployments/deployment-details.ts'
import { openDeploymentRecord, type RecordTarget } from '../environments/deployment-record.ts'
import type { DeploymentKind } from '../deployments/deployment.ts'
import { decideDeploymentEnding } from '../deployments/deployment-ending.ts'
import { deploymentOutputs } from '../deployments/deployment-outputs.ts'
import { buildDeploymentSummary } from '../deployments/deployment-summary.ts'
import { followDeployment } from '../deployments/follow-deployment.ts'
import { log } from '../runner/log.ts'
import type { ModeCollaborators } from '../step/mode.ts'
import type { StepResult } from '../step/result.ts'
import type { DeployOutputName } from './deploy-declaration.ts'
import type { DeploySettings } from './deploy-settings.ts'

// The mode table loads the settings reader with the runner: one chunk of the bundle, loaded once.
export { readDeploySettings } from './deploy-settings.ts'

/** A deployment of the project's deployment branch, as the platform's external API triggers it. */
const DEPLOYMENT: DeploymentKind<DeploySettings> = {
  title: 'Docs deployment',
  noun: 'deployment',
  mode: 'deploy',
  announce: ({ projectId }) => `Triggering a deployment of project ${projectId} from its deployment branch.`,
  trigger: (platform, { projectId }) => triggerUpdate(platform, projectId),
  branch: () => undefined,
  servesSite: true,
}

/**
 * Deploy mode: trigger a deployment (or take the one `status-id` names), wait for it to succeed
 * or fail within `timeout`, and report how it went. A failed deployment fails the step.
 */
export async function runDeployMode(
  settings: DeploySettings,
  collaborators: ModeCollaborators,
): Promise<StepResult<DeployOutputName>> {
  const { environment, limits } = collaborators
  const github = lazyGitHubClient(settings.githubToken, environment, limits)
  const target: RecordTarget = {
    environment: settings.environmentName,
    githubToken: settings.githubToken,
    ref: environment.sha,
    preview: false,
    pullRequest: undefined,
    title: DEPLOYMENT.title,
  }
  const record = openDeploymentRecord(target, environment, github, limits)
  const run = await followDeployment(DEPLOYMENT, settings, collaborators, {
    started: async (known) => record?.started(known),
  })
  const ending = decideDeploymentEnding(DEPLOYMENT, run, limits)
  await record?.ended(run, ending, siteUrl(run.status?.subdomain))
  if (ending.tone === 'success') log.notice(ending.explanation, 'Docs deployed')
  return {
    outputs: deploymentOutputs(run),
    summary: buildDeploymentSummary(DEPLOYMENT, settings, run, ending, environment),
    failure: ending.failure,
  }
}
