import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { csvField, csvLine, writeReportFiles } from '../../src/visitors/report-files.ts'

describe('csvField', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/a,b', '"/a,b"'],
    ['/say "hi"', '"/say ""hi"""'],
    ['/line\nbreak', '"/line\nbreak"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+cmd', "'+cmd"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('writes numbers as they are', () => expect(csvLine(['/a', 1, 0.5, 12])).toBe('/a,1,0.5,12\r\n'))
})

describe('writeReportFiles', () => {
  it('writes every row to the CSV and the rows as sent to the JSON', async () => {
    const directory = path.join(await mkdtemp(path.join(tmpdir(), 'report-')), 'nested')
    const rows = Array.from({ length: 12_001 }, (_, index) => ({
      path: `/p${index}`,
      human: index,
      ai: 1,
      total: index + 1,
    }))
    const metadata = {
      projectId: 'acme',
      dateFrom: '2026-11-14',
      dateTo: null,
      generatedAt: '2026-11-21T00:00:00.000Z',
    }
    const totals = { human: 5, ai: 6, total: 7 }
    const [csvPath, jsonPath] = await writeReportFiles(directory, metadata, {
      totals,
      rows,
      requests: 1,
      repeatedPaths: 0,
    })
    const csv = await readFile(csvPath ?? '', 'utf8')
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('path,human,ai,total')
    expect(lines).toHaveLength(12_003)
    expect(lines[12_001]).toBe('/p12000,12000,1,12001')
    const json = JSON.parse(await readFile(jsonPath ?? '', 'utf8')) as Record<string, unknown>
    expect(json).toEqual({ ...metadata, totals, visitors: rows })
  })
})
