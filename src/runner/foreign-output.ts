import { redact, forLog } from '../text/untrusted.ts'
import { isOwnOutput } from './log.ts'

/**
 * Libraries print too: the artifact client logs the artifact service's error text with a plain
 * `info`, and Node prints its own warnings. The runner reads workflow commands from every line of
 * both streams, so whatever the step did not print through `log` is made safe here, line by line,
 * as `log` makes its own messages: a library's line is text, never a command, and never a secret.
 * Two commands a library issues through the toolkit, each a single escaped line, keep working:
 * `::debug::` (redacted) and `::add-mask::` (which only hides more).
 */
const KEPT_COMMAND = /^::(debug|add-mask)::[^\n]*\r?\n?$/

/** Installs the guard on stdout and stderr for the rest of the process. */
export function guardForeignOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean
    stream.write = (chunk: unknown, ...rest: unknown[]) => write(isOwnOutput() ? chunk : defuse(chunk), ...rest)
  }
}

/** One chunk of a library's output, each of its lines made a harmless line of text. */
export function defuse(chunk: unknown): unknown {
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return chunk
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
  if (text === '') return chunk
  const command = KEPT_COMMAND.exec(text)
  if (command) return command[1] === 'debug' ? redact(text) : text
  return text
    .split('\n')
    .map((line, index, lines) => (index === lines.length - 1 && line === '' ? '' : forLog(line.replace(/\r$/, ''))))
    .join('\n')
}
