import { vi } from 'vitest'
import { inputEnvironment } from '../../harness/action-metadata.ts'

const TOKEN = { 'github.token': 'ghs_unitToken_0123' }

/** Sets every INPUT_* as a runner would (action.yml defaults, overridden by `given`); undo with vi.unstubAllEnvs(). */
export function stubInputs(given: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(inputEnvironment(given, TOKEN))) vi.stubEnv(name, value)
}
