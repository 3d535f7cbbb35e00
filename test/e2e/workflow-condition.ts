/*
 * A job's `if:` evaluated against an event payload, for the few forms the examples write:
 * comparisons of a context path with a literal or another context path (`==`, `!=`), joined by
 * `&&`, or one `startsWith` of context paths joined by `||`. As in GitHub's expressions, strings
 * compare ignoring case. Anything else is an error, never a guess.
 */

type Value = string | number | boolean | null

function literal(text: string): Value {
  if (text === 'true' || text === 'false') return text === 'true'
  if (text === 'null') return null
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  const quoted = /^'((?:[^']|'')*)'$/.exec(text)
  if (quoted) return (quoted[1] ?? '').replaceAll("''", "'")
  throw new Error(`Not a literal this reader knows: ${text}`)
}

/** A context path on the right of a comparison (`github.repository`); `true`, `false` and `null` are literals. */
const CONTEXT_PATH = /^(?!(?:true|false|null)$)[a-z_][\w-]*(?:\.[\w-]+)+$/i

function lookup(context: unknown, dotted: string): Value {
  let value: unknown = context
  for (const key of dotted.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  }
  if (typeof value === 'object' && value !== null) throw new Error(`"${dotted}" is not a single value`)
  return (value ?? null) as Value
}

function equal(left: Value, right: Value): boolean {
  if (typeof left === 'string' && typeof right === 'string') return left.toLowerCase() === right.toLowerCase()
  return left === right
}

/**
 * `startsWith(a || b, 'x')`: as GitHub evaluates it, `||` gives its first operand that is not
 * empty, null or false, and `startsWith` reads null as '' and ignores case.
 */
const STARTS_WITH = /^\s*startsWith\(\s*([\w.-]+(?:\s*\|\|\s*[\w.-]+)*)\s*,\s*('(?:[^']|'')*')\s*\)\s*$/i

function startsWith(context: unknown, paths: string, prefix: string): boolean {
  const value = paths
    .split('||')
    .map((path) => lookup(context, path.trim()))
    .find((candidate) => candidate !== null && candidate !== '' && candidate !== false)
  return String(value ?? '')
    .toLowerCase()
    .startsWith(String(literal(prefix)).toLowerCase())
}

/** Whether `condition` holds for `context`, such as `{ github: { event } }`. */
export function conditionHolds(condition: string, context: unknown): boolean {
  const called = STARTS_WITH.exec(condition)
  if (called) return startsWith(context, called[1] ?? '', called[2] ?? "''")
  return condition.split('&&').every((term) => {
    const comparison = /^\s*([a-z_][\w.-]*)\s*(==|!=)\s*(.+?)\s*$/i.exec(term)
    if (!comparison) throw new Error(`Not a comparison this reader knows: ${term.trim()}`)
    const [, dotted = '', operator, right = ''] = comparison
    const other = CONTEXT_PATH.test(right) ? lookup(context, right) : literal(right)
    const same = equal(lookup(context, dotted), other)
    return operator === '==' ? same : !same
  })
}
