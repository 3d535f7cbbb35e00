const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const
const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/

/**
 * Parses `250ms`, `10s`, `2m`, `1h` or a bare number of seconds into milliseconds.
 * The input name is part of every error so a user knows which line of the workflow to fix.
 */
export function parseDuration(inputName: string, text: string): number {
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
  return milliseconds
}

/** Renders a duration for people: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1_000) return `${Math.max(0, Math.round(milliseconds))}ms`
  const totalSeconds = Math.round(milliseconds / 1_000)
  if (totalSeconds < 60) return `${totalSeconds}s`
  const hours = Math.floor(totalSeconds / 3_600)
  const minutes = Math.floor((totalSeconds % 3_600) / 60)
  const seconds = totalSeconds % 60
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`
}
