/*
 * Reading untrusted JSON one field at a time: the platform's answers and an earlier report.json
 * are both read this way, so a check is written once and says the same wherever it is made.
 * Each reader checks a value's type (and its range or length), returns it typed, or throws the
 * error its caller chose, naming the field: a broken answer fails the request, a bad report.json
 * is ignored. Two ways of naming the field, as each caller words its messages:
 * `require…(fields, name, where)` reads a field an object must have (`visitors[3] has no string
 * "path"`); `as…(value, where)` reads a value where it stands (`… "rowCount" is not a whole
 * number of 0 or more`). `place` turns a `where` into the words of a message.
 */

/** The readers of one caller, every failure made with its `fail`: free functions, which may be taken apart. */
export interface FieldReader {
  /** An object (not an array, not null). */
  readonly asRecord: (value: unknown, where: string) => Record<string, unknown>
  readonly asBoolean: (value: unknown, where: string) => boolean
  /** A safe integer of 0 or more: a count. */
  readonly asWholeNumber: (value: unknown, where: string) => number
  /** A string of at most `maxChars` UTF-16 units. */
  readonly asShortText: (value: unknown, where: string, maxChars: number) => string
  /** A short identifier (a letter, then letters, digits, `_` or `-`, 64 at most): `where` is the object it names. */
  readonly asIdentifier: (key: string, where: string) => string
  /** An object of finite numbers under identifiers, such as a period's figures: `{ total: 120, ai: 30 }`. */
  readonly asNamedNumbers: (value: unknown, where: string) => Record<string, number>
  readonly requireString: (fields: Record<string, unknown>, name: string, where: string) => string
  /** A string or null, as a contract's nullable strings are. */
  readonly requireNullableString: (fields: Record<string, unknown>, name: string, where: string) => string | null
  readonly requireBoolean: (fields: Record<string, unknown>, name: string, where: string) => boolean
  readonly requireArray: (fields: Record<string, unknown>, name: string, where: string) => unknown[]
  /** Each named field is a finite number. */
  readonly requireNumbers: (fields: Record<string, unknown>, where: string, names: readonly string[]) => void
  /** The error for a check of the caller's own: `problem` said of `where`. Thrown by the caller. */
  readonly refuse: (where: string, problem: string) => Error
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

/** The errors the readers made: told apart from a bug's, whatever class each caller fails with. */
const refusals = new WeakSet<Error>()

/** Whether `error` is a reader's refusal of the data, not a fault of the code that read it. */
export function isRefusal(error: unknown): error is Error {
  return error instanceof Error && refusals.has(error)
}

/**
 * The readers that fail with `fail(message)`. `place` names a `where` in a message: as it is
 * by default (`visitors[3]`), or as its caller quotes it (`report.json "history.last"`).
 */
export function fieldReader(
  fail: (message: string) => Error,
  place: (where: string) => string = (where) => where,
): FieldReader {
  const refuse = (where: string, problem: string): Error => {
    const error = fail(`${place(where)} ${problem}`)
    refusals.add(error)
    return error
  }
  const asRecord = (value: unknown, where: string): Record<string, unknown> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw refuse(where, 'is not a JSON object')
    }
    return value as Record<string, unknown>
  }
  const asIdentifier = (key: string, where: string): string => {
    if (!IDENTIFIER.test(key)) throw refuse(where, 'has a name that is not an identifier')
    return key
  }
  return {
    refuse,
    asRecord,
    asIdentifier,
    asBoolean(value, where) {
      if (typeof value !== 'boolean') throw refuse(where, 'is not true or false')
      return value
    },
    asWholeNumber(value, where) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw refuse(where, 'is not a whole number of 0 or more')
      }
      return value
    },
    asShortText(value, where, maxChars) {
      if (typeof value !== 'string' || value.length > maxChars) {
        throw refuse(where, `is not a text of at most ${maxChars} characters`)
      }
      return value
    },
    asNamedNumbers(value, where) {
      const fields = asRecord(value, where)
      for (const [key, figure] of Object.entries(fields)) {
        asIdentifier(key, where)
        if (!isFiniteNumber(figure)) throw refuse(`${where}.${key}`, 'is not a number')
      }
      return fields as Record<string, number>
    },
    requireString(fields, name, where) {
      const value = fields[name]
      if (typeof value !== 'string') throw refuse(where, `has no string "${name}"`)
      return value
    },
    requireNullableString(fields, name, where) {
      const value = fields[name]
      if (value !== null && typeof value !== 'string') throw refuse(where, `has no "${name}" string or null`)
      return value
    },
    requireBoolean(fields, name, where) {
      const value = fields[name]
      if (typeof value !== 'boolean') throw refuse(where, `has no boolean "${name}"`)
      return value
    },
    requireArray(fields, name, where) {
      const value = fields[name]
      if (!Array.isArray(value)) throw refuse(where, `has no "${name}" array`)
      return value as unknown[]
    },
    requireNumbers(fields, where, names) {
      for (const name of names) {
        if (!isFiniteNumber(fields[name])) throw refuse(where, `has no number "${name}"`)
      }
    },
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
