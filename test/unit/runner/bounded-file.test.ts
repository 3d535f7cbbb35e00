import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NotARegularFile, readBoundedFileSync } from '../../../src/runner/bounded-file.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'bounded-file-'))
const file = (name: string, content: string) => {
  const at = path.join(dir, name)
  writeFileSync(at, content)
  return at
}

describe('a file another step could have written, read within a cap', () => {
  it('reads a file at its cap whole, and one past it only to one byte over', () => {
    expect(readBoundedFileSync(file('at-cap', 'abcd'), 4).toString()).toBe('abcd')
    expect(readBoundedFileSync(file('over-cap', 'abcdefgh'), 4).toString()).toBe('abcde')
  })

  it('refuses a link, and names a directory as no regular file', () => {
    const link = path.join(dir, 'link')
    symlinkSync(file('target', 'x'), link)
    expect(() => readBoundedFileSync(link, 10)).toThrow(/ELOOP/)
    expect(() => readBoundedFileSync(dir, 10)).toThrow(NotARegularFile)
  })
})
