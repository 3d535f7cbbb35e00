/**
 * Characters that make a spreadsheet treat a cell as a formula. A leading apostrophe makes it
 * text again; the JSON report keeps the value exactly as the platform sent it.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field per RFC 4180, neutralised against formula injection. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Lines end in CRLF, as RFC 4180 specifies. */
export function csvLine(fields: readonly (string | number)[]): string {
  return fields.map(csvField).join(',') + '\r\n'
}
