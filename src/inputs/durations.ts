const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const
const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/

export interface DurationBounds {
  readonly minMs: number
  readonly maxMs: number
}

/**
 * Parses `250ms`, `10s`, `2m`, `1h` or a bare number of seconds into milliseconds, within
 * bounds. Every duration has an upper bound: a timer cannot hold more than about 24.8 days, and
 * past that Node fires it at once, which would turn a wait into a tight loop.
 */
export function parseDuration(inputName: string, text: string, bounds: DurationBounds): number {
  const match = DURATION_PATTERN.exec(text.trim().toLowerCase())
  if (!match) {
    throw new Error(
      `Input "${inputName}" must be a duration such as 250ms, 10s, 2m, 1h or a number of seconds; got "${text}".`,
    )
  }
  const amount = Number(match[1])
  const unit = (match[2] ?? 's') as keyof typeof UNIT_MS
  const milliseconds = Math.round(amount * UNIT_MS[unit])
  if (milliseconds <= 0) {
    throw new Error(`Input "${inputName}" must be a duration greater than zero; got "${text}".`)
  }
  if (milliseconds < bounds.minMs || milliseconds > bounds.maxMs) {
    throw new Error(
      `Input "${inputName}" must be from ${describe(bounds.minMs)} to ${describe(bounds.maxMs)}; got "${text}".`,
    )
  }
  return milliseconds
}

function describe(milliseconds: number): string {
  if (milliseconds % UNIT_MS.h === 0) return `${milliseconds / UNIT_MS.h}h`
  if (milliseconds % UNIT_MS.m === 0) return `${milliseconds / UNIT_MS.m}m`
  if (milliseconds % UNIT_MS.s === 0) return `${milliseconds / UNIT_MS.s}s`
  return `${milliseconds}ms`
}

/**
 * The number `text` gives when it names no unit (`40`), which parseDuration reads as seconds;
 * undefined when it names one, or is no duration at all.
 */
export function unitlessAmount(text: string): string | undefined {
  const match = DURATION_PATTERN.exec(text.trim().toLowerCase())
  return match && match[2] === undefined ? match[1] : undefined
}
