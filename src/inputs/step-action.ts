import { givenInputValue } from '../runner/environment.ts'
import { isExpression, modesNamed, type InputDeclarations } from './declaration.ts'

/*
 * Which action a step runs, the root one or a mode's own, and the inputs it refuses for it: those
 * of other modes, each named with the action that takes it.
 */

/**
 * The action a step runs: the root one, whose `mode` input chooses the mode, or a mode's own
 * (`report/action.yml`), whose mode is fixed; each named as a workflow writes it in `uses:`.
 */
export interface StepAction {
  /** The mode's own action the step runs, with its mode, or undefined for the root one. */
  readonly own: { readonly uses: string; readonly mode: string } | undefined
  /** How a workflow names a mode's own action (`docs-agent-action/docs-agent-action/report@v2`), for errors that point to it. */
  readonly ownActionOf: (mode: string) => string
}

/** The root action, as a step outside a runner (a unit test) runs it. */
export const ROOT_ACTION: StepAction = { own: undefined, ownActionOf: (mode) => `the action of mode "${mode}"` }

/**
 * An input that only other modes read, set, is an error: the user asked for something this step
 * would not do; the error names the modes it belongs to (and, on a mode's own action, theirs).
 * On the root action, set means other than its default (the runner gives an unset input its
 * default), and a former name counts at other than its former default: 1.0.0 accepted another
 * mode's input left at its default, and a 1.0.0 step keeps working. A mode's own action declares
 * no other mode's input, so there any value was written by the workflow. An input whose default
 * is an expression (`github-token`) is always set by the runner: it is not checked.
 */
export function rejectInputsOfOtherModes(
  mode: string,
  modes: Readonly<Record<string, { readonly inputs: InputDeclarations }>>,
  action: StepAction = ROOT_ACTION,
): void {
  const own = modes[mode]?.inputs ?? {}
  for (const [otherMode, { inputs }] of Object.entries(modes)) {
    if (otherMode === mode) continue
    for (const [name, declaration] of Object.entries(inputs)) {
      if (isExpression(declaration.default) || Object.hasOwn(own, name)) continue
      const spellings = [{ name, defaultValue: declaration.default }]
      if (declaration.formerName !== undefined) {
        spellings.push({ name: declaration.formerName, defaultValue: declaration.formerDefault })
      }
      const written = (spelling: { name: string; defaultValue: string }): boolean => {
        const value = givenInputValue(spelling.name)
        return action.own === undefined ? !atDefault(value, spelling.defaultValue) : value !== ''
      }
      const set = spellings.find(written)
      if (set !== undefined) throw new Error(otherModesInput(set.name, declaration.modes ?? [otherMode], mode, action))
    }
  }
}

/** The error for an input of other modes: whose it is, and on a mode's own action, the action that takes it. */
function otherModesInput(name: string, readers: readonly string[], mode: string, action: StepAction): string {
  if (action.own === undefined)
    return `Input "${name}" applies to ${modesNamed(readers)} only; this step runs mode "${mode}".`
  const actions = readers.map(action.ownActionOf).join(' or ')
  const whose = readers.length === 1 ? 'whose own action is' : 'whose own actions are'
  return `Input "${name}" is not an input of ${action.own.uses}: it applies to ${modesNamed(readers)} only, ${whose} ${actions}. Use one for it, or remove it from the step.`
}

/** An input unset (`''` outside a runner) or at its default, which a runner gives an unset input. */
function atDefault(value: string, defaultValue: string): boolean {
  return value === '' || value === defaultValue
}
