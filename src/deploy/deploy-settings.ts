import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import type { DeploymentSettings, DeploymentTask } from '../deployments/deployment.ts'
import { readStatusId } from '../deployments/deployment-inputs.ts'
import { ENVIRONMENT_DEFAULTS, readEnvironmentName, warnOfMixedEnvironment } from '../environments/environment-input.ts'
import type { DeployInputName } from './deploy-declaration.ts'

/**
 * What this step does with the platform, decided here once, before any request: trigger a
 * deployment of the project's deployment branch, or (`status-id`) follow one a step triggered
 * before, never triggering another. Then how it waits (`wait`, `poll-interval`, as agent mode),
 * and where GitHub records it (`environment`).
 */
export interface DeploySettings extends DeploymentSettings {
  /** The GitHub environment its deployment is recorded in; undefined for `environment: off`. */
  readonly environmentName: string | undefined
}

export function readDeploySettings(common: CommonSettings, inputs: InputReader<DeployInputName>): DeploySettings {
  const statusId = readStatusId(inputs)
  const task: DeploymentTask = statusId === undefined ? { kind: 'trigger' } : { kind: 'resume', statusId }
  const waiting = readWaitSettings(common, inputs)
  const environmentName = readEnvironmentName(inputs, ENVIRONMENT_DEFAULTS.deploy)
  inputs.warnFormerSpellings()
  warnOfMixedEnvironment('deploy', environmentName)
  return { ...common, ...waiting, task, environmentName, environmentInput: inputs.rawInput('environment').trim() }
}
