import { describe, expect, it } from 'vitest'
import { defuse, ForeignLines } from '../../../src/runner/foreign-output.ts'
import { addSecret } from '../../../src/text/untrusted.ts'

addSecret('mint_foreignOutputKey_42')

describe("a library's output on stdout or stderr", () => {
  it('keeps its lines, none of them a workflow command, secrets redacted', () => {
    expect(defuse('retrying: boom\n::warning::x\n  ::stop-commands::t\nkey mint_foreignOutputKey_42\n')).toBe(
      'retrying: boom\n\\::warning::x\n  \\::stop-commands::t\nkey ***\n',
    )
  })

  it('shows control characters, a carriage return included, and the old ##[ form harmlessly', () => {
    expect(defuse('a\u001b[31mred\r\n##[error]x\n')).toBe('a\\u001b[31mred\n#\\#[error]x\n')
    expect(defuse('ok\r::warning::x\n')).toBe('ok\\r::warning::x\n')
  })

  it("keeps the toolkit's own debug and mask commands a library issues, one escaped line each", () => {
    expect(defuse('::debug::Body: {%0A "msg": "mint_foreignOutputKey_42"}\n')).toBe(
      '::debug::Body: {%0A "msg": "***"}\n',
    )
    expect(defuse('::add-mask::sig123\n')).toBe('::add-mask::sig123\n')
    // Two lines in one write are not a toolkit command: the second would be a command of its own,
    // and a carriage return ends a line for the runner too.
    expect(defuse('::debug::x\n::add-mask::y\n')).toBe('\\::debug::x\n\\::add-mask::y\n')
    expect(defuse('::debug::ok\r::warning::x\n')).toBe('\\::debug::ok\\r::warning::x\n')
  })

  it("makes the artifact client's routine commentary debug lines, and keeps its retries and errors as text", () => {
    expect(
      defuse('Artifact name is valid!\nUploaded bytes 2048\nArtifact r%1 successfully finalized. Artifact ID 7\n'),
    ).toBe(
      '::debug::Artifact name is valid!\n::debug::Uploaded bytes 2048\n::debug::Artifact r%251 successfully finalized. Artifact ID 7\n',
    )
    expect(defuse('Attempt 1 of 5 failed with error: boom. Retrying request in 3000 ms...\n')).toBe(
      'Attempt 1 of 5 failed with error: boom. Retrying request in 3000 ms...\n',
    )
    expect(defuse('Artifact name is valid! ::warning::x\n')).toBe('Artifact name is valid! ::warning::x\n')
  })

  it('judges a line whole, however it was split across writes', () => {
    const lines = new ForeignLines()
    expect(lines.take(':')).toBe('')
    expect(lines.take(':error::x\nnext')).toBe('\\::error::x\n')
    expect(lines.release()).toBe('next\n')
    expect(lines.release()).toBe('')
  })

  it('decodes bytes across writes, a character split between two of them included', () => {
    const lines = new ForeignLines()
    const bytes = Buffer.from('é::x\n::error::y\n')
    expect(lines.take(bytes.subarray(0, 1))).toBe('')
    expect(lines.take(bytes.subarray(1))).toBe('é::x\n\\::error::y\n')
  })
})
