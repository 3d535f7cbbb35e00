import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { countNewGaps, GapDigests } from '../../../../src/visitors/history/gap-digests.ts'

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

describe('countNewGaps', () => {
  const last = new Map([
    ['searches', new Set([digests.of('sso setup'), digests.of('rate limits')])],
    ['feedback', new Set<string>()],
  ])

  it('counts the listed gaps the last report did not list, section by section', () => {
    const parts = [
      { name: 'searches', keys: ['sso setup', 'webhooks', 'rate limits', 'saml'] },
      { name: 'feedback', keys: ['/docs/auth'] },
    ]
    expect(countNewGaps(parts, last, digests)).toEqual({
      added: 3,
      listed: 5,
      addedKeys: new Map([
        ['searches', new Set(['webhooks', 'saml'])],
        ['feedback', new Set(['/docs/auth'])],
      ]),
    })
  })

  it('leaves out sections the last report did not have', () => {
    const parts = [
      { name: 'searches', keys: ['sso setup'] },
      { name: 'assistant', keys: ['how do I rotate a key?', 'what is SCIM?'] },
    ]
    expect(countNewGaps(parts, last, digests)).toEqual({
      added: 0,
      listed: 1,
      addedKeys: new Map([['searches', new Set()]]),
    })
  })

  it('does not match a gap of one section with the same text in another', () => {
    const parts = [{ name: 'feedback', keys: ['sso setup'] }]
    expect(countNewGaps(parts, last, digests)).toMatchObject({ added: 1, listed: 1 })
  })

  it('counts every gap as new when the digests were made with another key, and nothing without a last report', () => {
    const parts = [{ name: 'searches', keys: ['sso setup', 'rate limits'] }]
    expect(countNewGaps(parts, last, other)).toMatchObject({ added: 2, listed: 2 })
    expect(countNewGaps(parts, undefined, digests)).toBeUndefined()
    expect(countNewGaps([], last, digests)).toEqual({ added: 0, listed: 0, addedKeys: new Map() })
  })
})
