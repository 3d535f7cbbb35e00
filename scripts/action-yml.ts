import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import type { InputDeclarations, OutputDeclarations } from '../src/inputs/declaration.ts'
import { formerInputEntry, formerNames } from '../src/inputs/former-spellings.ts'
import { INPUTS, OUTPUTS, MODE_NAMES, MODES, modeActionInputs, modeActionOutputs, type ModeName } from '../src/modes.ts'
import { OWN_ACTION_GLOBAL } from '../src/runner/environment.ts'

/**
 * Writes action.yml, and each mode's own action (`report/action.yml`) with the entry that runs
 * the bundle as that action (`dist/sub-actions/report.js`), from the declarations in src/: every
 * input with its default and description, every output with its description. A declaration is
 * written once, in the folder of what reads it; these files are made from them, so they cannot
 * drift. `npm run bundle` runs it, and tests hold the committed files equal to what it writes.
 */

const AUTHOR = 'docs-agent-action'

const ROOT = {
  // Named for the platform it serves, not as the platform: the Marketplace lists it under this name.
  name: 'Docs Agent and Analytics for Mintlify',
  // The Marketplace refuses a description of more than 125 characters.
  description:
    'Run the Mintlify docs agent on releases and merged pull requests, and get a weekly report of how your docs are read.',
}

const RUNS = { using: 'node24', main: 'dist/index.js' }

/** Where a mode's own action's entry is, in dist/ beside the bundle it loads. */
export const ENTRY_FOLDER = 'dist/sub-actions'

/** Where a long description wraps, as the rest of the file was written. */
const WIDTH = 100

const WRITTEN_BY = `# Written by scripts/action-yml.ts from the declarations in src/ (npm run bundle): edit those, not this file.`

/** The root action.yml: every mode's inputs, chosen by `mode`, and the 1.0.0 names. */
export function actionYml(): string {
  const lines = [...header(ROOT.name, ROOT.description, true), ...inputLines(INPUTS, false)]
  // The 1.0.0 names, after every current one: no default, so the runner sets them only when a workflow does.
  for (const [formerName, name] of formerNames(INPUTS)) {
    const { description, deprecationMessage } = formerInputEntry(name, INPUTS[name]!)
    lines.push(`  ${formerName}:`, ...describe('    ', description))
    lines.push(`    deprecationMessage: ${scalar(deprecationMessage)}`)
  }
  lines.push(...outputLines(OUTPUTS))
  return finish(lines, RUNS.main)
}

/** A mode's own action.yml: the common inputs it reads and its mode's own, its outputs, its mode fixed by its entry. */
export function modeActionYml(mode: ModeName): string {
  const { folder, name, description } = MODES[mode].action
  const lines = [...header(name, description, false), ...inputLines(modeActionInputs(mode), true)]
  lines.push(...outputLines(modeActionOutputs(mode), true))
  return finish(lines, `../${ENTRY_FOLDER}/${folder}.js`)
}

/** The entry of a mode's own action: names the action, then loads the one bundle. */
export function modeActionEntry(mode: ModeName): string {
  const { folder } = MODES[mode].action
  return [
    `// Written by scripts/action-yml.ts (npm run bundle) for ${folder}/action.yml: the bundle, run as mode ${mode}'s own action.`,
    `globalThis[Symbol.for(${JSON.stringify(OWN_ACTION_GLOBAL.description)})] = ${JSON.stringify(folder)}`,
    `await import('../index.js')`,
    '',
  ].join('\n')
}

function header(name: string, description: string, branded: boolean): string[] {
  return [
    WRITTEN_BY,
    stringify({ name }).trimEnd(),
    ...describe('', description),
    // Only the root action is listed on the Marketplace, and shown with its branding.
    stringify(
      branded ? { author: AUTHOR, branding: { icon: 'book-open', color: 'green' } } : { author: AUTHOR },
    ).trimEnd(),
    '',
    'inputs:',
  ]
}

function inputLines(inputs: InputDeclarations, ownAction: boolean): string[] {
  return Object.entries(inputs).flatMap(([name, input]) => [
    `  ${name}:`,
    ...describe('    ', ownAction ? withoutModes(input.description) : input.description),
    input.required || (ownAction && input.requiredByMode)
      ? '    required: true'
      : `    default: ${scalar(input.default)}`,
  ])
}

function outputLines(outputs: OutputDeclarations, ownAction = false): string[] {
  const lines = ['', 'outputs:']
  for (const [name, description] of Object.entries(outputs))
    lines.push(`  ${name}:`, ...describe('    ', ownAction ? withoutModes(description) : description))
  return lines
}

function finish(lines: string[], main: string): string {
  lines.push('', stringify({ runs: { ...RUNS, main } }).trimEnd())
  return `${lines.join('\n')}\n`
}

/**
 * A description as a mode's own action shows it: without the modes it begins by naming, which
 * that action's step runs anyway (`Visitors mode with include searches: how many` → `with include
 * searches: how many`), and without what it says of the other modes. The rest is left as written:
 * it may begin with a value (`auto adds`).
 */
export function withoutModes(description: string): string {
  // Said of the root action's modes: a mode's own action marks the input required instead.
  description = description.replace(/; required in every mode but \w+\.$/, '.')
  const named = /^[A-Z][a-z]+(?:(?:, | and )[a-z]+)* modes?(?: \(required\))?(?: (with [^:]+))?: /.exec(description)
  if (!named) return description
  const rest = description.slice(named[0].length)
  return named[1] ? `${named[1]}: ${rest}` : rest
}

/** `description:` on one line when it fits, else folded (`>-`) at WIDTH. */
function describe(indent: string, text: string): string[] {
  const oneLine = `${indent}description: ${scalar(text)}`
  if (oneLine.length <= WIDTH + indent.length) return [oneLine]
  const wrapped: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > WIDTH - indent.length) {
      wrapped.push(`${indent}  ${line}`)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  wrapped.push(`${indent}  ${line}`)
  return [`${indent}description: >-`, ...wrapped]
}

/** A value as YAML writes it on one line, quoted only where YAML would read it otherwise (`'true'`, `''`). */
function scalar(value: string): string {
  return stringify(value, { singleQuote: true, lineWidth: 0 }).trimEnd()
}

/** Every file this script writes, by its path in the repository. */
export function actionFiles(): ReadonlyMap<string, string> {
  const files = new Map([['action.yml', actionYml()]])
  for (const mode of MODE_NAMES) {
    const { folder } = MODES[mode].action
    files.set(`${folder}/action.yml`, modeActionYml(mode))
    files.set(`${ENTRY_FOLDER}/${folder}.js`, modeActionEntry(mode))
  }
  return files
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, content] of actionFiles()) {
    const where = fileURLToPath(new URL(`../${file}`, import.meta.url))
    mkdirSync(path.dirname(where), { recursive: true })
    writeFileSync(where, content)
  }
}
