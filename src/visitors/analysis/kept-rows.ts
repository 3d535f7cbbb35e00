import { SUMMARY_TEXT_CHARS } from '../../text/html.ts'
import { count } from '../../text/format.ts'
import { redact } from '../../text/untrusted.ts'
import { hash } from './key-index.ts'

/**
 * What of a row stays in memory for the summary, the comparison and the content gaps, while the
 * row itself goes whole to the report files. A hostile platform (or a crawler's URL the platform
 * recorded) can make a path or search term megabytes long, and the top lists keep hundreds of
 * rows: a kept text is at most as long as the summary shows one, so a top list costs the same
 * whatever the platform sends.
 */
export const KEPT_TEXT_CHARS = SUMMARY_TEXT_CHARS

/** What of a row's shape says which fields a row has: the contract's, as the CSV file names them. */
type KnownFields = { readonly csvHeader: readonly string[] }

/** Room for the marker `… (N more characters, #digest)` within KEPT_TEXT_CHARS. */
const MARKER_ROOM = 64

/**
 * `text` when it fits; otherwise its start, how many characters were left out, and a 64-bit
 * digest of the whole, so two long keys that start alike stay two keys (in both periods alike,
 * which the comparison relies on). `cap` reads the count back when it cuts such a text again.
 * Secrets are redacted from the start kept, as from everything the action writes.
 */
export function keptText(text: string): string {
  if (text.length <= KEPT_TEXT_CHARS) return text
  // Redacted before the cut: a cut through a secret would leave a part redaction cannot find.
  const shown = redact(text)
  let head = shown.slice(0, KEPT_TEXT_CHARS - MARKER_ROOM)
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1)
  const digest = hash(text)
    .map((half) => half.toString(16).padStart(8, '0'))
    .join('')
  return `${head}… (${count(shown.length - head.length, 'more character')}, #${digest})`
}

/** The row with every over-long text field kept short; the row itself when none is. */
export function keptRow<R>(kind: KnownFields, row: R): R {
  const fields = row as Record<string, unknown>
  // A plain loop: this runs for every row of every page.
  for (const name of kind.csvHeader) if (isLong(fields[name])) return knownFields(kind, row)
  return row
}

/**
 * Only the fields the contract names, texts kept short: a row entering a top list leaves behind
 * fields this action does not show, however large the platform made them.
 */
export function knownFields<R>(kind: KnownFields, row: R): R {
  const fields = row as Record<string, unknown>
  const kept: Record<string, unknown> = {}
  for (const name of kind.csvHeader) {
    const value = fields[name]
    kept[name] = typeof value === 'string' ? keptText(value) : value
  }
  return kept as R
}

function isLong(value: unknown): boolean {
  return typeof value === 'string' && value.length > KEPT_TEXT_CHARS
}
