/**
 * Text that did not come from this action (the platform's answers, GitHub's, the user's files)
 * is untrusted. It reaches people through two sinks, each with one function: `forLog` for the
 * step log, annotations and outputs, `forSummary` for the job summary. Both redact the step's
 * secrets first, so a key the platform echoes back is never written, in any form.
 */

import { count } from './format.ts'

const secrets = new Set<string>()

/** Shorter values would redact ordinary words; the runner still masks them verbatim. */
const MIN_SECRET_LENGTH = 6

/** Registers a secret (the API key, the GitHub token) for redaction, with the forms it travels in. */
export function addSecret(value: string): void {
  if (value.length < MIN_SECRET_LENGTH) return
  secrets.add(value)
  secrets.add(encodeURIComponent(value))
  secrets.add(JSON.stringify(value).slice(1, -1))
}

/** Replaces every registered secret with `***`, the runner's own mask. */
export function redact(text: string): string {
  let result = text
  for (const secret of secrets) if (result.includes(secret)) result = result.replaceAll(secret, '***')
  return result
}

/**
 * Characters that make a line read differently from what it is: C0 and C1 controls, DEL, Unicode
 * line and paragraph separators, bidirectional marks and overrides, and the invisible ones (zero
 * width characters, word joiners, the byte-order mark, fillers, interlinear annotations, tag
 * characters, variation selectors). Invisible text is read by a language model as plain text
 * while a person sees nothing (a run of variation selectors can carry any bytes after one visible
 * character), so it is shown as an escape wherever text from outside the action is written.
 */
const HIDDEN =
  '\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5' +
  '\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0e\ufeff\uffa0\ufff9-\ufffb' +
  '\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}'
/** U+FE0F asks for an emoji's colour form: kept right after a pictograph, where it belongs, hidden anywhere else. */
const STRAY_EMOJI_SELECTOR = '|(?<!\\p{Extended_Pictographic})\ufe0f'
// Combining marks (variation selectors, the grapheme joiner) stand alone in these classes on purpose: each is matched on its own.
// eslint-disable-next-line no-misleading-character-class
const CONTROL = new RegExp(`[\n\r\t${HIDDEN}]${STRAY_EMOJI_SELECTOR}`, 'gu')
// eslint-disable-next-line no-misleading-character-class
const CONTROL_EXCEPT_LINE_BREAKS = new RegExp(`[${HIDDEN}]${STRAY_EMOJI_SELECTOR}`, 'gu')
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
// eslint-disable-next-line no-misleading-character-class
const ANY_HIDDEN = new RegExp(`[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\u2800${HIDDEN}]|(?! )\\p{Zs}${STRAY_EMOJI_SELECTOR}`, 'u')

/**
 * Whether `text` is not one line of visible text: a control, a line or paragraph separator, a
 * hidden character, the Braille blank, or a space other than the plain one (which would make a
 * name look like another).
 */
export function hasHidden(text: string): boolean {
  return ANY_HIDDEN.test(text)
}

