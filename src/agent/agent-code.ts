/**
 * Agent mode's code, as the mode table loads it when the mode runs: its settings reader and its
 * runner in one module, so the bundle holds them (and what both use) in one chunk, loaded once.
 */
export { readAgentSettings as readSettings } from './agent-inputs.ts'
export { runAgentMode as run } from './run-agent.ts'
