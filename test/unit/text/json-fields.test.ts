import { describe, expect, it } from 'vitest'
import { fieldReader, isRefusal } from '../../../src/text/json-fields.ts'

/* The one family of readers for untrusted JSON: what each accepts, and how it names what it refuses. */

class AnswerError extends Error {}
class FileError extends Error {}

const answer = fieldReader((message) => new AnswerError(message))
const file = fieldReader(
  (message) => new FileError(message),
  (where) => (where === '' ? 'file.json' : `file.json "${where}"`),
)

/** The error `read` throws: it must be one a reader made, of the class its caller chose. */
function refusal(read: () => unknown, kind: new (message: string) => Error = AnswerError): Error {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(kind)
    expect(isRefusal(error)).toBe(true)
    return error as Error
  }
  throw new Error('nothing was refused')
}

describe('values read where they stand (as…)', () => {
  it('returns each value as it was, typed', () => {
    const record = { a: 1 }
    expect(answer.asRecord(record, 'x')).toBe(record)
    expect(answer.asBoolean(false, 'x')).toBe(false)
    expect([0, 7, Number.MAX_SAFE_INTEGER].map((value) => answer.asWholeNumber(value, 'x'))).toEqual([
      0,
      7,
      Number.MAX_SAFE_INTEGER,
    ])
    expect(answer.asShortText('abc', 'x', 3)).toBe('abc')
    expect(answer.asIdentifier('visitors_2-a', 'x')).toBe('visitors_2-a')
    expect(answer.asNamedNumbers({ total: 12, ai: -1.5 }, 'x')).toEqual({ total: 12, ai: -1.5 })
  })

  it.each([
    ['a list', []],
    ['null', null],
    ['a text', '{}'],
    ['a number', 3],
  ])('refuses %s as a record', (_label, value) => {
    expect(refusal(() => answer.asRecord(value, 'visitors[3]')).message).toBe('visitors[3] is not a JSON object')
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '3', null])(
    'refuses %s as a whole number',
    (value) => {
      expect(refusal(() => answer.asWholeNumber(value, 'rowCount')).message).toBe(
        'rowCount is not a whole number of 0 or more',
      )
    },
  )

  it('refuses a text over its length, and anything not a text', () => {
    for (const value of ['abcd', 4, null]) {
      expect(refusal(() => answer.asShortText(value, 'id', 3)).message).toBe('id is not a text of at most 3 characters')
    }
  })

  it('refuses anything but true or false as a boolean', () => {
    for (const value of ['true', 0, null]) {
      expect(refusal(() => answer.asBoolean(value, 'rankedAll')).message).toBe('rankedAll is not true or false')
    }
  })

  it('refuses a name that could carry markup or a long text', () => {
    for (const key of ['<img>', '1st', '', 'a'.repeat(65), 'a b']) {
      expect(refusal(() => answer.asIdentifier(key, 'figures')).message).toBe(
        'figures has a name that is not an identifier',
      )
    }
    expect(answer.asIdentifier('a'.repeat(64), 'figures')).toHaveLength(64)
  })

  it('names the figure that is not a finite number, and refuses a figure whose name is not an identifier', () => {
    expect(refusal(() => answer.asNamedNumbers({ total: 1, ai: '2' }, 'totals')).message).toBe(
      'totals.ai is not a number',
    )
    expect(refusal(() => answer.asNamedNumbers({ total: Number.NaN }, 'totals')).message).toBe(
      'totals.total is not a number',
    )
    expect(refusal(() => answer.asNamedNumbers({ 'a b': 1 }, 'totals')).message).toBe(
      'totals has a name that is not an identifier',
    )
    expect(refusal(() => answer.asNamedNumbers([1], 'totals')).message).toBe('totals is not a JSON object')
  })
})

describe('fields an object must have (require…)', () => {
  const fields = { path: '/a', page: null, hasMore: true, rows: [1], hits: 3, ctr: 0.5 }

  it('returns each field as it was, typed', () => {
    expect(answer.requireString(fields, 'path', 'x')).toBe('/a')
    expect(answer.requireNullableString(fields, 'page', 'x')).toBeNull()
    expect(answer.requireNullableString(fields, 'path', 'x')).toBe('/a')
    expect(answer.requireBoolean(fields, 'hasMore', 'x')).toBe(true)
    expect(answer.requireArray(fields, 'rows', 'x')).toEqual([1])
    expect(() => answer.requireNumbers(fields, 'x', ['hits', 'ctr'])).not.toThrow()
  })

  it('names the object and the field it lacks', () => {
    expect(refusal(() => answer.requireString(fields, 'hits', 'feedback[0]')).message).toBe(
      'feedback[0] has no string "hits"',
    )
    expect(refusal(() => answer.requireNullableString(fields, 'missing', 'searches[0]')).message).toBe(
      'searches[0] has no "missing" string or null',
    )
    expect(refusal(() => answer.requireBoolean(fields, 'path', 'the answer')).message).toBe(
      'the answer has no boolean "path"',
    )
    expect(refusal(() => answer.requireArray(fields, 'path', 'the answer')).message).toBe(
      'the answer has no "path" array',
    )
  })

  it('refuses the first named field that is not a finite number', () => {
    const read = (value: unknown) => () => answer.requireNumbers({ hits: 1, ctr: value }, '"totals"', ['hits', 'ctr'])
    for (const value of [undefined, '1', Number.POSITIVE_INFINITY, null]) {
      expect(refusal(read(value)).message).toBe('"totals" has no number "ctr"')
    }
  })
})

describe('each caller its own error and words', () => {
  it('fails with the caller’s error, naming the place as the caller quotes it', () => {
    expect(refusal(() => file.asWholeNumber(-1, 'history.last.rowCount'), FileError).message).toBe(
      'file.json "history.last.rowCount" is not a whole number of 0 or more',
    )
    expect(refusal(() => file.asRecord([], ''), FileError).message).toBe('file.json is not a JSON object')
    expect(refusal(() => file.asNamedNumbers({ ai: 'x' }, 'figures.visitors'), FileError).message).toBe(
      'file.json "figures.visitors.ai" is not a number',
    )
  })

  it('makes the error for a check of the caller’s own, told apart from any other error', () => {
    const error = file.refuse('history.last', 'is not the newest period')
    expect(error).toBeInstanceOf(FileError)
    expect(error.message).toBe('file.json "history.last" is not the newest period')
    expect(isRefusal(error)).toBe(true)
    expect(isRefusal(new FileError('file.json is odd'))).toBe(false)
    expect(isRefusal(new TypeError('a bug'))).toBe(false)
    expect(isRefusal('a text')).toBe(false)
  })
})
