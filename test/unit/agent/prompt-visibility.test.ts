import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPromptVisibility } from '../../../src/agent/prompt-visibility.ts'
import type { PromptSource } from '../../../src/agent/prompt-file.ts'
import { MAX_NOTES } from '../../../src/step/content-notes.ts'
import { sha256Of, SIDECAR_FOLDER } from '../../../src/step/hand-off-sidecar.ts'
import { fakeEnvironment } from '../support/fakes.ts'

/* `show-prompt: auto`: a prompt made of what readers wrote is shown only where reader text may be. */

const home = mkdtempSync(path.join(tmpdir(), 'visibility-'))
const runnerTemp = path.join(home, 'temp')
const readerTextDir = path.join(runnerTemp, 'visitors-reader-text')
mkdirSync(readerTextDir, { recursive: true })
const file = (name: string, directory = home, content = 'Close these gaps'): PromptSource => {
  const full = path.join(directory, name)
  mkdirSync(directory, { recursive: true })
  writeFileSync(full, content)
  return { kind: 'file', path: full, given: name, sha256: sha256Of(content) }
}
const notes = path.join(runnerTemp, SIDECAR_FOLDER)
/** A note as a report step leaves one, describing `content`; named as the report names it, by a path's digest. */
const note = (content: string, fields: Record<string, unknown> = {}) => {
  mkdirSync(notes, { recursive: true })
  const name = `${sha256Of(`${content}${JSON.stringify(fields)}`)}.json`
  writeFileSync(path.join(notes, name), JSON.stringify({ format: 1, contentSha256: sha256Of(content), ...fields }))
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

describe('show-prompt: auto, the content gaps told by their content', () => {
  const GAPS = '# Close the gaps readers found\n- "zq4711 private reader term"\n'
  const hiddenOnPublic =
    'it holds what readers wrote (the content gaps of a visitors report) and the repository is public ("show-prompt: auto")'

  it('hides a copy of a report’s content gaps, whatever its name and place, where the original is hidden', () => {
    rmSync(notes, { recursive: true, force: true })
    note(GAPS, { readerTextShown: true })
    const copy = file('gaps.md', path.join(home, 'elsewhere'), GAPS)
    expect(readPromptVisibility('auto', copy, on(PUBLIC))).toEqual({ shown: false, hiddenBecause: hiddenOnPublic })
    expect(readPromptVisibility('auto', copy, on(PRIVATE)).shown).toBe(true)
    // The same words in a file of another content are another prompt.
    expect(readPromptVisibility('auto', file('gaps.md', home, `${GAPS}\nAnd fix the typo.`), on(PUBLIC)).shown).toBe(
      true,
    )
  })

  it('hides a copy on a private repository too, when the report kept reader text out of view', () => {
    rmSync(notes, { recursive: true, force: true })
    note(GAPS, { readerTextShown: true })
    note(GAPS, { readerTextShown: false })
    expect(readPromptVisibility('auto', file('gaps.md', home, GAPS), on(PRIVATE))).toEqual({
      shown: false,
      hiddenBecause:
        'it holds what readers wrote: the content gaps of a visitors report that keeps them out of view ("show-prompt: auto")',
    })
  })

  it('takes a note that is not what a report step writes for no note at all', () => {
    rmSync(notes, { recursive: true, force: true })
    mkdirSync(notes, { recursive: true })
    writeFileSync(path.join(notes, `${'a'.repeat(64)}.json`), `[${JSON.stringify(sha256Of(GAPS))}]`)
    writeFileSync(path.join(notes, `${'b'.repeat(64)}.json`), '{"contentSha256": ')
    expect(readPromptVisibility('auto', file('gaps.md', home, GAPS), on(PUBLIC)).shown).toBe(true)
  })

  it('hides a prompt file when there are more notes than it searches', () => {
    rmSync(notes, { recursive: true, force: true })
    for (let index = 0; index <= MAX_NOTES; index++) note(`report ${index}`)
    const visibility = readPromptVisibility('auto', file('prompt.md', home, 'Document the flag.'), on(PUBLIC))
    expect(visibility.shown ? '' : visibility.hiddenBecause).toContain(`more than ${MAX_NOTES} notes`)
    rmSync(notes, { recursive: true, force: true })
  })
})
