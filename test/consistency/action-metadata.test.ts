import { describe, expect, it } from 'vitest'
import { COMMON_INPUT_DEFAULTS } from '../../src/inputs/read-inputs.ts'
import { INPUT_DEFAULTS, MODES, OUTPUT_NAMES } from '../../src/modes.ts'
import { SHARED_OUTPUT_NAMES } from '../../src/step/result.ts'
import { inputEnvironment, readActionMetadata } from '../harness/action-metadata.ts'

describe('action.yml and the code agree', () => {
  const metadata = readActionMetadata()

  it("declares exactly the inputs the code reads, with the code's defaults", () => {
    expect(Object.fromEntries(metadata.inputs)).toEqual(INPUT_DEFAULTS)
  })

  it('declares every output the code can set, and no other', () => {
    expect([...metadata.outputs].sort()).toEqual([...OUTPUT_NAMES].sort())
  })

  it('gives every input and every output one owner: shared by all modes, or one mode', () => {
    // The lists are joined from the mode table: a name two owners declare would be joined silently.
    const owners = (
      shared: readonly string[],
      ofMode: (mode: (typeof MODES)[keyof typeof MODES]) => readonly string[],
    ) => {
      const found = new Map<string, string[]>(shared.map((name) => [name, ['shared']]))
      for (const [modeName, mode] of Object.entries(MODES))
        for (const name of ofMode(mode)) found.set(name, [...(found.get(name) ?? []), modeName])
      return [...found].filter(([, by]) => by.length !== 1)
    }
    expect(owners(Object.keys(COMMON_INPUT_DEFAULTS), (mode) => Object.keys(mode.inputs))).toEqual([])
    expect(owners(SHARED_OUTPUT_NAMES, (mode) => mode.outputs)).toEqual([])
    expect(Object.keys(COMMON_INPUT_DEFAULTS)).toContain('github-token')
    expect(MODES.visitors.outputs).toContain('report-path')
  })

  it('runs on node24 from the bundle', () => {
    expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })

  it('turns defaults into INPUT_* variables as a runner does, and refuses an undeclared input', () => {
    const env = inputEnvironment({ prompt: 'Hi' }, { 'github.token': 'ghs_x' })
    expect(env['INPUT_PROMPT']).toBe('Hi')
    expect(env['INPUT_TIMEOUT']).toBe('30m')
    expect(env['INPUT_GITHUB-TOKEN']).toBe('ghs_x')
    expect(Object.keys(env)).toHaveLength(metadata.inputs.size)
    expect(() => inputEnvironment({ 'no-such-input': 'x' })).toThrow('No input "no-such-input" in action.yml')
  })
})
