import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GapDigests } from '../../../../src/visitors/history/gap-digests.ts'

const digests = new GapDigests('mint_key_one')
const other = new GapDigests('mint_key_two')

describe('GapDigests', () => {
  it('makes 16 hex digits of a gap, the same each time and for each instance of one key', () => {
    const digest = digests.of('sso setup')
    expect(digest).toMatch(/^[0-9a-f]{16}$/)
    expect(digests.of('sso setup')).toBe(digest)
    expect(new GapDigests('mint_key_one').of('sso setup')).toBe(digest)
    expect(digests.of('sso  setup')).not.toBe(digest)
    expect(digests.of('')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('makes other digests with another key, so a file does not tell what readers typed without it', () => {
    expect(other.of('sso setup')).not.toBe(digests.of('sso setup'))
    // Not a plain hash of the text: without the key nobody can test a guess against a digest.
    const plain = createHash('sha256').update('sso setup').digest('hex').slice(0, 16)
    expect(digests.of('sso setup')).not.toBe(plain)
    expect(new GapDigests('').of('sso setup')).not.toBe(plain)
  })

  it('has a check that is equal exactly when the keys are', () => {
    expect(digests.check).toMatch(/^[0-9a-f]{16}$/)
    expect(new GapDigests('mint_key_one').check).toBe(digests.check)
    expect(other.check).not.toBe(digests.check)
    expect(digests.check).not.toBe(digests.of('check'))
  })
})
