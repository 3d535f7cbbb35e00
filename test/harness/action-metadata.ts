import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface ActionMetadata {
  /** Input name → default as written in action.yml (empty string when none); 1.0.0 names left out. */
  readonly inputs: Map<string, string>
  /** The 1.0.0 names action.yml still declares, marked deprecated: name → its deprecation message. */
  readonly formerInputs: Map<string, string>
  readonly outputs: readonly string[]
  readonly runs: { readonly using: string; readonly main: string }
}

/**
 * Reads the inputs, their defaults and the outputs from action.yml. The file keeps to a plain
 * layout (two-space keys, one-line defaults), which this reader relies on.
 */
export function readActionMetadata(action = '.'): ActionMetadata {
  const lines = readFileSync(path.join(ROOT, action, 'action.yml'), 'utf8').split('\n')
  const inputs = new Map<string, string>()
  const formerInputs = new Map<string, string>()
  const outputs: string[] = []
  const runs = { using: '', main: '' }
  let section = ''
  let current = ''
  for (const line of lines) {
    const top = /^(\w[\w-]*):/.exec(line)
    if (top) {
      section = top[1] ?? ''
      continue
    }
    const runsKey = /^ {2}(using|main):\s*(.*)$/.exec(line)
    if (section === 'runs' && runsKey) runs[runsKey[1] as 'using' | 'main'] = unquote(runsKey[2] ?? '')
    const key = /^ {2}([a-z0-9-]+):\s*$/.exec(line)
    if (key) {
      current = key[1] ?? ''
      if (section === 'inputs') inputs.set(current, '')
      if (section === 'outputs') outputs.push(current)
      continue
    }
    const defaultValue = /^ {4}default:\s*(.*)$/.exec(line)
    if (defaultValue && section === 'inputs') inputs.set(current, unquote(defaultValue[1] ?? ''))
    const deprecated = /^ {4}deprecationMessage:\s*(.*)$/.exec(line)
    if (deprecated && section === 'inputs') {
      inputs.delete(current)
      formerInputs.set(current, unquote(deprecated[1] ?? ''))
    }
  }
  return { inputs, formerInputs, outputs, runs }
}

function unquote(value: string): string {
  const trimmed = value.trim()
  return /^(['"]).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed
}

/**
 * The `INPUT_*` variables a runner sets for a step: every input of action.yml, given or
 * defaulted (expressions such as `${{ github.token }}` replaced from `expressions`), a 1.0.0
 * name empty unless given (it has no default). `action` is the folder of the action.yml (`report`
 * for a mode's own). An input it does not declare is a mistake in the test, not something to
 * pass silently, unless the test names it in `undeclared`: a runner passes such an input on.
 */
export function inputEnvironment(
  given: Readonly<Record<string, string>>,
  expressions: Readonly<Record<string, string>> = {},
  action = '.',
  undeclared: readonly string[] = [],
): Record<string, string> {
  const { inputs, formerInputs } = readActionMetadata(action)
  for (const name of Object.keys(given)) {
    if (!inputs.has(name) && !formerInputs.has(name) && !undeclared.includes(name))
      throw new Error(`No input "${name}" in ${action === '.' ? '' : `${action}/`}action.yml`)
  }
  // An input the action does not declare, given anyway: the runner passes it on (with a warning).
  const env: Record<string, string> = Object.fromEntries(
    undeclared.flatMap((name) => (given[name] === undefined ? [] : [[`INPUT_${name.toUpperCase()}`, given[name]]])),
  )
  for (const name of formerInputs.keys()) env[`INPUT_${name.toUpperCase()}`] = given[name] ?? ''
  for (const [name, defaultValue] of inputs) {
    const value =
      given[name] ??
      defaultValue.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => expressions[expression] ?? '')
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  return env
}
