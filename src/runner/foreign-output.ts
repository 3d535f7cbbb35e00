import { writeSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { forLog, redact } from '../text/untrusted.ts'
import { isOwnOutput } from './log.ts'

/**
 * Libraries print too: the artifact client logs the artifact service's error text with a plain
 * `info`, and Node prints its own warnings. The runner reads workflow commands from every line of
 * both streams, so whatever the step did not print through `log` is made safe here, line by line,
 * as `log` makes its own messages: a library's line is text, never a command, and never a secret.
 * Two commands a library issues through the toolkit, each one escaped line, keep working:
 * `::debug::` (redacted) and `::add-mask::` (which only hides more).
 *
 * A library's line is judged whole: a part written without its line end is held until the rest
 * comes (or until the step prints, or exits), so two writes cannot join into a command.
 */
const KEPT_COMMAND = /^::(debug|add-mask)::[^\r\n]*\r?\n$/

/**
 * The artifact client's running commentary on an upload, which it prints with a plain `info`:
 * the step says the upload's outcome in a line of its own, so these are debug lines. Its retries
 * and the service's error text stay as they are: a person reading a slow or failed upload needs them.
 */
const ROUTINE_LINES = [
  /^Artifact name is valid!$/,
  /^Root directory input is valid!$/,
  /^Beginning upload of artifact content to blob storage$/,
  /^Uploaded bytes \d+$/,
  /^Finished uploading artifact content to blob storage!$/,
  /^SHA256 digest of uploaded artifact is [0-9a-f]+$/,
  /^Uploading artifact: /,
  /^Finalizing artifact upload$/,
  /^Artifact .* successfully finalized\. Artifact ID \d+$/,
]

type Write = (chunk: unknown, ...rest: unknown[]) => boolean

/** Installs the guard on stdout and stderr for the rest of the process. */
export function guardForeignOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as Write
    const foreign = new ForeignLines()
    stream.write = (chunk: unknown, ...rest: unknown[]) => {
      if (isOwnOutput()) {
        const held = foreign.release()
        if (held !== '') write(held)
        return write(chunk, ...rest)
      }
      if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return write(chunk, ...rest)
      // A Buffer became text: an encoding given for it ('buffer') no longer applies.
      const args = typeof rest[0] === 'string' ? rest.slice(1) : rest
      return write(foreign.take(chunk), ...args)
    }
    process.once('exit', () => {
      const held = foreign.release()
      if (held !== '') writeSync(stream.fd, held)
    })
  }
}

/** One stream's output from libraries, made into safe whole lines. */
export class ForeignLines {
  private readonly decoder = new StringDecoder('utf8')
  private partial = ''

  /** Takes a write; returns the whole lines it completes, made safe (possibly none). */
  take(chunk: string | Uint8Array): string {
    const text = this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(Buffer.from(chunk)))
    const end = text.lastIndexOf('\n') + 1
    this.partial = text.slice(end)
    return defuse(text.slice(0, end))
  }

  /** What is held, ended as a line, so the step's own next line starts one. */
  release(): string {
    const held = this.partial + this.decoder.end()
    this.partial = ''
    return held === '' ? '' : defuse(`${held}\n`)
  }
}

/** Whole lines of a library's output, each made a harmless line of text. */
export function defuse(lines: string): string {
  if (lines === '') return ''
  const command = KEPT_COMMAND.exec(lines)
  if (command) return command[1] === 'debug' ? redact(lines) : lines
  return lines
    .split('\n')
    .map((line, index, all) => (index === all.length - 1 && line === '' ? '' : defuseLine(line.replace(/\r$/, ''))))
    .join('\n')
}

/** One line: the client's routine commentary as a debug command, anything else as text. */
function defuseLine(line: string): string {
  const safe = forLog(line)
  // A debug command's message escapes `%` as the runner reads it back (line breaks are already escapes).
  return ROUTINE_LINES.some((routine) => routine.test(line)) ? `::debug::${safe.replaceAll('%', '%25')}` : safe
}
