import { describe, expect, it } from 'vitest'
import { defuse } from '../../src/runner/foreign-output.ts'
import { addSecret } from '../../src/text/untrusted.ts'

addSecret('mint_foreignOutputKey_42')

describe("a library's output on stdout or stderr", () => {
  it('keeps its lines, none of them a workflow command, secrets redacted', () => {
    expect(defuse('retrying: boom\n::warning::x\n  ::stop-commands::t\nkey mint_foreignOutputKey_42\n')).toBe(
      'retrying: boom\n\\::warning::x\n  \\::stop-commands::t\nkey ***\n',
    )
  })

  it('shows control characters, and the old ##[ form harmlessly', () => {
    expect(defuse('a\u001b[31mred\r\n##[error]x')).toBe('a\\u001b[31mred\n#\\#[error]x')
  })

  it("keeps the toolkit's own debug and mask commands a library issues, one escaped line each", () => {
    expect(defuse('::debug::Body: {%0A "msg": "mint_foreignOutputKey_42"}\n')).toBe(
      '::debug::Body: {%0A "msg": "***"}\n',
    )
    expect(defuse('::add-mask::sig123\n')).toBe('::add-mask::sig123\n')
    // Two lines in one write are not a toolkit command: the second would be a command of its own.
    expect(defuse('::debug::x\n::add-mask::y\n')).toBe('\\::debug::x\n\\::add-mask::y\n')
  })

  it('passes bytes through the same rules, and leaves other values alone', () => {
    expect(defuse(Buffer.from('::error::x\n'))).toBe('\\::error::x\n')
    expect(defuse('')).toBe('')
  })
})
