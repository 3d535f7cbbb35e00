/** CSV as the report files write it: RFC 4180, safe to open in a spreadsheet. */

/**
 * Characters that make a spreadsheet treat a cell as a formula. A leading apostrophe makes it
 * text again; the JSON report keeps the value exactly as the platform sent it.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field per RFC 4180, neutralised against formula injection; null is an empty field. */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const NEEDS_QUOTES = /[",\r\n]/

/** Lines end in CRLF, as RFC 4180 specifies. A plain loop: this runs once per row of every report file. */
export function csvLine(fields: readonly (string | number | null)[]): string {
  let line = ''
  for (let index = 0; index < fields.length; index++) {
    line += (index === 0 ? '' : ',') + csvField(fields[index] ?? null)
  }
  return line + '\r\n'
}
