/** How numbers, counts and durations read in logs and summaries, the same everywhere. */

/** `1 request`, `2 requests`, `1,250 rows`; give the plural when it is not the noun plus `s`. */
export function count(amount: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(amount)} ${noun(amount, singular, plural)}`
}

/** The noun alone, singular or plural by `amount`: `Top 1 page`, `Top 10 pages`. */
export function noun(amount: number, singular: string, plural = `${singular}s`): string {
  return amount === 1 ? singular : plural
}

/**
 * Thousands separators, at most two decimals: counts are JSON numbers and may be fractional.
 * Written out rather than through Intl, whose first use loads locale data for tens of milliseconds.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value)
  const rounded = Math.round(value * 100) / 100
  const [integer = '0', fraction = ''] = Math.abs(rounded).toFixed(2).split('.')
  const decimals = fraction.replace(/0+$/, '')
  return `${rounded < 0 ? '-' : ''}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`
}

/** A whole number of any size, grouped by thousands: `12,345,678,901,234,567,890`. */
export function formatCount(value: bigint): string {
  const digits = (value < 0n ? -value : value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0n ? `-${digits}` : digits
}

/** A share as a percentage with one decimal: `12.5%`; a dash when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—'
}

/** `2026-11-21 09:00 UTC` for an ISO 8601 time; the text as sent when it is not one. */
export function formatUtcTime(value: string): string {
  const instant = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant)) return value
  return `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`
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

/** A cap in binary units, as the caps are written: `100 MiB`, `64 KiB`, `512 bytes`. */
export function formatCap(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024)} MiB`
  return bytes >= 1024 ? `${formatNumber(bytes / 1024)} KiB` : count(bytes, 'byte')
}

/** An error's message, or what was thrown when it is not an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** `text` with its first letter upper-case: a headline built from a lower-case phrase. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The percent of an unfinished work done, by an estimate of the whole: never 100 while it is
 * unfinished, however far past the estimate (a report's progress, in its summary and a roll-up).
 */
export function unfinishedShare(done: number, estimate: number): number {
  return Math.min(99, Math.floor((done / Math.max(estimate, done + 1)) * 100))
}
