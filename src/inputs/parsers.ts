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
    throw new Error(`Input "${inputName}" must be one of ${choices.join(', ')}; got "${text}".`)
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
 * A comma-separated list such as `failed,archived`; every item must be one of `choices`. `alone`
 * names a word the input also takes by itself (`off`, `all`), which the caller reads first: the
 * error names it too.
 */
export function parseChoiceList<const T extends string>(
  inputName: string,
  text: string,
  choices: readonly T[],
  alone?: string,
): T[] {
  const items = text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '')
  const unknown = items.filter((item) => !choices.includes(item as T))
  if (unknown.length > 0) {
    const either = alone === undefined ? '' : `${alone} alone, or `
    throw new Error(
      `Input "${inputName}" must be ${either}a comma-separated list of ${choices.join(', ')}; "${unknown.join('", "')}" is not one of them.`,
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
