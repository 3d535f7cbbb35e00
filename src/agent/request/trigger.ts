import type { InputDeclarations } from '../../inputs/declaration.ts'

/*
 * The trigger of a request in a comment (`/docs` by default): where it counts and what follows
 * it. Only the comment's first line can open a request, and only at its start: a quote
 * (`> /docs`), a code span or fence, a later line, or a longer word (`/docsy`, `/docs-old`)
 * asks for nothing, so a reply that quotes a request, or a comment about the command, never
 * starts a job.
 */

export const TRIGGER_INPUTS = {
  trigger: {
    default: '/docs',
    description:
      "Agent mode: on a comment's or a review's run, the word that opens a request on its first line (such as /docs); the rest of the comment is the request.",
  },
} as const satisfies InputDeclarations

/** A slash or a bang, then a word of letters, digits, `-` and `_`: nothing Markdown reads as a quote, a list or code. */
const TRIGGER = /^[/!][A-Za-z][A-Za-z0-9_-]{0,31}$/

/** `/docs new …`: a fresh job, whatever job the thread already has. */
const FRESH = 'new'

export interface TriggeredRequest {
  /** `/docs new`: a fresh job rather than a follow-up to the thread's. */
  readonly fresh: boolean
  /** What follows the trigger (and `new`), its lines kept, trimmed; '' for a bare trigger. */
  readonly text: string
}

/** `trigger`, checked: a workflow's typo is an input error before any request. */
export function parseTrigger(text: string): string {
  const trigger = text.trim()
  if (!TRIGGER.test(trigger)) {
    throw new Error(
      `Input "trigger" must be "/" or "!" then a word of letters, digits, "-" and "_" (at most 33 characters), such as /docs; "${trigger.slice(0, 40)}" is not.`,
    )
  }
  return trigger
}

/**
 * The request a comment's body opens with `trigger`, or undefined when it opens none. Up to three
 * spaces may stand before it, as Markdown allows before a paragraph; GitHub's `startsWith`, which
 * the example's `if:` uses, ignores case, and so does this.
 */
export function readTriggered(body: string, trigger: string): TriggeredRequest | undefined {
  const text = body.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const [first = '', ...rest] = text.split('\n')
  const opening = / {0,3}/.exec(first)![0].length
  const head = first.slice(opening, opening + trigger.length)
  if (head.toLowerCase() !== trigger.toLowerCase()) return undefined
  const after = first.slice(opening + trigger.length)
  if (after !== '' && !/^[ \t]/.test(after)) return undefined
  const words = after.trim()
  const firstWord = words.split(/[ \t]/, 1)[0]!.toLowerCase()
  const fresh = firstWord === FRESH
  const firstLine = fresh ? words.slice(FRESH.length).trim() : words
  return { fresh, text: [firstLine, ...rest].join('\n').trim() }
}

/** The `if:` that starts no job for a comment or review that does not open with `trigger`. */
export function triggerCondition(trigger: string): string {
  return `startsWith(github.event.comment.body || github.event.review.body, '${trigger}')`
}
