import { describe, expect, it } from 'vitest'
import { INPUT_DEFAULTS } from '../../src/inputs/read-inputs.ts'
import { MODES } from '../../src/modes.ts'
import { OUTPUT_NAMES } from '../../src/step/outputs.ts'
import { inputEnvironment, readActionMetadata } from '../harness/action-metadata.ts'

describe('action.yml and the code agree', () => {
  const metadata = readActionMetadata()

  it("declares exactly the inputs the code reads, with the code's defaults", () => {
    expect(Object.fromEntries(metadata.inputs)).toEqual(INPUT_DEFAULTS)
  })

  it('declares every output the code can set, and no other', () => {
    expect([...metadata.outputs].sort()).toEqual([...OUTPUT_NAMES].sort())
  })

  it('gives every mode-only input to exactly one mode, and every input to a mode or to all', () => {
    const owners = new Map<string, string[]>()
    for (const [mode, { inputs }] of Object.entries(MODES))
      for (const name of inputs) owners.set(name, [...(owners.get(name) ?? []), mode])
    for (const [name, modes] of owners) expect({ name, modes: modes.length }).toEqual({ name, modes: 1 })
    for (const name of owners.keys()) expect(metadata.inputs.has(name)).toBe(true)
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
