import { decodeCommand } from '../e2e/helpers.ts'

/**
 * The step's log as a person would read it on the run's page, for the demo: groups shown as
 * headings, annotations by their kind and title, mask commands counted instead of echoed,
 * `::debug::` lines only when asked for, and no more than `maxLines` lines.
 */
export function readableLog(stdout: string, options: { debug: boolean; maxLines?: number }): string[] {
  const maxLines = options.maxLines ?? 30
  const lines: string[] = []
  let masks = 0
  for (const line of stdout.split('\n')) {
    // The runner hides these commands; the demo says how many values were masked instead of echoing them.
    if (line.startsWith('::add-mask::')) {
      masks++
      continue
    }
    if (masks > 0)
      lines.push(`  (${masks === 1 ? 'a value' : `${masks} values`} registered with the runner to be masked)`)
    masks = 0
    const shown = readableLine(line, options.debug)
    if (shown !== undefined) lines.push(shown)
  }
  if (lines.length <= maxLines) return lines
  return [
    ...lines.slice(0, maxLines),
    `… ${lines.length - maxLines} more line${lines.length - maxLines === 1 ? '' : 's'}`,
  ]
}

function readableLine(line: string, debug: boolean): string | undefined {
  if (line.trim() === '' || line === '::endgroup::') return undefined
  const group = /^::group::(.*)$/.exec(line)
  if (group) return `▸ ${decodeCommand(group[1] ?? '')}`
  const debugLine = /^::debug::(.*)$/.exec(line)
  if (debugLine) return debug ? `  debug: ${decodeCommand(debugLine[1] ?? '')}` : undefined
  const annotation = /^::(notice|warning|error)(?: title=([^:]*))?::(.*)$/.exec(line)
  if (annotation) {
    const [, kind, title, message] = annotation
    const titled = title ? ` (${decodeCommand(title).replaceAll('%3A', ':').replaceAll('%2C', ',')})` : ''
    return `  ${kind}${titled}: ${decodeCommand(message ?? '')}`
  }
  return `  ${line}`
}

/** A request as the platform saw it: method, path and query. */
export function describeRequest(request: {
  method: string
  path: string
  query: Record<string, string>
  status: number | 'reset'
}): string {
  const query = new URLSearchParams(request.query).toString()
  return `${request.method} ${request.path}${query ? `?${query}` : ''} → ${request.status}`
}
