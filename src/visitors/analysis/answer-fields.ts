import { BrokenAnswerError } from '../../platform/errors.ts'

/**
 * Reading the analytics answers against the published contract. Strict where the report
 * depends on it (every count a finite JSON number, every row keyed), tolerant of the rest:
 * counts have no minimum in the contract, so a negative or fractional one is kept as sent, and
 * each row is the platform's own object, written back unchanged with fields this action does not
 * know, unless its section keeps only the contract's fields. A violation throws
 * BrokenAnswerError naming the field, which fails the request at once. Each section reads its
 * rows and totals with these, the history reads an earlier report's figures as strictly, and
 * each pager reads the fields that say how paging goes on.
 */

/** The rows of an answer, each read by `read`; `where` names the row in messages: `visitors[3]`. */
export function readRows<R>(
  answer: Record<string, unknown>,
  shape: { readonly arrayName: string },
  read: (fields: Record<string, unknown>, where: string) => R,
): R[] {
  const name = shape.arrayName
  const list = answer[name]
  if (!Array.isArray(list)) throw new BrokenAnswerError(`the answer has no "${name}" array`)
  return (list as unknown[]).map((row, index) => read(asRecord(row, `${name}[${index}]`), `${name}[${index}]`))
}

export function requireString(fields: Record<string, unknown>, name: string, where: string): string {
  const value = fields[name]
  if (typeof value !== 'string') throw new BrokenAnswerError(`${where} has no string "${name}"`)
  return value
}

/** A string or null, as the contract's nullable strings are. */
export function requireNullableString(fields: Record<string, unknown>, name: string, where: string): string | null {
  const value = fields[name]
  if (value !== null && typeof value !== 'string') {
    throw new BrokenAnswerError(`${where} has no "${name}" string or null`)
  }
  return value
}

export function requireBoolean(fields: Record<string, unknown>, name: string, where: string): boolean {
  const value = fields[name]
  if (typeof value !== 'boolean') throw new BrokenAnswerError(`${where} has no boolean "${name}"`)
  return value
}

/** Each named field is a finite JSON number. */
export function requireNumbers(fields: Record<string, unknown>, where: string, names: readonly string[]): void {
  for (const name of names) {
    const value = fields[name]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new BrokenAnswerError(`${where} has no number "${name}"`)
    }
  }
}

export function asRecord(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BrokenAnswerError(`${where} is not a JSON object`)
  }
  return value as Record<string, unknown>
}
