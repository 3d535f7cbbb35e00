import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { actionYml } from '../../scripts/action-yml.ts'
import { COMMON_INPUTS } from '../../src/inputs/common-inputs.ts'
import { defaultsOf } from '../../src/inputs/declaration.ts'
import { formerNames } from '../../src/inputs/former-spellings.ts'
import { INPUTS, MODES, OUTPUT_NAMES } from '../../src/modes.ts'
import type { Mode } from '../../src/step/mode.ts'
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

  it('gives every input and every output one owner: shared by all modes, one mode, or the modes one declaration names', () => {
    // The lists are joined from the mode table: a name two owners declare would be joined silently.
    const owners = (shared: readonly string[], ofMode: (mode: Mode) => readonly string[]) => {
      const found = new Map<string, string[]>(shared.map((name) => [name, ['shared']]))
      for (const [modeName, mode] of Object.entries(MODES) as [string, Mode][])
        for (const name of ofMode(mode)) found.set(name, [...(found.get(name) ?? []), modeName])
      return found
    }
    const inputOwners = owners(Object.keys(COMMON_INPUTS), (mode) => Object.keys(mode.inputs))
    // An input several modes read is one declaration that names exactly them.
    const wrong = [...inputOwners].filter(([name, by]) => {
      const named = INPUTS[name]?.modes
      return named === undefined ? by.length !== 1 : [...named].sort().join() !== [...by].sort().join()
    })
    expect(wrong).toEqual([])
    expect(inputOwners.get('wait')).toEqual(['agent', 'deploy', 'preview'])
    expect(inputOwners.get('comment')).toEqual(['agent', 'preview'])
    // An output several modes set is described alike by each: every deployment's status id.
    const outputOwners = owners(Object.keys(SHARED_OUTPUTS), (mode) => Object.keys(mode.outputs))
    const shared = [...outputOwners].filter(([, by]) => by.length !== 1)
    for (const [name, by] of shared) {
      expect(by, name).not.toContain('shared')
      expect(new Set(by.map((mode) => MODES[mode as keyof typeof MODES].outputs[name as never])).size, name).toBe(1)
    }
    expect(Object.keys(COMMON_INPUTS)).toContain('github-token')
    expect(Object.keys(MODES.visitors.outputs)).toContain('report-path')
  })

  it("begins each mode's input's description with the modes that read it: Agent mode, Agent and deploy modes", () => {
    const phrase = (modes: readonly string[]) => {
      const listed = modes.length === 1 ? modes.join('') : `${modes.slice(0, -1).join(', ')} and ${modes.at(-1)}`
      return `${listed.charAt(0).toUpperCase()}${listed.slice(1)} mode${modes.length === 1 ? '' : 's'}`
    }
    const wrong = (Object.entries(MODES) as [string, Mode][]).flatMap(([modeName, mode]) =>
      Object.entries(mode.inputs).flatMap(([name, input]) => {
        const expected = phrase(input.modes ?? [modeName])
        // `Visitors mode: ...`, or a report section's `Visitors mode with include searches: ...`
        return /^[: ]/.test(input.description.slice(expected.length)) && input.description.startsWith(expected)
          ? []
          : [`${name}: "${input.description.slice(0, 40)}…", not "${expected}…"`]
      }),
    )
    expect([...new Set(wrong)]).toEqual([])
  })

  it('describes every input and output, and marks required only inputs without a default', () => {
    for (const [name, input] of Object.entries(INPUTS)) {
      expect(input.description.trim(), name).not.toBe('')
      if (input.required) expect(input.default, name).toBe('')
    }
    // api-key and project-id too: rollup mode takes neither, and every other mode says so before any request.
    expect(Object.keys(INPUTS).filter((name) => INPUTS[name]?.required)).toEqual([])
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
