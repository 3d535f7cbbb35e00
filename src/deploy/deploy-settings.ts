import { parseIdentifier } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import { readWaitSettings } from '../inputs/waiting-inputs.ts'
import type { DeploymentSettings, DeploymentTask } from '../deployments/deployment.ts'
import type { DeployInputName } from './deploy-declaration.ts'

/**
 * What this step does with the platform, decided here once, before any request: trigger a
 * deployment of the project's deployment branch, or (`status-id`) follow one a step triggered
 * before, never triggering another. Then how it waits (`wait`, `poll-interval`, as agent mode).
 */
export type DeploySettings = DeploymentSettings

export function readDeploySettings(common: CommonSettings, inputs: InputReader<DeployInputName>): DeploySettings {
  const statusIdText = inputs.rawInput('status-id')
  const task: DeploymentTask =
    statusIdText.trim() === ''
      ? { kind: 'trigger' }
      : { kind: 'resume', statusId: parseIdentifier('status-id', statusIdText) }
  const waiting = readWaitSettings(common, inputs)
  inputs.warnFormerSpellings()
  return { ...common, ...waiting, task }
}
