import { givenInputNames } from '../runner/environment.ts'
import { didYouMean, nearestName } from '../text/nearest-name.ts'
import { formerNames } from './former-spellings.ts'
import type { InputDeclarations } from './declaration.ts'

/*
 * An input no action declares is a typo or a leftover: `max-request: 50` would otherwise run
 * with no cap, and the runner's only sign is a generic warning on a green run. It is refused
 * before any request, with the nearest name the step's action declares. An input that another
 * mode's action declares is not unknown: step-action.ts refuses it with its own message.
 */

/** What a step's action declares, and what the action as a whole knows. */
export interface DeclaredInputs {
  /** How a workflow names the step's action (`acme/docs-action/report@v2`), for the error. */
  readonly uses: string
  /** The inputs that action declares: the nearest is suggested. */
  readonly own: InputDeclarations
  /** Every input of every mode, with the 1.0.0 names: one of these is never called unknown. */
  readonly all: InputDeclarations
}

export function rejectUnknownInputs(declared: DeclaredInputs, given: readonly string[] = givenInputNames()): void {
  const known = new Set([...Object.keys(declared.all), ...formerNames(declared.all).keys()])
  const unknown = [...new Set(given.filter((name) => !known.has(name)))].sort()
  if (unknown.length === 0) return
  const ownNames = Object.keys(declared.own)
  if (unknown.length === 1) {
    const [name] = unknown as [string]
    const meant = didYouMean(name, ownNames)
    throw new Error(
      `Input "${name}" is not an input of ${declared.uses}${meant || ': remove it from the step (docs/reference.md lists the inputs).'}`,
    )
  }
  const each = unknown.map((name) => {
    const meant = nearestName(name, ownNames)
    return meant === undefined ? `"${name}"` : `"${name}" (did you mean "${meant}"?)`
  })
  throw new Error(
    `Inputs ${each.join(', ')} are not inputs of ${declared.uses}: fix their names or remove them from the step (docs/reference.md lists the inputs).`,
  )
}