/** A character as an escape a person can read: `\n`, `\u200b`, `\u{e0041}`. */
export function visible(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return NAMED[character] ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`)
}

/** The same as a JSON string escape: a character past U+FFFF as its two `\uXXXX` halves. */
function visibleInJson(character: string): string {
  let escaped = ''
  for (let index = 0; index < character.length; index++) {
    escaped += `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`
  }
  return escaped
}

/**
 * Every hidden character of `text` (see HIDDEN) as a visible escape; line breaks and tabs kept.
 * `json` writes the escapes JSON reads, for text inside a JSON string.
 */
export function showHidden(text: string, json = false): string {
  return text.replace(CONTROL_EXCEPT_LINE_BREAKS, json ? visibleInJson : visible)
}

/** The end of a text the report kept short (`keptText`, `cap`): how much of the original was left out. */
const KEPT_MARKER = /… \(([\d,]+) more characters?(?:, #[0-9a-f]{16})?\)$/

/**
 * Cuts text to `maxChars`, never inside a surrogate pair, saying how much was left out; of a
 * text already kept short, counting what its original held.
 */
export function cap(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  const kept = KEPT_MARKER.exec(text)
  const whole = kept ? text.slice(0, kept.index) : text
  const beyond = kept ? Number((kept[1] ?? '').replaceAll(',', '')) : 0
  const cut = sliceWhole(whole, maxChars)
  return `${cut}… (${count(whole.length - cut.length + beyond, 'more character')})`
}

/** The first `maxChars` characters of `text`, one fewer rather than half a surrogate pair. */
export function sliceWhole(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars)
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/**
 * Makes text safe for one line of the step log (and for annotations and outputs): secrets
 * redacted, capped, every control character shown as an escape such as `\n`, and the two
 * workflow-command forms defused, a line starting with `::` and a `##[` anywhere.
 */
export function forLog(text: string, maxChars = 4_000): string {
  return cap(redact(text), maxChars)
    .replace(CONTROL, visible)
    .replace(/^(\s*)::/, '$1\\::')
    .replaceAll('##[', '#\\#[')
}

const HTML_SPECIAL = /[&<>"]/g
const HTML_ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Escapes text for the job summary and the pull-request comments, where it always sits inside
 * raw HTML: `& < > "` become entities, and where GitHub would make the text a mention or a
 * reference (`@octocat`, `@acme/team`, `#123`, `acme/docs#123`, `GH-123`) a word joiner goes in
 * after the `@`, `#` or `GH-` (see `unlinked`), so nobody is pinged and no issue is linked from
 * words the action did not write. Nothing else changes, so a secret the runner masks still
 * appears verbatim (and is masked) should redaction miss it, unless it holds such a form.
 * With `keepLineBreaks` (for a `<pre>` block) line breaks and tabs stay; elsewhere they show as `\n`.
 */
export function forSummary(text: string, maxChars = 1_000, keepLineBreaks = false): string {
  return unlinked(forSummaryVerbatim(text, maxChars, keepLineBreaks))
}

/**
 * `forSummary` without the word joiners, for text GitHub links nothing in: an attribute's value
 * (an address), and the content of `<code>`, `<pre>` and `<a>`, which a reader may copy as is.
 */
export function forSummaryVerbatim(text: string, maxChars = 1_000, keepLineBreaks = false): string {
  return showControls(cap(redact(text), maxChars), keepLineBreaks).replace(
    HTML_SPECIAL,
    (character) => HTML_ENTITY[character] ?? character,
  )
}

/** U+2060 WORD JOINER as an entity: invisible, it keeps `@` from its name and `#` from its number. */
const WORD_JOINER = '&#8288;'

/**
 * Where GitHub would link: an `@` after no letter, digit or `_` before a name (an e-mail
 * address's `@` follows its name, and stays as it is); a `#` before digits after no letter, digit
 * or `_`, or after `owner/repo`; `GH-` before digits. Matched on escaped text, where an entity
 * ends in `;`, as the characters GitHub reads there are no letters either; an entity's own `&#`
 * is left alone, so text escaped twice keeps its joiners whole.
 */
const LINKED =
  /(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])|(?<![A-Za-z0-9_&])#(?=\d)|(?<=[A-Za-z0-9_.-]\/[A-Za-z0-9_.-]+)#(?=\d)|(?<![A-Za-z0-9_])GH-(?=\d)/gi

/** Escaped text with a word joiner after each `@`, `#` and `GH-` GitHub would make a mention or a reference. */
export function unlinked(escaped: string): string {
  return escaped.replace(LINKED, (lead) => `${lead}${WORD_JOINER}`)
}

/** Every control and direction character as a visible escape; line breaks kept when asked. */
export function showControls(text: string, keepLineBreaks: boolean): string {
  return keepLineBreaks ? showHidden(text.replace(/\r\n?/g, '\n')) : text.replace(CONTROL, visible)
}
