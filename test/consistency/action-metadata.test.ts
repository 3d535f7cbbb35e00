import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { actionYml } from '../../scripts/action-yml.ts'
import { COMMON_INPUTS } from '../../src/inputs/common-inputs.ts'
import { defaultsOf } from '../../src/inputs/declaration.ts'
import { formerNames } from '../../src/inputs/former-spellings.ts'
import { INPUTS, MODES, OUTPUT_NAMES } from '../../src/modes.ts'
import { SHARED_OUTPUTS } from '../../src/step/result.ts'
import { inputEnvironment, readActionMetadata, ROOT } from '../harness/action-metadata.ts'

describe('action.yml and the code agree', () => {
  const metadata = readActionMetadata()

  it('is the file the declarations make: run `npm run bundle` after changing an input or an output', () => {
    expect(readFileSync(`${ROOT}action.yml`, 'utf8')).toBe(actionYml())
  })

  it("declares exactly the inputs the code reads, with the code's defaults, as a runner reads them", () => {
    expect(Object.fromEntries(metadata.inputs)).toEqual(defaultsOf(INPUTS))
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
    expect(owners(Object.keys(COMMON_INPUTS), (mode) => Object.keys(mode.inputs))).toEqual([])
    expect(owners(Object.keys(SHARED_OUTPUTS), (mode) => Object.keys(mode.outputs))).toEqual([])
    expect(Object.keys(COMMON_INPUTS)).toContain('github-token')
    expect(Object.keys(MODES.visitors.outputs)).toContain('report-path')
  })

  it('describes every input and output, and marks required only inputs without a default', () => {
    for (const [name, input] of Object.entries(INPUTS)) {
      expect(input.description.trim(), name).not.toBe('')
      if (input.required) expect(input.default, name).toBe('')
    }
    expect(Object.keys(INPUTS).filter((name) => INPUTS[name]?.required)).toEqual(['api-key', 'project-id'])
  })

  it('declares each 1.0.0 name the code still reads, deprecated, naming its new name', () => {
    expect([...metadata.formerInputs.keys()]).toEqual([...formerNames(INPUTS).keys()])
    for (const [former, name] of formerNames(INPUTS)) {
      expect(metadata.formerInputs.get(former), former).toMatch(new RegExp(`^Use ${name}\\b`))
    }
  })

  it('runs on node24 from the bundle', () => {
    expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })

  it('turns defaults into INPUT_* variables as a runner does, and refuses an undeclared input', () => {
    const env = inputEnvironment({ prompt: 'Hi' }, { 'github.token': 'ghs_x' })
    expect(env['INPUT_PROMPT']).toBe('Hi')
    expect(env['INPUT_TIMEOUT']).toBe('30m')
    expect(env['INPUT_GITHUB-TOKEN']).toBe('ghs_x')
    // A 1.0.0 name has no default: set, empty, as a runner sets an input without one.
    expect(env['INPUT_RELEASE-CONTEXT']).toBe('')
    expect(inputEnvironment({ 'release-context': 'auto' })['INPUT_RELEASE-CONTEXT']).toBe('auto')
    expect(Object.keys(env)).toHaveLength(metadata.inputs.size + metadata.formerInputs.size)
    expect(() => inputEnvironment({ 'no-such-input': 'x' })).toThrow('No input "no-such-input" in action.yml')
  })
})
