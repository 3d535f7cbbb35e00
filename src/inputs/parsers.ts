import { didYouMean, nearestName } from '../text/nearest-name.ts'
import { pathSegmentProblem } from '../text/path-segment.ts'

/** Parsers for single input values. Each throws an error naming the input and the expected form. */

export function parseBoolean(inputName: string, text: string): boolean {
  const value = text.trim()
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw new Error(`Input "${inputName}" must be true or false; got "${text}".`)
}

export function parseChoice<const T extends string>(inputName: string, text: string, choices: readonly T[]): T {
  const value = text.trim().toLowerCase()
  const match = choices.find((choice) => choice === value)
  if (match === undefined) {
    throw new Error(
      `Input "${inputName}" must be one of ${choices.join(', ')}; got "${text}"${didYouMean(value, choices) || '.'}`,
    )
  }
  return match
}

export function parseInteger(inputName: string, text: string, { min, max }: { min: number; max: number }): number {
  const value = text.trim()
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new Error(`Input "${inputName}" must be a whole number from ${min} to ${max}; got "${text}".`)
  }
  return Number(value)
}

/**
 * One of `words` when `text` is that word alone (any case, spaces around it), else undefined:
 * `off`, `all`, the words an input takes instead of a list or a name, never within one.
 */
export function wordAlone<const W extends string>(text: string, words: readonly W[]): W | undefined {
  const value = text.trim().toLowerCase()
  return words.find((word) => word === value)
}

/** `off alone, or `: the start of the rule of an input that takes `words` alone, for its errors. */
export function aloneOr(words: readonly string[]): string {
  return words.length === 0 ? '' : `${words.join(' or ')} alone, or `
}

/**
 * A comma-separated list such as `failed,archived`, every item one of `choices`; or one of
 * `words` alone (`off`, `all`), returned as the word. A word within a list is refused, as is an
 * item that is not a choice, by one rule naming both forms.
 */
export function parseChoiceList<const T extends string, const W extends string = never>(
  inputName: string,
  text: string,
  choices: readonly T[],
  words: readonly W[] = [],
): T[] | W {
  const word = wordAlone(text, words)
  if (word !== undefined) return word
  const items = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '')
  const within = items.filter((item) => (words as readonly string[]).includes(item))
  if (within.length > 0) {
    throw new Error(`Input "${inputName}" takes ${within[0]} alone, not within a list; got "${text.trim()}".`)
  }
  const unknown = items.filter((item) => !choices.includes(item as T))
  if (unknown.length > 0) {
    const meant = unknown.map((item) => nearestName(item, [...choices, ...words]))
    const suggestion = meant.every((name) => name !== undefined)
      ? `: did you mean ${meant.map((name) => `"${name}"`).join(', ')}?`
      : '.'
    throw new Error(
      `Input "${inputName}" must be ${aloneOr(words)}a comma-separated list of ${choices.join(', ')}; "${unknown.join('", "')}" ${unknown.length === 1 ? 'is' : 'are'} not one of them${suggestion}`,
    )
  }
  return [...new Set(items as T[])]
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The platform's address. https keeps the API key off the wire; plain http is allowed only for
 * loopback hosts, where a local simulator or proxy runs. Returned without a trailing slash.
 */
export function parseBaseUrl(inputName: string, text: string): string {
  const rule = 'an https URL such as https://api.mintlify.com (http only for 127.0.0.1, localhost or [::1])'
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new Error(`Input "${inputName}" must be ${rule}; got "${text}".`)
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`Input "${inputName}" must be ${rule}; got "${text}".`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error(`Input "${inputName}" must not contain credentials; pass the key in "api-key".`)
  }
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) {
    throw new Error(`Input "${inputName}" must not contain a query or a fragment; got "${text}".`)
  }
  return url.href.replace(/\/+$/, '')
}

/** An id placed in a URL path, by the rule that also judges ids in the platform's answers. */
export function parseIdentifier(inputName: string, text: string): string {
  const value = text.trim()
  const problem = pathSegmentProblem(value)
  if (problem)
    throw new Error(`Input "${inputName}" must be a single id usable in a request path; ${problem}: "${text}".`)
  return value
}
