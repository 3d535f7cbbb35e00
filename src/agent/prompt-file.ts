import { constants, realpathSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { NotARegularFile, readBoundedFileSync } from '../runner/bounded-file.ts'
import { bounded, type StepLimits } from '../runner/limits.ts'
import { sha256Of } from '../step/hand-off-sidecar.ts'
import { count, errorMessage } from '../text/format.ts'
import type { InputReader } from '../inputs/read-inputs.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import type { AgentInputName } from './agent-declaration.ts'

/** The largest prompt file the action reads and sends (stated in the README). */
export const MAX_PROMPT_BYTES = 256 * 1024
/**
 * The largest `prompt` input: the runner hands inputs over as environment variables, and Linux
 * holds at most 128 KiB in one (name included), so a longer one never reaches the step.
 */
export const MAX_INLINE_PROMPT_BYTES = 128 * 1024 - 64

/**
 * Where the instruction comes from. A file is read when the step starts its work, within its
 * limits; its SHA-256, taken as the settings are read, is what `show-prompt: auto` judges, and
 * the file read later must still have it.
 */
export type PromptSource =
  | { readonly kind: 'input'; readonly text: string }
  | { readonly kind: 'file'; readonly path: string; readonly given: string; readonly sha256: string }

/** Whether `file` (a real path) lies inside `root`, itself taken through any links. */
export function isWithin(file: string, root: string): boolean {
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return false
  }
  const relative = path.relative(realRoot, file)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** The prompt as read: its text, and for a file, the SHA-256 of its bytes (a report's content gaps are told by it). */
export interface PromptText {
  readonly text: string
  readonly fileSha256: string | undefined
}

/** The prompt's text, trimmed; a file is read bounded by the step's deadline and cancellation. */
export async function readPrompt(source: PromptSource, limits: StepLimits): Promise<PromptText> {
  if (source.kind === 'input') return { text: source.text, fileSha256: undefined }
  const { text, sha256 } = await bounded(limits, `reading "prompt-file" ${source.given}`, () =>
    readFileText(source.path, source.given),
  )
  // Whether it may be shown was decided on what the file held then: the prompt sent is the prompt judged.
  if (sha256 !== source.sha256)
    throw new Error(`Input "prompt-file": "${source.given}" changed while the step ran; it is not sent.`)
  if (text.trim() === '')
    throw new Error(`Input "prompt-file" must hold a non-empty instruction; "${source.given}" is blank.`)
  return { text: text.trim(), fileSha256: sha256 }
}

/**
 * Opens without following a link and without blocking (a FIFO swapped in after the input was
 * checked opens at once and is refused), then reads at most one byte past the cap.
 */
async function readFileText(file: string, given: string): Promise<{ text: string; sha256: string }> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW)
  try {
    if (!(await handle.stat()).isFile())
      throw new Error(`Input "prompt-file" must name a regular file; "${given}" is not one.`)
    const buffer = Buffer.alloc(MAX_PROMPT_BYTES + 1)
    let length = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
      if (bytesRead === 0) break
      length += bytesRead
      if (length > MAX_PROMPT_BYTES) {
        throw new Error(
          `Input "prompt-file" may name a file of at most ${count(MAX_PROMPT_BYTES, 'byte')}; "${given}" grew past that.`,
        )
      }
    }
    try {
      const bytes = buffer.subarray(0, length)
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), sha256: sha256Of(bytes) }
    } catch {
      throw new Error(`Input "prompt-file" must name a UTF-8 text file; "${given}" is not valid UTF-8.`)
    }
  } finally {
    await handle.close()
  }
}

/**
 * The SHA-256 of a prompt file as the settings are read: opened as readFileText opens it, read
 * whole (it was checked to be a regular file within the cap, and is read to one byte past it).
 */
export function promptFileSha256(file: string, given: string): string {
  try {
    return sha256Of(readBoundedFileSync(file, MAX_PROMPT_BYTES))
  } catch (error) {
    if (error instanceof NotARegularFile)
      throw new Error(`Input "prompt-file" must name a regular file; "${given}" is not one.`, { cause: error })
    throw new Error(`Input "prompt-file": cannot read "${given}": ${errorMessage(error)}.`, { cause: error })
  }
}

/** The prompt the step's inputs give: `prompt`, or `prompt-file` checked, or none. */
export function readPromptSource(
  { rawInput }: InputReader<AgentInputName>,
  environment: RunnerEnvironment,
): PromptSource | undefined {
  const text = rawInput('prompt', { trimWhitespace: false })
  const file = rawInput('prompt-file').trim()
  if (text !== '' && file !== '') {
    throw new Error('Inputs "prompt" and "prompt-file" cannot both be set: give the instruction in one of them.')
  }
  if (file !== '') return checkPromptFile(file, environment)
  if (text === '') return undefined
  if (text.trim() === '') throw new Error('Input "prompt" must hold a non-empty instruction; it is blank.')
  if (Buffer.byteLength(text) > MAX_INLINE_PROMPT_BYTES) {
    throw new Error(
      `Input "prompt" may hold at most ${count(MAX_INLINE_PROMPT_BYTES, 'byte')} (a runner cannot pass a longer input); it holds ${count(Buffer.byteLength(text), 'byte')}. Put a longer prompt in a file and use "prompt-file".`,
    )
  }
  return { kind: 'input', text: text.trim() }
}

/**
 * A prompt file must be a regular file inside the workspace or RUNNER_TEMP (where earlier steps
 * of the job leave files), after following links, and small enough to be a prompt: `stat` first,
 * which does not block on a FIFO the way reading would, then its SHA-256, read without blocking.
 */
function checkPromptFile(given: string, environment: RunnerEnvironment): PromptSource {
  const full = path.resolve(environment.workspace, given)
  let real: string
  try {
    real = realpathSync(full)
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : String(error)
    throw new Error(`Input "prompt-file": cannot read "${given}" (resolved to ${full}): ${reason}.`, { cause: error })
  }
  const roots = [environment.workspace, environment.runnerTemp]
  if (!roots.some((root) => isWithin(real, root))) {
    throw new Error(`Input "prompt-file" must name a file inside the workspace or RUNNER_TEMP; "${given}" is ${real}.`)
  }
  const stats = statSync(real)
  if (!stats.isFile()) {
    throw new Error(
      `Input "prompt-file" must name a regular file; "${given}" is a ${stats.isDirectory() ? 'directory' : 'special file'}.`,
    )
  }
  if (stats.size > MAX_PROMPT_BYTES) {
    throw new Error(
      `Input "prompt-file" may name a file of at most ${count(MAX_PROMPT_BYTES, 'byte')}; "${given}" has ${count(stats.size, 'byte')}.`,
    )
  }
  return { kind: 'file', path: real, given, sha256: promptFileSha256(real, given) }
}
