import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * The steps of a workflow that run this action, and what is wrong with their `with:` inputs
 * measured against action.yml: actionlint checks the inputs of local actions and a list of
 * popular ones, never a published action such as this, so a misspelt input would pass it.
 */

/** The action as a workflow names it in `uses:`, before the `@` and its version. */
export const ACTION_REPOSITORY = 'docs-agent-action/docs-agent-action'

export interface ActionStep {
  /** Where the step is, as `jobs.<job>.steps[<index>]`. */
  readonly where: string
  /** The version after the `@`, such as `v2`. */
  readonly ref: string
  /** The `with:` inputs as the runner passes them, as text. */
  readonly inputs: Readonly<Record<string, string>>
}

interface Step {
  readonly uses?: unknown
  readonly with?: Readonly<Record<string, unknown>>
}

export function actionSteps(workflowSource: string): ActionStep[] {
  const workflow = parse(workflowSource) as { jobs?: Record<string, { steps?: Step[] }> }
  return Object.entries(workflow.jobs ?? {}).flatMap(([job, { steps = [] }]) =>
    steps.flatMap((step, index) => {
      const target = typeof step.uses === 'string' ? step.uses : ''
      if (!target.startsWith(`${ACTION_REPOSITORY}@`)) return []
      const ref = target.slice(ACTION_REPOSITORY.length + 1)
      const inputs = Object.entries(step.with ?? {}).map(([name, value]): [string, string] => [name, asText(value)])
      return [{ where: `jobs.${job}.steps[${index}]`, ref, inputs: Object.fromEntries(inputs) }]
    }),
  )
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
}

export interface DeclaredInput {
  readonly default?: string
  /** Set on an input kept only for the workflows written before it was renamed. */
  readonly deprecationMessage?: string
}

/** The inputs action.yml declares, by name. */
export function declaredInputs(
  actionYml = readFileSync(path.join(ROOT, 'action.yml'), 'utf8'),
): ReadonlyMap<string, DeclaredInput> {
  const action = parse(actionYml) as { inputs?: Record<string, DeclaredInput | null> }
  return new Map(Object.entries(action.inputs ?? {}).map(([name, input]) => [name, input ?? {}]))
}

/**
 * Each input a step gives that action.yml does not declare, or declares only as an old
 * spelling: a workflow people copy uses the names of the version it names.
 */
export function inputFindings(step: ActionStep, declared: ReadonlyMap<string, DeclaredInput>): string[] {
  return Object.keys(step.inputs).flatMap((name) => {
    const input = declared.get(name)
    if (!input) return [`${step.where}: "${name}" is not an input of action.yml`]
    if (input.deprecationMessage) return [`${step.where}: "${name}" is deprecated: ${input.deprecationMessage}`]
    return []
  })
}
