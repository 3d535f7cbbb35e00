import { defineMode } from '../step/mode.ts'
import { AGENT_INPUTS, AGENT_OUTPUTS } from './agent-declaration.ts'

/**
 * Agent mode for the mode table: what it declares, and its code, loaded only when it runs. The
 * settings reader and the runner come from one module, so the bundle holds them (and what both
 * use) in one chunk, loaded once.
 */
export const agentMode = defineMode({
  title: 'Docs agent',
  action: {
    folder: 'agent',
    name: 'Mintlify Docs Agent',
    description:
      'Run the Mintlify docs agent on a release or a merged pull request, and wait for the docs pull request it opens.',
  },
  inputs: AGENT_INPUTS,
  outputs: AGENT_OUTPUTS,
  load: async () => {
    const { readAgentSettings, runAgentMode } = await import('./agent-entry.ts')
    return { readSettings: readAgentSettings, run: runAgentMode }
  },
})
