import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface ActionMetadata {
  /** Input name → default as written in action.yml (empty string when none). */
  readonly inputs: Map<string, string>
  readonly outputs: readonly string[]
}

/**
 * Reads the inputs, their defaults and the outputs from action.yml. The file keeps to a plain
 * layout (two-space keys, one-line defaults), which this reader relies on.
 */
export function readActionMetadata(): ActionMetadata {
  const lines = readFileSync(`${ROOT}action.yml`, 'utf8').split('\n')
  const inputs = new Map<string, string>()
  const outputs: string[] = []
  let section = ''
  let current = ''
  for (const line of lines) {
    const top = /^(\w[\w-]*):/.exec(line)
    if (top) {
      section = top[1] ?? ''
      continue
    }
    const key = /^ {2}([a-z0-9-]+):\s*$/.exec(line)
    if (key) {
      current = key[1] ?? ''
      if (section === 'inputs') inputs.set(current, '')
      if (section === 'outputs') outputs.push(current)
      continue
    }
    const defaultValue = /^ {4}default:\s*(.*)$/.exec(line)
    if (defaultValue && section === 'inputs') inputs.set(current, unquote(defaultValue[1] ?? ''))
  }
  return { inputs, outputs }
}

function unquote(value: string): string {
  const trimmed = value.trim()
  return /^(['"]).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed
}
