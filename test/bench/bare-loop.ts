/**
 * The bare loop the benchmark measures the action against: the same stack (undici's `request`,
 * one keep-alive pool) fetching every page of unique visitors and writing the same CSV, and
 * nothing else: no validation, no retries, no JSON report, no summary.
 * `node test/bench/bare-loop.ts <base-url> <api-key> <project-id> <page-size> <csv-file>`
 */
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { Agent, request } from 'undici'
import { csvLine } from '../../src/visitors/files/csv.ts'

const [baseUrl, apiKey, projectId, pageSize, csvFile] = process.argv.slice(2)
const dispatcher = new Agent({ keepAliveTimeout: 60_000 })
const csv = createWriteStream(csvFile ?? 'visitors.csv')
csv.write(csvLine(['path', 'human', 'ai', 'total']))
let rows = 0
for (let offset = 0, hasMore = true; hasMore; offset += Number(pageSize)) {
  const url = `${baseUrl}/v1/analytics/${projectId}/visitors?limit=${pageSize}&offset=${offset}`
  const response = await request(url, { dispatcher, headers: { authorization: `Bearer ${apiKey}` } })
  const page = (await response.body.json()) as {
    visitors: { path: string; human: number; ai: number; total: number }[]
    hasMore: boolean
  }
  let chunk = ''
  for (const row of page.visitors) chunk += csvLine([row.path, row.human, row.ai, row.total])
  rows += page.visitors.length
  if (!csv.write(chunk)) await once(csv, 'drain')
  hasMore = page.hasMore
}
csv.end()
await finished(csv)
await dispatcher.close()
console.log(`rows=${rows}`)
