import { describe, expect, it } from 'vitest'
import { READER_TEXT_CHOICES, readerTextRule } from '../../../src/visitors/reader-text.ts'

const PUBLIC = { shown: false, reason: 'the repository is public' }
const PRIVATE = { shown: true, reason: 'the repository is private' }
const INTERNAL = { shown: true, reason: 'the repository is internal' }
const UNKNOWN = {
  shown: false,
  reason: 'the event payload does not say the repository is private, so it is taken as public',
}

const payloadOf = (repository: unknown) => ({ repository })

describe('readerTextRule: true and false', () => {
  it.each(['true', 'TRUE', ' True ', '\ttrue\n'])('shows reader text for %j, whatever the repository', (text) => {
    const expected = { shown: true, reason: '"reader-text" is true' }
    expect(readerTextRule(text, payloadOf({ visibility: 'public', private: false }))).toEqual(expected)
    expect(readerTextRule(text, {})).toEqual(expected)
  })

  it.each(['false', 'FALSE', '  false', 'False  '])('hides reader text for %j, whatever the repository', (text) => {
    const expected = { shown: false, reason: '"reader-text" is false' }
    expect(readerTextRule(text, payloadOf({ visibility: 'private', private: true }))).toEqual(expected)
    expect(readerTextRule(text, payloadOf({ visibility: 'internal' }))).toEqual(expected)
  })

  it("offers auto, true and false (the reader maps 1.0.0's show and hide before this rule sees them)", () => {
    expect(READER_TEXT_CHOICES).toEqual(['auto', 'true', 'false'])
  })
})

describe('readerTextRule: auto, from the event payload', () => {
  it.each(['auto', 'AUTO', ' Auto '])('reads the repository for %j', (text) => {
    expect(readerTextRule(text, payloadOf({ visibility: 'private', private: true }))).toEqual(PRIVATE)
    expect(readerTextRule(text, payloadOf({ visibility: 'public', private: false }))).toEqual(PUBLIC)
  })

  it.each([
    ['visibility public', { visibility: 'public' }, PUBLIC],
    ['visibility private', { visibility: 'private' }, PRIVATE],
    ['visibility internal', { visibility: 'internal' }, INTERNAL],
    ['internal and private true', { visibility: 'internal', private: true }, INTERNAL],
    ['private true alone', { private: true }, PRIVATE],
    ['private false alone', { private: false }, PUBLIC],
    ['private true and visibility private', { visibility: 'private', private: true }, PRIVATE],
  ])('takes %s', (_name, repository, expected) => {
    expect(readerTextRule('auto', payloadOf(repository))).toEqual(expected)
  })

  it.each([
    ['private true, visibility public', { visibility: 'public', private: true }],
    ['visibility private, private false', { visibility: 'private', private: false }],
    ['visibility internal, private false', { visibility: 'internal', private: false }],
  ])('hides when the signals conflict (%s): any sign of public wins', (_name, repository) => {
    expect(readerTextRule('auto', payloadOf(repository))).toEqual(PUBLIC)
  })

  it.each([
    ['no repository', {}],
    ['a null repository', payloadOf(null)],
    ['a string repository', payloadOf('private')],
    ['a number repository', payloadOf(1)],
    ['an array repository', payloadOf([{ private: true }])],
    ['a repository without either field', payloadOf({ name: 'docs', full_name: 'acme/docs' })],
    ['an unknown visibility', payloadOf({ visibility: 'secret' })],
    ['a visibility in capitals', payloadOf({ visibility: 'PRIVATE' })],
    ['private as a string', payloadOf({ private: 'true' })],
    ['private as a number', payloadOf({ private: 1 })],
  ])('takes the repository as public for %s', (_name, payload) => {
    expect(readerTextRule('auto', payload)).toEqual(UNKNOWN)
  })

  it('reads only payload.repository, not a private flag elsewhere in the payload', () => {
    expect(readerTextRule('auto', { private: true, visibility: 'private', repository: {} })).toEqual(UNKNOWN)
  })
})

describe('readerTextRule: a value that is not a choice', () => {
  it.each(['maybe', 'shown', 'show', 'true,false', ''])('rejects %j, naming the input and the choices', (text) => {
    expect(() => readerTextRule(text, payloadOf({ private: true }))).toThrow(
      `Input "reader-text" must be one of auto, true, false; got "${text}".`,
    )
  })
})
