import { formatNumber } from './format.ts'

/**
 * Ids become segments of request paths (`/v2/agent/{projectId}/job/{id}`). The contract types an
 * id as any string, so every id is percent-encoded, and only what encoding cannot make one
 * segment is refused: an empty id, `.` and `..` (URL parsing resolves those away whatever their
 * encoding), text that is not well-formed Unicode (it has no UTF-8 form to encode), and an id
 * whose encoded form is longer than a request line can carry (many servers refuse one past 8 KB). The same rule judges ids from inputs and ids in the platform's answers.
 */

/** Characters one encoded id may take in a path: two ids and the rest of the path fit in 8 KB. */
const MAX_ENCODED_LENGTH = 3_000

/** Why `value` cannot be one path segment, or undefined when it can. */
export function pathSegmentProblem(value: string): string | undefined {
  if (value === '') return 'it is empty'
  if (value === '.' || value === '..') return `"${value}" is not an id (it would move up or stay in the path)`
  if (/\p{Cs}/u.test(value)) return 'it is not well-formed Unicode (it holds half of a surrogate pair)'
  // Checked on the length first: encoding a megabyte-long id only to refuse it would waste the time.
  if (value.length > MAX_ENCODED_LENGTH || encodeURIComponent(value).length > MAX_ENCODED_LENGTH)
    return `it is longer than a request path can carry (${formatNumber(MAX_ENCODED_LENGTH)} characters once percent-encoded)`
  return undefined
}

/** `value` as one path segment: `a/b` becomes `a%2Fb`, `50%` becomes `50%25`, `é` becomes `%C3%A9`. */
export function encodeSegment(value: string): string {
  const problem = pathSegmentProblem(value)
  if (problem) throw new Error(`Refusing to build a request path from id "${value}": ${problem}.`)
  return encodeURIComponent(value)
}
