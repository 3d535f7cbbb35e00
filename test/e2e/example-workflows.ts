import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'
import { actionReference } from '../tooling/action-steps.ts'

/* The example workflows people copy, read as written: tests run their steps' own inputs and own actions. */

interface Step {
  readonly id?: string
  readonly if?: string
  readonly uses?: string
  readonly with?: Readonly<Record<string, unknown>>
}

interface Job {
  readonly if?: string
  readonly steps?: readonly Step[]
}

export interface ExampleWorkflow {
  readonly concurrency?: { readonly group?: string; readonly 'cancel-in-progress'?: boolean }
  readonly jobs: Readonly<Record<string, Job>>
}

export function exampleWorkflow(file: string): ExampleWorkflow {
  return parse(readFileSync(path.join(ROOT, file), 'utf8')) as ExampleWorkflow
}

function exampleStep(file: string, stepId: string): { job: Job; step: Step } {
  for (const job of Object.values(exampleWorkflow(file).jobs)) {
    const step = job.steps?.find((candidate) => candidate.id === stepId)
    if (step) return { job, step }
  }
  throw new Error(`No step "${stepId}" in ${file}`)
}

/**
 * The `with:` inputs of the step `stepId` in an example workflow, as the runner passes them
 * (strings, expressions still unresolved): the test runs the example's own inputs, so the
 * example and the tested behaviour cannot drift apart.
 */
export function exampleStepInputs(file: string, stepId: string): Record<string, string> {
  const given = exampleStep(file, stepId).step.with ?? {}
  return Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]))
}

/**
 * The folder of the mode's own action the step `stepId` names (`report` for
 * `docs-agent-action/docs-agent-action/report@v2`), or undefined for the root action: what
 * `runAction`'s `action` takes, so the test runs the action.yml the example names, with its
 * defaults and its entry.
 */
export function exampleStepAction(file: string, stepId: string): string | undefined {
  const uses = exampleStep(file, stepId).step.uses ?? ''
  const reference = actionReference(uses)
  if (!reference) throw new Error(`The step "${stepId}" of ${file} does not run this action: uses: ${uses}`)
  return reference.folder
}

/** The step's `if:` condition, as written. */
export function exampleStepCondition(file: string, stepId: string): string {
  return exampleStep(file, stepId).step.if ?? ''
}

/** The `if:` condition of the job that holds the step, as written. */
export function exampleJobCondition(file: string, stepId: string): string {
  return exampleStep(file, stepId).job.if ?? ''
}

/**
 * The inputs with each `${{ expression }}` replaced by its value in `values`, as the runner
 * does. An expression the test gave no value for is an error, so every value a run depends on
 * is one the test chose.
 */
export function withExpressions(
  inputs: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const resolve = (text: string) =>
    text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
      const value = values[expression]
      if (value === undefined) throw new Error(`No value given for the expression "${expression}"`)
      return value
    })
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, resolve(value)]))
}
