import { defineMode } from '../step/mode.ts'
import { AUTOMATION_INPUTS, AUTOMATION_OUTPUTS } from './automation-declaration.ts'

/**
 * Automation mode for the mode table: what it declares, and its code, loaded only when it runs.
 * The settings reader and the runner come from one module, so the bundle holds them in one chunk.
 */
export const automationMode = defineMode({
  title: 'Docs automation',
  action: {
    folder: 'automation',
    name: 'Run a Mintlify Automation',
    description: 'Run one of your Mintlify docs automations now and wait for the agent job it starts.',
  },
  inputs: AUTOMATION_INPUTS,
  outputs: AUTOMATION_OUTPUTS,
  load: async () => {
    const { readAutomationSettings, runAutomationMode } = await import('./run-automation.ts')
    return { readSettings: readAutomationSettings, run: runAutomationMode }
  },
})
