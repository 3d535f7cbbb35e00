import { parseIdentifier } from '../inputs/parsers.ts'
import type { CommonSettings, InputReader } from '../inputs/read-inputs.ts'
import type { AutomationInputName } from './automation-declaration.ts'

/** What this step triggers, decided here once, before any request. */
export interface AutomationSettings extends CommonSettings {
  /** The automation's own id: one segment of the trigger's path. */
  readonly automationId: string
}

/**
 * `automation-id` is the whole task: without it there is nothing to trigger, so it is required
 * here rather than in action.yml, where every other mode would have to give it too.
 */
export function readAutomationSettings(
  common: CommonSettings,
  inputs: InputReader<AutomationInputName>,
): AutomationSettings {
  const given = inputs.rawInput('automation-id')
  if (given.trim() === '') {
    throw new Error(
      'Input "automation-id" is required in automation mode: the id of the automation to trigger, copied from its settings on the dashboard\'s Automations page.',
    )
  }
  const automationId = parseIdentifier('automation-id', given)
  inputs.warnFormerSpellings()
  return { ...common, automationId }
}
