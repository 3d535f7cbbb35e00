import { createWriteStream } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { csvLine } from './csv.ts'
import type { VisitorsExport } from './export.ts'

export interface ReportMetadata {
  readonly projectId: string
  readonly dateFrom: string | null
  readonly dateTo: string | null
  readonly generatedAt: string
}

export const CSV_FILE = 'visitors.csv'
export const JSON_FILE = 'visitors.json'

/** Writes `visitors.csv` and `visitors.json`, each with every row; returns their full paths. */
export async function writeReportFiles(
  directory: string,
  metadata: ReportMetadata,
  report: VisitorsExport,
): Promise<string[]> {
  await mkdir(directory, { recursive: true })
  const csvPath = path.join(directory, CSV_FILE)
  const jsonPath = path.join(directory, JSON_FILE)
  await writeCsv(csvPath, report)
  const document = { ...metadata, totals: report.totals, visitors: report.rows.map((row) => row.raw) }
  await writeFile(jsonPath, JSON.stringify(document, null, 2) + '\n')
  return [csvPath, jsonPath]
}

async function writeCsv(filePath: string, report: VisitorsExport): Promise<void> {
  const stream = createWriteStream(filePath)
  stream.write(csvLine(['path', 'human', 'ai', 'total']))
  // Batched writes keep memory flat for very large exports without a write call per row.
  const batch: string[] = []
  for (const row of report.rows) {
    batch.push(csvLine([row.path, row.human, row.ai, row.total]))
    if (batch.length === 5_000) stream.write(batch.splice(0).join(''))
  }
  stream.end(batch.join(''))
  await finished(stream)
}
