import path from 'node:path'
import { parseChoice } from '../inputs/parsers.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { CONTENT_GAPS_FILE, readerTextDirectory, visibilityRule } from '../step/private-text.ts'
import { isWithin, type PromptSource } from './prompt-file.ts'

/*
 * `show-prompt`: whether the prompt, and what the platform says of the job (which could quote
 * it), may appear in the summary and the log. `auto` follows the rule `reader-text: auto`
 * follows: a prompt made of what readers wrote (the content gaps visitors mode hands on, or any
 * file it kept on the runner for its reader text) is not shown on a repository anyone can read.
 */

export const SHOW_PROMPT_CHOICES = ['auto', 'true', 'false'] as const

export interface PromptVisibility {
  readonly shown: boolean
  /** Why not, as a sentence part the summary and the log both read: `"show-prompt" is false`. */
  readonly hiddenBecause: string | undefined
}

export function readPromptVisibility(
  text: string,
  prompt: PromptSource | undefined,
  environment: RunnerEnvironment,
): PromptVisibility {
  const choice = parseChoice('show-prompt', text, SHOW_PROMPT_CHOICES)
  if (choice === 'true') return { shown: true, hiddenBecause: undefined }
  if (choice === 'false') return { shown: false, hiddenBecause: '"show-prompt" is false' }
  const readerText = prompt?.kind === 'file' ? readerTextIn(prompt.path, environment) : undefined
  if (readerText === undefined) return { shown: true, hiddenBecause: undefined }
  const repository = visibilityRule(environment.eventPayload)
  if (repository.shown) return { shown: true, hiddenBecause: undefined }
  return {
    shown: false,
    hiddenBecause: `it holds what readers wrote (${readerText}) and ${repository.reason} ("show-prompt: auto")`,
  }
}

/** What reader text the prompt file `real` (links followed) holds, or undefined when none is known. */
function readerTextIn(real: string, environment: RunnerEnvironment): string | undefined {
  if (path.basename(real) === CONTENT_GAPS_FILE) return 'the content gaps of a visitors report'
  if (isWithin(real, readerTextDirectory(environment))) return 'a file visitors mode keeps apart for reader text'
  return undefined
}
