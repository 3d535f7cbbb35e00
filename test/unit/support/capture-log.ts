import { vi } from 'vitest'

/**
 * Unit tests run the action's code in the test process: its log would print workflow commands
 * (`::warning title=…`) into the test output, and on GitHub's runner those become annotations
 * on the project's own CI run. The log module is replaced here, at its boundary, by one that
 * records what would have been printed, for tests to read.
 */
export interface LoggedLine {
  readonly level: 'info' | 'debug' | 'notice' | 'warning' | 'error' | 'group'
  readonly message: string
  readonly title?: string
}

export const logged: LoggedLine[] = []

vi.mock('../../../src/runner/log.ts', () => ({
  own: (write: () => void) => write(),
  isOwnOutput: () => true,
  log: {
    info: (message: string) => logged.push({ level: 'info', message }),
    debug: (message: string) => logged.push({ level: 'debug', message }),
    notice: (message: string, title: string) => logged.push({ level: 'notice', message, title }),
    warning: (message: string, title: string) => logged.push({ level: 'warning', message, title }),
    error: (message: string, title: string) => logged.push({ level: 'error', message, title }),
    group: <T>(name: string, work: () => Promise<T>) => (logged.push({ level: 'group', message: name }), work()),
    mask: () => undefined,
  },
}))
