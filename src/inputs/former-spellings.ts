import { inputIsSet } from '../runner/environment.ts'
import { log } from '../runner/log.ts'
import type { InputDeclaration, InputDeclarations } from './declaration.ts'

/*
 * The spellings 1.0.0 used, read through 2.x so that a 1.0.0 workflow keeps working for one
 * major version: an input's former name and its values' former spellings, each declared on the
 * input itself (`formerName`, `formerValues` in declaration.ts). Read here, in one place: a
 * former spelling reads as the new one, with one warning that names the line to write instead.
 */

/** Through which versions a former spelling is read, as the warnings and action.yml say it. */
const READ_THROUGH = '2.x'

const TITLE = 'Deprecated input'

/** An input as a workflow spells it: its name and its value. */
interface Spelling {
  readonly name: string
  readonly value: string
}

/** Each former name among `declarations`, with the input it names now: former → current. */
export function formerNames(declarations: InputDeclarations): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(declarations).flatMap(([name, { formerName }]) =>
      formerName === undefined ? [] : [[formerName, name] as const],
    ),
  )
}

/** What action.yml says of a former name: a one-line description, and the runner's deprecation message. */
export function formerInputEntry(
  name: string,
  declaration: InputDeclaration,
): { readonly description: string; readonly deprecationMessage: string } {
  const values = Object.entries(declaration.formerValues ?? {}).filter(([old]) => old !== '')
  const renamed = values.map(([old, current]) => `${old} is now ${current}`).join(', ')
  return {
    description: `The former name of ${name}, read through ${READ_THROUGH}.`,
    deprecationMessage: `Use ${name}${renamed === '' ? '' : ` (${renamed})`}; ${declaration.formerName} is read through ${READ_THROUGH}.`,
  }
}

/** Reads an input by name as the runner gave it, `''` when unset (read-inputs.ts, the toolkit's `getInput`). */
export type ReadInput = (name: string) => string

/**
 * Input `name` as the workflow gave it (`''` when unset, `read` reading it), a former spelling
 * read as the new one and warned of once per spelling (`warned` keeps which). The former name is
 * read when the new one is unset; a runner gives an unset input its default, so the new name at
 * its default counts as unset. Both set, to different values, is refused, naming both.
 */
export function readGivenInput(
  name: string,
  declaration: InputDeclaration | undefined,
  read: ReadInput,
  warned: Set<string>,
): string {
  const given: Spelling = { name, value: read(name) }
  if (declaration === undefined) return given.value
  const former = givenFormerName(given, declaration, read)
  const spelled = former ?? given
  const value = currentValue(spelled, declaration)
  if (former === undefined && value === undefined) return given.value
  const written = { name, value: value ?? spelled.value }
  const line = asLine(spelled)
  if (!warned.has(line)) {
    warned.add(line)
    log.warning(
      `Input "${line}" is written "${asLine(written)}" since 2.0.0; the old spelling is still read through ${READ_THROUGH}.`,
      TITLE,
    )
  }
  return written.value
}

/** The input's former name, when the workflow set it; refused when the new name is set to something else. */
function givenFormerName(given: Spelling, declaration: InputDeclaration, read: ReadInput): Spelling | undefined {
  if (declaration.formerName === undefined) return undefined
  const former: Spelling = { name: declaration.formerName, value: read(declaration.formerName) }
  if (former.value === '') return undefined
  const newSet = given.value !== '' && given.value !== declaration.default
  if (newSet && normalized(currentValue(former, declaration) ?? former.value) !== normalized(given.value)) {
    throw new Error(
      `Inputs "${former.name}" ("${former.value}") and "${given.name}" ("${given.value}") are both set, to different values: "${former.name}" is the former name of "${given.name}". Keep only "${given.name}".`,
    )
  }
  return former
}

/** The new spelling of a value spelled the 1.0.0 way, or undefined for a value spelled as it is now. */
function currentValue(spelled: Spelling, declaration: InputDeclaration): string | undefined {
  const values = declaration.formerValues ?? {}
  // Empty is a former spelling only when the workflow wrote it: an input unset outside a runner reads empty too.
  if (spelled.value === '') return '' in values && inputIsSet(spelled.name) ? values[''] : undefined
  const key = normalized(spelled.value)
  return Object.hasOwn(values, key) ? values[key] : undefined
}

function normalized(value: string): string {
  return value.trim().toLowerCase()
}

/** `compare: none`, `fail-on: ''`: as the workflow file would say it. */
function asLine({ name, value }: Spelling): string {
  return `${name}: ${value === '' ? "''" : value}`
}
