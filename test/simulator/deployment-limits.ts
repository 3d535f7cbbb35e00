/**
 * The platform's rate limits on triggers, per organization: triggering a deployment and
 * triggering an automation share 10 requests per 10 seconds; previews have 5 per minute. Each
 * is a fixed window, answered past its limit with 429 and `Retry-After` (the seconds left in
 * the window). A scenario may shorten the windows (a test need not wait 10 s) or start with a
 * window already spent, as when the organization's other workflows just triggered a burst.
 */

export interface TriggerRateLimits {
  /** Deployments and automations together; default 10 per 10,000 ms. */
  readonly triggers?: { readonly limit: number; readonly windowMs: number }
  /** Previews; default 5 per 60,000 ms. */
  readonly previews?: { readonly limit: number; readonly windowMs: number }
  /** Requests the first window of each has already spent when the simulator starts. */
  readonly spent?: { readonly triggers?: number; readonly previews?: number }
}

export interface LimitedAnswer {
  readonly status: 429
  readonly body: { readonly error: string }
  readonly headers: Record<string, string>
}

export interface TriggerLimits {
  /** Counts a deployment or automation trigger; the 429 to answer when past the limit. */
  trigger(): LimitedAnswer | undefined
  /** Counts a preview trigger; the 429 to answer when past the limit. */
  preview(): LimitedAnswer | undefined
}

export function createTriggerLimits(limits: TriggerRateLimits = {}): TriggerLimits {
  return {
    trigger: fixedWindow(limits.triggers ?? { limit: 10, windowMs: 10_000 }, limits.spent?.triggers ?? 0),
    preview: fixedWindow(limits.previews ?? { limit: 5, windowMs: 60_000 }, limits.spent?.previews ?? 0),
  }
}

function fixedWindow(rule: { readonly limit: number; readonly windowMs: number }, spent: number) {
  let window = { start: Date.now(), used: spent }
  return (): LimitedAnswer | undefined => {
    const now = Date.now()
    if (now - window.start >= rule.windowMs) window = { start: now, used: 0 }
    if (window.used < rule.limit) {
      window.used++
      return undefined
    }
    const seconds = Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1_000))
    return { status: 429, body: { error: 'Rate limit exceeded' }, headers: { 'retry-after': String(seconds) } }
  }
}
