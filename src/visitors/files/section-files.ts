import { createWriteStream, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import path from 'node:path'
import { bounded, type StepLimits } from '../../runner/limits.ts'
import { redact } from '../../text/untrusted.ts'
import type { RowShape } from '../analysis/period-rows.ts'
import { csvLine } from './csv.ts'

/**
 * Fewer, larger writes: a page's rows are small, and each write has a fixed cost. 64 KiB keeps
 * each joined chunk below V8's large-object size, which lowers the weekly report's peak memory.
 */
const WRITE_CHUNK = 1 << 16

/**
 * One section's rows for one period, streamed to `<name>.csv` and `<name>.json` as pages
 * arrive, so memory never holds the rows. The files are written in the report directory's
 * staging place and only move into view once the whole export is complete.
 */
export class SectionFiles<R> {
  private readonly kind: RowShape<R>
  private readonly csv: WriteStream
  private readonly json: WriteStream
  private rowsWritten = 0
  private pendingCsv = ''
  private pendingJson = ''
  private pendingLength = 0
  readonly names: readonly string[]

  /** `head` holds what precedes the rows in the JSON file: period, totals and the like. */
  private readonly limits: StepLimits | undefined

  /** `limits` bound every wait for the disk: the step's cancellation and its deadline stop it. */
  constructor(
    directory: string,
    baseName: string,
    kind: RowShape<R>,
    head: Readonly<Record<string, unknown>>,
    limits?: StepLimits,
  ) {
    this.kind = kind
    this.limits = limits
    this.names = [`${baseName}.csv`, `${baseName}.json`]
    this.csv = createWriteStream(path.join(directory, `${baseName}.csv`))
    this.json = createWriteStream(path.join(directory, `${baseName}.json`))
    // Errors surface from write() and close(); without a listener one would crash the process.
    this.csv.on('error', () => undefined)
    this.json.on('error', () => undefined)
    this.csv.write(csvLine(kind.csvHeader))
    // One row per line keeps the file readable and lets it be written as it arrives.
    this.json.write(JSON.stringify(head, null, 2).replace(/\n}$/, `,\n  "${kind.arrayName}": [`))
  }

  /** Takes a page of rows; they reach the disk in chunks of about WRITE_CHUNK characters. */
  async write(rows: readonly R[]): Promise<void> {
    for (const row of rows) {
      const csv = csvLine(this.kind.csvFields(row))
      const json = (this.rowsWritten++ === 0 ? '\n    ' : ',\n    ') + JSON.stringify(row)
      this.pendingCsv += csv
      this.pendingJson += json
      this.pendingLength += csv.length + json.length
    }
    if (this.pendingLength >= WRITE_CHUNK) await this.flush()
  }

  private async flush(): Promise<void> {
    // Secrets are redacted from the files too, a chunk at a time: rows are never split across chunks.
    const [csv, json] = [redact(this.pendingCsv), redact(this.pendingJson)]
    this.pendingCsv = ''
    this.pendingJson = ''
    this.pendingLength = 0
    await Promise.all([send(this.csv, csv, this.limits), send(this.json, json, this.limits)])
  }

  /** Ends both files; resolves once they are on disk. */
  async close(): Promise<void> {
    await this.flush()
    this.csv.end()
    this.json.end(`${this.rowsWritten === 0 ? '' : '\n  '}]\n}\n`)
    await Promise.all([finished(this.csv), finished(this.json)])
  }

  /** Stops writing at once; the staging place is removed by the caller. */
  destroy(): void {
    this.csv.destroy()
    this.json.destroy()
  }
}

async function send(stream: WriteStream, chunk: string, limits: StepLimits | undefined): Promise<void> {
  if (stream.errored) throw stream.errored
  if (chunk === '') return
  if (stream.write(chunk)) return
  if (!limits) return void (await once(stream, 'drain'))
  await bounded(limits, 'writing the report files', (signal) => once(stream, 'drain', { signal }))
}
