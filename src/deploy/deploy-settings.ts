import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import type { DeploymentSettings, DeploymentTask } from '../deployments/deployment.ts'
import { readStatusId } from '../deployments/deployment-inputs.ts'
import type { DeployInputName } from './deploy-declaration.ts'

/**
 * What this step does with the platform, decided here once, before any request: trigger a
 * deployment of the project's deployment branch, or (`status-id`) follow one a step triggered
 * before, never triggering another. Then how it waits (`wait`, `poll-interval`, as agent mode).
 */
export type DeploySettings = DeploymentSettings

export function readDeploySettings(common: CommonSettings, inputs: InputReader<DeployInputName>): DeploySettings {
  const statusId = readStatusId(inputs)
  const task: DeploymentTask = statusId === undefined ? { kind: 'trigger' } : { kind: 'resume', statusId }
  const waiting = readWaitSettings(common, inputs)
  inputs.warnFormerSpellings()
  return { ...common, ...waiting, task }
}
