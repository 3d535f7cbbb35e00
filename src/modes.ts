import { agentMode } from './agent/agent-mode.ts'
import type { Mode } from './step/mode.ts'
import { visitorsMode } from './visitors/visitors-mode.ts'

/** The modes, by the value of the `mode` input. A new mode is a folder of its own and one line here. */
export const MODES: Readonly<Record<string, Mode>> = {
  agent: agentMode,
  visitors: visitorsMode,
}
