import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPromptVisibility } from '../../../src/agent/prompt-visibility.ts'
import type { PromptSource } from '../../../src/agent/prompt-file.ts'
import { fakeEnvironment } from '../support/fakes.ts'

/* `show-prompt: auto`: a prompt made of what readers wrote is shown only where reader text may be. */

const home = mkdtempSync(path.join(tmpdir(), 'visibility-'))
const runnerTemp = path.join(home, 'temp')
const readerTextDir = path.join(runnerTemp, 'visitors-reader-text')
mkdirSync(readerTextDir, { recursive: true })
const file = (name: string, directory = home): PromptSource => {
  const full = path.join(directory, name)
  writeFileSync(full, 'Close these gaps')
  return { kind: 'file', path: full, given: name }
}
const on = (repository: Record<string, unknown> | undefined) =>
  fakeEnvironment({ runnerTemp, eventPayload: repository === undefined ? {} : { repository } })
const PUBLIC = { private: false, visibility: 'public' }
const PRIVATE = { private: true, visibility: 'private' }

describe('show-prompt: auto', () => {
  it('hides the content gaps of a report on a public repository, saying why', () => {
    expect(readPromptVisibility('auto', file('content-gaps.md'), on(PUBLIC))).toEqual({
      shown: false,
      hiddenBecause:
        'it holds what readers wrote (the content gaps of a visitors report) and the repository is public ("show-prompt: auto")',
    })
  })

  it('takes a repository the payload does not describe as public', () => {
    const visibility = readPromptVisibility('auto', file('content-gaps.md'), on(undefined))
    expect(visibility.shown ? '' : visibility.hiddenBecause).toContain(
      'the event payload does not say the repository is private',
    )
  })

  it('never shows a file visitors mode kept out of view, even on a private repository (reader-text: false)', () => {
    for (const name of ['content-gaps.md', 'searches.md']) {
      expect(readPromptVisibility('auto', file(name, readerTextDir), on(PRIVATE))).toEqual({
        shown: false,
        hiddenBecause:
          'it holds what readers wrote, from the place where the visitors step keeps it out of view ("show-prompt: auto")',
      })
    }
  })

  it('shows the content gaps on a private or internal repository, as reader-text: auto does', () => {
    expect(readPromptVisibility('auto', file('content-gaps.md'), on(PRIVATE)).shown).toBe(true)
    expect(readPromptVisibility('auto', file('content-gaps.md'), on({ visibility: 'internal' })).shown).toBe(true)
  })

  it('shows a prompt that holds no reader text, wherever it runs', () => {
    expect(readPromptVisibility('auto', file('prompt.md'), on(PUBLIC)).shown).toBe(true)
    expect(readPromptVisibility('auto', { kind: 'input', text: 'x' }, on(PUBLIC)).shown).toBe(true)
    expect(readPromptVisibility('auto', undefined, on(PUBLIC)).shown).toBe(true)
  })

  it('gives way to true and false, whatever the prompt holds', () => {
    expect(readPromptVisibility('true', file('content-gaps.md'), on(PUBLIC)).shown).toBe(true)
    expect(readPromptVisibility('FALSE', file('prompt.md'), on(PRIVATE))).toEqual({
      shown: false,
      hiddenBecause: '"show-prompt" is false',
    })
  })
})
