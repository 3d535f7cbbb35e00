/** Errors the step reports. Their messages are written for the person reading the failed run. */

/** The platform answered with an error the user must fix; repeating the request cannot help. */
export class PlatformError extends Error {
  override name = 'PlatformError'
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}

/** A request that creates something failed in a way that leaves unknown whether it took effect. */
export class AmbiguousWriteError extends Error {
  override name = 'AmbiguousWriteError'
}

/** The workflow was cancelled (SIGINT/SIGTERM) while the step was waiting or requesting. */
export class CancelledError extends Error {
  override name = 'CancelledError'
}

/** The step's `timeout` ran out, or would run out before the next retry could be made. */
export class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/** A transient fault persisted through every retry. */
export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError'
}

/** A 2xx answer whose body is not what the contract promises. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError'
}

export interface ErrorContext {
  /** What the request was doing, e.g. `create the agent job`. */
  readonly action: string
  /** What a 404 means for this request, e.g. `Project "docs" was not found`. */
  readonly notFound: string
  readonly projectId: string
}

/** Turns an error status into a message that says what to do about it. */
export function describeErrorStatus(status: number, body: string, context: ErrorContext): string {
  const platformText = platformErrorText(body)
  const said = platformText ? ` The platform said: ${platformText}` : ''
  switch (status) {
    case 400:
      return `The platform rejected the request to ${context.action} as invalid (HTTP 400).${said}`
    case 401:
      return (
        `The platform rejected the API key (HTTP 401) when trying to ${context.action}. ` +
        'Use an admin API key (it starts with "mint_") from the dashboard\'s API keys page; ' +
        'keys expire after 90 days, so a key that used to work may need regenerating and the secret updating.' +
        said
      )
    case 403:
      return (
        `The API key may not ${context.action} (HTTP 403). Check that the key is an admin key with access to ` +
        `project "${context.projectId}" (key scopes), and that any IP allow-list on the organization admits this runner.` +
        said
      )
    case 404:
      return `${context.notFound} (HTTP 404).${said}`
    default:
      return `The platform answered HTTP ${status} when trying to ${context.action}.${said}`
  }
}

/** The `error` text and any `details[].message` of an error body; empty when the body has none. */
export function platformErrorText(body: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return ''
  }
  if (typeof parsed !== 'object' || parsed === null) return ''
  const { error, details } = parsed as { error?: unknown; details?: unknown }
  const parts = typeof error === 'string' && error.trim() !== '' ? [error.trim()] : []
  if (Array.isArray(details)) {
    for (const detail of details as unknown[]) {
      const message = (detail as { message?: unknown } | null)?.message
      if (typeof message === 'string' && message.trim() !== '') parts.push(message.trim())
    }
  }
  return parts.join('; ')
}
