import { defineMode } from '../step/mode.ts'
import { AGENT_INPUTS, readAgentSettings } from './agent-inputs.ts'

/** Agent mode for the mode table: its inputs are read at once, its code loaded only when it runs. */
export const agentMode = defineMode({
  title: 'Docs agent',
  inputs: AGENT_INPUTS,
  readSettings: readAgentSettings,
  load: async () => (await import('./run-agent.ts')).runAgentMode,
})
