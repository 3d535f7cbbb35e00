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

/** How the workflow wrote an input, for errors: they name what the user wrote, not what it reads as. */
export interface WrittenInput {
  /** The name it was given under: the input's own, or its former name. */
  readonly name: string
  /** The value as written, a former spelling as such; `''` when unset. */
  readonly value: string
  /**
   * Whether the workflow set it: under its former name, or to something other than its default.
   * A runner gives an unset input its default, so an input at its default counts as unset.
   */
  readonly set: boolean
}

/** An input as the workflow gave it: its value, a former spelling read as the new one. */
export interface GivenInput {
  /** `''` when unset. */
  readonly value: string
  readonly written: WrittenInput
  /** The warning a former spelling earns (warnOfFormerSpelling), given once the value is accepted. */
  readonly warning: string | undefined
}

/**
 * Input `name` as the workflow gave it, `read` reading it. The former name is read when the new
 * one is unset; a runner gives an unset input its default, so the new name at its default counts
 * as unset. Both set, to different values, is refused, naming both.
 */
export function readGivenInput(name: string, declaration: InputDeclaration | undefined, read: ReadInput): GivenInput {
  const given: Spelling = { name, value: read(name) }
  if (declaration === undefined) {
    return { value: given.value, written: { ...given, set: given.value !== '' }, warning: undefined }
  }
  const former = givenFormerName(given, declaration, read)
  const spelled = former ?? given
  const respelled = currentValue(spelled, declaration)
  const value = respelled ?? spelled.value
  const written = { ...spelled, set: former !== undefined || (value !== '' && value !== declaration.default) }
  if (former === undefined && respelled === undefined) return { value, written, warning: undefined }
  const warning = `Input "${asLine(spelled)}" is written "${asLine({ name, value })}" since 2.0.0; the old spelling is still read through ${READ_THROUGH}.`
  return { value, written, warning }
}

/** Gives a former spelling's warning: once per step, by the reader, once the value is accepted. */
export function warnOfFormerSpelling(warning: string): void {
  log.warning(warning, TITLE)
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

/** `compare: none`, `fail-on: ''`: an input as the workflow file would say it. */
export function asLine({ name, value }: Spelling): string {
  return `${name}: ${value === '' ? "''" : value}`
}
