import type { InputDeclaration } from '../../inputs/declaration.ts'
import { wordAlone } from '../../inputs/parsers.ts'
import { formatNumber } from '../../text/format.ts'

/*
 * A section's own inputs, as a mode's are: declared once with their defaults and descriptions
 * (the table joins them into visitors mode's, and action.yml lists them), and read into the
 * options they give the section, with the same checks and messages every input has. An input
 * set while `include` does not list its section is refused before the section reads it
 * (section-table.ts), so a section reads only what applies.
 */

/** `I` the inputs' names, `O` the options they give the section. */
export interface SectionInputs<I extends string, O> {
  readonly declarations: { readonly [Name in I]: InputDeclaration }
  /**
   * `input` gives an input as set, or its default when unset; a value out of its rule throws,
   * naming the input as `nameOf` gives it: the name the workflow wrote (a former name, say).
   */
  readonly read: (input: (name: I) => string, nameOf: (name: I) => string) => O
}

/** The options of a section without inputs of its own. */
export type NoOptions = Readonly<Record<never, never>>

/** For a section without inputs of its own. */
export const NO_INPUTS: SectionInputs<never, NoOptions> = { declarations: {}, read: () => ({}) }

/**
 * A cap on a section's rows (`max-search-terms`): a whole number from 1 to `max`, or `all`;
 * `name` as the workflow wrote it, for the error.
 */
export function readRowCap(name: string, text: string, max: number): number | 'all' {
  const value = text.trim()
  if (wordAlone(value, ['all']) !== undefined) return 'all'
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new Error(`Input "${name}" must be "all" or a whole number from 1 to ${formatNumber(max)}; got "${value}".`)
  }
  return Number(value)
}
