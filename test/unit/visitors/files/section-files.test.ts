import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CancelledError } from '../../../../src/runner/limits.ts'
import { csvField, csvLine } from '../../../../src/visitors/files/csv.ts'
import { SectionFiles } from '../../../../src/visitors/files/section-files.ts'
import { feedback } from '../../../../src/visitors/sections/feedback.ts'
import type { TrafficRow } from '../../../../src/visitors/sections/traffic.ts'
import { visitors } from '../../../../src/visitors/sections/visitors.ts'
import { testLimits } from '../../support/fakes.ts'

const row = (path: string, total: number): TrafficRow => ({ path, human: total, ai: 0, total })

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

  it('writes numbers as sent, fractions and negatives included, and null as an empty field', () => {
    expect(csvLine(['/a', -3, 0.5, 12, null])).toBe('/a,-3,0.5,12,\r\n')
  })
})

describe('SectionFiles', () => {
  it('streams every row to CSV and JSON, the JSON rows exactly as sent', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const head = { projectId: 'acme', dateFrom: '2026-11-14', dateTo: null, totals: { human: 5, ai: 6, total: 7 } }
    const files = new SectionFiles(directory, 'visitors', visitors, head)
    const rows = Array.from({ length: 12_001 }, (_, index) => ({ ...row(`/p${index}`, index), extra: 'kept' }))
    for (let start = 0; start < rows.length; start += 250) await files.write(rows.slice(start, start + 250))
    await files.close()
    const lines = (await readFile(path.join(directory, 'visitors.csv'), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('path,human,ai,total')
    expect(lines).toHaveLength(12_003)
    expect(lines[12_001]).toBe('/p12000,12000,0,12000')
    const json = JSON.parse(await readFile(path.join(directory, 'visitors.json'), 'utf8')) as unknown
    expect(json).toEqual({ ...head, visitors: rows })
  })

  it('writes valid JSON with no rows', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const files = new SectionFiles(directory, 'feedback', feedback, { hasMore: false })
    await files.close()
    expect(JSON.parse(await readFile(path.join(directory, 'feedback.json'), 'utf8'))).toEqual({
      hasMore: false,
      feedback: [],
    })
  })
  it('stops waiting for the disk when the step is cancelled', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'section-files-'))
    const limits = testLimits()
    const files = new SectionFiles(directory, 'visitors', visitors, {}, limits)
    limits.cancel()
    const rows = Array.from({ length: 5_000 }, (_, index) => row(`/${'p'.repeat(40)}${index}`, index))
    await expect(files.write(rows)).rejects.toThrow(new CancelledError('Cancelled while writing the report files.'))
    files.destroy()
  })
})
