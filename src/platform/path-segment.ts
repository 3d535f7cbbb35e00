/**
 * Ids become segments of request paths (`/v2/agent/{projectId}/job/{id}`). Encoding alone does
 * not make every value safe there: `.` and `..` are resolved away by URL parsing, and a slash
 * names another resource. The same rule judges ids from inputs and ids in the platform's answers.
 */
const MAX_ID_LENGTH = 200

/** Why `value` cannot be one path segment, or undefined when it can. */
export function pathSegmentProblem(value: string): string | undefined {
  if (value === '') return 'it is empty'
  if (value === '.' || value === '..') return `"${value}" is not an id (it would move up or stay in the path)`
  if (/[/\\]/.test(value)) return 'it contains a slash'
  // eslint-disable-next-line no-control-regex -- control characters are what this matches
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return 'it contains a control character'
  if (/[\s?#%]/.test(value)) return 'it contains a space, "?", "#" or "%"'
  if (/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value))
    return 'it contains an invisible or direction-changing character'
  if (value.length > MAX_ID_LENGTH) return `it is longer than ${MAX_ID_LENGTH} characters`
  return undefined
}

export function encodeSegment(value: string): string {
  const problem = pathSegmentProblem(value)
  if (problem) throw new Error(`Refusing to build a request path from id "${value}": ${problem}.`)
  return encodeURIComponent(value)
}
