/*
 * A figure's change from the period before, in the words every report uses: the weekly report's
 * headline and tables, its outputs, and the roll-up of several projects' reports.
 */

/** Percent change with one decimal, as the `total-change` output and the summary give it; undefined from zero. */
export function percentChange(current: number, previous: number): string | undefined {
  if (previous === 0 || !Number.isFinite(previous)) return undefined
  const change = ((current - previous) / Math.abs(previous)) * 100
  return (Object.is(Math.round(change * 10) / 10, -0) ? 0 : change).toFixed(1)
}

/** `▲ 12.5%`, `▼ 3.0%`, `0.0%`, or `new` when there was nothing before. */
export function changeShare(current: number, previous: number | undefined): string {
  if (previous === undefined || previous === 0) return current === 0 && previous === 0 ? '0.0%' : 'new'
  const change = percentChange(current, previous) ?? '0.0'
  if (Number(change) > 0) return `▲ ${change}%`
  if (Number(change) < 0) return `▼ ${change.slice(1)}%`
  return '0.0%'
}
