import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { formerInputEntry, formerNames } from '../src/inputs/former-spellings.ts'
import { INPUTS, OUTPUTS } from '../src/modes.ts'

/**
 * Writes action.yml from the declarations in src/: every input with its default and description,
 * every output with its description. A declaration is written once, in the folder of what reads
 * it; this file is made from them, so the two cannot drift. `npm run bundle` runs it, and a test
 * holds the committed action.yml equal to what it writes.
 */

const HEADER = {
  // Named for the platform it serves, not as the platform: the Marketplace lists it under this name.
  name: 'Docs Agent and Analytics for Mintlify',
  // The Marketplace refuses a description of more than 125 characters.
  description:
    'Run the Mintlify docs agent on releases and merged pull requests, and get a weekly report of how your docs are read.',
  author: 'docs-agent-action',
  branding: { icon: 'book-open', color: 'green' },
}

const RUNS = { using: 'node24', main: 'dist/index.js' }

/** Where a long description wraps, as the rest of the file was written. */
const WIDTH = 100

export function actionYml(): string {
  const lines = [
    `# Written by scripts/action-yml.ts from the declarations in src/ (npm run bundle): edit those, not this file.`,
    stringify({ name: HEADER.name }).trimEnd(),
    ...describe('', HEADER.description),
    stringify({ author: HEADER.author, branding: HEADER.branding }).trimEnd(),
    '',
    'inputs:',
  ]
  for (const [name, input] of Object.entries(INPUTS)) {
    lines.push(`  ${name}:`, ...describe('    ', input.description))
    lines.push(input.required ? '    required: true' : `    default: ${scalar(input.default)}`)
  }
  // The 1.0.0 names, after every current one: no default, so the runner sets them only when a workflow does.
  for (const [formerName, name] of formerNames(INPUTS)) {
    const { description, deprecationMessage } = formerInputEntry(name, INPUTS[name]!)
    lines.push(`  ${formerName}:`, ...describe('    ', description))
    lines.push(`    deprecationMessage: ${scalar(deprecationMessage)}`)
  }
  lines.push('', 'outputs:')
  for (const [name, description] of Object.entries(OUTPUTS)) lines.push(`  ${name}:`, ...describe('    ', description))
  lines.push('', stringify({ runs: RUNS }).trimEnd())
  return `${lines.join('\n')}\n`
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL('../action.yml', import.meta.url)), actionYml())
}
