import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../harness/action-metadata.ts'

/* The example workflows people copy, read as written: tests run their steps' own inputs. */

/**
 * The `with:` inputs of the step `stepId` in an example workflow, as written: the test runs the
 * example's own inputs, so the example and the tested behaviour cannot drift apart. The
 * examples keep to a plain layout (`key: value` lines under `with:`), which this relies on.
 */
export function exampleStepInputs(file: string, stepId: string): Record<string, string> {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n')
  const start = lines.findIndex((line) => line.trim() === `id: ${stepId}`)
  if (start < 0) throw new Error(`No step "${stepId}" in ${file}`)
  const inputs: Record<string, string> = {}
  let inWith = false
  for (const line of lines.slice(start + 1)) {
    if (/^\s*- name:/.test(line)) break
    if (line.trim() === 'with:') {
      inWith = true
      continue
    }
    const entry = /^\s+([a-z-]+):\s*(.*?)\s*(?:#.*)?$/.exec(line)
    if (inWith && entry) inputs[entry[1] ?? ''] = (entry[2] ?? '').replace(/^'(.*)'$/, '$1')
  }
  return inputs
}

/** The step's `if:` condition, as written. */
export function exampleStepCondition(file: string, stepId: string): string {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n')
  const start = lines.findIndex((line) => line.trim() === `id: ${stepId}`)
  const condition = lines.slice(start + 1).find((line) => /^\s+if:/.test(line))
  return condition?.replace(/^\s+if:\s*/, '').trim() ?? ''
}
