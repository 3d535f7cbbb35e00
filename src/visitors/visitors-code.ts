/**
 * Visitors mode's code, as the mode table loads it when the mode runs: its settings reader and
 * its runner in one module, so the bundle holds them (and what both use) in one chunk, loaded once.
 */
export { readVisitorsSettings as readSettings } from './visitors-inputs.ts'
export { runVisitorsMode as run } from './run-visitors.ts'
