import type { ServerResponse } from 'node:http'

/**
 * How the GitHub REST stand-in answers, shared by its endpoint files: JSON as GitHub sends it,
 * the errors GitHub words the same way everywhere, and pages of a list with the `Link` header a
 * client follows to the next page (octokit's paginate reads nothing else).
 */

/** A request's parts the endpoint files route on, read once by github-api.ts. */
export interface StandInRequest {
  readonly method: string
  /** The path after `/repos/acme/docs/{resource}/`, decoded. */
  readonly rest: readonly string[]
  readonly url: URL
  readonly accept: string
  /** The request's body as text, '' when none was sent. */
  readonly body: string
}

/** Writes `body` as GitHub's JSON; true, so a route can answer and return in one line. */
export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body))
  return true as const
}

export const notFound = (response: ServerResponse) => json(response, 404, { message: 'Not Found' })

/** GitHub's 422 for a text field over its limit, as it words it for comments and releases. */
export function tooLong(response: ServerResponse, resource: string, field: string, maximum: number) {
  const message = `${field} is too long (maximum is ${maximum} characters)`
  return json(response, 422, { message: 'Validation Failed', errors: [{ resource, code: 'custom', field, message }] })
}

/** The JSON object a write sent, or undefined after answering 400 as GitHub does a body it cannot read. */
export function writeObject(request: StandInRequest, response: ServerResponse) {
  try {
    const parsed: unknown = JSON.parse(request.body)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // Answered below, as any body that is not a JSON object.
  }
  json(response, 400, { message: 'Problems parsing JSON' })
  return undefined
}

/** The object a write sent when its `field` is text, or undefined after answering 400 or GitHub's 422. */
export function writeBody<K extends string>(request: StandInRequest, response: ServerResponse, field: K) {
  const sent = writeObject(request, response)
  if (!sent) return undefined
  if (typeof sent[field] !== 'string') {
    json(response, 422, { message: `Invalid request.\n\n"${field}" wasn't supplied.` })
    return undefined
  }
  return sent as Record<string, unknown> & Record<K, string>
}

/** Characters as GitHub counts them for its length limits: code points, not UTF-16 units. */
export const characters = (text: string) => [...text].length

/**
 * One page of `items` as GitHub pages a list: `per_page` 30 unless asked, 100 at most, pages from
 * 1; the `Link` header names the next and last pages while there are more, and the first and
 * previous ones after the first page.
 */
export function page<T>(
  items: readonly T[],
  url: URL,
  origin: string,
): { items: T[]; headers: Record<string, string> } {
  const asked = Number(url.searchParams.get('per_page') ?? 30)
  const perPage = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 100) : 30
  const number = Math.max(1, Math.trunc(Number(url.searchParams.get('page') ?? 1)) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (to: number, rel: string) => `<${origin}${url.pathname}?per_page=${perPage}&page=${to}>; rel="${rel}"`
  const links: string[] = []
  if (number > 1) links.push(link(number - 1, 'prev'))
  if (number < last) links.push(link(number + 1, 'next'), link(last, 'last'))
  if (number > 1) links.push(link(1, 'first'))
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {}
  return { items: items.slice((number - 1) * perPage, number * perPage), headers }
}
