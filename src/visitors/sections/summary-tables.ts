import { count, formatNumber } from '../../text/format.ts'
import { html, text, type Html, type HtmlValue } from '../../text/html.ts'
import type { Column, SummaryDocument } from '../../text/summary-document.ts'
import { redact, sliceWhole } from '../../text/untrusted.ts'
import { changeShare } from '../../text/change.ts'

/** Rows shown open in each table; the rest of `summary-rows` sit in a collapsed `<details>`. */
export const VISIBLE_ROWS = 10

export const right = (title: string): Column => ({ title, align: 'right' })

/** `▲ 12.5%`, `▼ 3.0%`, `0.0%` or `new`: its words are every report's (text/change.ts). */
export { changeShare } from '../../text/change.ts'

/** `, ▲ 12.5% from 1,000`: a headline figure's change from the period before; nothing without one. */
export function changeFrom(current: number, previous: number | undefined): Html | undefined {
  return previous === undefined ? undefined : html`, ${changeShare(current, previous)} from ${formatNumber(previous)}`
}

/** `▲ 2.1 points`, `▼ 0.4 points`, `no change`: the move of a share between periods. */
export function changePoints(current: number, previous: number): string {
  const difference = Math.round((current - previous) * 10) / 10
  if (difference === 0) return 'no change'
  return `${difference > 0 ? '▲' : '▼'} ${Math.abs(difference).toFixed(1)} points`
}

/** `+1,250`, `−40`, `0`; a dash when there is no previous figure. */
export function changeAmount(current: number, previous: number | undefined): string {
  if (previous === undefined) return '—'
  const difference = current - previous
  if (difference === 0) return '0'
  return `${difference > 0 ? '+' : '−'}${formatNumber(Math.abs(difference))}`
}

/** Movement in the top list: `▲ 2`, `▼ 1`, `=`, or `entered` for a row that was not in the previous list. */
export function rankMove(rank: number, previousRank: number | undefined): string {
  if (previousRank === undefined) return 'entered'
  if (previousRank === rank) return '='
  return previousRank > rank ? `▲ ${previousRank - rank}` : `▼ ${rank - previousRank}`
}

/** The bytes one row adds to the document, rendered as SummaryDocument.table renders it. */
function rowBytes(columns: readonly Column[], row: readonly HtmlValue[]): number {
  const cells = row.map((value, index) =>
    columns[index]?.align === 'right' ? html`<td align="right">${value}</td>` : html`<td>${value}</td>`,
  )
  return Buffer.byteLength(`<tr>${cells.map((cell) => cell.markup).join('')}</tr>\n`)
}

/**
 * A ranked table: the first VISIBLE_ROWS open, the rest in a collapsed `<details>`, cut to fit
 * `budgetBytes` (the section's fair share of GitHub's 1 MiB), saying so when it is cut.
 * Returns whether every row fitted.
 */
export function addRankedTable(
  doc: SummaryDocument,
  columns: readonly Column[],
  rows: readonly (readonly HtmlValue[])[],
  budgetBytes: number,
  what: string,
): boolean {
  let used = 600
  let fitted = 0
  for (const row of rows) {
    used += rowBytes(columns, row)
    if (used > budgetBytes) break
    fitted++
  }
  const shown = rows.slice(0, fitted)
  if (shown.length > 0) doc.table(columns, shown.slice(0, VISIBLE_ROWS))
  if (shown.length > VISIBLE_ROWS) {
    doc.details(html`${count(shown.length - VISIBLE_ROWS, 'more row')} (${what})`, (inner) => {
      inner.table(columns, shown.slice(VISIBLE_ROWS))
    })
  }
  if (fitted < rows.length) {
    doc.paragraph(
      html`<em>This table stops at ${formatNumber(fitted)} of ${formatNumber(rows.length)} rows to keep the summary within
        GitHub's 1 MiB limit (each section gets an equal share); the report files hold every row.</em>`,
    )
  }
  return fitted === rows.length
}

/** The anchor of a section's folded part in the summary, for the lines above that point to it. */
export function sectionAnchor(name: string): string {
  return `report-${name}`
}

/** `<code>name</code>` for a file or input name written by the action. */
export function code(name: string): Html {
  return html`<code>${name}</code>`
}

/**
 * Untrusted text in a cell of a table the summary shows open, kept to one line at 900 px wide:
 * past `maxChars` it ends in `…` at `maxChars`, the folded section and the report files having it
 * whole. One character says it was cut: a note of how many more would take the room the text
 * needs. Secrets are redacted before the cut, which could otherwise cut one where redaction no
 * longer finds it.
 */
export function lineCell(value: string, maxChars: number): Html {
  const whole = redact(value)
  if (whole.length <= maxChars) return text(whole, maxChars)
  return text(`${sliceWhole(whole, maxChars - 1).trimEnd()}…`, maxChars)
}
