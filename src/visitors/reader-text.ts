import { parseChoice } from '../inputs/parsers.ts'
import { visibilityRule, type VisibilityRule } from '../step/private-text.ts'

/*
 * Whether text readers wrote (search terms, questions to the assistant) may appear in the job
 * summary and the uploaded artifact. On a public repository both are readable by anyone, and
 * readers paste addresses and keys into search boxes; so by default (`reader-text: auto`) the
 * text is shown only when the event payload says the repository is private or internal.
 */

export const READER_TEXT_CHOICES = ['auto', 'true', 'false'] as const

/** Whether reader text may be shown, and why, as the summary says it: `the repository is public`. */
export type ReaderTextRule = VisibilityRule

export function readerTextRule(text: string, payload: Readonly<Record<string, unknown>>): ReaderTextRule {
  const choice = parseChoice('reader-text', text, READER_TEXT_CHOICES)
  if (choice === 'true') return { shown: true, reason: '"reader-text" is true' }
  if (choice === 'false') return { shown: false, reason: '"reader-text" is false' }
  return visibilityRule(payload)
}
