import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import type { VisitorsExport } from './export.ts'

export interface ReportMetadata {
  readonly projectId: string
  readonly dateFrom: string | null
  readonly dateTo: string | null
  readonly generatedAt: string
}

const CSV_FILE = 'visitors.csv'
const JSON_FILE = 'visitors.json'
const ROWS_PER_WRITE = 5_000

/** Writes `visitors.csv` and `visitors.json`, each with every row; returns their full paths. */
export async function writeReportFiles(
  directory: string,
  metadata: ReportMetadata,
  report: VisitorsExport,
): Promise<string[]> {
  await mkdir(directory, { recursive: true })
  const csvPath = path.join(directory, CSV_FILE)
  const jsonPath = path.join(directory, JSON_FILE)
  await writeInBatches(csvPath, report, csvLine(['path', 'human', 'ai', 'total']), '', (row) =>
    csvLine([row.path, row.human, row.ai, row.total]),
  )
  // One row per line keeps the file readable and lets it be written in batches, not as one huge string.
  const head = JSON.stringify({ ...metadata, totals: report.totals }, null, 2).replace(/\n}$/, ',\n  "visitors": [\n')
  const rowCount = report.rows.length
  await writeInBatches(
    jsonPath,
    report,
    head,
    '\n  ]\n}\n',
    (row, index) => `    ${JSON.stringify(row)}${index < rowCount - 1 ? ',' : ''}\n`,
  )
  return [csvPath, jsonPath]
}

async function writeInBatches(
  filePath: string,
  report: VisitorsExport,
  head: string,
  tail: string,
  line: (row: VisitorsExport['rows'][number], index: number) => string,
): Promise<void> {
  const stream: WriteStream = createWriteStream(filePath)
  stream.write(head)
  for (let start = 0; start < report.rows.length; start += ROWS_PER_WRITE) {
    const batch = report.rows.slice(start, start + ROWS_PER_WRITE).map((row, offset) => line(row, start + offset))
    if (!stream.write(batch.join(''))) await once(stream, 'drain')
  }
  stream.end(tail)
  await finished(stream)
}

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
