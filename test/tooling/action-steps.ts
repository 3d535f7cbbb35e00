import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * The steps of a workflow that run this action, the root one or a mode's own, and what is wrong
 * with their `with:` inputs measured against the action.yml the step names: actionlint checks the
 * inputs of local actions and a list of popular ones, never a published action such as this, so
 * a misspelt input, or another mode's, would pass it.
 */

/** The action as a workflow names it in `uses:`, before the `@` and its version (or `/report`, a mode's own). */
export const ACTION_REPOSITORY = 'docs-agent-action/docs-agent-action'

/** What a `uses:` value names of this action: a mode's own action's folder (none for the root action) and the version. */
export interface ActionReference {
  /** The folder of a mode's own action, such as `report`; undefined for the root action. */
  readonly folder: string | undefined
  /** The version after the `@`, such as `v2`. */
  readonly ref: string
}

/**
 * `docs-agent-action/docs-agent-action@v2` (the root action) or
 * `docs-agent-action/docs-agent-action/report@v2` (a mode's own), read apart; undefined for any
 * other action.
 */
export function actionReference(uses: string): ActionReference | undefined {
  const match = /^([^@]+)@(.+)$/.exec(uses)
  if (!match) return undefined
  const [, target = '', ref = ''] = match
  if (target === ACTION_REPOSITORY) return { folder: undefined, ref }
  if (!target.startsWith(`${ACTION_REPOSITORY}/`)) return undefined
  return { folder: target.slice(ACTION_REPOSITORY.length + 1), ref }
}

export interface ActionStep extends ActionReference {
  /** Where the step is, as `jobs.<job>.steps[<index>]`. */
  readonly where: string
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
      const reference = typeof step.uses === 'string' ? actionReference(step.uses) : undefined
      if (!reference) return []
      const inputs = Object.entries(step.with ?? {}).map(([name, value]): [string, string] => [name, asText(value)])
      return [{ where: `jobs.${job}.steps[${index}]`, ...reference, inputs: Object.fromEntries(inputs) }]
    }),
  )
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
}

export interface DeclaredInput {
  readonly default?: string
  readonly required?: boolean
  /** Set on an input kept only for the workflows written before it was renamed. */
  readonly deprecationMessage?: string
}

/** The action.yml of the root action (no folder) or of a mode's own action, as its path in the repository. */
export function actionYmlPath(folder: string | undefined): string {
  return folder === undefined ? 'action.yml' : `${folder}/action.yml`
}

/** The inputs an action.yml declares, by name: the root action's unless given another file's text. */
export function declaredInputs(
  actionYml = readFileSync(path.join(ROOT, 'action.yml'), 'utf8'),
): ReadonlyMap<string, DeclaredInput> {
  const action = parse(actionYml) as { inputs?: Record<string, DeclaredInput | null> }
  return new Map(Object.entries(action.inputs ?? {}).map(([name, input]) => [name, input ?? {}]))
}

/** The inputs the action.yml a step names declares: its mode's own action's, or the root action's. */
export function declaredInputsOf(step: Pick<ActionStep, 'folder'>): ReadonlyMap<string, DeclaredInput> {
  return declaredInputs(readFileSync(path.join(ROOT, actionYmlPath(step.folder)), 'utf8'))
}

/**
 * Each input a step gives that its action.yml (`declared`, by default the one the step names)
 * does not declare, or declares only as an old spelling, and each input it marks required, with
 * no default, that the step leaves out: a workflow people copy uses the names of the version and
 * the action it names.
 */
export function inputFindings(step: ActionStep, declared = declaredInputsOf(step)): string[] {
  const file = actionYmlPath(step.folder)
  const given = Object.keys(step.inputs).flatMap((name) => {
    const input = declared.get(name)
    if (!input) return [`${step.where}: "${name}" is not an input of ${file}`]
    if (input.deprecationMessage) return [`${step.where}: "${name}" is deprecated: ${input.deprecationMessage}`]
    return []
  })
  const missing = [...declared]
    .filter(([name, input]) => input.required === true && input.default === undefined && !(name in step.inputs))
    .map(([name]) => `${step.where}: "${name}" is required by ${file}`)
  return [...given, ...missing]
}
