import { BrokenAnswerError } from '../../platform/errors.ts'
import { fieldReader } from '../../text/json-fields.ts'

/**
 * Reading the analytics answers against the published contract. Strict where the report
 * depends on it (every count a finite JSON number, every row keyed), tolerant of the rest:
 * counts have no minimum in the contract, so a negative or fractional one is kept as sent, and
 * each row is the platform's own object, written back unchanged with fields this action does not
 * know, unless its section keeps only the contract's fields. A violation throws
 * BrokenAnswerError naming the field, which fails the request at once. Each section reads its
 * rows and totals with these; each pager reads the fields that say how paging goes on.
 */
export const {
  asRecord,
  requireString,
  requireNullableString,
  requireBoolean,
  requireArray,
  requireNumbers,
  refuse: refuseAnswer,
} = fieldReader((message) => new BrokenAnswerError(message))

/** The rows of an answer, each read by `read`; `where` names the row in messages: `visitors[3]`. */
export function readRows<R>(
  answer: Record<string, unknown>,
  shape: { readonly arrayName: string },
  read: (fields: Record<string, unknown>, where: string) => R,
): R[] {
  const name = shape.arrayName
  return requireArray(answer, name, 'the answer').map((row, index) =>
    read(asRecord(row, `${name}[${index}]`), `${name}[${index}]`),
  )
}
