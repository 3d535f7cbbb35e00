import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { modeActionEntry, modeActionYml } from '../../scripts/action-yml.ts'
import { COMMON_INPUTS } from '../../src/inputs/common-inputs.ts'
import { MODE_NAMES, MODES } from '../../src/modes.ts'
import { SHARED_OUTPUTS } from '../../src/step/result.ts'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * Each mode's own action (`report/action.yml`), held to the declarations it is written from: the
 * common inputs its mode reads and its mode's own, no `mode`, its outputs, a name and a
 * description the Marketplace would take, and an entry beside the bundle.
 */

interface Described {
  readonly description: string
  readonly default?: string
  readonly required?: boolean
}

interface OwnActionYaml {
  readonly name: string
  readonly description: string
  readonly inputs: Readonly<Record<string, Described>>
  readonly outputs: Readonly<Record<string, Described>>
  readonly runs: { readonly using: string; readonly main: string }
}

const cases = MODE_NAMES.map((mode) => [MODES[mode].action.folder, mode] as const)
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const yamlOf = (folder: string) => parse(read(`${folder}/action.yml`)) as OwnActionYaml

describe("each mode's own action.yml", () => {
  it.each(cases)('%s/action.yml and its entry are the files the declarations make (npm run bundle)', (folder, mode) => {
    expect(read(`${folder}/action.yml`)).toBe(modeActionYml(mode))
    expect(read(`dist/sub-actions/${folder}.js`)).toBe(modeActionEntry(mode))
  })

  it.each(cases)('%s/action.yml declares the common inputs mode %s reads, its own, and no other', (folder, mode) => {
    const { inputs, platform } = MODES[mode]
    const common = Object.keys(COMMON_INPUTS).filter(
      (name) => name !== 'mode' && (platform || !['api-key', 'project-id', 'base-url'].includes(name)),
    )
    expect(Object.keys(yamlOf(folder).inputs)).toEqual([...common, ...Object.keys(inputs)])
  })

  it.each(cases)('%s/action.yml asks for what its mode cannot run without, and defaults the rest', (folder, mode) => {
    const declared = yamlOf(folder).inputs
    const required = Object.entries(declared).flatMap(([name, input]) => (input.required ? [name] : []))
    const platform = ['api-key', 'project-id']
    const byMode: Record<string, string[]> = {
      agent: platform,
      visitors: platform,
      deploy: platform,
      preview: platform,
      automation: [...platform, 'automation-id'],
      rollup: [],
    }
    expect(required).toEqual(byMode[mode])
    for (const [name, input] of Object.entries(declared))
      expect(input.required === true, name).toBe(input.default === undefined)
  })

  it.each(cases)('%s/action.yml declares its outputs and the shared ones', (folder, mode) => {
    expect(Object.keys(yamlOf(folder).outputs)).toEqual([
      ...Object.keys(SHARED_OUTPUTS),
      ...Object.keys(MODES[mode].outputs),
    ])
  })

  it.each(cases)('%s/action.yml has a name of its own and a description the Marketplace would take', (folder) => {
    const { name, description, inputs, outputs } = yamlOf(folder)
    expect(description.length, description).toBeLessThanOrEqual(125)
    expect(name).toContain('Mintlify')
    // Its step runs one mode: no description begins by naming modes, as the root action's do.
    for (const entry of [...Object.values(inputs), ...Object.values(outputs)])
      expect(entry.description).not.toMatch(/^[A-Z][a-z]+(?:(?:, | and )[a-z]+)* modes?\b/)
  })

  it.each(cases)('%s/action.yml runs the one bundle on node24 through its entry', (folder) => {
    const { runs } = yamlOf(folder)
    expect(runs).toEqual({ using: 'node24', main: `../dist/sub-actions/${folder}.js` })
    expect(read(`dist/sub-actions/${folder}.js`)).toContain(`await import('../index.js')`)
  })

  it("gives the modes distinct names, and no folder an action.yml that is not a mode's own", () => {
    const names = MODE_NAMES.map((mode) => MODES[mode].action.name)
    expect(new Set(names).size).toBe(names.length)
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'action.yml')))
      .map((entry) => entry.name)
      .sort()
    expect(folders).toEqual(cases.map(([folder]) => folder).sort())
    expect(readdirSync(path.join(ROOT, 'dist/sub-actions')).sort()).toEqual(folders.map((folder) => `${folder}.js`))
  })
})
