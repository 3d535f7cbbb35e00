import { vi } from 'vitest'
import { inputEnvironment } from '../../harness/action-metadata.ts'

const TOKEN = { 'github.token': 'ghs_unitToken_0123' }

/** Sets every INPUT_* as a runner would (action.yml defaults, overridden by `given`); undo with vi.unstubAllEnvs(). */
export function stubInputs(given: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(inputEnvironment(given, TOKEN))) vi.stubEnv(name, value)
}

/**
 * `read`'s result with every INPUT_* set as a runner would set them for `given`, and the
 * environment as it was afterwards, whatever else the test stubbed.
 */
export function withInputs<T>(given: Readonly<Record<string, string>>, read: () => T): T {
  const saved = { ...process.env }
  Object.assign(process.env, inputEnvironment(given, TOKEN))
  try {
    return read()
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  }
}
