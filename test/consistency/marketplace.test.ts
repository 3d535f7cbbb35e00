import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../harness/action-metadata.ts'

/*
 * action.yml is what the Marketplace lists and what an editor shows beside a workflow's `with:`:
 * a description the Marketplace accepts (at most 125 characters), and for every input and output
 * one or two short sentences, each stating the rule the code checks. The details live in
 * docs/reference.md.
 */

interface Described {
  readonly description: string
  readonly default?: string
  readonly deprecationMessage?: string
}

interface ActionYaml {
  readonly name: string
  readonly description: string
  readonly inputs: Readonly<Record<string, Described>>
  readonly outputs: Readonly<Record<string, Described>>
}

const ACTION = parse(readFileSync(`${ROOT}action.yml`, 'utf8')) as ActionYaml

/** The Marketplace refuses a longer description. */
const MAX_ACTION_DESCRIPTION = 125
/** One or two short sentences: past this, a description is a paragraph, which belongs in docs/reference.md. */
const MAX_DESCRIPTION = 200

/** Sentences end with `.`, `!` or `?` before a space or the end: `1.0.0`, `2.x` and `renovate[bot]` end none. */
function sentences(text: string): number {
  return text.match(/[.!?](?=\s|$)/g)?.length ?? 0
}

const described = (part: 'inputs' | 'outputs') =>
  Object.entries(ACTION[part]).map(([name, entry]) => [name, entry.description] as const)

describe('action.yml fits the Marketplace', () => {
  it('names the platform it serves, and describes itself in at most 125 characters', () => {
    expect(ACTION.name).toBe('Docs Agent and Analytics for Mintlify')
    expect(ACTION.description.length).toBeLessThanOrEqual(MAX_ACTION_DESCRIPTION)
  })

  it.each([...described('inputs'), ...described('outputs')])(
    'describes %s in one or two sentences of at most 200 characters',
    (name, description) => {
      expect(description.length, description).toBeLessThanOrEqual(MAX_DESCRIPTION)
      expect(sentences(description), description).toBeGreaterThanOrEqual(1)
      expect(sentences(description), description).toBeLessThanOrEqual(2)
    },
  )

  it.each([
    ['require-pr', 'needs wait true'],
    ['release-notes-link', 'Needs wait true'],
    ['pr-diff', 'with event-context auto'],
    ['poll-interval', '100ms to 1h, and not more than timeout'],
    ['timeout', '1s to 120h'],
    ['page-size', '1 to 250'],
    ['history-periods', '1 to 260'],
    ['summary-rows', '0 to 1000'],
    ['retention-days', '1 to 400'],
    ['max-search-terms', '1 to 10,000, or all'],
    ['max-assistant-questions', '1 to 100,000, or all'],
    ['prompt', 'up to 128 KiB'],
    ['prompt-file', 'at most 256 KiB'],
  ])('states the rule it checks of %s: "%s"', (name, rule) => {
    expect(ACTION.inputs[name]?.description).toContain(rule)
  })

  it('gives each 1.0.0 name a one-line description and a deprecation message naming the new input', () => {
    const former = Object.entries(ACTION.inputs).filter(([, entry]) => entry.deprecationMessage !== undefined)
    expect(former.map(([name]) => name)).toEqual([
      'release-context',
      'search-rows',
      'assistant-rows',
      'artifact-retention-days',
    ])
    for (const [name, entry] of former) {
      const current = /^Use ([a-z-]+)/.exec(entry.deprecationMessage ?? '')?.[1] ?? ''
      expect(ACTION.inputs[current], `${name} → ${current}`).toBeDefined()
      expect(ACTION.inputs[current]?.deprecationMessage).toBeUndefined()
      expect(entry.description).toBe(`The former name of ${current}, read through 2.x.`)
      expect(entry.default, name).toBeUndefined()
    }
  })
})
