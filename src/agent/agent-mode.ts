import { defineMode } from '../step/mode.ts'
import { AGENT_INPUT_DEFAULTS, AGENT_OUTPUTS } from './agent-declaration.ts'

/** Agent mode for the mode table: what it declares, and its code, loaded only when it runs. */
export const agentMode = defineMode({
  title: 'Docs agent',
  inputs: AGENT_INPUT_DEFAULTS,
  outputs: AGENT_OUTPUTS,
  load: () => import('./agent-code.ts'),
})
