import { requireDistinctNames, type InputDeclaration } from '../../inputs/declaration.ts'
import type { Totals } from '../analysis/section-result.ts'
import { sectionEntry, type Section } from './define-section.ts'
import type { SectionDefinition } from './section.ts'
import type { NoOptions, SectionInputs } from './section-inputs.ts'

type Inputs = Readonly<Record<string, InputDeclaration>>
type Outputs = Readonly<Record<string, string>>

/**
 * The table of sections, built one section at a time (`and`) so that what it joins keeps every
 * name in its type: the entries in the report's order, every section's inputs and outputs as
 * action.yml lists them (visitors mode declares them beside its own, and main.ts can set only
 * declared outputs), and the options all their inputs give, which the settings hold.
 */
export interface SectionTable<S extends readonly Section<string, never>[], O, I extends Inputs, K extends Outputs> {
  readonly sections: S
  readonly inputs: I
  readonly outputs: K
  /**
   * Reads every section's inputs; one set for a section that `included` does not list is refused.
   * `nameOf` gives an input's name as the workflow wrote it (a former name, say), for errors.
   */
  readonly readOptions: (
    input: (name: keyof I & string) => string,
    included: readonly string[],
    nameOf?: (name: keyof I & string) => string,
  ) => O
  readonly and: <N extends string, R, T extends Totals, X, P, J extends string, L extends string>(
    definition: SectionDefinition<N, R, T, X, P, J, L>,
  ) => SectionTable<
    readonly [...S, Section<N, P>],
    O & P,
    I & { readonly [Name in J]: InputDeclaration },
    K & { readonly [Name in L]: string }
  >
}

/** A table of no section, to add the first to. */
export const NO_SECTIONS = sectionTable<readonly [], NoOptions, NoOptions, NoOptions>([], {}, {}, () => ({}))

function sectionTable<S extends readonly Section<string, never>[], O, I extends Inputs, K extends Outputs>(
  sections: S,
  inputs: I,
  outputs: K,
  readOptions: SectionTable<S, O, I, K>['readOptions'],
): SectionTable<S, O, I, K> {
  return {
    sections,
    inputs,
    outputs,
    readOptions,
    and: (definition) => {
      requireDistinctNames(`section "${definition.name}"`, inputs, definition.inputs.declarations)
      requireDistinctNames(`section "${definition.name}"`, outputs, definition.outputs.declarations)
      return sectionTable(
        [...sections, sectionEntry(definition)] as const,
        { ...inputs, ...definition.inputs.declarations },
        { ...outputs, ...definition.outputs.declarations },
        (input, included, nameOf = (name) => name) => ({
          ...readOptions(input, included, nameOf),
          ...readOwnInputs(definition, input, included, nameOf),
        }),
      )
    },
  }
}

/** A section's options; an input of it that is set while `include` leaves it out is a mistake, said as one. */
function readOwnInputs<J extends string, P>(
  section: { readonly name: string; readonly inputs: SectionInputs<J, P> },
  input: (name: J) => string,
  included: readonly string[],
  nameOf: (name: J) => string,
): P {
  const applies = included.includes(section.name)
  return section.inputs.read((name) => {
    const text = input(name)
    if (!applies && text.trim() !== section.inputs.declarations[name].default) {
      throw new Error(`Input "${nameOf(name)}" applies only when "include" lists ${section.name}.`)
    }
    return text
  }, nameOf)
}
