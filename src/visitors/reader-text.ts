import { parseChoice } from '../inputs/parsers.ts'
import { log } from '../runner/log.ts'
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

/**
 * `reader-text: true` on a repository whose runs anyone may read: allowed, since a team may
 * choose it, but said once before any request, since text published cannot be taken back.
 * `sections` are the report's sections that hold reader text; with none, nothing is published.
 */
export function noticePublishedReaderText(
  rule: ReaderTextRule,
  payload: Readonly<Record<string, unknown>>,
  sections: readonly string[],
): void {
  const repository = visibilityRule(payload)
  if (!rule.shown || repository.shown || sections.length === 0) return
  log.notice(
    `"reader-text" is true and ${repository.reason}: what readers wrote in ${sections.join(' and ')} (search terms, questions to the assistant) is published in this job summary and the artifact, for anyone who can read this repository's runs. Write "reader-text: auto" to keep it on the runner.`,
    'Reader text published',
  )
}
