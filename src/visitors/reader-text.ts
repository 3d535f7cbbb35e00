import { parseChoice } from '../inputs/parsers.ts'

/*
 * Whether text readers wrote (search terms, questions to the assistant) may appear in the job
 * summary and the uploaded artifact. On a public repository both are readable by anyone, and
 * readers paste addresses and keys into search boxes; so by default (`reader-text: auto`) the
 * text is shown only when the event payload says the repository is private or internal.
 */

export const READER_TEXT_CHOICES = ['auto', 'show', 'hide'] as const

export interface ReaderTextRule {
  readonly shown: boolean
  /** Why, as the summary says it: `the repository is public`. */
  readonly reason: string
}

export function readerTextRule(text: string, payload: Readonly<Record<string, unknown>>): ReaderTextRule {
  const choice = parseChoice('reader-text', text, READER_TEXT_CHOICES)
  if (choice === 'show') return { shown: true, reason: '"reader-text" is show' }
  if (choice === 'hide') return { shown: false, reason: '"reader-text" is hide' }
  return visibilityRule(payload['repository'])
}

/** `repository.visibility` where the payload has it (public, private, internal), else `repository.private`. */
function visibilityRule(repository: unknown): ReaderTextRule {
  const fields = typeof repository === 'object' && repository !== null ? (repository as Record<string, unknown>) : {}
  const visibility = fields['visibility']
  const isPrivate = fields['private']
  // Any sign of a public repository wins: showing text by mistake cannot be taken back.
  if (visibility === 'public' || isPrivate === false) return { shown: false, reason: 'the repository is public' }
  if (visibility === 'internal') return { shown: true, reason: 'the repository is internal' }
  if (visibility === 'private' || isPrivate === true) return { shown: true, reason: 'the repository is private' }
  return { shown: false, reason: 'the event payload does not say the repository is private, so it is taken as public' }
}
