import path from 'node:path'
import { parseChoice } from '../inputs/parsers.ts'
import { withholdingAnswers, type PlatformClient } from '../platform/platform-client.ts'
import type { RunnerEnvironment } from '../runner/environment.ts'
import { MAX_NOTES, notesDescribing } from '../step/content-notes.ts'
import { CONTENT_GAPS_FILE, readerTextDirectory, visibilityRule } from '../step/private-text.ts'
import { isWithin, type PromptSource } from './prompt-file.ts'

/*
 * `show-prompt`: whether the prompt, and what the platform says of the job (which could quote
 * it), may appear in the summary and the log. `auto` keeps to what visitors mode decided: a file
 * it kept on the runner for reader text is never shown, and its content gaps elsewhere (where
 * `reader-text` let them be shown) only on a repository that is not public, as `reader-text:
 * auto` would show them. The content gaps are told by their content (the SHA-256 the report
 * step's note holds), wherever they were copied and whatever the copy is named, and by the name
 * `content-gaps.md` too, for one a note no longer describes.
 */

export const SHOW_PROMPT_CHOICES = ['auto', 'true', 'false'] as const

/** Whether the prompt is shown and, when it is not, why: a sentence part the summary and the log both read (`"show-prompt" is false`). */
export type PromptVisibility = { readonly shown: true } | { readonly shown: false; readonly hiddenBecause: string }

const SHOWN: PromptVisibility = { shown: true }

export function readPromptVisibility(
  text: string,
  prompt: PromptSource | undefined,
  environment: RunnerEnvironment,
): PromptVisibility {
  const choice = parseChoice('show-prompt', text, SHOW_PROMPT_CHOICES)
  if (choice === 'true') return SHOWN
  if (choice === 'false') return { shown: false, hiddenBecause: '"show-prompt" is false' }
  if (prompt?.kind !== 'file') return SHOWN
  // Visitors mode put it there because its own rule (reader-text: auto or false) kept the text from view: so does this step.
  if (isWithin(prompt.path, readerTextDirectory(environment))) {
    return {
      shown: false,
      hiddenBecause:
        'it holds what readers wrote, from the place where the visitors step keeps it out of view ("show-prompt: auto")',
    }
  }
  const found = notesDescribing(environment.runnerTemp, prompt.sha256)
  if (found.kind === 'too-many') {
    return {
      shown: false,
      hiddenBecause: `it may be the content gaps of a visitors report: RUNNER_TEMP holds more than ${MAX_NOTES} notes of them, too many to tell ("show-prompt: auto")`,
    }
  }
  // Hidden wherever the report hid it, even on a private repository ("reader-text: false").
  if (found.notes.some((note) => note.readerTextShown === false)) {
    return {
      shown: false,
      hiddenBecause:
        'it holds what readers wrote: the content gaps of a visitors report that keeps them out of view ("show-prompt: auto")',
    }
  }
  if (found.notes.length === 0 && path.basename(prompt.path) !== CONTENT_GAPS_FILE) return SHOWN
  const repository = visibilityRule(environment.eventPayload)
  if (repository.shown) return SHOWN
  return {
    shown: false,
    hiddenBecause: `it holds what readers wrote (the content gaps of a visitors report) and ${repository.reason} ("show-prompt: auto")`,
  }
}

/** The platform keeps the prompt with the job, so when the prompt is not shown, no answer about the job is. */
export function platformFor(prompt: PromptVisibility, platform: PlatformClient): PlatformClient {
  if (prompt.shown) return platform
  return withholdingAnswers(platform, `${prompt.hiddenBecause}, and the answer could quote the prompt`)
}
